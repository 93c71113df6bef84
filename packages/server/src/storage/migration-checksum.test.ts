// Checksums of applied migrations, on both engines: an edited migration stops start-up with a
// message and changes nothing; appended migrations, re-indented SQL and databases from before
// checksums were recorded are accepted.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { statements, type Migration } from './migration.js';
import { migrationChecksum } from './migration-checksum.js';
import { openStorage, type Storage } from '../open-storage.js';

const databases = useTestDatabases();
const opened: Storage[] = [];
afterAll(async () => {
  for (const storage of opened) await storage.close();
});

const first: Migration = { name: 'm1_things', up: statements('create table things (id text primary key)') };
const second: Migration = { name: 'm2_others', up: statements('create table others (id text primary key)') };

async function open(location: string, list: readonly Migration[]): Promise<Storage> {
  const storage = await openStorage({ path: location, migrations: list });
  opened.push(storage);
  return storage;
}

async function recorded(storage: Storage): Promise<{ name: string; checksum: string | null }[]> {
  const rows = await sql<{ name: string; checksum: string | null }>`select name, checksum from schema_migrations order by name`.execute(storage.db);
  return rows.rows.map((row) => ({ name: row.name, checksum: row.checksum }));
}

describe('migrationChecksum', () => {
  it('changes with the name and the SQL, not with whitespace', () => {
    const base = migrationChecksum(first);
    expect(migrationChecksum({ ...first, name: 'm1_renamed' })).not.toBe(base);
    expect(migrationChecksum({ ...first, up: statements('create table things (id text primary key, x int)') })).not.toBe(base);
    expect(migrationChecksum({ ...first, up: statements('create table things (\n  id text primary key\n)') })).not.toBe(base);
    expect(migrationChecksum({ ...first, up: statements('  create   table things\n(id text primary key)  ') })).toBe(base);
  });
});

describe.each(TEST_ENGINES)('applied migrations on %s', (engine) => {
  it('records each checksum, and accepts migrations appended later', async () => {
    const location = await databases.location(engine);
    await (await open(location, [first])).close();
    const grown = await open(location, [first, second]);
    expect(await recorded(grown)).toEqual([
      { name: 'm1_things', checksum: migrationChecksum(first) },
      { name: 'm2_others', checksum: migrationChecksum(second) },
    ]);
  });

  it('refuses to start on an edited migration, names it and says what to do, and changes nothing', async () => {
    const location = await databases.location(engine);
    const before = await open(location, [first]);
    const rows = await recorded(before);
    await before.close();
    const edited: Migration = { name: first.name, up: statements('create table things (id text primary key, extra text)') };
    const refusal = open(location, [edited, second]);
    await expect(refusal).rejects.toThrow(/migration m1_things with a different checksum.*an applied migration was edited.*new migration appended/);
    await expect(refusal).rejects.toMatchObject({ name: 'StorageError', code: 'migration_edited' });
    const after = await open(location, [first]);
    expect(await recorded(after)).toEqual(rows);
  });

  it('gives rows from before checksums were recorded their checksum, and judges them from then on', async () => {
    const location = await databases.location(engine);
    const old = await open(location, [first]);
    // As an earlier release left it: the table without the column.
    await sql`alter table schema_migrations drop column checksum`.execute(old.db);
    await old.close();
    const upgraded = await open(location, [first]);
    expect(await recorded(upgraded)).toEqual([{ name: 'm1_things', checksum: migrationChecksum(first) }]);
    await upgraded.close();
    await expect(open(location, [{ ...first, up: statements('create table things (id integer)') }])).rejects.toThrow(/m1_things/);
  });
});
