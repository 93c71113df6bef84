// Action versions across plans: bumps, honest no-ops, re-created variants, renames.
import { describe, expect, it } from 'vitest';
import type { ActionStep } from '../types.js';
import { aDefinition, anAction, aState, planOf } from '../testing/index.js';
import { schemaHash } from './schema-hash.js';

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
