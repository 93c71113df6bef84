// The database's lineage: a UUID made once, when the database is created, that tells this
// database from every other one (a copy keeps it). Saved plans bind to it.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/** Migration 0020: new databases and existing ones each get their one lineage id here. */
export async function lineageMigration(db: Kysely<unknown>): Promise<void> {
  await sql`create table service_lineage (id text primary key, created_at text not null)`.execute(db);
  await sql`insert into service_lineage (id, created_at) values (${randomUUID()}, ${new Date().toISOString()})`.execute(db);
}

/** The lineage id; it never changes, so callers read it once per open database. */
export async function readLineage(db: Kysely<unknown>): Promise<string> {
  const result = await sql<{ id: string }>`select id from service_lineage`.execute(db);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('the database has no lineage id; it was created by a damaged migration');
  return id;
}
