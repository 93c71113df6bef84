// The PostgreSQL engine: a `pg` pool behind kysely's PostgresDialect. Several service instances
// share the database, so nothing read here may be kept without asking the database again.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../database.js';
import type { ImmediateReader } from '../open-storage.js';
import type { OpenedEngine } from './sqlite-engine.js';

export const DEFAULT_POOL_SIZE = 10;

/** The advisory lock key held while migrating: "capctl" in ASCII, any constant would do. */
const MIGRATION_LOCK = 0x636170637463;

/**
 * No synchronous reads and no local version on PostgreSQL: another instance may write at any
 * moment, so every read goes to the database and read caches keyed by `version()` stay off.
 */
const NO_IMMEDIATE_READS: ImmediateReader = Object.assign(() => undefined, { version: () => undefined });

const INT8_OID = 20;

export function openPostgresEngine(url: string, poolSize: number = DEFAULT_POOL_SIZE): OpenedEngine {
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
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, readNow: NO_IMMEDIATE_READS };
}

/**
 * Runs `work` on one connection holding a session advisory lock, so that of several instances
 * starting at once one migrates and the others wait, then find nothing left to do.
 */
export async function withMigrationLock<T>(db: Kysely<Database>, work: (db: Kysely<unknown>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK)})`.execute(connection);
    try {
      return await work(connection as unknown as Kysely<unknown>);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK)})`.execute(connection);
    }
  });
}
