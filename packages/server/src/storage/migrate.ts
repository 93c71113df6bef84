// Applies the pending entries of a migration list (the caller's: storage lists none of its own),
// each in its own transaction, and records them in `schema_migrations` so that a restart applies
// nothing twice. A new database gets them all in one transaction: the same statements, one
// commit (one fsync) instead of one per entry. Each row carries the migration's checksum; an
// applied migration whose checksum changed stops start-up (`migration_edited`). Rows from before
// checksums were kept get theirs on the next start. Concurrent openers are the caller's to
// serialise (each engine's migration lock): what is applied is read again inside that lock.
import { sql, type Kysely } from 'kysely';
import { editedMigrationMessage, migrationChecksum } from './migration-checksum.js';
import type { Migration } from './migration.js';
import { StorageError } from './storage-error.js';

export interface MigrateOptions {
  /**
   * The caller holds one transaction around the whole run (SQLite's migration lock is a
   * `BEGIN IMMEDIATE`): every pending migration is applied in it, all or nothing.
   */
  readonly inTransaction?: boolean;
}

/** Applies what `list` has that the database has not; resolves with the names applied. */
export async function migrate<Context>(db: Kysely<unknown>, list: readonly Migration<Context>[], context: Context, options: MigrateOptions = {}): Promise<string[]> {
  await sql`create table if not exists schema_migrations (name text primary key, applied_at text not null, checksum text)`.execute(db);
  await addChecksumColumn(db);
  const done = await sql<{ name: string; checksum: string | null }>`select name, checksum from schema_migrations`.execute(db);
  const applied = new Set(done.rows.map((row) => row.name));
  const names = new Set<string>();
  for (const migration of list) {
    if (names.has(migration.name)) throw new Error(`migration ${migration.name} is listed twice; give it a unique name`);
    names.add(migration.name);
  }
  await checkChecksums(db, list, done.rows);
  const pending = list.filter((migration) => !applied.has(migration.name));
  const apply = async (trx: Kysely<unknown>, migration: Migration<Context>) => {
    await migration.up(trx, context);
    await sql`insert into schema_migrations (name, applied_at, checksum) values (${migration.name}, ${new Date().toISOString()}, ${migrationChecksum(migration)})`.execute(trx);
  };
  if (options.inTransaction === true) {
    for (const migration of pending) await apply(db, migration);
  } else if (applied.size === 0 && pending.length > 0) {
    await db.transaction().execute(async (trx) => {
      for (const migration of pending) await apply(trx, migration);
    });
  } else {
    for (const migration of pending) await db.transaction().execute((trx) => apply(trx, migration));
  }
  return pending.map((migration) => migration.name);
}

/** A database from before checksums were recorded has the table without the column. */
async function addChecksumColumn(db: Kysely<unknown>): Promise<void> {
  const tables = await db.introspection.getTables();
  const table = tables.find((t) => t.name === 'schema_migrations');
  if (table !== undefined && !table.columns.some((c) => c.name === 'checksum')) {
    await sql`alter table schema_migrations add column checksum text`.execute(db);
  }
}

/**
 * Refuses a database whose applied migrations this build lists with other checksums; records the
 * checksum of rows that have none. Migrations the build does not list (a newer build's) are not
 * this build's to judge, and migrations appended after the applied ones are simply pending.
 */
async function checkChecksums(db: Kysely<unknown>, list: readonly Migration<never>[], rows: readonly { name: string; checksum: string | null }[]): Promise<void> {
  const byName = new Map(list.map((m) => [m.name, m]));
  const edited: string[] = [];
  for (const row of rows) {
    const migration = byName.get(row.name);
    if (migration === undefined) continue;
    const checksum = migrationChecksum(migration);
    if (row.checksum === null) await sql`update schema_migrations set checksum = ${checksum} where name = ${row.name}`.execute(db);
    else if (row.checksum !== checksum) edited.push(row.name);
  }
  // A refusal to start, like a server too old: the service says what to fix and stops.
  if (edited.length > 0) throw new StorageError('migration_edited', editedMigrationMessage(edited));
}
