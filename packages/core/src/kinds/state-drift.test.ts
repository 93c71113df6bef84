// stateDrift lists the live objects changed outside capctl, in state order, named as a definition
// names them; objects without drift and soft-deleted ones are left out.
import { describe, expect, it } from 'vitest';
import { aDefinition, aDestination, anAction, aState } from '../testing/index.js';
import { stateDrift } from './state-drift.js';

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
