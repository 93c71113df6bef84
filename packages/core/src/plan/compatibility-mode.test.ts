// Each compatibility mode through the planner: which relations it requires, against which stored
// versions, and how an unproven relation or a missing earlier schema counts.
import { describe, expect, it } from 'vitest';
import type { ActionStep, CompatibilityMode, JsonValue, StoredSchema } from '../types.js';
import { aDefinition, anAction, aState, objectSchema, planOf } from '../testing/index.js';
import { COMPATIBILITY_MODES, requiredDirections, strongerMode, weakensMode } from './compatibility-mode.js';
import { refusedBreakingSteps } from './breaking-allowance.js';
import { planImpact } from './impact.js';
import { transitiveActionIds } from './earlier-schemas.js';

const ID = { id: { type: 'string' } };
const v1 = objectSchema(ID);
/** v1 with a required field: old payloads may lack it (backward breaks), new ones were valid (forward holds). */
const narrowed = objectSchema({ ...ID, n: { type: 'integer' } }, { required: ['n'] });
/** `id` may also be null: old payloads stay valid (backward holds), new ones may not be (forward breaks). */
const widened = objectSchema({ id: { type: ['string', 'null'] } });

/** The step of moving action `a` from `history` (v1 first, the current one last) to `next` under `mode`. */
function stepFor(mode: CompatibilityMode, history: readonly JsonValue[], next: JsonValue, earlier?: readonly StoredSchema[]): ActionStep {
  let state = aState();
  for (const schema of history) state = state.applied(aDefinition().withAction(anAction('a', { schema, compatibility: mode })));
  const stored = earlier ?? history.map((schema, i) => ({ version: i + 1, schema }));
  const p = planOf(aDefinition().withAction(anAction('a', { schema: next, compatibility: mode })), state, {
    earlierSchemas: new Map([['action:a', stored]]),
  });
  expect(p.steps).toHaveLength(1);
  return p.steps[0] as ActionStep;
}

const directions = (step: ActionStep) => [...new Set((step.reasons ?? []).map((r) => r.direction))];

describe('compatibility modes', () => {
  it('backward: a required field added breaks it, a widened type keeps it', () => {
    const broken = stepFor('backward', [v1], narrowed);
    expect(broken).toMatchObject({ compatibility: 'breaking', mode: 'backward', checked_versions: [1], failed_versions: [1] });
    expect(directions(broken)).toEqual(['backward']);
    expect(broken.reasons?.every((r) => r.version === 1)).toBe(true);
    expect(stepFor('backward', [v1], widened)).toMatchObject({ compatibility: 'compatible', failed_versions: [] });
  });

  it('forward: the other way round', () => {
    expect(stepFor('forward', [v1], narrowed)).toMatchObject({ compatibility: 'compatible', mode: 'forward', failed_versions: [] });
    const broken = stepFor('forward', [v1], widened);
    expect(broken).toMatchObject({ compatibility: 'breaking', failed_versions: [1] });
    expect(directions(broken)).toEqual(['forward']);
  });

  it('full: either break breaks it', () => {
    expect(stepFor('full', [v1], narrowed).compatibility).toBe('breaking');
    expect(directions(stepFor('full', [v1], widened))).toEqual(['forward']);
    expect(stepFor('full', [v1], objectSchema(ID, { description: 'same payloads' }))).toMatchObject({ compatibility: 'compatible' });
  });

  it('none: never breaking, the reasons of both directions shown for information', () => {
    const step = stepFor('none', [v1], narrowed);
    expect(step).toMatchObject({ compatibility: 'compatible', mode: 'none', checked_versions: [1], failed_versions: [] });
    expect(step.reasons?.length).toBeGreaterThan(0);
  });

  it('backward_transitive: checks every stored version and names those that fail', () => {
    // v1 → v2 (a required field, allowed under `none`) → v3 (widens v2): fine against v2, not against v1.
    const v3 = objectSchema({ id: { type: ['string', 'null'] }, n: { type: 'integer' } }, { required: ['n'] });
    expect(stepFor('backward', [v1, narrowed], v3)).toMatchObject({ compatibility: 'compatible', checked_versions: [2] });
    const step = stepFor('backward_transitive', [v1, narrowed], v3);
    expect(step).toMatchObject({ compatibility: 'breaking', checked_versions: [1, 2], failed_versions: [1] });
    expect(step.reasons?.map((r) => r.version)).toEqual(step.reasons?.map(() => 1));
  });

  it('forward_transitive and full_transitive: the same, per direction', () => {
    const three = [v1, objectSchema(ID, { description: 'v2' })];
    expect(stepFor('forward_transitive', three, widened)).toMatchObject({ checked_versions: [1, 2], failed_versions: [1, 2] });
    expect(stepFor('full_transitive', three, narrowed)).toMatchObject({ compatibility: 'breaking', failed_versions: [1, 2] });
  });

  it('counts an earlier version whose schema was not given as unproven, so breaking', () => {
    const step = stepFor('backward_transitive', [v1, objectSchema(ID, { description: 'v2' })], widened, [{ version: 2, schema: v1 }]);
    expect(step).toMatchObject({ compatibility: 'breaking', checked_versions: [1, 2], failed_versions: [1] });
    expect(step.reasons).toEqual([expect.objectContaining({ rule: 'unproven', verdict: 'unproven', direction: 'backward', version: 1 })]);
  });

  it('changes the mode alone as an update without a new version', () => {
    const state = aState().applied(aDefinition().withAction(anAction('a')));
    const p = planOf(aDefinition().withAction(anAction('a', { compatibility: 'full' })), state);
    expect(p.steps[0]).toMatchObject({ op: 'update', current_version: 1, final_version: 1, patch: [{ op: 'replace', path: '/compatibility', value: 'full' }] });
    expect((p.steps[0] as ActionStep).compatibility).toBeUndefined();
  });

  it('lists the directions each mode requires', () => {
    expect(requiredDirections('backward_transitive')).toEqual(['backward']);
    expect(requiredDirections('forward')).toEqual(['forward']);
    expect(requiredDirections('full_transitive')).toEqual(['backward', 'forward']);
    expect(requiredDirections('none')).toEqual([]);
  });
});

