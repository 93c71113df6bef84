// Opens the service database on its engine, chosen by location: a SQLite file (the embedded
// default) or a postgres:// URL (several instances on one database), wrapped in kysely, with
// every pending migration applied before the first request.
import type { Kysely } from 'kysely';
import { createHeaderSeal, type HeaderSeal } from '../crypto/header-seal.js';
import { createSecretBox } from '../crypto/secret-box.js';
import { loadSecretKey } from '../crypto/secret-key.js';
import type { Db } from './database.js';
import { engineOf, type EngineKind } from './database-location.js';
import type { ImmediateReader } from './engines/engine.js';
import { openSqliteEngine } from './engines/sqlite-engine.js';
import { migrate } from './migrate.js';
import type { Migration } from './migration.js';

export interface StorageOptions {
  /** Path of the SQLite database file (created when missing), or a postgres:// URL. */
  readonly path: string;
  /** Defaults to the exported `migrations` list. */
  readonly migrations?: readonly Migration[];
  /**
   * Seals sensitive header values for migrations that need it; by default made from the key
   * beside the database (or CAPACITY_SECRET_KEY), loaded only if such a migration is pending.
   */
  readonly secrets?: HeaderSeal;
  /** PostgreSQL only: the most connections the pool opens (default 10). */
  readonly poolSize?: number;
}

export interface Storage {
  readonly db: Db;
  /** The SQLite file's path or the PostgreSQL URL the storage was opened with. */
  readonly path: string;
  readonly engine: EngineKind;
  /**
   * For hot reads: SQLite answers synchronously when no transaction is open on its one
   * connection; PostgreSQL never does, but offers the version that read caches are checked by.
   */
  readonly readNow: ImmediateReader;
  close(): Promise<void>;
}

export async function openStorage(options: StorageOptions): Promise<Storage> {
  const engine = engineOf(options.path);
  // Loaded only for PostgreSQL: the embedded SQLite service never pays for the pg driver.
  const postgres = engine === 'postgres' ? await import('./engines/postgres-engine.js') : undefined;
  const { db, readNow } = postgres ? postgres.openPostgresEngine(options.path, options.poolSize) : openSqliteEngine(options.path);
  try {
    let secrets = options.secrets;
    const context = { secrets: () => (secrets ??= createHeaderSeal(createSecretBox(loadSecretKey(options.path)))) };
    const run = (target: Kysely<unknown>) => migrate(target, options.migrations, context);
    if (postgres) {
      await postgres.requireSupportedServer(db);
      await postgres.withMigrationLock(db, run);
    } else {
      await run(db as unknown as Kysely<unknown>);
    }
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, path: options.path, engine, readNow, close: () => db.destroy() };
}
