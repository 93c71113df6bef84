// Applies the pending entries of the migration list, each in its own transaction, and records
// them in `schema_migrations` so that a restart applies nothing twice. A new database gets them
// all in one transaction: the same statements, one commit (one fsync) instead of one per entry.
import { sql, type Kysely } from 'kysely';
import type { Migration, MigrationContext } from './migration.js';
import { migrations as defaultMigrations } from './migrations.js';

const NO_KEY: MigrationContext = {
  secrets: () => {
    throw new Error('this migration seals secrets and needs the database key; open the storage with its key');
  },
};

export async function migrate(db: Kysely<unknown>, list: readonly Migration[] = defaultMigrations, context: MigrationContext = NO_KEY): Promise<string[]> {
  await sql`create table if not exists schema_migrations (name text primary key, applied_at text not null)`.execute(db);
  const done = await sql<{ name: string }>`select name from schema_migrations`.execute(db);
  const applied = new Set(done.rows.map((row) => row.name));
  const names = new Set<string>();
  for (const migration of list) {
    if (names.has(migration.name)) throw new Error(`migration ${migration.name} is listed twice; give it a unique name`);
    names.add(migration.name);
  }
  const pending = list.filter((migration) => !applied.has(migration.name));
  const apply = async (trx: Kysely<unknown>, migration: Migration) => {
    await migration.up(trx, context);
    await sql`insert into schema_migrations (name, applied_at) values (${migration.name}, ${new Date().toISOString()})`.execute(trx);
  };
  if (applied.size === 0 && pending.length > 0) {
    await db.transaction().execute(async (trx) => {
      for (const migration of pending) await apply(trx, migration);
    });
  } else {
    for (const migration of pending) await db.transaction().execute((trx) => apply(trx, migration));
  }
  return pending.map((migration) => migration.name);
}
