// The verdict of a report: which enforcement refuses, and what an override needs.
import { describe, expect, it } from 'vitest';
import type { PolicyReport, PolicyResult } from './policy.js';
import { policyVerdict } from './policy-verdict.js';

const result = (policy: string, enforcement: PolicyResult['enforcement']): PolicyResult => ({ policy, enforcement, scope: 'plan', subject: 'plan', message: 'm' });
const report = (...results: PolicyResult[]): PolicyReport => ({ results, errors: [] });

describe('policyVerdict', () => {
  it('passes advisory results and refuses mandatory ones', () => {
    expect(policyVerdict(report(result('a', 'advisory')))).toEqual({ kind: 'pass', advisory: [result('a', 'advisory')], overridden: [] });
    expect(policyVerdict(report(result('m', 'mandatory')), [{ policy: 'm', reason: 'please' }])).toMatchObject({ kind: 'refused', blocking: [result('m', 'mandatory')] });
  });

  it('passes an overridable result only with an override that names it and gives a reason', () => {
    const r = report(result('o', 'overridable'));
    expect(policyVerdict(r).kind).toBe('refused');
    expect(policyVerdict(r, [{ policy: 'other', reason: 'x' }]).kind).toBe('refused');
    expect(policyVerdict(r, [{ policy: 'o', reason: '  ' }]).kind).toBe('refused');
    expect(policyVerdict(r, [{ policy: 'o', reason: 'migration, ticket 12' }])).toEqual({ kind: 'pass', advisory: [], overridden: [result('o', 'overridable')] });
  });

  it('refuses on any evaluation error', () => {
    const errors = [{ policy: 'e', enforcement: 'advisory' as const, subject: 'plan', code: 'policy_eval_error' as const, message: 'x' }];
    expect(policyVerdict({ results: [], errors }).kind).toBe('refused');
  });
});
