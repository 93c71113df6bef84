// Evaluating 20 policies (step, object and plan scopes, with regexes and comprehensions) over a
// plan of N actions (every object created, then a tenth changed), against core's plan of the same
// definition and state in the same process: the cost policies add to a plan-and-store.
import { applyPlan, emptyState, plan } from '@capctl/core';
import { compilePolicies, evaluatePolicies, type PolicySet } from '@capctl/core/policy';
import { generateDefinition } from './generate.js';
import { ratio, table, time } from './measure.js';

const sizes = [10_000];

const policy = (name: string, scope: string, condition: string, messageExpression?: string) =>
  [`name: ${name}`, `scope: ${scope}`, `condition: ${JSON.stringify(condition)}`, 'message: violated', 'enforcement: mandatory',
    ...(messageExpression === undefined ? [] : [`messageExpression: ${JSON.stringify(messageExpression)}`])].join('\n');

const POLICIES = [
  policy('protected-deletes', 'step', "step.op == 'delete' && step.kind in ['action', 'source']", "'deletes ' + step.address"),
  policy('webhook-allow-list', 'step', "step.kind == 'destination' && step.op != 'delete' && step.after.type == 'webhook' && !step.after.config.url.matches('^https://([a-z0-9-]+[.])*example[.]com(/|$)')"),
  policy('no-mode-weakening', 'step', "step.kind == 'action' && step.weakened_mode.to != ''"),
  policy('no-none-mode', 'step', "step.kind == 'action' && step.op == 'create' && step.after.compatibility == 'none'"),
  policy('breaking', 'step', 'step.breaking', "'action ' + step.name + ' breaks ' + step.mode"),
  policy('version-jump', 'step', "step.kind == 'action' && step.final_version > step.current_version + 1"),
  policy('name-prefix', 'step', "step.kind == 'action' && !step.name.startsWith('action-')"),
  policy('drifted-update', 'step', "step.op == 'update' && step.drift"),
  policy('rename', 'step', "step.renamed_from != ''", "step.renamed_from + ' -> ' + step.name"),
  policy('schema-required', 'step', "step.kind == 'action' && step.op != 'delete' && !('required' in step.after.schema)"),
  policy('sla', 'step', "step.kind == 'destination' && step.op != 'delete' && has(step.after.config.response_time_sla_ms) && step.after.config.response_time_sla_ms > 5000"),
  policy('many-changes', 'step', "step.op == 'update' && step.changed_fields.size() > 20"),
  policy('object-protect', 'object', "object.kind == 'source' && !object.protect && object.name.endsWith('-prod')"),
  policy('object-destinations', 'object', "object.kind == 'action' && size(object.fields.destinations) > 5"),
  policy('object-query-name', 'object', "object.kind == 'query' && object.name.contains(' ')"),
  policy('object-new-source', 'object', "object.kind == 'source' && object.change == 'create' && object.fields.status != 'active'"),
  policy('delete-budget', 'plan', 'plan.summary.delete > 50', "string(plan.summary.delete) + ' deletes'"),
  policy('breaking-budget', 'plan', 'plan.summary.breaking > 100'),
  policy('action-deletes', 'plan', "plan.steps.filter(s, s.kind == 'action' && s.op == 'delete').size() > 20"),
  policy('duplicate-hosts', 'plan', "plan.objects.exists(o, o.kind == 'destination' && o.fields.config.url == 'https://evil.example.net/')"),
].join('\n---\n');

const compiled = compilePolicies([{ path: 'bench.yaml', text: POLICIES }]);
if (compiled.set === undefined) throw new Error(compiled.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`).join('\n'));
const set: PolicySet = compiled.set;
if (set.policies.length !== 20) throw new Error(`expected 20 policies, got ${set.policies.length}`);

const rows: string[][] = [];
for (const actions of sizes) {
  const definition = generateDefinition({ actions });
  const empty = emptyState();
  const created = plan(definition, empty);
  const state = applyPlan(empty, created);
  const changedDefinition = generateDefinition({ actions, changedShare: 0.1 });
  const changed = plan(changedDefinition, state);
  for (const [label, def, base, p] of [['create all', definition, empty, created], ['a tenth changed', changedDefinition, state, changed]] as const) {
    const report = evaluatePolicies(set, p, base);
    if (report.errors.length > 0) throw new Error(report.errors.map((e) => e.message).join('\n'));
    const planning = time('plan', () => plan(def, base), 5);
    const policies = time('policies', () => evaluatePolicies(set, p, base), 5);
    const byScope = (['step', 'object', 'plan'] as const).map((scope) => {
      const only: PolicySet = { policies: set.policies.filter((c) => c.policy.scope === scope) };
      return `${time(scope, () => evaluatePolicies(only, p, base), 3).ms.toFixed(0)} ms`;
    });
    rows.push([String(actions), label, String(p.steps.length), String(report.results.length), `${planning.ms.toFixed(0)} ms`, `${policies.ms.toFixed(0)} ms`, ...byScope, ratio(planning.ms + policies.ms, planning.ms)]);
  }
}
const compile = time('compile', () => compilePolicies([{ path: 'bench.yaml', text: POLICIES }]), 5);

console.log('20 policies (12 step, 4 object, 4 plan scope) evaluated over a plan, against plan() of the same definition and state\n');
table(['actions', 'plan', 'steps', 'violations', 'plan()', 'evaluatePolicies', '12 step', '4 object', '4 plan', 'plan + policies / plan'], rows);
console.log(`\ncompiling the 20 policies: ${compile.ms.toFixed(1)} ms`);
