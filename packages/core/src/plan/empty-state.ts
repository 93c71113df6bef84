// The state of an org that has nothing yet: where a first plan starts. One empty list per kind's
// collection (in collection order, as the service's state has them), then the credentials.
import { COLLECTION_ORDER } from '../kinds/kinds.js';
import type { State } from '../types.js';

/** An empty state for `orgId` at serial 0. */
export function emptyState(orgId = '1'): State {
  return { org_id: orgId, serial: 0, ...Object.fromEntries(COLLECTION_ORDER.map((k) => [k.collection, []])), credentials: [] } as unknown as State;
}
