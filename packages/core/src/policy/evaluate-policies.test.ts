// Evaluating policies over real plans: each scope's subjects, messages that quote fields, masked
// secrets, a stable order, and errors and runaway policies reported, never passed.
import { describe, expect, it } from 'vitest';
import { aDefinition, aState, planOf } from '../testing/index.js';
import type { Plan, State } from '../types.js';
import { compilePolicies, type PolicySet } from './compile-policies.js';
import { evaluatePolicies } from './evaluate-policies.js';

function policySet(...docs: readonly Record<string, string>[]): PolicySet {
  const text = docs.map((d) => Object.entries({ message: 'violated', enforcement: 'mandatory', ...d }).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join('\n')).join('\n---\n');
  const compiled = compilePolicies([{ path: 'p.yaml', text }]);
  if (compiled.set === undefined) throw new Error(compiled.diagnostics.map((d) => d.message).join('\n'));
  return compiled.set;
}

const before = aState().applied(aDefinition()
  .withDestination('hooks', { config: { url: 'https://hooks.example.com/a', headers: { authorization: 'Bearer s3cret' } } })
  .withAction('keep', { destinations: ['hooks'] })
  .withAction('gone-1')
  .withAction('gone-2'));
const state: State = before.build();
const desired = aDefinition()
  .withDestination('hooks', { config: { url: 'https://evil.example.net/a', headers: { authorization: 'Bearer s3cret' } } })
  .withAction('keep', { destinations: ['hooks'], schema: { type: 'object', required: ['id'] } })
  .withAction('new');
const plan: Plan = planOf(desired, state);

