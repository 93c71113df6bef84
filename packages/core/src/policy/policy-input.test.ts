// The lazy subject views against an eager reference (each step's and object's fields built at
// once, as policies were first given them): every field, read in any order, gives the reference
// value, the same value on every read, over a plan with every op, a rename, masked secrets and
// soft-deleted objects in the state. And what evaluation shares between subjects and policies
// (views, their CEL maps, groups by guard, comprehension frames) gives what nothing shared gives.
import { describe, expect, it } from 'vitest';
import { indexState } from '../plan/current.js';
import { maskConfig, maskStep } from '../plan/mask.js';
import { KIND_RANK } from '../kinds/kinds.js';
import { compareText } from '../compare-text.js';
import { aDefinition, aDestination, aMetricsSource, anAction, aSource, aState, planOf } from '../testing/index.js';
import type { ActionStep, JsonObject, Plan, State, Step } from '../types.js';
import { compilePolicies, type PolicySet } from './compile-policies.js';
import { evaluatePolicies } from './evaluate-policies.js';
import { policyInput } from './policy-input.js';
import { OBJECT_FIELDS } from './object-view.js';
import { STEP_FIELDS } from './step-view.js';
import { OBJECT_SHAPE, STEP_SHAPE } from './subject-shapes.js';
import type { SubjectView } from './subject-view.js';

const EMPTY: JsonObject = {};

/** A step's fields, all at once. */
function referenceStep(raw: Step): Record<string, unknown> {
  const step = raw.kind === 'destination' ? maskStep(raw) : raw;
  const action = step.kind === 'action' ? (step as ActionStep) : undefined;
  const fields = step.after ?? step.before ?? EMPTY;
  return {
    kind: step.kind, op: step.op, name: step.name, address: `${step.kind}/${step.name}`, id: step.id ?? '',
    before: step.before ?? EMPTY, after: step.after ?? EMPTY,
    changed_fields: step.op === 'update' ? (step.patch ?? []).map((p) => p.path) : [],
    renamed_from: step.renamed_from ?? '', drift: step.drift !== undefined, protect: fields['protect'] === true,
    current_version: BigInt(action?.current_version ?? 0), final_version: BigInt(action?.final_version ?? 0),
    mode: action?.mode ?? '', breaking: action?.compatibility === 'breaking',
    weakened_mode: { from: action?.weakened_mode?.from ?? '', to: action?.weakened_mode?.to ?? '' },
  };
}

/** The objects of the state after the plan, through the planner's index of the state. */
function referenceObjects(plan: Plan, state: State): Record<string, unknown>[] {
  const objects = new Map<string, { kind: Step['kind']; name: string; id: string; fields: JsonObject; change: string }>();
  for (const o of indexState(state).all) objects.set(`${o.kind}/${o.name}`, { kind: o.kind, name: o.name, id: o.id, fields: o.fields, change: '' });
  for (const step of plan.steps) {
    const address = `${step.kind}/${step.name}`;
    if (step.op === 'delete') {
      objects.delete(address);
      continue;
    }
    if (step.renamed_from !== undefined) objects.delete(`${step.kind}/${step.renamed_from}`);
    objects.set(address, { kind: step.kind, name: step.name, id: step.id ?? objects.get(address)?.id ?? '', fields: step.after ?? EMPTY, change: step.op });
  }
  return [...objects.values()].sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || compareText(a.name, b.name)).map((o) => {
    const config = o.fields['config'];
    const fields = o.kind === 'destination' && typeof config === 'object' && config !== null ? { ...o.fields, config: maskConfig(config as JsonObject) } : o.fields;
    return { kind: o.kind, name: o.name, address: `${o.kind}/${o.name}`, id: o.id, protect: fields['protect'] === true, fields, change: o.change };
  });
}

/** Every field of `view`, read in `order`; each read twice must give the very same value. */
function read(view: SubjectView, order: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of order) {
    out[field] = view.get(field);
    expect(Object.is(view.get(field), out[field]), field).toBe(true);
  }
  return out;
}

const secret = { authorization: 'Bearer s3cret', 'content-type': 'application/json' };
const first = aDefinition()
  .withMetrics(aMetricsSource('m', ['q1', 'q2']))
  .withDestination(aDestination('hooks', { config: { url: 'https://hooks.example.com/a', headers: secret } }))
  .withDestination(aDestination('pager'))
  .withAction(anAction('keep', { destinations: ['hooks'] }))
  .withAction(anAction('old', { protect: true }))
  .withAction(anAction('gone'))
  .withSource(aSource('s', 'keep'));
// Applied twice, so the state holds a soft-deleted object too.
const state = aState().applied(first.withAction(anAction('short-lived'))).applied(first).build();
const desired = aDefinition()
  .withMetrics(aMetricsSource('m', ['q1', 'q3']))
  .withDestination(aDestination('hooks', { config: { url: 'https://evil.example.net/a', headers: secret } }))
  .withDestination(aDestination('pager'))
  .withAction(anAction('keep', { destinations: ['hooks', 'pager'], schema: { type: 'object', required: ['id'] }, protect: true }))
  .withAction(anAction('new-name', { aliases: ['old'], protect: true }))
  .withAction(anAction('fresh'))
  .withSource(aSource('s', 'keep'));
const plan = planOf(desired, state);

