// Opens a database on its engine, chosen by location: a SQLite file (the embedded default) or a
// postgres:// URL (several instances on one database), wrapped in kysely, with every pending
// migration of the caller's list applied before it is handed out.
import type { Kysely } from 'kysely';
import { engineOf, type EngineKind } from './database-location.js';
import type { ImmediateReader, OpenedEngine } from './engines/engine.js';
import { openSqliteEngine } from './engines/sqlite-engine.js';
import { migrate } from './migrate.js';
import type { Migration } from './migration.js';

export interface DatabaseOptions<Context> {
  /** Path of the SQLite database file (created when missing), or a postgres:// URL. */
  readonly path: string;
  /** The application's migrations, in the order they are applied. */
  readonly migrations: readonly Migration<Context>[];
  /** What the migrations are given besides the database. */
  readonly context: Context;
  /** PostgreSQL only: the most connections the pool opens (default 10). */
  readonly poolSize?: number;
}

export interface OpenedDatabase<DB> {
  /** Raises storage errors (storage-error.ts) for the driver failures the storage recognises. */
  readonly db: Kysely<DB>;
  /** The SQLite file's path or the PostgreSQL URL the storage was opened with. */
  readonly path: string;
  readonly engine: EngineKind;
  /**
   * For hot reads: SQLite answers synchronously when no transaction is open on its one
   * connection; PostgreSQL never does, but offers the version that read caches are checked by.
   */
  readonly readNow: ImmediateReader;
  /** The migrations the database was brought up to: readiness checks them. */
  readonly migrations: readonly { readonly name: string }[];
  close(): Promise<void>;
}

export async function openDatabase<DB, Context>(options: DatabaseOptions<Context>): Promise<OpenedDatabase<DB>> {
  const engine = engineOf(options.path);
  const run = (target: Kysely<unknown>, inTransaction: boolean) => migrate(target, options.migrations, options.context, { inTransaction });
  // Each engine's migration lock makes openers started together apply each migration once.
  const { db, readNow } = engine === 'postgres' ? await openPostgres<DB>(options.path, options.poolSize, run) : await openSqlite<DB>(options.path, run);
  return { db, path: options.path, engine, readNow, migrations: options.migrations, close: () => db.destroy() };
}

type Run = (target: Kysely<unknown>, inTransaction: boolean) => Promise<unknown>;

async function openSqlite<DB>(path: string, run: Run): Promise<OpenedEngine<DB>> {
  const opened = openSqliteEngine<DB>(path);
  await closingOnFailure(opened.db, () => opened.withMigrationLock((target) => run(target, true)));
  return opened;
}

/** Loaded only for PostgreSQL: the embedded SQLite service never pays for the pg driver. */
async function openPostgres<DB>(path: string, poolSize: number | undefined, run: Run): Promise<OpenedEngine<DB>> {
  const postgres = await import('./engines/postgres-engine.js');
  const opened = postgres.openPostgresEngine<DB>(path, poolSize);
  await closingOnFailure(opened.db, async () => {
    await postgres.requireSupportedServer(opened.db);
    await postgres.withMigrationLock(opened.db, (target) => run(target, false));
  });
  return opened;
}

async function closingOnFailure(db: { destroy(): Promise<void> }, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
