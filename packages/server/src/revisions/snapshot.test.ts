// Snapshots name exactly the objects that changed between planning and applying.
import { describe, expect, it } from 'vitest';
import { schemaHash, type ActionState, type DestinationState, type State } from '@capctl/core';
import { everyFieldObjects } from '@capctl/core/testing';
import { changesSince, describeChanges, takeSnapshot } from './snapshot.js';

// From the shared every-field fixture, so the objects stay whole when a kind gains a field.
const every = everyFieldObjects('cred-1');
const action = (id: string, variant: string, version = 1): ActionState => ({
  ...(every.actions[0] as ActionState), id, variant, aliases: [], destinations: [], queries: [], sources: [], schema: { type: 'object' },
  version, history: [{ version, schema_hash: schemaHash({ type: 'object' }) }], compatibility: 'backward', protect: false, deleted_at: null,
});
const destination = (id: string, label: string, url: string): DestinationState => ({
  ...(every.destinations[0] as DestinationState), id, label, type: 'webhook', config: { url }, tags: {}, credential_id: null, protect: false, deleted_at: null,
});
const state = (serial: number, actions: ActionState[], destinations: DestinationState[] = []): State => ({
  org_id: '1', serial, actions, destinations, metrics: [], queries: [], sources: [], credentials: [],
});

describe('snapshot', () => {
  const before = state(3, [action('a1', 'checkout'), action('a2', 'refund')], [destination('d1', 'ops', 'https://a')]);

  it('finds nothing when the state is the same', () => {
    expect(changesSince(takeSnapshot(before), before)).toEqual([]);
  });

  it('names updated, created, soft-deleted and vanished objects', () => {
    const after = state(5,
      [action('a1', 'checkout', 2), { ...action('a2', 'refund'), deleted_at: '2026-01-01T00:00:00Z' }, action('a3', 'invoice')],
      []);
    expect(changesSince(takeSnapshot(before), after)).toEqual([
      { kind: 'action', id: 'a1', name: 'checkout', change: 'updated' },
      { kind: 'action', id: 'a2', name: 'refund', change: 'deleted' },
      { kind: 'action', id: 'a3', name: 'invoice', change: 'created' },
      { kind: 'destination', id: 'd1', name: 'ops', change: 'deleted' },
    ]);
  });

  it('names an action whose compatibility mode changed: a revision made stale by it says why', () => {
    const weakened = state(4, [{ ...action('a1', 'checkout'), compatibility: 'none' }, action('a2', 'refund')], [destination('d1', 'ops', 'https://a')]);
    expect(changesSince(takeSnapshot(before), weakened)).toEqual([{ kind: 'action', id: 'a1', name: 'checkout', change: 'updated' }]);
  });

  it('fingerprints every field of an action but those its version stands in for', () => {
    const changed: Record<string, unknown> = {
      variant: 'checkout-2', aliases: ['old'], destinations: ['ops'], queries: ['prom/depth'], sources: ['jobs'], version: 2, compatibility: 'forward', protect: true,
    };
    const a = action('a1', 'checkout');
    for (const [field, value] of Object.entries(changed)) {
      const after = state(4, [{ ...a, [field]: value } as ActionState]);
      expect(changesSince(takeSnapshot(state(3, [a])), after).map((c) => c.change), field).toEqual(['updated']);
    }
    // The version moves with every schema change; a schema alone never changes without it.
    expect(changesSince(takeSnapshot(state(3, [a])), state(4, [{ ...a, schema: { type: 'string' } }]))).toEqual([]);
  });

  it('describes changes and cuts long lists with a count', () => {
    const changes = Array.from({ length: 4 }, (_, i) => ({ kind: 'action' as const, id: `a${i}`, name: `v${i}`, change: 'updated' as const }));
    expect(describeChanges(changes, 2)).toBe('action v0 (updated), action v1 (updated) and 2 more');
    expect(describeChanges(changes.slice(0, 1))).toBe('action v0 (updated)');
  });
});
