// Partial plans: for every object of an edited example taken as the only target, the partial
// plan has exactly the whole plan's steps of the target and its dependencies (the whole plan is
// the reference), and nothing else.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDefinition } from '../parse/parse-definition.js';
import { KIND_RANK } from './order.js';
import { applyPlan } from './apply-plan.js';
import { emptyState } from './empty-state.js';
import { plan } from './plan.js';
import type { Definition, ObjectTarget, Step, StepKind } from '../types.js';
import { dependencyClosure, knownNames, partialDefinition } from './partial-definition.js';

const TARGET_KINDS = Object.keys(KIND_RANK) as StepKind[];
const examples = join(dirname(fileURLToPath(import.meta.url)), '../../../../examples');
const files = ['destinations.yaml', 'metrics.yaml', 'sources.yaml', 'team-checkout.yaml', 'team-search.yaml'];

function multiFile(edit: (text: string) => string = (t) => t): Definition {
  const parsed = parseDefinition(files.map((f) => ({ path: f, text: edit(readFileSync(join(examples, 'multi-file', f), 'utf8')) })));
  expect(parsed.diagnostics).toEqual([]);
  return parsed.definition;
}

const stepKey = (s: Step) => `${s.op} ${s.kind}/${s.name}`;

describe('plan with targets', () => {
  const state = applyPlan(emptyState('1'), plan(multiFile(), emptyState('1')));
  // Every number in the example moves: each kind gets updates, so each target has steps to show.
  const desired = multiFile((t) => t.replace(/: (\d+)$/gm, (_m, n: string) => `: ${Number(n) + 1}`));
  const whole = plan(desired, state);

  it('plans, for each single target, the whole plan restricted to the target and its dependencies', () => {
    expect(whole.diagnostics).toEqual([]);
    const known = knownNames(desired, state);
    let targets = 0;
    let withSteps = 0;
    for (const kind of TARGET_KINDS) {
      for (const name of known[kind]) {
        const target: ObjectTarget = { kind, name };
        const selected = dependencyClosure([target], desired);
        expect(selected.has(`${kind}/${name}`)).toBe(true);
        const partial = plan(desired, state, { targets: [target] });
        expect(partial.diagnostics, `${kind}/${name}`).toEqual([]);
        expect([partial.partial, partial.targets], `${kind}/${name}`).toEqual([true, [`${kind}/${name}`]]);
        expect(partial.steps).toEqual(plan(partialDefinition(desired, state, selected), state).steps);
        const expected = whole.steps.filter((s) => selected.has(`${s.kind}/${s.name}`)).map(stepKey);
        expect(partial.steps.map(stepKey), `${kind}/${name}`).toEqual(expected);
        targets++;
        if (expected.length > 0) withSteps++;
      }
    }
    // Not vacuous: every kind was targeted, and most targets had changes to plan.
    expect(targets).toBeGreaterThanOrEqual(10);
    expect(withSteps).toBeGreaterThan(targets / 2);
  });

  it('deletes a target the definition no longer has, and nothing else it lacks', () => {
    const removed = { ...desired, actions: (desired.actions ?? []).slice(1) };
    const gone = desired.actions?.[0]?.variant as string;
    const selected = dependencyClosure([{ kind: 'action', name: gone }], removed);
    expect([...selected]).toEqual([`action/${gone}`]);
    const steps = plan(partialDefinition(removed, state, selected), state).steps;
    expect(steps.map(stepKey)).toEqual([`delete action/${gone}`]);
    expect(plan(removed, state, { targets: [{ kind: 'action', name: gone }] }).steps).toEqual(steps);
  });
});
