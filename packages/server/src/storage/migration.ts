// What a migration is: a stable name and an `up` that runs on either engine, given the database
// and whatever context its list is opened with. The lists themselves belong to the application.
import { sql, type Kysely } from 'kysely';

export interface Migration<Context = unknown> {
  /** Unique, stable name; recorded in `schema_migrations` once applied. */
  readonly name: string;
  readonly up: (db: Kysely<unknown>, context: Context) => Promise<void>;
}

// The SQL of each `statements()` migration, for its checksum (a function's own text is no use:
// it differs between the sources and the bundle).
const SQL_OF = new WeakMap<object, readonly string[]>();

/** Runs each statement in order; statements are plain SQL shared by SQLite and PostgreSQL. */
export function statements(...sqlTexts: readonly string[]): Migration['up'] {
  const up: Migration['up'] = async (db) => {
    for (const text of sqlTexts) await sql.raw(text).execute(db);
  };
  SQL_OF.set(up, [...sqlTexts]);
  return up;
}

/** The SQL a `statements()` migration runs, or undefined for one written as code. */
export function sqlOf(up: Migration<never>['up']): readonly string[] | undefined {
  return SQL_OF.get(up);
}