describe('policy subject views', () => {
  it('cover every op, a rename, a masked secret and a soft-deleted object', () => {
    expect(new Set(plan.steps.map((s) => s.op))).toEqual(new Set(['create', 'update', 'delete']));
    expect(plan.steps.some((s) => s.renamed_from === 'old')).toBe(true);
    expect(plan.steps.some((s) => s.op === 'update' && s.before?.['protect'] !== s.after?.['protect'])).toBe(true);
    expect(state.actions.some((a) => a.deleted_at !== null)).toBe(true);
    expect(JSON.stringify(plan.steps)).toContain('s3cret');
  });

  it('have the fields of the shapes policies are checked against, in their order', () => {
    expect(STEP_FIELDS).toEqual(Object.keys(STEP_SHAPE.kind === 'record' ? STEP_SHAPE.fields : {}));
    expect(OBJECT_FIELDS).toEqual(Object.keys(OBJECT_SHAPE.kind === 'record' ? OBJECT_SHAPE.fields : {}));
  });

  it('give each step the fields the eager reference gives, whatever the order they are read in', () => {
    const expected = plan.steps.map(referenceStep);
    for (const order of [STEP_FIELDS, [...STEP_FIELDS].reverse()]) {
      const steps = policyInput(plan, state).steps();
      expect(steps.map((s) => read(s, order))).toEqual(expected);
      expect(steps.map((s) => s.address)).toEqual(expected.map((s) => s['address']));
    }
    expect(JSON.stringify(policyInput(plan, state).steps().map((s) => [s.get('before'), s.get('after')]))).not.toContain('s3cret');
  });

  it('give the objects of the state after the plan, in order, with the fields the reference gives', () => {
    const expected = referenceObjects(plan, state);
    expect(expected.map((o) => o['address'])).toContain('action/new-name');
    expect(expected.map((o) => o['address'])).not.toContain('action/old');
    expect(expected.some((o) => o['change'] === '')).toBe(true);
    for (const order of [OBJECT_FIELDS, [...OBJECT_FIELDS].reverse()]) {
      const objects = policyInput(plan, state).objects();
      expect(objects.map((o) => read(o, order))).toEqual(expected);
    }
    expect(JSON.stringify(policyInput(plan, state).objects().map((o) => o.get('fields')))).not.toContain('s3cret');
  });

  it('have no field by another name, and say so', () => {
    const [step] = policyInput(plan, state).steps();
    expect(step?.get('nope')).toBeUndefined();
    expect(step?.has('nope')).toBe(false);
    expect(step?.has('after')).toBe(true);
  });
});

function policySet(...docs: readonly (readonly [name: string, scope: string, condition: string, message?: string])[]): PolicySet {
  const text = docs.map(([name, scope, condition, message]) => [`name: ${name}`, `scope: ${scope}`, `condition: ${JSON.stringify(condition)}`, 'message: m', 'enforcement: advisory',
    ...(message === undefined ? [] : [`messageExpression: ${JSON.stringify(message)}`])].join('\n')).join('\n---\n');
  const compiled = compilePolicies([{ path: 'p.yaml', text }]);
  if (compiled.set === undefined) throw new Error(compiled.diagnostics.map((d) => d.message).join('\n'));
  return compiled.set;
}

/** The same policies with nothing native: no guards, no native evaluator, the library alone. */
const libraryOnly = (set: PolicySet): PolicySet => ({ policies: set.policies.map(({ native: _native, ...rest }) => ({ ...rest, guards: [] })) });

describe('evaluating over shared views', () => {
  const set = policySet(
    // comprehensions that read the subject, and one inside another: each call sees its own subject and items
    ['same-name', 'step', "plan.steps.exists(s, s.name == step.name && s.op != step.op) || plan.steps.filter(s, s.kind == step.kind).size() > 2", "step.address + ' ' + string(plan.steps.filter(s, s.kind == step.kind).size())"],
    ['nested', 'plan', "plan.steps.exists(s, plan.objects.exists(o, o.name == s.name && o.change == s.op && s.op == 'create')) && plan.steps.all(s, plan.steps.exists(t, t.address == s.address))"],
    ["nested-lists", "plan", "plan.steps.filter(s, plan.steps.filter(t, t.kind == s.kind).size() == 4).size() == 4 && plan.steps.map(s, plan.steps.filter(t, t.kind == s.kind).size()).filter(n, n == 4).size() == 4"],
    ['object-kinds', 'object', "object.kind == 'action' && object.change != 'create' && plan.objects.exists(o, o.kind == object.kind && o.name != object.name)", "object.address + ' ' + object.change"],
    // guards by kind, op and change, over steps and over objects
    ['deletes', 'step', "step.op == 'delete' && step.kind == 'action'", 'step.address'],
    ['updates', 'step', "step.kind == 'destination' && step.op == 'update'", 'step.after.config.url'],
    ['unchanged', 'object', "object.change == '' && object.kind != 'destination'", 'object.address'],
    ['protected', 'object', "object.protect && object.kind == 'action'", 'object.address'],
    // the library alone (functions the native evaluator leaves to it): each subject's own CEL map
    ['lower', 'step', "step.address.lowerAscii() != ''", "step.address.upperAscii() + ' ' + step.after.map(k, k).join(',')"],
    ['lower-objects', 'object', "object.address.lowerAscii() != ''", "object.address.upperAscii() + ' ' + string(object.protect)"],
  );

  it('gives the report the library alone gives, with every policy finding something', () => {
    const report = evaluatePolicies(set, plan, state);
    expect(report.errors).toEqual([]);
    expect(report).toEqual(evaluatePolicies(libraryOnly(set), plan, state));
    expect(new Set(report.results.map((r) => r.policy))).toEqual(new Set(set.policies.map((p) => p.policy.name)));
    expect(new Set(report.results.filter((r) => r.policy === 'lower').map((r) => r.message)).size).toBe(plan.steps.length);
  });

  it('gives each policy the report it gives alone', () => {
    const together = evaluatePolicies(set, plan, state).results;
    const alone = set.policies.flatMap((p) => evaluatePolicies({ policies: [p] }, plan, state).results);
    expect(together).toEqual(alone);
  });
});
