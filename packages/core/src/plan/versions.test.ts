// Action versions across plans: bumps, honest no-ops, re-created variants, renames.
import { describe, expect, it } from 'vitest';
import type { ActionState, ActionStep, JsonValue } from '../types.js';
import { aDefinition, anAction, aState, planOf } from '../testing/index.js';
import { schemaHash } from './schema-hash.js';
import { planVersion } from './versions.js';

const v1 = { type: 'object' };
const v2 = { type: 'object', properties: { a: { type: 'string' } } };
const v3 = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'integer' } } };
const withSchema = (schema: object) => aDefinition().withAction(anAction('a', { schema: schema as never }));
const actionStep = (p: ReturnType<typeof planOf>) => p.steps[0] as ActionStep;

describe('versions', () => {
  it('moves forward on every schema change and keeps the whole history', () => {
    const state = aState().applied(withSchema(v1)).applied(withSchema(v2)).build();
    expect(state.actions[0]).toMatchObject({ version: 2, history: [{ version: 1, schema_hash: schemaHash(v1) }, { version: 2, schema_hash: schemaHash(v2) }] });
  });

  it('gives a schema set back to an older value a new version that says which one it equals', () => {
    const state = aState().applied(withSchema(v1)).applied(withSchema(v2)).applied(withSchema(v3));
    const step = actionStep(planOf(withSchema(v1), state));
    expect(step).toMatchObject({ op: 'update', current_version: 3, final_version: 4, equals_version: 1 });
  });

  it('continues the history of a deleted variant when it is created again', () => {
    const state = aState().applied(withSchema(v1)).applied(withSchema(v2)).applied(aDefinition());
    expect(state.build().actions[0]?.deleted_at).not.toBeNull();
    const step = actionStep(planOf(withSchema(v3), state));
    expect(step).toMatchObject({ op: 'create', id: 'action:a', current_version: 2, final_version: 3, create: { version: 3 } });
    const revived = state.applied(withSchema(v3)).build().actions[0];
    expect(revived).toMatchObject({ id: 'action:a', version: 3, deleted_at: null });
    expect(revived?.history.map((h) => h.version)).toEqual([1, 2, 3]);
  });

  it('never reuses a version when a deleted variant comes back with its last schema', () => {
    const state = aState().applied(withSchema(v1)).applied(aDefinition());
    const step = actionStep(planOf(withSchema(v1), state));
    expect(step).toMatchObject({ op: 'create', current_version: 1, final_version: 2, equals_version: 1 });
  });

  it('keeps the version history of a renamed action', () => {
    const state = aState().applied(withSchema(v1)).applied(withSchema(v2));
    const renamed = aDefinition().withAction(anAction('b', { aliases: ['a'], schema: v3 as never }));
    const step = actionStep(planOf(renamed, state));
    expect(step).toMatchObject({ op: 'update', renamed_from: 'a', current_version: 2, final_version: 3, compatibility: 'breaking' });
  });
});

// The state comes from the service: the planner keeps its promises even where the history is
// not in order or the current version is not the highest.
describe('planVersion', () => {
  const action = (version: number, history: [number, JsonValue][], schema: JsonValue = v1): ActionState => ({
    id: 'action:a', variant: 'a', aliases: [], destinations: [], queries: [], sources: [], schema, version,
    history: history.map(([n, s]) => ({ version: n, schema_hash: schemaHash(s) })),
    compatibility: 'backward', protect: false, deleted_at: null,
  });

  it('makes a new action version 1 of a changed schema', () => {
    expect(planVersion(undefined, v1, false)).toStrictEqual({ current_version: 0, final_version: 1, schemaChanged: true });
  });

  it('keeps the version of an unchanged schema, and says nothing of earlier versions', () => {
    expect(planVersion(action(2, [[1, v2], [2, v1]]), v1, false)).toStrictEqual({ current_version: 2, final_version: 2, schemaChanged: false });
  });

  it('gives a changed schema no equals_version key when no earlier version had it', () => {
    expect(planVersion(action(1, [[1, v1]]), v2, false)).toStrictEqual({ current_version: 1, final_version: 2, schemaChanged: true });
  });

  it('moves past the highest version in the history, even where the current one is lower', () => {
    expect(planVersion(action(2, [[1, v1], [3, v3], [2, v1]]), v2, false)).toStrictEqual({ current_version: 2, final_version: 4, schemaChanged: true });
  });

  it('names the latest of several equal earlier versions, whatever the order of the history', () => {
    expect(planVersion(action(5, [[4, v2], [5, v1], [1, v2]]), v2, false).equals_version).toBe(4);
    expect(planVersion(action(5, [[1, v2], [5, v1], [4, v2]]), v2, false).equals_version).toBe(4);
  });

  it('gives a revived variant with its last schema a new version that equals the last one', () => {
    expect(planVersion(action(2, [[1, v2], [2, v1]]), v1, true)).toStrictEqual({ current_version: 2, final_version: 3, schemaChanged: false, equals_version: 2 });
  });
});
