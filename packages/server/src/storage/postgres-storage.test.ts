// What PostgreSQL storage adds to the contract: migrations run once when several instances
// start at the same moment, the storage version that read caches are checked by moves with
// every commit of any instance, no key file stands in for CAPACITY_SECRET_KEY, and a server too
// old or unreachable is a storage error.
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { loadSecretKey } from '../crypto/secret-key.js';
import { useTestDatabases } from '../testing/test-databases.js';
import { checkServerVersion } from './engines/postgres-engine.js';
import { StorageError } from './storage-error.js';
import { migrations } from '../migrations/index.js';
import { openStorage } from '../open-storage.js';

const databases = useTestDatabases();

test('five instances opening one new database at once migrate it exactly once', async () => {
  const url = await databases.location('postgres');
  const opened = await Promise.all(Array.from({ length: 5 }, () => openStorage({ path: url, poolSize: 2 })));
  try {
    const applied = await sql<{ name: string; n: number }>`select name, count(*) as n from schema_migrations group by name order by name`.execute(opened[0]!.db);
    expect(applied.rows).toEqual(migrations.map((m) => ({ name: m.name, n: 1 })).sort((a, b) => a.name.localeCompare(b.name)));
    const lineages = await sql<{ n: number }>`select count(*) as n from service_lineage`.execute(opened[0]!.db);
    expect(lineages.rows).toEqual([{ n: 1 }]);
    expect(opened.map((s) => s.engine)).toEqual(Array(5).fill('postgres'));
  } finally {
    await Promise.all(opened.map((s) => s.close()));
  }
});

test('the storage version stays while nothing is written, and moves with a commit or a rollback through another instance', async () => {
  const url = await databases.location('postgres');
  const [a, b] = [await openStorage({ path: url }), await openStorage({ path: url })];
  try {
    await a.db.insertInto('orgs').values({ id: '1', name: 'org 1', created_at: new Date().toISOString() }).execute();
    const bump = (db: typeof a.db) => db.updateTable('orgs').set((eb) => ({ serial: eb('serial', '+', 1) })).where('id', '=', '1').execute();
    const version = () => a.readNow.version();
    const first = await version();
    expect(first).toEqual(expect.any(Number));
    // Reads, here and through the other instance, take no transaction id: nothing moves.
    await sql`select count(*) from orgs`.execute(b.db);
    await a.db.selectFrom('orgs').selectAll().execute();
    expect(await version()).toBe(first);
    await bump(b.db);
    const afterCommit = await version();
    expect(afterCommit).toBeGreaterThan(first as number);
    expect(await version()).toBe(afterCommit);
    await expect(
      b.db.transaction().execute(async (trx) => {
        await bump(trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBeGreaterThan(afterCommit as number);
  } finally {
    await a.close();
    await b.close();
  }
});

test('on PostgreSQL the secret key must come from CAPACITY_SECRET_KEY, never a key file', () => {
  expect(() => loadSecretKey('postgres://db.example.com/capacity', undefined)).toThrow(/CAPACITY_SECRET_KEY is not set: on PostgreSQL/);
  expect(() => loadSecretKey('postgresql://db.example.com/capacity', '')).toThrow(/openssl rand -base64 32/);
  expect(loadSecretKey('postgres://db.example.com/capacity', Buffer.alloc(32, 1).toString('base64'))).toEqual(Buffer.alloc(32, 1));
});

test('a server older than PostgreSQL 13 is refused by name; this one is not', async () => {
  expect(() => checkServerVersion(120017, '12.17')).toThrow('the database server runs PostgreSQL 12.17; the service needs PostgreSQL 13 or later');
  expect(() => checkServerVersion(120017, '12.17')).toThrow(expect.objectContaining({ name: 'StorageError', code: 'unsupported_server' }));
  expect(() => checkServerVersion(130000, '13.0')).not.toThrow();
  const storage = await openStorage({ path: await databases.location('postgres') });
  try {
    const { rows } = await sql<{ num: string }>`select current_setting('server_version_num') as num`.execute(storage.db);
    expect(Number(rows[0]?.num)).toBeGreaterThanOrEqual(130000);
  } finally {
    await storage.close();
  }
});

test('a server that cannot be reached is a storage error: unavailable, by the driver\'s code, saying nothing of the URL', async () => {
  const opening = openStorage({ path: 'postgres://capctl:hunter2@127.0.0.1:1/capacity' });
  await expect(opening).rejects.toBeInstanceOf(StorageError);
  const error = (await opening.catch((e: unknown) => e)) as StorageError;
  expect({ code: error.code, driverCode: error.driverCode }).toEqual({ code: 'unavailable', driverCode: 'ECONNREFUSED' });
  expect(error.message).not.toMatch(/hunter2|127\.0\.0\.1|capacity/);
});
