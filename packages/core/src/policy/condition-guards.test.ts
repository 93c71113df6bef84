// The native guards decide only what CEL would: a set evaluated with its guards gives the same
// report as the same set with none, on a plan with every op and kind; and guards do skip work.
import { describe, expect, it } from 'vitest';
import { aDefinition, aState, planOf } from '../testing/index.js';
import { compilePolicies, type PolicySet } from './compile-policies.js';
import { evaluatePolicies } from './evaluate-policies.js';

const conditions = [
  "step.kind == 'action'", "step.op != 'delete'", "'update' == step.op", "step.kind in ['destination', 'source']", 'step.protect', '!step.drift',
  "step.op == 'create' && step.name.startsWith('a')", "step.kind == 'action' && step.final_version == 2", "step.op != 'create' && step.after.config.url == 'x'",
  "step.renamed_from == '' && !step.breaking && step.current_version != 0",
];

function set(guarded: boolean): PolicySet {
  const text = conditions.map((c, i) => `name: p${i}\nscope: step\ncondition: ${JSON.stringify(c)}\nmessage: m\nenforcement: advisory`).join('\n---\n');
  const compiled = compilePolicies([{ path: 'g.yaml', text }]).set;
  if (compiled === undefined) throw new Error('does not compile');
  return guarded ? compiled : { policies: compiled.policies.map((p) => ({ ...p, guards: [] })) };
}

describe('conditionGuards', () => {
  const state = aState().applied(aDefinition().withDestination('d').withAction('a1', { destinations: ['d'] }).withAction('b1').withAction('gone', { protect: false }));
  const plan = planOf(aDefinition().withDestination('d', { config: { url: 'https://hooks.example.com/e' } }).withAction('a1', { destinations: ['d'], schema: { type: 'object', required: ['x'] } }).withAction('b1').withAction('a2'), state);

  it('give the report CEL alone gives', () => {
    expect(plan.steps.map((s) => s.op).sort()).toEqual(['create', 'delete', 'update', 'update']);
    const withGuards = evaluatePolicies(set(true), plan, state.build());
    expect(withGuards).toEqual(evaluatePolicies(set(false), plan, state.build()));
    expect(withGuards.results.length).toBeGreaterThan(5);
    expect(withGuards.errors.map((e) => e.policy)).toEqual(['p8']);
  });

  it('are found for the simple conjuncts only', () => {
    expect(set(true).policies.map((p) => p.guards.length)).toEqual([1, 1, 1, 1, 1, 1, 1, 2, 1, 3]);
  });
});
