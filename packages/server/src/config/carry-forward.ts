// The state after an apply, without a reload: the cached state of the planned serial with the
// objects the steps wrote read back in the apply's transaction. Exactly what a reload reads
// (state-carry.property.test.ts), since both read objects by the same table specs and order.
import type { LastChange, ObjectDrift, StateObject, Step } from '@capctl/core';
import { byKind, KIND_COLLECTION, KINDS, STATE_ORDER } from '@capctl/core';
import type { RecordedChange } from './config-changes.js';
import type { ConfigObjects } from './state-cache.js';
import type { IdsByKind } from './state-reader.js';

/**
 * The objects with their last change (which revision or direct write, and who made it), and the
 * drift of those changed outside capctl since their last applied revision; both after the
 * object's own fields, so that the fields keep their order in the state's JSON.
 */
export function withChanges(objects: ConfigObjects, changes: ReadonlyMap<string, RecordedChange>): ConfigObjects {
  if (changes.size === 0) return objects;
  const mark = <T extends { id: string }>(kind: string, list: readonly T[]): T[] =>
    list.map((o) => {
      const found = changes.get(`${kind}:${o.id}`);
      return found === undefined ? o : { ...o, ...found };
    });
  // Spread first, so that the collections keep their order in the state's JSON.
  return { ...objects, ...Object.fromEntries(KINDS.map((kind) => [KIND_COLLECTION[kind], mark<{ id: string }>(kind, objects[KIND_COLLECTION[kind]])])) };
}

/** An object of any collection, as loaded and perhaps marked with its last change and drift. */
type Loaded = StateObject & { readonly drift?: ObjectDrift; readonly last_change?: LastChange };

/**
 * `kept` with every object of `fresh` in place of the object of its id, in the collection's
 * order. A kept object keeps its last change and drift: nothing wrote it since they were read.
 */
function replaced(kept: readonly Loaded[], fresh: readonly Loaded[], order: (a: Loaded, b: Loaded) => number): Loaded[] {
  if (fresh.length === 0) return [...kept];
  const ids = new Set(fresh.map((o) => o.id));
  return [...kept.filter((o) => !ids.has(o.id)), ...fresh].sort(order);
}

// Reading back up to this many written objects inside the apply's transaction is always cheap.
const CARRIED_ANYWAY = 1_000;

/**
 * The ids the steps write, by kind; undefined when they write more than a quarter of a large
 * state. Read back inside the apply's transaction, so many rows would hold the write lock
 * (on SQLite, the database's) for as long as a reload; the next plan reloads instead.
 */
export function writtenIds(steps: readonly Step[], before: ConfigObjects): IdsByKind | undefined {
  const ids = byKind((): string[] => []);
  let written = 0;
  for (const step of steps) {
    if (step.id === undefined) continue;
    ids[step.kind].push(step.id);
    written += 1;
  }
  const objects = KINDS.reduce((sum, kind) => sum + before[KIND_COLLECTION[kind]].length, 0);
  return written <= CARRIED_ANYWAY || written * 4 <= objects ? ids : undefined;
}

/**
 * `before` with the `fresh` objects (read back by id, unmarked) in place, each marked with its
 * last change as read back with it (`changes`: those of the fresh objects only).
 */
export function carried(before: ConfigObjects, fresh: ConfigObjects, changes: ReadonlyMap<string, RecordedChange>): ConfigObjects {
  const marked = withChanges(fresh, changes);
  // Assigned into a copy, so that the collections keep their order in the state's JSON.
  const next = { ...before } as Record<keyof ConfigObjects, readonly Loaded[]>;
  for (const kind of KINDS) {
    const collection = KIND_COLLECTION[kind];
    next[collection] = replaced(before[collection], marked[collection], STATE_ORDER[kind]);
  }
  return next as ConfigObjects;
}
