// The database's lineage: a UUID made once, when the database is created (migration 0020), that
// tells this database from every other one (a copy keeps it). Saved plans bind to it.
import { sql } from 'kysely';
import type { Executor } from './database.js';

/** The lineage id; it never changes, so callers read it once per open database. */
export async function readLineage(db: Executor): Promise<string> {
  const result = await sql<{ id: string }>`select id from service_lineage`.execute(db);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('the database has no lineage id; it was created by a damaged migration');
  return id;
}
