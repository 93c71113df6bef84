// Comparing the report of the set in force with a proposed set's, over real plans and states: what
// is newly flagged, no longer flagged, flagged differently, and the proposed set's new errors.
import { describe, expect, it } from 'vitest';
import { aDefinition, aState, planOf } from '../testing/index.js';
import type { State } from '../types.js';
import { compilePolicies, type PolicySet } from './compile-policies.js';
import { comparePolicyReports, comparisonSize } from './compare-reports.js';
import { evaluatePolicies } from './evaluate-policies.js';
import type { PolicyReport, PolicyResult } from './policy.js';
import { stateReport } from './state-report.js';

function policySet(...docs: readonly Record<string, string>[]): PolicySet {
  const text = docs.map((d) => Object.entries({ message: 'violated', enforcement: 'mandatory', ...d }).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join('\n')).join('\n---\n');
  const compiled = compilePolicies([{ path: 'p.yaml', text }]);
  if (compiled.set === undefined) throw new Error(compiled.diagnostics.map((d) => d.message).join('\n'));
  return compiled.set;
}

const state: State = aState().applied(aDefinition().withAction('alpha').withAction('beta').withAction('gamma')).build();
const plan = planOf(aDefinition().withAction('alpha'), state);

const result = (policy: string, subject: string, fields: Partial<PolicyResult> = {}): PolicyResult =>
  ({ policy, subject, scope: 'step', enforcement: 'mandatory', message: 'violated', ...fields });
const report = (...results: PolicyResult[]): PolicyReport => ({ results, errors: [] });

describe('comparePolicyReports', () => {
  it('lists what the proposed set newly flags and what it stops flagging, each in order', () => {
    const inForce = report(result('a', 'action/x'), result('b', 'action/y'));
    const proposed = report(result('c', 'action/z'), result('a', 'action/x'), result('a', 'action/w'));
    const diff = comparePolicyReports(inForce, proposed);
    expect(diff.flagged).toEqual([result('a', 'action/w'), result('c', 'action/z')]);
    expect(diff.cleared).toEqual([result('b', 'action/y')]);
    expect(diff.changed).toEqual([]);
    expect(comparisonSize(diff)).toBe(3);
  });

  it('is the mirror image when the sets swap', () => {
    const one = report(result('a', 'action/x'));
    const two = report(result('b', 'action/x'));
    const forward = comparePolicyReports(one, two);
    const back = comparePolicyReports(two, one);
    expect(forward.flagged).toEqual(back.cleared);
    expect(forward.cleared).toEqual(back.flagged);
    expect(forward.flagged.map((r) => r.policy)).toEqual(['b']);
  });

  it('says when one violation changes enforcement or message, and nothing for the same report', () => {
    const inForce = report(result('a', 'action/x', { enforcement: 'advisory' }), result('b', 'plan', { scope: 'plan', message: 'old' }));
    const proposed = report(result('a', 'action/x', { enforcement: 'mandatory' }), result('b', 'plan', { scope: 'plan', message: 'new' }));
    const diff = comparePolicyReports(inForce, proposed);
    expect([diff.flagged, diff.cleared]).toEqual([[], []]);
    expect(diff.changed).toEqual([
      { policy: 'a', subject: 'action/x', scope: 'step', before: { enforcement: 'advisory', message: 'violated' }, after: { enforcement: 'mandatory', message: 'violated' } },
      { policy: 'b', subject: 'plan', scope: 'plan', before: { enforcement: 'mandatory', message: 'old' }, after: { enforcement: 'mandatory', message: 'new' } },
    ]);
    expect(comparisonSize(comparePolicyReports(proposed, proposed))).toBe(0);
  });

  it('compares real evaluations: a stricter set over a plan of deletes', () => {
    const inForce = evaluatePolicies(policySet({ name: 'no-delete-beta', scope: 'step', condition: "step.op == 'delete' && step.name == 'beta'" }), plan, state);
    const proposed = evaluatePolicies(policySet({ name: 'no-deletes', scope: 'step', condition: "step.op == 'delete'", enforcement: 'overridable' }), plan, state);
    const diff = comparePolicyReports(inForce, proposed);
    expect(diff.flagged.map((r) => [r.policy, r.subject, r.enforcement])).toEqual([['no-deletes', 'action/beta', 'overridable'], ['no-deletes', 'action/gamma', 'overridable']]);
    expect(diff.cleared.map((r) => [r.policy, r.subject])).toEqual([['no-delete-beta', 'action/beta']]);
  });

  it('lists the proposed set\'s new evaluation errors, not those the set in force has too', () => {
    const failing = policySet({ name: 'broken', scope: 'step', condition: "step.after.nothing == 'x'" });
    const errors = evaluatePolicies(failing, plan, state);
    expect(errors.errors).toHaveLength(1);
    expect(comparePolicyReports(report(), errors).errors.map((e) => e.policy)).toEqual(['broken']);
    expect(comparePolicyReports(errors, errors).errors).toEqual([]);
  });
});

describe('stateReport', () => {
  it('evaluates only object-scope policies, on the state as it is', () => {
    const set = policySet(
      { name: 'objects', scope: 'object', condition: "object.kind == 'action' && object.name != 'alpha'", messageExpression: "'object ' + object.address" },
      { name: 'steps', scope: 'step', condition: 'true' },
      { name: 'whole', scope: 'plan', condition: 'true' },
    );
    const got = stateReport(set, state);
    expect(got.errors).toEqual([]);
    expect(got.results.map((r) => [r.policy, r.subject, r.message])).toEqual([
      ['objects', 'action/beta', 'object action/beta'],
      ['objects', 'action/gamma', 'object action/gamma'],
    ]);
  });
});
