// Reads an org's whole config state (what the planner plans against) and keeps its serial:
// every write to config state calls `bumpSerial` in the same transaction. The objects are read
// by the kinds' table specs (state-reader.ts), one mapping for the full load and the read-back.
import type { CredentialRef, ObjectDrift, State, StateObject, Step, StepKind } from '@capctl/core';
import { byKind, KIND_COLLECTION, KINDS, STATE_ORDER } from '@capctl/core';
import { UNSEALED, type HeaderSeal } from '../crypto/header-seal.js';
import type { Db, Executor } from '../storage/database.js';
import { loadDrift } from './config-changes.js';
import type { ConfigObjects, StateCache } from './state-cache.js';
import { readObjects, type IdsByKind } from './state-reader.js';

export interface ConfigStateRepository {
  /** The whole state, soft-deleted objects included; credentials as {id, label} only. */
  load(orgId: string): Promise<State>;
  /** Increments the org's serial; call it inside the transaction that changes config state. */
  bumpSerial(trx: Executor, orgId: string): Promise<number>;
  serial(orgId: string): Promise<number>;
  /**
   * Call inside the transaction that applied `steps` to the state at `serial` and moved it to
   * `newSerial`, after the writes. When the state at `serial` is cached, reads back only the
   * objects the steps wrote and returns what keeps the state at `newSerial` cached; call it
   * once the transaction has committed. Undefined when nothing is cached to carry forward.
   */
  carryForward(trx: Executor, orgId: string, serial: number, newSerial: number, steps: readonly Step[]): Promise<(() => void) | undefined>;
}

export async function bumpSerial(trx: Executor, orgId: string): Promise<number> {
  const row = await trx
    .updateTable('orgs')
    .set((eb) => ({ serial: eb('serial', '+', 1) }))
    .where('id', '=', orgId)
    .returning('serial')
    .executeTakeFirstOrThrow();
  return row.serial;
}

/** Credentials as the planner sees them: {id, label} of the live ones, never a secret. */
async function loadCredentials(db: Executor, orgId: string): Promise<CredentialRef[]> {
  const rows = await db.selectFrom('credentials').select(['id', 'label']).where('org_id', '=', orgId).where('deleted_at', 'is', null).orderBy('label').execute();
  return rows.map((r) => ({ id: r.id, label: r.label }));
}

/** The objects with the drift of those changed outside capctl since their last applied revision. */
function withDrift(objects: ConfigObjects, drift: ReadonlyMap<string, ObjectDrift>): ConfigObjects {
  if (drift.size === 0) return objects;
  const mark = <T extends { id: string }>(kind: StepKind, list: readonly T[]): T[] =>
    list.map((o) => {
      const found = drift.get(`${kind}:${o.id}`);
      return found === undefined ? o : { ...o, drift: found };
    });
  // Spread first, so that the collections keep their order in the state's JSON.
  return { ...objects, ...Object.fromEntries(KINDS.map((kind) => [KIND_COLLECTION[kind], mark<{ id: string }>(kind, objects[KIND_COLLECTION[kind]])])) };
}

/** An object of any collection, as loaded and perhaps marked with drift. */
type Loaded = StateObject & { readonly drift?: ObjectDrift };

/** The object as loaded, before drift is marked on it. */
function withoutDrift(o: Loaded): Loaded {
  if (o.drift === undefined) return o;
  const { drift: _drift, ...rest } = o;
  return rest;
}

/** `kept` with every object of `fresh` in place of the object of its id, in the collection's order. */
function replaced(kept: readonly Loaded[], fresh: readonly Loaded[], order: (a: Loaded, b: Loaded) => number): Loaded[] {
  if (fresh.length === 0) return kept.map(withoutDrift);
  const ids = new Set(fresh.map((o) => o.id));
  return [...kept.filter((o) => !ids.has(o.id)).map(withoutDrift), ...fresh].sort(order);
}

// Reading back up to this many written objects inside the apply's transaction is always cheap.
const CARRIED_ANYWAY = 1_000;

/**
 * The ids the steps write, by kind; undefined when they write more than a quarter of a large
 * state. Read back inside the apply's transaction, so many rows would hold the write lock
 * (on SQLite, the database's) for as long as a reload; the next plan reloads instead.
 */
function writtenIds(steps: readonly Step[], before: ConfigObjects): IdsByKind | undefined {
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
 * `cache` keeps the config objects of recent (org, serial) pairs, so planning again against an
 * unchanged state skips the reload; without it every load reads everything. `secrets` opens the
 * sealed header values of destinations (the planner compares real values).
 */
export function createConfigStateRepository(db: Executor, cache?: StateCache, secrets: HeaderSeal = UNSEALED): ConfigStateRepository {
  const serial = async (orgId: string): Promise<number> => {
    const row = await db.selectFrom('orgs').select('serial').where('id', '=', orgId).executeTakeFirst();
    return row?.serial ?? 0;
  };
  return {
    serial,
    bumpSerial,
    async load(orgId) {
      // One read transaction, so that the serial matches the rows read with it: REPEATABLE READ,
      // because PostgreSQL's default (READ COMMITTED) takes a new snapshot for every statement,
      // and an apply committed between two of them would put its rows under the older serial.
      // SQLite's transactions read one snapshot anyway (kysely's SQLite driver ignores the level).
      const run = async (trx: Executor): Promise<State> => {
        const orgSerial = await createConfigStateRepository(trx).serial(orgId);
        const credentials = await loadCredentials(trx, orgId);
        const cached = cache?.get(orgId, orgSerial);
        if (cached !== undefined) return { org_id: orgId, serial: orgSerial, ...cached, credentials };
        const loaded = await readObjects(trx, orgId, secrets);
        const objects = withDrift(loaded, await loadDrift(trx, orgId));
        return { org_id: orgId, serial: orgSerial, ...(cache?.set(orgId, orgSerial, objects) ?? objects), credentials };
      };
      return db.isTransaction ? run(db) : (db as Db).transaction().setIsolationLevel('repeatable read').execute(run);
    },
    async carryForward(trx, orgId, serialBefore, newSerial, steps) {
      // Exactly the state a reload would read: the serial moved only through this transaction,
      // so every object the steps did not write is as it was at `serialBefore`, and those they
      // wrote are read back here with the same mapping (and the order) a full load uses.
      const before = cache?.get(orgId, serialBefore);
      if (cache === undefined || before === undefined || newSerial !== serialBefore + 1) return undefined;
      const ids = writtenIds(steps, before);
      if (ids === undefined) return undefined;
      const fresh = await readObjects(trx, orgId, secrets, ids);
      // Assigned into a copy, so that the collections keep their order in the state's JSON.
      const carried = { ...before } as Record<keyof ConfigObjects, readonly Loaded[]>;
      for (const kind of KINDS) {
        const collection = KIND_COLLECTION[kind];
        carried[collection] = replaced(before[collection], fresh[collection], STATE_ORDER[kind]);
      }
      const objects = withDrift(carried as ConfigObjects, await loadDrift(trx, orgId));
      return () => {
        cache.set(orgId, newSerial, objects);
      };
    },
  };
}