describe('transitiveActionIds', () => {
  it('names only actions with a transitive desired mode and earlier versions, renamed ones through aliases', () => {
    const state = aState()
      .applied(aDefinition().withAction(anAction('a')).withAction(anAction('b')).withAction(anAction('c')))
      .applied(aDefinition().withAction(anAction('a', { schema: widened })).withAction(anAction('b', { schema: widened })).withAction(anAction('c', { schema: widened })))
      .build();
    const definition = aDefinition()
      .withAction(anAction('a', { compatibility: 'full_transitive' }))
      .withAction(anAction('renamed', { aliases: ['b'], compatibility: 'backward_transitive' }))
      .withAction(anAction('c', { compatibility: 'full' }))
      .build();
    expect(transitiveActionIds(definition, state).sort()).toEqual(['action:a', 'action:b']);
    const firstVersions = aState().applied(aDefinition().withAction(anAction('a'))).build();
    expect(transitiveActionIds(definition, firstVersions)).toEqual([]);
  });

  it('names an action whose stored mode is transitive when the definition weakens it, and not one the definition drops', () => {
    const transitive = (schema: JsonValue) => aDefinition().withAction(anAction('a', { schema, compatibility: 'backward_transitive' })).withAction(anAction('b', { schema, compatibility: 'backward_transitive' }));
    const state = aState().applied(transitive(v1)).applied(transitive(widened)).build();
    expect(transitiveActionIds(aDefinition().withAction(anAction('a', { compatibility: 'backward' })).build(), state)).toEqual(['action:a']);
  });
});

/** Plans action `a` stored under `from` with schema `old`, desired under `to` with schema `next`. */
function moved(from: CompatibilityMode, to: CompatibilityMode, old: JsonValue, next: JsonValue) {
  const state = aState().applied(aDefinition().withAction(anAction('a', { schema: old, compatibility: from })));
  return planOf(aDefinition().withAction(anAction('a', { schema: next, compatibility: to })), state, {
    earlierSchemas: new Map([['action:a', [{ version: 1, schema: old }]]]),
  });
}

