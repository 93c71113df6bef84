import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createHeaderSeal } from '../crypto/header-seal.js';
import { createSecretBox } from '../crypto/secret-box.js';
import { openSqliteEngine } from './engines/sqlite-engine.js';
import { migrate } from './migrate.js';
import { statements, type Migration } from './migration.js';
import { migrations } from '../migrations/index.js';

const dirs: string[] = [];
const opened: Kysely<unknown>[] = [];
const context = { secrets: () => createHeaderSeal(createSecretBox(Buffer.alloc(32, 7))) };

function database(): Kysely<unknown> {
  const dir = mkdtempSync(join(tmpdir(), 'capctl-migrate-'));
  dirs.push(dir);
  const db = openSqliteEngine(join(dir, 'state.db')).db as unknown as Kysely<unknown>;
  opened.push(db);
  return db;
}

/** Every table, index and trigger as SQLite stores its definition. */
async function schemaOf(db: Kysely<unknown>): Promise<unknown[]> {
  const result = await sql<{ type: string; name: string; sql: string | null }>`select type, name, sql from sqlite_master order by type, name`.execute(db);
  return result.rows;
}

const appliedNames = async (db: Kysely<unknown>) =>
  (await sql<{ name: string }>`select name from schema_migrations order by name`.execute(db)).rows.map((row) => row.name);

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('migrate', () => {
  it('gives a new database (one transaction) the same schema as one migrated entry by entry', async () => {
    const fresh = database();
    expect(await migrate(fresh, migrations, context)).toEqual(migrations.map((m) => m.name));

    const stepwise = database();
    for (let n = 1; n <= migrations.length; n++) {
      // After the first entry the database is no longer new: the rest run one transaction each.
      expect(await migrate(stepwise, migrations.slice(0, n), context)).toEqual([migrations[n - 1]?.name]);
    }
    expect(await schemaOf(fresh)).toEqual(await schemaOf(stepwise));
    expect(await appliedNames(fresh)).toEqual(await appliedNames(stepwise));
    expect((await schemaOf(fresh)).length).toBeGreaterThan(10);
  });

  it('applies nothing to a new database when one of its entries fails', async () => {
    const db = database();
    const broken: Migration = { name: '9999_broken', up: statements('create table broken (', 'nonsense') };
    await expect(migrate(db, [...migrations, broken], context)).rejects.toThrow();
    expect(await appliedNames(db)).toEqual([]);
    expect((await schemaOf(db)).map((row) => (row as { name: string }).name).sort()).toEqual(['schema_migrations', 'sqlite_autoindex_schema_migrations_1']);
  });

  it('keeps the entries applied before a failing one on a database that is not new', async () => {
    const db = database();
    await migrate(db, migrations, context);
    const extra: Migration = { name: '9998_extra', up: statements('create table extra (id integer primary key)') };
    const broken: Migration = { name: '9999_broken', up: statements('create table broken (') };
    await expect(migrate(db, [...migrations, extra, broken], context)).rejects.toThrow();
    expect(await appliedNames(db)).toEqual([...migrations.map((m) => m.name), '9998_extra'].sort());
  });
});
