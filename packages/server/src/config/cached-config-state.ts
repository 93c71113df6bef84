// A config state repository that keeps recent states (state-cache.ts) around a plain one: a load
// at an unchanged serial skips reading the objects, and an apply carries its state forward
// (carry-forward.ts) instead of leaving the next plan a reload.
import { byKind, KIND_COLLECTION, type State } from '@capctl/core';
import { carried, writtenIds } from './carry-forward.js';
import type { ConfigStateReads, ConfigStateRepository } from './config-state-repository.js';
import type { StateCache } from './state-cache.js';

export function createCachedConfigState(plain: ConfigStateRepository & ConfigStateReads, cache: StateCache): ConfigStateRepository & ConfigStateReads {
  return {
    ...plain,
    load: (orgId) => plain.snapshot(async (trx): Promise<State> => {
      const serial = await plain.serialIn(trx, orgId);
      const credentials = await plain.credentials(trx, orgId);
      // Credentials do not move the serial, so they are read every time.
      const objects = cache.get(orgId, serial) ?? cache.set(orgId, serial, await plain.objects(trx, orgId));
      return { org_id: orgId, serial, ...objects, credentials };
    }),
    async carryForward(trx, orgId, serialBefore, newSerial, steps) {
      // Exactly the state a reload would read: the serial moved only through this transaction,
      // so every object the steps did not write is as it was at `serialBefore`, and those they
      // wrote are read back here with the same mapping (and the order) a full load uses.
      const before = cache.get(orgId, serialBefore);
      if (before === undefined || newSerial !== serialBefore + 1) return undefined;
      const ids = writtenIds(steps, before);
      if (ids === undefined) return undefined;
      const fresh = await plain.objectsById(trx, orgId, ids);
      // Only the objects read back get their last change read back: no other changed.
      const objects = carried(before, fresh, await plain.changes(trx, orgId, byKind((kind) => fresh[KIND_COLLECTION[kind]].map((o) => o.id))));
      return () => {
        cache.set(orgId, newSerial, objects);
      };
    },
  };
}