describe('a relation analysed and left unproven', () => {
  // Whether every string of ^[a-y]+$ matches ^[a-z]+$ (or the other way round) is not decided by
  // the analysis: both relations are unproven, neither disproven. Written out, not computed.
  const lower = objectSchema({ id: { type: 'string', pattern: '^[a-z]+$' } }, { required: ['id'] });
  const narrower = objectSchema({ id: { type: 'string', pattern: '^[a-y]+$' } }, { required: ['id'] });
  const checkedModes = COMPATIBILITY_MODES.filter((mode) => mode !== 'none');

  it.each(checkedModes)('counts as breaking under %s, and apply refuses it without an allowance', (mode) => {
    const p = moved(mode, mode, lower, narrower);
    const step = p.steps[0] as ActionStep;
    expect(step).toMatchObject({ compatibility: 'breaking', mode, failed_versions: [1] });
    expect(step.reasons?.length).toBeGreaterThan(0);
    expect(step.reasons?.every((r) => r.verdict === 'unproven')).toBe(true);
    expect(new Set(step.reasons?.map((r) => r.direction))).toEqual(new Set(requiredDirections(mode)));
    expect(planImpact(p)).toBe('breaking');
    expect(refusedBreakingSteps(p).map((s) => s.variant)).toEqual(['a']);
    expect(refusedBreakingSteps(p, { allowBreaking: true })).toEqual([]);
  });

  it('is only shown under none: nothing is required, so nothing is refused', () => {
    const p = moved('none', 'none', lower, narrower);
    expect(p.steps[0]).toMatchObject({ compatibility: 'compatible', mode: 'none' });
    expect((p.steps[0] as ActionStep).reasons?.every((r) => r.verdict === 'unproven')).toBe(true);
    expect(refusedBreakingSteps(p)).toEqual([]);
  });
});

describe('weakening a mode', () => {
  it('is dropping a direction or transitivity; the same or more is not', () => {
    const weakening: [CompatibilityMode, CompatibilityMode][] = [
      ['backward', 'none'], ['full', 'backward'], ['full', 'forward'], ['backward', 'forward'], ['forward', 'backward'],
      ['backward_transitive', 'backward'], ['full_transitive', 'full'], ['full_transitive', 'backward_transitive'], ['forward_transitive', 'none'],
    ];
    const not: [CompatibilityMode, CompatibilityMode][] = [
      ['none', 'backward'], ['backward', 'full'], ['backward', 'backward_transitive'], ['full', 'full_transitive'],
      ['none', 'none'], ['full_transitive', 'full_transitive'], ['forward', 'full'],
    ];
    for (const [from, to] of weakening) expect([from, to, weakensMode(from, to)]).toEqual([from, to, true]);
    for (const [from, to] of not) expect([from, to, weakensMode(from, to)]).toEqual([from, to, false]);
  });

  it('checks a schema change under the mode asking what both ask', () => {
    expect(strongerMode('backward', 'none')).toBe('backward');
    expect(strongerMode('none', 'forward_transitive')).toBe('forward_transitive');
    expect(strongerMode('backward', 'forward')).toBe('full');
    expect(strongerMode('full_transitive', 'backward')).toBe('full_transitive');
    expect(strongerMode('none', 'none')).toBe('none');
  });

  it('to none next to a breaking change: the break still shows under the stored mode, and the weakening is marked', () => {
    const p = moved('backward', 'none', v1, narrowed);
    expect(p.steps[0]).toMatchObject({ compatibility: 'breaking', mode: 'backward', failed_versions: [1], weakened_mode: { from: 'backward', to: 'none' } });
    expect(p.summary.breaking).toBe(1);
  });

  it('alone: an update that needs attention and is refused unless the action is named, whatever allowBreaking says', () => {
    const p = moved('full_transitive', 'backward', v1, v1);
    const step = p.steps[0] as ActionStep;
    expect(step).toMatchObject({ op: 'update', weakened_mode: { from: 'full_transitive', to: 'backward' } });
    expect(step.compatibility).toBeUndefined();
    expect(planImpact(p)).toBe('breaking');
    expect(refusedBreakingSteps(p, { allowBreaking: true }).map((s) => s.variant)).toEqual(['a']);
    expect(refusedBreakingSteps(p, { allowBreakingVariants: ['a'] })).toEqual([]);
  });

  it('strengthening is an ordinary change', () => {
    const p = moved('backward', 'full', v1, v1);
    expect((p.steps[0] as ActionStep).weakened_mode).toBeUndefined();
    expect(planImpact(p)).toBe('change');
    expect(refusedBreakingSteps(p)).toEqual([]);
  });
});
