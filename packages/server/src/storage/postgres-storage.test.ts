// What PostgreSQL storage adds to the contract: migrations run once when several instances
// start at the same moment, no read is served from memory, and no key file stands in for
// CAPACITY_SECRET_KEY.
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { loadSecretKey } from '../crypto/secret-key.js';
import { useTestDatabases } from '../testing/test-databases.js';
import { createAccountRepository } from '../auth/account-repository.js';
import { createConfigStateRepository } from '../revisions/config-state-repository.js';
import { createDestinationRepository } from '../destinations/destination-repository.js';
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
    expect(a.readNow.version()).toBeUndefined();
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

test('on PostgreSQL the secret key must come from CAPACITY_SECRET_KEY, never a key file', () => {
  expect(() => loadSecretKey('postgres://db.example.com/capacity', undefined)).toThrow(/CAPACITY_SECRET_KEY is not set: on PostgreSQL/);
  expect(() => loadSecretKey('postgresql://db.example.com/capacity', '')).toThrow(/openssl rand -base64 32/);
  expect(loadSecretKey('postgres://db.example.com/capacity', Buffer.alloc(32, 1).toString('base64'))).toEqual(Buffer.alloc(32, 1));
});
