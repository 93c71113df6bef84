// Reads an org's whole config state (what the planner plans against) and keeps its serial:
// every write to config state calls `bumpSerial` in the same transaction. The objects are read
// by the kinds' table specs (state-reader.ts), one mapping for the full load and the read-back.
import type { CredentialRef, State, Step, StepKind } from '@capctl/core';
import { UNSEALED, type HeaderSeal } from '../crypto/header-seal.js';
import type { Db, Executor } from '../tables/database.js';
import { withChanges } from './carry-forward.js';
import { loadChanges, type RecordedChange } from './config-changes.js';
import type { ConfigObjects } from './state-cache.js';
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

/** The reads a load is made of, each within a given executor: what a cache wraps. */
export interface ConfigStateReads {
  /** Runs `read` in one snapshot: the serial matches the rows read with it. */
  snapshot<T>(read: (trx: Executor) => Promise<T>): Promise<T>;
  serialIn(executor: Executor, orgId: string): Promise<number>;
  credentials(executor: Executor, orgId: string): Promise<CredentialRef[]>;
  /** The org's objects, each marked with its last change (and drift). */
  objects(executor: Executor, orgId: string): Promise<ConfigObjects>;
  /** Only the objects of `ids`, not marked (see carry-forward.ts). */
  objectsById(executor: Executor, orgId: string, ids: IdsByKind): Promise<ConfigObjects>;
  /** The recorded last changes, by `kind:id`: of every object, or (`only`) of those listed. */
  changes(executor: Executor, orgId: string, only?: Readonly<Record<StepKind, readonly string[]>>): Promise<ReadonlyMap<string, RecordedChange>>;
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

async function serialIn(executor: Executor, orgId: string): Promise<number> {
  const row = await executor.selectFrom('orgs').select('serial').where('id', '=', orgId).executeTakeFirst();
  return row?.serial ?? 0;
}

/** Credentials as the planner sees them: {id, label} of the live ones, never a secret. */
async function loadCredentials(db: Executor, orgId: string): Promise<CredentialRef[]> {
  const rows = await db.selectFrom('credentials').select(['id', 'label']).where('org_id', '=', orgId).where('deleted_at', 'is', null).orderBy('label').execute();
  return rows.map((r) => ({ id: r.id, label: r.label }));
}

/**
 * Every load reads everything (createCachedConfigState keeps recent states). `secrets` opens the
 * sealed header values of destinations (the planner compares real values).
 */
export function createConfigStateRepository(db: Executor, secrets: HeaderSeal = UNSEALED): ConfigStateRepository & ConfigStateReads {
  const reads: ConfigStateReads = {
    // REPEATABLE READ, because PostgreSQL's default (READ COMMITTED) takes a new snapshot for
    // every statement, and an apply committed between two of them would put its rows under the
    // older serial. SQLite's transactions read one snapshot anyway (kysely's SQLite driver ignores the level).
    snapshot: (read) => (db.isTransaction ? read(db) : (db as Db).transaction().setIsolationLevel('repeatable read').execute(read)),
    serialIn,
    credentials: loadCredentials,
    objects: async (executor, orgId) => withChanges(await readObjects(executor, orgId, secrets), await loadChanges(executor, orgId)),
    objectsById: (executor, orgId, ids) => readObjects(executor, orgId, secrets, ids),
    changes: loadChanges,
  };
  return {
    ...reads,
    serial: (orgId) => serialIn(db, orgId),
    bumpSerial,
    load: (orgId) => reads.snapshot(async (trx): Promise<State> => {
      const serial = await serialIn(trx, orgId);
      const credentials = await loadCredentials(trx, orgId);
      return { org_id: orgId, serial, ...(await reads.objects(trx, orgId)), credentials };
    }),
    // Nothing is kept, so nothing is carried forward: the next load reads everything.
    carryForward: async () => undefined,
  };
}
