// The words of a policy refusal and the checks of an apply's overrides, on their own: what a
// message lists (at most ten, then how many more), what it tells to do, and where a bad override is.
import { describe, expect, test } from 'vitest';
import { isServiceError, type PlanPolicy, type PolicyResult } from '@capctl/core';
import { policiesChanged, policyViolation } from './policy-refusals.js';
import { checkOverridesAgainst, requestedOverrides } from './policy-overrides.js';

const result = (policy: string, enforcement: PolicyResult['enforcement'], subject = 'plan'): PolicyResult =>
  ({ policy, enforcement, scope: 'step', subject, message: `${policy} says no` });
const SET = { version: 4, digest: 'd'.repeat(64) };
const report = (...results: PolicyResult[]): PlanPolicy => ({ set: SET, results, errors: [] });

function thrown(work: () => unknown) {
  try {
    work();
  } catch (error) {
    if (isServiceError(error)) return { code: error.code, pointer: error.pointer, message: error.message };
  }
  throw new Error('expected a ServiceError');
}

describe('policyViolation', () => {
  test('lists the first ten problems, then how many more, and says how to override the overridable ones', () => {
    const blocking = Array.from({ length: 12 }, (_, i) => result(`p${String(i).padStart(2, '0')}`, i === 0 ? 'mandatory' : 'overridable', `action/a${i}`));
    const error = policyViolation('r1', SET, blocking, []);
    expect(error.code).toBe('policy_violation');
    expect(error.message).toMatch(/^revision r1 is refused by the org's policies \(version 4\): 12 problems: mandatory policy `p00` on action\/a0: p00 says no; /);
    expect(error.message).toContain('overridable policy `p09` on action/a9: p09 says no; and 2 more. Nothing was applied;');
    expect(error.message).not.toContain('p10 says no');
    expect(error.message).toContain('a mandatory policy cannot be overridden');
    expect(error.message).toContain('capctl apply --override p01=REASON capctl apply --override p02=REASON');
  });

  test('an evaluation error says to fix the policy, and offers no override', () => {
    const error = policyViolation('r1', SET, [], [{ policy: 'slow', enforcement: 'overridable', subject: 'plan', code: 'policy_budget_exceeded', message: 'too slow' }]);
    expect(error.message).toBe("revision r1 is refused by the org's policies (version 4): 1 problem: policy `slow` could not be evaluated: too slow. " +
      'Nothing was applied; a policy that could not be evaluated refuses every apply: fix the policy, push it and plan again');
  });
});

describe('policiesChanged', () => {
  test('names the versions and what the new report flags or no longer flags', () => {
    const error = policiesChanged('r1', { set: { version: 3, digest: 'a' }, results: [result('old', 'advisory')], errors: [] }, report(result('new', 'mandatory')));
    expect(error.code).toBe('conflict');
    expect(error.message).toBe("revision r1 cannot be applied: the org's policies changed since this plan (version 3 → 4): " +
      'now flags mandatory policy `new` on plan: new says no; no longer flags advisory policy `old` on plan: old says no. ' +
      'Nothing was applied; plan the definition again and review the new policy results');
  });

  test('a plan made before any set counts as version 0', () => {
    expect(policiesChanged('r1', undefined, report(result('new', 'mandatory'))).message).toContain('(version 0 → 4)');
  });
});

describe('overrides', () => {
  test('their shape is checked at its place', () => {
    expect(requestedOverrides(undefined)).toEqual([]);
    expect(thrown(() => requestedOverrides('guard=why'))).toMatchObject({ code: 'invalid_request', pointer: '/overrides' });
    expect(thrown(() => requestedOverrides([{ reason: 'why' }]))).toMatchObject({ pointer: '/overrides/0/policy' });
    expect(thrown(() => requestedOverrides([{ policy: 'guard', reason: 'why' }, { policy: 'guard' }]))).toMatchObject({ pointer: '/overrides/1/reason' });
    expect(thrown(() => requestedOverrides([{ policy: 'guard', reason: 'x'.repeat(1001) }]))).toMatchObject({ pointer: '/overrides/0/reason' });
    expect(requestedOverrides([{ policy: 'guard', reason: 'why', extra: 1 }])).toEqual([{ policy: 'guard', reason: 'why' }]);
  });

  test('each names an overridable policy the report flags, once', () => {
    const flagged = report(result('guard', 'overridable', 'action/a'), result('guard', 'overridable', 'action/b'), result('forbid', 'mandatory'), result('note', 'advisory'));
    expect(() => checkOverridesAgainst(flagged, [{ policy: 'guard', reason: 'why' }])).not.toThrow();
    expect(thrown(() => checkOverridesAgainst(flagged, [{ policy: 'guard', reason: 'a' }, { policy: 'forbid', reason: 'b' }])))
      .toMatchObject({ pointer: '/overrides/1/policy', message: expect.stringContaining('mandatory and cannot be overridden') });
    expect(thrown(() => checkOverridesAgainst(flagged, [{ policy: 'guard', reason: 'a' }, { policy: 'guard', reason: 'b' }])))
      .toMatchObject({ pointer: '/overrides/1/policy', message: expect.stringContaining('overridden twice') });
    expect(thrown(() => checkOverridesAgainst(flagged, [{ policy: 'note', reason: 'b' }]))).toMatchObject({ message: expect.stringContaining('advisory') });
    expect(thrown(() => checkOverridesAgainst(flagged, [{ policy: 'other', reason: 'b' }]))).toMatchObject({ message: expect.stringContaining('flags nothing') });
    expect(thrown(() => checkOverridesAgainst(undefined, [{ policy: 'guard', reason: 'b' }]))).toMatchObject({ pointer: '/overrides/0/policy' });
  });
});
