// The reference semantics of applying a plan, and the empty state it starts from.
import { describe, expect, it } from 'vitest';
import { applyPlan, EPOCH } from './apply-plan.js';
import { schemaHash } from './schema-hash.js';
import { emptyState } from './empty-state.js';
import { aDefinition, aDestination, anAction, aState, planOf } from '../testing/index.js';
import { plan } from './plan.js';
import { PlanError } from './plan-codes.js';

describe('emptyState', () => {
  it('is an org with nothing, at serial 0', () => {
    expect(emptyState()).toEqual({ org_id: '1', serial: 0, actions: [], destinations: [], metrics: [], queries: [], sources: [], credentials: [] });
    expect(emptyState('42').org_id).toBe('42');
  });
});

describe('applyPlan', () => {
  const def = aDefinition().withDestination(aDestination('d')).withAction(anAction('a', { destinations: ['d'] })).build();

  it('creates objects with deterministic ids, versions and history, and bumps the serial', () => {
    const state = applyPlan(emptyState(), plan(def, emptyState()));
    expect(state.serial).toBe(1);
    expect(state.actions).toEqual([{
      id: 'action:a', variant: 'a', aliases: [], destinations: ['d'], queries: [], sources: [], compatibility: 'backward', protect: false,
      schema: { properties: { id: { type: 'string' } }, type: 'object' }, deleted_at: null, version: 1,
      history: [{ version: 1, schema_hash: schemaHash({ type: 'object', properties: { id: { type: 'string' } } }) }],
    }]);
    expect(state.destinations[0]).toMatchObject({ id: 'destination:d', label: 'd', credential_id: null, deleted_at: null });
  });

  it('uses the ids a plan carries', () => {
    const p = plan(def, emptyState(), { assignId: (kind, name) => `${kind[0]}-${name}` });
    expect(applyPlan(emptyState(), p).actions[0]?.id).toBe('a-a');
  });

  it('soft-deletes with the given time, or a fixed epoch', () => {
    const state = applyPlan(emptyState(), plan(def, emptyState()));
    const removal = plan({}, state);
    expect(applyPlan(state, removal).actions[0]?.deleted_at).toBe(EPOCH);
    expect(applyPlan(state, removal, { now: '2026-05-01T00:00:00.000Z' }).destinations[0]?.deleted_at).toBe('2026-05-01T00:00:00.000Z');
  });

  it('leaves the state as it is for a plan without steps', () => {
    const state = applyPlan(emptyState(), plan(def, emptyState()));
    expect(applyPlan(state, plan(def, state))).toBe(state);
  });

  it('does not reuse the id of a renamed action for a new one', () => {
    const state = aState().applied(aDefinition().withAction(anAction('a')))
      .applied(aDefinition().withAction(anAction('b', { aliases: ['a'] })))
      .applied(aDefinition().withAction(anAction('b')).withAction(anAction('a'))).build();
    expect(state.actions.map((a) => [a.id, a.variant])).toEqual([['action:a', 'b'], ['action:a#2', 'a']]);
  });

  it('refuses a plan with errors, and one made against another serial', () => {
    const failing = planOf(aDefinition().withDestination(aDestination('d', { credential: 'missing' })));
    expect(() => applyPlan(emptyState(), failing)).toThrow(expect.objectContaining({ code: 'plan_has_errors' }));
    const state = applyPlan(emptyState(), plan(def, emptyState()));
    const old = plan({}, emptyState());
    expect(() => applyPlan(state, old)).toThrow(PlanError);
    expect(() => applyPlan(state, old)).toThrow(/serial 0 .* serial 1; plan again/);
  });
});
