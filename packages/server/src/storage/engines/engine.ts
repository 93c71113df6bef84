// What each engine gives the storage: a kysely handle, and the hot-read path with the version
// that read caches are checked by (see engines/sqlite-engine.ts and engines/postgres-engine.ts).
import type { CompiledQuery, Kysely } from 'kysely';

/**
 * Runs a compiled read at once, outside kysely's connection queue, when the engine can do so
 * safely; undefined means "not now" and the caller goes through kysely as usual.
 */
export interface ImmediateReader {
  <R>(query: CompiledQuery<R>): R[] | undefined;
  /**
   * A number that stays the same exactly as long as what this storage reads stays the same:
   * it moves before any write through this connection and when another connection (another
   * process or instance, too) has committed. Undefined while a transaction is open: nothing read
   * then may be kept. Read it before the data it versions, never after. SQLite answers at once
   * (`PRAGMA data_version`); PostgreSQL asks the database (its current snapshot), so a promise.
   */
  version(): number | undefined | Promise<number | undefined>;
}

/** An engine's handle, typed with the application's tables; it raises storage errors. */
export interface OpenedEngine<DB> {
  readonly db: Kysely<DB>;
  readonly readNow: ImmediateReader;
}
