// Real plans and states validate against the published JSON Schemas (schemas/*.schema.json).
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { Plan, State } from '../types.js';
import { aDefinition, aDestination, aMetricsSource, anAction, aQuery, aSource, aState, planOf } from '../testing/index.js';
import { maskPlan } from './mask.js';

const load = (name: string) => JSON.parse(readFileSync(new URL(`../../../../schemas/${name}`, import.meta.url), 'utf8'));
const addFormats = ((formats as unknown as { default?: unknown }).default ?? formats) as unknown as typeof formats.default;
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
addFormats(ajv, ['date-time']);
const validatePlan = ajv.compile(load('plan.schema.json'));
const validateState = ajv.compile(load('state.schema.json'));

const errorsOf = (validate: typeof validatePlan, value: unknown) => (validate(value) ? [] : validate.errors);

const everything = aDefinition()
  .withMetrics(aMetricsSource('m', ['q1', 'q2'], { credential: 'prom' }))
  .withDestination(aDestination('d1', { config: { url: 'https://h.example.com', headers: { authorization: 'Bearer x' } } }), aDestination('d2'))
  .withAction(anAction('a', { destinations: ['d1'], queries: ['m/q1'] }), anAction('b'), anAction('c'))
  .withSource(aSource('s1', 'a'), aSource('s2', 'b'));

const changed = aDefinition()
  .withMetrics(aMetricsSource('m', [], { credential: 'prom', poll_interval_seconds: 30, queries: [aQuery('q1', { status: 'paused' }), aQuery('q3')] }))
  .withDestination(aDestination('d1', { config: { url: 'https://h.example.com', headers: { authorization: 'Bearer y' } } }), aDestination('d3'))
  .withAction(
    anAction('a', { destinations: ['d1'], queries: ['m/q1'], schema: { type: 'object', required: ['id'] } }),
    anAction('b2', { aliases: ['b'] }),
    anAction('e'),
  )
  .withSource(aSource('s1', 'a', 2, { status: 'paused' }), aSource('s3', 'e'));

/** `state` with every live object marked as changed outside capctl. */
function drifted(state: State): State {
  const drift = { fields: ['/config/url'], changed_at: '2026-11-24T10:00:00.000Z' };
  const mark = <T extends { deleted_at: string | null }>(list: readonly T[]): T[] => list.map((o) => (o.deleted_at === null ? { ...o, drift } : o));
  return { ...state, actions: mark(state.actions), destinations: mark(state.destinations), metrics: mark(state.metrics), queries: mark(state.queries), sources: mark(state.sources) };
}

describe('schemas/plan.schema.json', () => {
  const base = aState().withCredential('cred-9', 'prom').applied(everything);
  const renamedHook = aDefinition().withDestination(aDestination('d9', { aliases: ['d2'], config: { url: 'https://hooks.example.com/d2' } }));
  const plans: [string, Plan][] = [
    ['a first plan', planOf(everything, aState().withCredential('cred-9', 'prom'))],
    ['creates, updates, deletes of every kind', planOf(changed, base)],
    ['the same, masked', maskPlan(planOf(changed, base))],
    ['with ids assigned', planOf(changed, base, { assignId: (k, n) => `${k}/${n}` })],
    ['a plan without changes', planOf(everything, base)],
    ['a plan deleting everything', planOf(aDefinition(), base)],
    ['a failed plan', planOf(aDefinition().withDestination(aDestination('x', { credential: 'missing' })), base)],
    ['an honest no-op', planOf(everything, base.applied(changed))],
    ['updates of objects changed outside capctl', planOf(changed, drifted(base.build()))],
    ['a renamed destination', planOf(renamedHook, base)],
  ];

  it('covers every kind and op in the plans checked', () => {
    const seen = new Set(plans.flatMap(([, p]) => p.steps.map((s) => `${s.op} ${s.kind}`)));
    for (const kind of ['action', 'destination', 'metrics', 'query', 'source']) {
      for (const op of ['create', 'update', 'delete']) expect(seen, `${op} ${kind}`).toContain(`${op} ${kind}`);
    }
    expect(plans[1]?.[1].steps.some((s) => s.kind === 'action' && s.compatibility === 'breaking')).toBe(true);
    expect(plans[1]?.[1].steps.some((s) => s.kind === 'action' && s.renamed_from === 'b')).toBe(true);
    expect(plans[8]?.[1].steps.filter((s) => s.drift !== undefined).length).toBeGreaterThan(3);
    expect(plans[9]?.[1].steps.some((s) => s.kind === 'destination' && s.renamed_from === 'd2')).toBe(true);
  });

  it.each(plans)('validates %s', (_, plan) => {
    expect(errorsOf(validatePlan, JSON.parse(JSON.stringify(plan)))).toEqual([]);
  });

  it('rejects unknown keys and seed fields on resource steps', () => {
    const plan = JSON.parse(JSON.stringify(plans[0]?.[1])) as { steps: Record<string, unknown>[] };
    const resource = plan.steps.find((s) => s['kind'] !== 'action') as Record<string, unknown>;
    resource['variant'] = 'x';
    expect(validatePlan(plan)).toBe(false);
    delete resource['variant'];
    expect(validatePlan(plan)).toBe(true);
    (plan as Record<string, unknown>)['extra'] = 1;
    expect(validatePlan(plan)).toBe(false);
  });
});

describe('schemas/state.schema.json', () => {
  it('validates empty, applied, updated and soft-deleted states', () => {
    const first = aState().withCredential('cred-9', 'prom');
    const states = [first, first.applied(everything), first.applied(everything).applied(changed), first.applied(everything).applied(aDefinition())];
    for (const state of states) expect(errorsOf(validateState, state.build())).toEqual([]);
    expect(errorsOf(validateState, drifted(states[1]?.build() ?? aState().build()))).toEqual([]);
  });

  it('rejects a state without a serial', () => {
    const { serial: _, ...rest } = aState().build();
    expect(validateState(rest)).toBe(false);
  });
});
