// Opens the service's storage: the database at a path or URL, brought up to the service's
// migrations (migrations/), with the header sealing that migration 0050 needs, loaded only if asked.
import { createHeaderSeal, type HeaderSeal } from './crypto/header-seal.js';
import { createSecretBox } from './crypto/secret-box.js';
import { loadSecretKey } from './crypto/secret-key.js';
import type { Database } from './tables/database.js';
import { migrations as serviceMigrations } from './migrations/index.js';
import type { MigrationContext, ServiceMigration } from './migrations/migration-context.js';
import { openDatabase, type OpenedDatabase } from './storage/open-database.js';

export interface StorageOptions {
  /** Path of the SQLite database file (created when missing), or a postgres:// URL. */
  readonly path: string;
  /** Defaults to the service's `migrations` list; tests pass a prefix of it, or others. */
  readonly migrations?: readonly ServiceMigration[];
  /**
   * Seals sensitive header values for migrations that need it; by default made from the key
   * beside the database (or CAPACITY_SECRET_KEY), loaded only if such a migration is pending.
   */
  readonly secrets?: HeaderSeal;
  /** PostgreSQL only: the most connections the pool opens (default 10). */
  readonly poolSize?: number;
}

/** The service's database, typed with its tables. */
export type Storage = OpenedDatabase<Database>;

export async function openStorage(options: StorageOptions): Promise<Storage> {
  let secrets = options.secrets;
  const context: MigrationContext = { secrets: () => (secrets ??= createHeaderSeal(createSecretBox(loadSecretKey(options.path)))) };
  return openDatabase<Database, MigrationContext>({
    path: options.path,
    migrations: options.migrations ?? serviceMigrations,
    context,
    ...(options.poolSize === undefined ? {} : { poolSize: options.poolSize }),
  });
}