describe('evaluatePolicies', () => {
  it('evaluates step policies on each step and quotes fields in the message', () => {
    const set = policySet({ name: 'no-deletes', scope: 'step', condition: "step.op == 'delete'", messageExpression: "'deletes ' + step.address + ' (id ' + step.id + ')'" });
    const report = evaluatePolicies(set, plan, state);
    expect(report.errors).toEqual([]);
    const ids = new Map(state.actions.map((a) => [a.variant, a.id]));
    expect(report.results).toEqual([
      { policy: 'no-deletes', enforcement: 'mandatory', scope: 'step', subject: 'action/gone-1', message: `deletes action/gone-1 (id ${ids.get('gone-1')})` },
      { policy: 'no-deletes', enforcement: 'mandatory', scope: 'step', subject: 'action/gone-2', message: `deletes action/gone-2 (id ${ids.get('gone-2')})` },
    ]);
  });

  it('reads before and after, versions and changed fields of a step', () => {
    const set = policySet(
      { name: 'host', scope: 'step', condition: "step.kind == 'destination' && !step.after.config.url.matches('^https://[a-z.]*example[.]com/')", messageExpression: 'step.after.config.url' },
      { name: 'version-bump', scope: 'step', condition: "step.kind == 'action' && step.final_version > step.current_version && step.op == 'update'", messageExpression: "step.name + ' ' + string(step.current_version) + '->' + string(step.final_version) + ' ' + step.changed_fields.join(',')" },
    );
    const report = evaluatePolicies(set, plan, state);
    expect(report.errors).toEqual([]);
    expect(report.results.map((r) => [r.policy, r.subject, r.message])).toEqual([
      ['host', 'destination/hooks', 'https://evil.example.net/a'],
      ['version-bump', 'action/keep', 'keep 1->2 /schema/required'],
    ]);
  });

  it('reads the same nested JSON twice in the library (functions the native evaluator leaves to it)', () => {
    const set = policySet({ name: 'lower', scope: 'step', condition: "step.kind == 'destination' && step.after.config.url.lowerAscii() != ''", messageExpression: 'step.after.config.url.upperAscii()' });
    expect(set.policies[0]?.native?.condition).toBeUndefined();
    const report = evaluatePolicies(set, plan, state);
    expect(report.errors).toEqual([]);
    expect(report.results.map((r) => r.message)).toEqual(['HTTPS://EVIL.EXAMPLE.NET/A']);
  });

  it('masks secrets before a policy sees them', () => {
    const set = policySet({ name: 'leak', scope: 'step', condition: "step.kind == 'destination'", messageExpression: 'step.after.config.headers.authorization + step.before.config.headers.authorization' });
    expect(evaluatePolicies(set, plan, state).results.map((r) => r.message)).toEqual(['(sensitive)(sensitive)']);
    const objects = policySet({ name: 'leak', scope: 'object', condition: "object.kind == 'destination'", messageExpression: 'object.fields.config.headers.authorization' });
    expect(evaluatePolicies(objects, plan, state).results.map((r) => r.message)).toEqual(['(sensitive)']);
  });

  it('evaluates object policies on the state after the plan: created, updated and unchanged objects, not deleted ones', () => {
    const set = policySet({ name: 'all', scope: 'object', condition: 'true', messageExpression: "object.change + ':' + string(object.id != '')" });
    const report = evaluatePolicies(set, plan, state);
    expect(report.results.map((r) => [r.subject, r.message])).toEqual([
      ['action/keep', 'update:true'], ['action/new', 'create:false'], ['destination/hooks', 'update:true'],
    ]);
  });

  it('evaluates plan policies once, with the summary and every step', () => {
    const set = policySet({
      name: 'budget', scope: 'plan', condition: "plan.summary.delete > 1 && plan.steps.filter(s, s.op == 'delete').size() == 2 && plan.objects.size() == 3",
      messageExpression: "string(plan.summary.delete) + ' deletes'",
    });
    expect(evaluatePolicies(set, plan, state).results).toEqual([{ policy: 'budget', enforcement: 'mandatory', scope: 'plan', subject: 'plan', message: '2 deletes' }]);
  });

  it('sorts results by policy, then subject, whatever the order of the files', () => {
    const a = { name: 'a', scope: 'step', condition: 'true' };
    const b = { name: 'b', scope: 'step', condition: 'true' };
    const one = evaluatePolicies(policySet(a, b), plan, state);
    const other = evaluatePolicies(policySet(b, a), plan, state);
    expect(JSON.stringify(other)).toBe(JSON.stringify(one));
    expect(one.results.map((r) => `${r.policy} ${r.subject}`)).toEqual([...one.results.map((r) => `${r.policy} ${r.subject}`)].sort());
    expect(one.results).toHaveLength(2 * plan.steps.length);
  });

  it('reports a policy that fails on a subject as an error, never a pass', () => {
    const set = policySet({ name: 'missing-key', scope: 'step', condition: "step.after.config.url == 'x'" });
    const report = evaluatePolicies(set, plan, state);
    expect(report.results).toEqual([]);
    expect(report.errors).toEqual([{
      policy: 'missing-key', enforcement: 'mandatory', subject: 'action/keep', code: 'policy_eval_error',
      message: expect.stringMatching(/^policy `missing-key` on action\/keep: condition failed: .*config/),
    }]);
  });

  it('stops a policy that walks the plan from every step, with a budget error', () => {
    const set = policySet({ name: 'quadratic', scope: 'step', condition: 'plan.steps.all(a, plan.steps.all(b, a.name != b.name || a.op == b.op))' });
    const report = evaluatePolicies(set, plan, state, { budget: 50 });
    expect(report.results).toEqual([]);
    expect(report.errors).toEqual([expect.objectContaining({ policy: 'quadratic', code: 'policy_budget_exceeded' })]);
    expect(evaluatePolicies(set, plan, state, { budget: 10_000 }).errors).toEqual([]);
  });

  it('charges an equality of lists or maps by their sizes', () => {
    const set = policySet({ name: 'equal', scope: 'step', condition: 'plan.steps == plan.steps && step.before != step.after' });
    expect(evaluatePolicies(set, plan, state, { budget: 20 }).errors).toEqual([expect.objectContaining({ code: 'policy_budget_exceeded' })]);
    expect(evaluatePolicies(set, plan, state, { budget: 1_000 }).errors).toEqual([]);
  });

  it('costs the same whether the native evaluator or the library runs a policy, at every budget', () => {
    const set = policySet(
      { name: 'handed-over', scope: 'step', condition: "plan.steps.filter(s, s.op != 'x').size() > 0 && step.after == step.before" },
      { name: 'native', scope: 'plan', condition: "plan.steps.exists(s, s.op == 'delete') && plan.objects.all(o, o.name != '')" },
    );
    const libraryOnly: PolicySet = { policies: set.policies.map(({ native: _native, ...rest }) => rest) };
    expect(set.policies.every((p) => p.native?.condition !== undefined)).toBe(true);
    for (const budget of [1, 5, 10, 20, 30, 40, 50, 60, 80, 100, 150, 200]) {
      expect({ budget, report: evaluatePolicies(set, plan, state, { budget }) }).toEqual({ budget, report: evaluatePolicies(libraryOnly, plan, state, { budget }) });
    }
  });

  it('charges `in` over a list by its size', () => {
    const set = policySet({ name: 'in', scope: 'step', condition: "step.name in plan.steps.map(s, s.name) && 20 in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]" });
    expect(evaluatePolicies(set, plan, state, { budget: 100 }).errors).toEqual([expect.objectContaining({ code: 'policy_budget_exceeded' })]);
  });
});

describe('evaluatePolicies on JSON fields', () => {
  it('compares whole JSON numbers with CEL ints, and reports a division by zero as an error', () => {
    const set = policySet(
      { name: 'sla', scope: 'object', condition: "object.kind == 'destination' && object.fields.config.response_time_sla_ms == 1000 && object.fields.config.response_time_sla_ms < 1001" },
      { name: 'divide', scope: 'plan', condition: 'plan.summary.create / (plan.summary.create - plan.summary.create) > 0' },
    );
    const sla = planOf(aDefinition().withDestination('d', { config: { url: 'https://hooks.example.com/d', response_time_sla_ms: 1000 } }));
    const report = evaluatePolicies(set, sla, aState().build());
    expect(report.results.map((r) => `${r.policy} ${r.subject}`)).toEqual(['sla destination/d']);
    expect(report.errors).toEqual([expect.objectContaining({ policy: 'divide', subject: 'plan', code: 'policy_eval_error', message: expect.stringMatching(/divi/) })]);
  });
});
