// The config objects of recently planned orgs, kept in memory and keyed by the serial they were
// read at. Every change to config state increments the org's serial in the same transaction (see
// bumpSerial), so an entry whose serial equals the serial read now is exactly what a reload would
// return, whichever process made the change. Entries are frozen: callers share them.
import type { Collection, State } from '@capctl/core';
import { deepFreeze } from '../storage/read-cache.js';

/** The part of a State that the serial versions: each kind's collection (credentials are not: they load every time). */
export type ConfigObjects = Pick<State, Collection>;

export interface StateCache {
  get(orgId: string, serial: number): ConfigObjects | undefined;
  set(orgId: string, serial: number, objects: ConfigObjects): ConfigObjects;
}

/** Orgs kept; a state of 10,000 actions holds some tens of MB. */
export const DEFAULT_CACHED_ORGS = 8;

export function createStateCache(maxOrgs = DEFAULT_CACHED_ORGS): StateCache {
  // A Map iterates in insertion order: re-inserting on use makes the first key the least recent.
  const entries = new Map<string, { readonly serial: number; readonly objects: ConfigObjects }>();
  return {
    get(orgId, serial) {
      const entry = entries.get(orgId);
      if (entry === undefined || entry.serial !== serial) return undefined;
      entries.delete(orgId);
      entries.set(orgId, entry);
      return entry.objects;
    },
    set(orgId, serial, objects) {
      const frozen = deepFreeze(objects);
      entries.delete(orgId);
      entries.set(orgId, { serial, objects: frozen });
      while (entries.size > maxOrgs) entries.delete(entries.keys().next().value as string);
      return frozen;
    },
  };
}
