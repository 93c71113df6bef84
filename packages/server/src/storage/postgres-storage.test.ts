// What PostgreSQL storage adds to the contract: migrations run once when several instances
// start at the same moment, the storage version that read caches are checked by moves with
// every commit of any instance, and no key file stands in for CAPACITY_SECRET_KEY.
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { loadSecretKey } from '../crypto/secret-key.js';
import { useTestDatabases } from '../testing/test-databases.js';
import { createAccountRepository } from '../auth/account-repository.js';
import { createConfigStateRepository } from '../config/config-state-repository.js';
import { createDestinationRepository } from '../destinations/destination-repository.js';
import { checkServerVersion } from './engines/postgres-engine.js';
import { migrations } from './migrations.js';
import { openStorage } from './open-storage.js';

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

test('a write through one instance is what the next read through another returns', async () => {
  const url = await databases.location('postgres');
  const [a, b] = [await openStorage({ path: url }), await openStorage({ path: url })];
  try {
    await createAccountRepository(a.db).ensureOrg('1');
    const viaA = createDestinationRepository(a.db, a.readNow);
    const viaB = createDestinationRepository(b.db, b.readNow);
    const { id } = await viaA.create('1', { label: 'first', type: 'webhook', config: { url: 'https://a.example.com' } });
    expect((await viaB.get('1', id))?.config.url).toBe('https://a.example.com');
    await viaA.update('1', id, { config: { url: 'https://b.example.com' } });
    expect((await viaB.get('1', id))?.config.url).toBe('https://b.example.com');
    const stateB = createConfigStateRepository(b.db);
    const before = await stateB.load('1');
    await createConfigStateRepository(a.db).bumpSerial(a.db, '1');
    expect((await stateB.load('1')).serial).toBe(before.serial + 1);
  } finally {
    await a.close();
    await b.close();
  }
});

test('the storage version stays while nothing is written, and moves with a commit or a rollback through another instance', async () => {
  const url = await databases.location('postgres');
  const [a, b] = [await openStorage({ path: url }), await openStorage({ path: url })];
  try {
    await createAccountRepository(a.db).ensureOrg('1');
    const version = () => a.readNow.version();
    const first = await version();
    expect(first).toEqual(expect.any(Number));
    // Reads, here and through the other instance, take no transaction id: nothing moves.
    await sql`select count(*) from orgs`.execute(b.db);
    await a.db.selectFrom('orgs').selectAll().execute();
    expect(await version()).toBe(first);
    await createConfigStateRepository(b.db).bumpSerial(b.db, '1');
    const afterCommit = await version();
    expect(afterCommit).toBeGreaterThan(first as number);
    expect(await version()).toBe(afterCommit);
    await expect(
      b.db.transaction().execute(async (trx) => {
        await createConfigStateRepository(trx).bumpSerial(trx, '1');
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
  expect(() => checkServerVersion(130000, '13.0')).not.toThrow();
  const storage = await openStorage({ path: await databases.location('postgres') });
  try {
    const { rows } = await sql<{ num: string }>`select current_setting('server_version_num') as num`.execute(storage.db);
    expect(Number(rows[0]?.num)).toBeGreaterThanOrEqual(130000);
  } finally {
    await storage.close();
  }
});
