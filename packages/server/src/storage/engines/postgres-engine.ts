// The PostgreSQL engine: a `pg` pool behind kysely's PostgresDialect. Several service instances
// share the database, so nothing read here may be kept without asking the database again: read
// caches are checked against the cluster's current snapshot (see `snapshotVersion`).
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Executor } from '../database.js';
import { StorageError } from '../storage-error.js';
import { asStorageError } from './engine-errors.js';
import type { ImmediateReader, OpenedEngine } from './engine.js';
import { raisingStorageErrors } from './storage-error-dialect.js';

export const DEFAULT_POOL_SIZE = 10;

/** The advisory lock key held while migrating: "capctl" in ASCII, any constant would do. */
const MIGRATION_LOCK = 0x636170637463;

const INT8_OID = 20;

const SNAPSHOT_QUERY = 'select pg_current_snapshot()::text as snapshot';

/**
 * The storage version on PostgreSQL, from the cluster's current snapshot (`xmin:xmax:xip,…`).
 * Two snapshots with the same text see exactly the same committed transactions, and a
 * transaction that ends (commit or rollback, in any database or instance on the cluster)
 * changes the text of every later snapshot, so the number moves whenever something may have
 * been written since the last look. Reads take no transaction id and leave it as it is. The
 * number is bumped for every new text (an old text never comes back: xmax only grows), so one
 * number always stands for one snapshot.
 */
function snapshotVersion(pool: pg.Pool): () => Promise<number> {
  let seen: string | undefined;
  let version = 0;
  return async () => {
    const { rows } = await pool.query<{ snapshot: string }>(SNAPSHOT_QUERY).catch((error: unknown) => {
      throw asStorageError(error);
    });
    const snapshot = rows[0]?.snapshot;
    if (snapshot !== seen) {
      seen = snapshot;
      version++;
    }
    return version;
  };
}

export function openPostgresEngine<DB>(url: string, poolSize: number = DEFAULT_POOL_SIZE): OpenedEngine<DB> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Counts come back as int8; every number the repositories read fits in a double.
    types: { getTypeParser: ((oid: number, format?: string) => (oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format as 'text'))) as never },
  });
  // A connection that breaks (the database restarted) is dropped and replaced by the pool; the
  // query running on it fails (503 unavailable). Without these listeners the 'error' event of a
  // broken connection, idle or checked out between queries, would end the process.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<DB>({ dialect: raisingStorageErrors(new PostgresDialect({ pool })) });
  // No synchronous reads: every read waits for a connection. Only the version is offered.
  const readNow: ImmediateReader = Object.assign(() => undefined, { version: snapshotVersion(pool) });
  return { db, readNow };
}

/** pg_current_snapshot(), which read caches are checked by, came with PostgreSQL 13. */
const OLDEST_SERVER = 130000;

/** Refuses a server older than PostgreSQL 13 at start-up, rather than failing reads later. */
export function checkServerVersion(versionNum: number, version: string): void {
  if (versionNum >= OLDEST_SERVER) return;
  throw new StorageError('unsupported_server', `the database server runs PostgreSQL ${version}; the service needs PostgreSQL 13 or later (upgrade the server, or use a SQLite file)`);
}

export async function requireSupportedServer(db: Executor): Promise<void> {
  const { rows } = await sql<{ num: string; version: string }>`select current_setting('server_version_num') as num, current_setting('server_version') as version`.execute(db);
  checkServerVersion(Number(rows[0]?.num), rows[0]?.version ?? 'of an unknown version');
}

/**
 * Runs `work` on one connection holding a session advisory lock, so that of several instances
 * starting at once one migrates and the others wait, then find nothing left to do.
 */
export async function withMigrationLock<T>(db: Executor, work: (db: Kysely<unknown>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK)})`.execute(connection);
    try {
      return await work(connection as unknown as Kysely<unknown>);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK)})`.execute(connection);
    }
  });
}
