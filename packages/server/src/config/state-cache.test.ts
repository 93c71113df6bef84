// The state cache: a hit only at the serial an entry was read at, least recently used orgs
// dropped first, entries frozen; and over a real SQLite file, a load after any config write (by
// this connection or another one on the same file) reads the new state.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { DestinationState } from '@capctl/core';
import { everyFieldObjects } from '@capctl/core/testing';
import { createSecretBox } from '../crypto/secret-box.js';
import { createAccountRepository } from '../auth/account-repository.js';
import { createCachedConfigState } from './cached-config-state.js';
import { createConfigStateRepository } from './config-state-repository.js';
import { createCredentialRepository } from '../credentials/credential-repository.js';
import { createDestinationRepository } from '../destinations/destination-repository.js';
import { openStorage, type Storage } from '../open-storage.js';
import { createStateCache, type ConfigObjects } from './state-cache.js';

const objects = (label: string): ConfigObjects => ({
  actions: [],
  // Every field set (the shared fixture), so the objects stay whole when a kind gains a field.
  destinations: [{ ...(everyFieldObjects('cred-1').destinations[0] as DestinationState), id: label, label, config: { url: `https://x/${label}` } }],
  metrics: [],
  queries: [],
  sources: [],
});

describe('createStateCache', () => {
  test('hits only at the serial the entry was read at', () => {
    const cache = createStateCache();
    cache.set('1', 4, objects('a'));
    expect(cache.get('1', 4)?.destinations[0]?.label).toBe('a');
    expect(cache.get('1', 5)).toBeUndefined();
    expect(cache.get('2', 4)).toBeUndefined();
  });

  test('drops the least recently used org beyond its size', () => {
    const cache = createStateCache(2);
    cache.set('1', 1, objects('a'));
    cache.set('2', 1, objects('b'));
    cache.get('1', 1);
    cache.set('3', 1, objects('c'));
    expect(cache.get('1', 1)).toBeDefined();
    expect(cache.get('2', 1)).toBeUndefined();
    expect(cache.get('3', 1)).toBeDefined();
  });

  test('freezes what it keeps, deeply', () => {
    const kept = createStateCache().set('1', 1, objects('a'));
    expect(Object.isFrozen(kept.destinations)).toBe(true);
    expect(Object.isFrozen(kept.destinations[0]?.config)).toBe(true);
  });
});

describe('config state loads with a cache', () => {
  let dir: string;
  let storage: Storage;
  const box = createSecretBox(Buffer.alloc(32, 7));

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'capctl-state-cache-'));
    storage = await openStorage({ path: join(dir, 'service.db') });
    await createAccountRepository(storage.db).ensureOrg('1');
  });
  afterEach(async () => {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('an unchanged state is served from the cache, a changed one is read again', async () => {
    const repo = createCachedConfigState(createConfigStateRepository(storage.db), createStateCache());
    const destinations = createDestinationRepository(storage.db);
    const created = await destinations.create('1', { label: 'ops', type: 'webhook', config: { url: 'https://x/ops' } });
    const first = await repo.load('1');
    const second = await repo.load('1');
    expect(second.destinations).toBe(first.destinations);

    await destinations.update('1', created.id, { config: { ...created.config, response_time_sla_ms: 700 } });
    const third = await repo.load('1');
    expect(third.serial).toBe(first.serial + 1);
    expect(third.destinations[0]?.config.response_time_sla_ms).toBe(700);
  });

  test('a write through another connection on the same file is seen', async () => {
    const repo = createCachedConfigState(createConfigStateRepository(storage.db), createStateCache());
    await createDestinationRepository(storage.db).create('1', { label: 'ops', type: 'webhook', config: { url: 'https://x/ops' } });
    expect((await repo.load('1')).destinations.map((d) => d.label)).toEqual(['ops']);

    const other = await openStorage({ path: join(dir, 'service.db') });
    try {
      await createDestinationRepository(other.db).create('1', { label: 'pager', type: 'webhook', config: { url: 'https://x/pager' } });
    } finally {
      await other.close();
    }
    expect((await repo.load('1')).destinations.map((d) => d.label)).toEqual(['ops', 'pager']);
  });

  test('credentials, which do not move the serial, are read on every load', async () => {
    const repo = createCachedConfigState(createConfigStateRepository(storage.db), createStateCache());
    const before = await repo.load('1');
    expect(before.credentials).toEqual([]);
    await createCredentialRepository(storage.db, box).create('1', { label: 'queue-reader', type: 'cloud', provider: 'aws' });
    const after = await repo.load('1');
    expect(after.serial).toBe(before.serial);
    expect(after.credentials.map((c) => c.label)).toEqual(['queue-reader']);
  });
});
