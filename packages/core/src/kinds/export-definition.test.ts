// The export round trip at the model level: the definition made from a state plans to no
// changes against that state, and leaves out deleted objects.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDefinition } from '../parse/parse-definition.js';
import { validateDefinition } from '../parse/validate-definition.js';
import { applyPlan } from '../plan/apply-plan.js';
import { emptyState } from '../plan/empty-state.js';
import { plan } from '../plan/plan.js';
import type { Definition, State } from '../types.js';
import { stateToDefinition } from './export-definition.js';

const examples = join(dirname(fileURLToPath(import.meta.url)), '../../../../examples');

function example(...files: string[]): Definition {
  const parsed = parseDefinition(files.map((f) => ({ path: f, text: readFileSync(join(examples, f), 'utf8') })));
  expect(parsed.diagnostics).toEqual([]);
  return parsed.definition;
}

function applied(definition: Definition, state: State = emptyState('1')): State {
  const p = plan(definition, state);
  expect(p.diagnostics).toEqual([]);
  return applyPlan(state, p);
}

describe('stateToDefinition', () => {
  it('round-trips the quickstart: the export plans to no changes', () => {
    const state = applied(example('quickstart/capacity.yaml'));
    const exported = stateToDefinition(state);
    expect(validateDefinition(exported)).toEqual([]);
    const again = plan(exported, state);
    expect(again.steps).toEqual([]);
    expect(again.summary.unchanged).toBe(8);
    expect(Object.isFrozen(exported)).toBe(true);
    expect(Object.isFrozen(exported.resources)).toBe(true);
    expect(Object.isFrozen(exported.resources?.metrics?.[0]?.queries)).toBe(true);
  });

  it('round-trips the multi-file example, protect flags included', () => {
    const files = ['destinations.yaml', 'metrics.yaml', 'sources.yaml', 'team-checkout.yaml', 'team-search.yaml'];
    const state = applied(example(...files.map((f) => `multi-file/${f}`)));
    const exported = stateToDefinition(state);
    expect(exported.resources?.destinations?.find((d) => d.label === 'oncall-pager')?.protect).toBe(true);
    expect(plan(exported, state).steps).toEqual([]);
  });

  it('leaves out deleted objects and writes no empty lists', () => {
    const first = applied(example('quickstart/capacity.yaml'));
    const definition = example('quickstart/capacity.yaml');
    const withoutDrain: Definition = {
      actions: (definition.actions ?? []).filter((a) => a.variant !== 'drain-orders'),
      resources: { ...definition.resources, sources: [] },
    };
    const state = applied(withoutDrain, first);
    const exported = stateToDefinition(state);
    expect(exported.actions?.map((a) => a.variant)).toEqual(['scale-down', 'scale-up']);
    expect(exported.resources?.sources).toBeUndefined();
    expect(exported.actions?.[0]).not.toHaveProperty('aliases');
    expect(plan(exported, state).steps).toEqual([]);
  });
});
