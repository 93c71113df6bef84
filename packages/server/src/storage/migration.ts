// What a migration is: a stable name and an `up` that runs on either engine. The ordered list
// is migrations.ts; the modules that own tables define their migrations with these types.
import { sql, type Kysely } from 'kysely';
import type { HeaderSeal } from '../crypto/header-seal.js';

/** What a migration may need besides the database. */
export interface MigrationContext {
  /** The database's header sealing (its key is loaded on first call). */
  secrets(): HeaderSeal;
}

export interface Migration {
  /** Unique, stable name; recorded in `schema_migrations` once applied. */
  readonly name: string;
  readonly up: (db: Kysely<unknown>, context: MigrationContext) => Promise<void>;
}

// The SQL of each `statements()` migration, for its checksum (a function's own text is no use:
// it differs between the sources and the bundle).
const SQL_OF = new WeakMap<Migration['up'], readonly string[]>();

/** Runs each statement in order; statements are plain SQL shared by SQLite and PostgreSQL. */
export function statements(...sqlTexts: readonly string[]): Migration['up'] {
  const up: Migration['up'] = async (db) => {
    for (const text of sqlTexts) await sql.raw(text).execute(db);
  };
  SQL_OF.set(up, [...sqlTexts]);
  return up;
}

/** The SQL a `statements()` migration runs, or undefined for one written as code. */
export function sqlOf(up: Migration['up']): readonly string[] | undefined {
  return SQL_OF.get(up);
}
