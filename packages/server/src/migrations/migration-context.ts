// What the service's migrations may use besides the database: the header sealing of migration
// 0050, whose key is loaded only when a migration asks for it.
import type { HeaderSeal } from '../crypto/header-seal.js';
import type { Migration } from '../storage/migration.js';

export interface MigrationContext {
  /** The database's header sealing (its key is loaded on first call). */
  secrets(): HeaderSeal;
}

/** A migration of the service: any `Migration`, or one that uses the context. */
export type ServiceMigration = Migration<MigrationContext>;
