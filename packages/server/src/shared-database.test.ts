// Several service instances on one PostgreSQL database: what one writes through its
// repositories (the destination read cache, the config state) is what the next read through
// another returns.
import { expect, test } from 'vitest';
import { createAccountRepository } from './auth/account-repository.js';
import { createCachedDestinationRepository } from './destinations/cached-destination-repository.js';
import { createDestinationRepository } from './destinations/destination-repository.js';
import { openStorage } from './open-storage.js';
import { createConfigStateRepository } from './config/config-state-repository.js';
import { useTestDatabases } from './testing/test-databases.js';

const databases = useTestDatabases();

test('a write through one instance is what the next read through another returns', async () => {
  const url = await databases.location('postgres');
  const [a, b] = [await openStorage({ path: url }), await openStorage({ path: url })];
  try {
    await createAccountRepository(a.db).ensureOrg('1');
    const viaA = createDestinationRepository(a.db);
    const viaB = createCachedDestinationRepository(createDestinationRepository(b.db), b.readNow.version);
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
