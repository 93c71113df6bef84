// stateDrift lists the live objects changed outside capctl, stateOverrides those whose last change
// was an apply with policy overrides; in state order, named as a definition names them; other
// objects and soft-deleted ones are left out.
import { describe, expect, it } from 'vitest';
import { aDefinition, aDestination, anAction, aState } from '../testing/index.js';
import { stateDrift, stateOverrides } from './state-drift.js';

const drift = { fields: ['/config/url'], changed_at: '2026-11-26T10:00:00.000Z' };

describe('stateDrift', () => {
  it('lists live drifted objects only, kinds in dependency order', () => {
    const state = aState().applied(aDefinition().withDestination(aDestination('pager')).withDestination(aDestination('old')).withAction(anAction('checkout'))).build();
    const marked = {
      ...state,
      actions: state.actions.map((a) => ({ ...a, drift: { fields: ['/schema'], changed_at: drift.changed_at } })),
      destinations: state.destinations.map((d) => (d.label === 'old' ? { ...d, drift, deleted_at: drift.changed_at } : { ...d, drift })),
    };
    expect(stateDrift(marked).map((o) => `${o.kind} ${o.name} ${o.drift.fields.join(',')}`)).toEqual(['destination pager /config/url', 'action checkout /schema']);
    expect(stateDrift(state)).toEqual([]);
  });
});

describe('stateOverrides', () => {
  it('lists live objects whose last change overrode policies, kinds in dependency order', () => {
    const state = aState().applied(aDefinition().withDestination(aDestination('pager')).withDestination(aDestination('old'))
      .withDestination(aDestination('plain')).withAction(anAction('checkout'))).build();
    const overrides = [{ policy: 'guard', reason: 'incident 42' }];
    const change = { origin: 'revision' as const, revision_id: 'r1', at: drift.changed_at, by: null };
    const marked = {
      ...state,
      actions: state.actions.map((a) => ({ ...a, last_change: { ...change, overrides } })),
      destinations: state.destinations.map((d) => (d.label === 'old'
        ? { ...d, last_change: { ...change, overrides }, deleted_at: drift.changed_at }
        : d.label === 'plain' ? { ...d, last_change: change } : { ...d, last_change: { ...change, overrides } })),
    };
    expect(stateOverrides(marked).map((o) => `${o.kind} ${o.name} ${o.change.revision_id} ${o.overrides.map((x) => x.policy).join(',')}`))
      .toEqual(['destination pager r1 guard', 'action checkout r1 guard']);
    expect(stateOverrides(state)).toEqual([]);
  });
});
