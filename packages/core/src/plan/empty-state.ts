// The state of an org that has nothing yet: where a first plan starts.
import type { State } from '../types.js';

/** An empty state for `orgId` at serial 0. */
export function emptyState(orgId = '1'): State {
  return { org_id: orgId, serial: 0, actions: [], destinations: [], metrics: [], queries: [], sources: [], credentials: [] };
}
