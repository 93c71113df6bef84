// The config state as the planner reads it, on each engine (a real SQLite file, a real
// PostgreSQL database): every collection, soft-deleted objects included, and serial bumps.
import { schemaHash } from '@capctl/core';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createAccountRepository } from '../auth/account-repository.js';
import { openStorage, type Storage } from '../open-storage.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { bumpSerial, createConfigStateRepository } from './config-state-repository.js';

const databases = useTestDatabases();

describe.each(TEST_ENGINES)('on %s', (engine) => {
let storage: Storage;

beforeEach(async () => {
  storage = await openStorage({ path: await databases.location(engine) });
  await createAccountRepository(storage.db).ensureOrg('1');
});
afterEach(async () => {
  await storage.close();
});

describe('ConfigStateRepository', () => {
  test('loads the whole state, soft-deleted objects included, credentials as id and label', async () => {
    const db = storage.db;
    const at = '2026-01-01T00:00:00.000Z';
    await db.insertInto('credentials').values({ id: 'c1', org_id: '1', label: 'cred', type: 't', provider: 'p', version: 1, metadata: '{}', secret_ciphertext: 'x', secret_iv: 'y', secret_tag: 'z', expires_at: null, updated_at: at, deleted_at: null }).execute();
    await db.insertInto('destinations').values({ id: 'd1', org_id: '1', label: 'hook', type: 'webhook', config: '{"url":"https://a"}', credential_id: 'c1', tags: '{}', protect: 1, updated_at: at, deleted_at: null }).execute();
    await db.insertInto('destinations').values({ id: 'd0', org_id: '1', label: 'gone', type: 'webhook', config: '{"url":"https://b"}', credential_id: null, tags: '{}', protect: 0, updated_at: at, deleted_at: at }).execute();
    await db.insertInto('actions').values({ id: 'a1', org_id: '1', variant: 'resize', aliases: '["old"]', destinations: '["hook"]', queries: '[]', sources: '[]', schema: '{"type":"object"}', version: 2, protect: 0, updated_at: at, deleted_at: null }).execute();
    await db.insertInto('action_versions').values([
      { action_id: 'a1', version: 1, schema: '{}', schema_hash: schemaHash({}), created_at: at },
      { action_id: 'a1', version: 2, schema: '{"type":"object"}', schema_hash: schemaHash({ type: 'object' }), created_at: at },
    ]).execute();
    await db.insertInto('metrics').values({ id: 'm1', org_id: '1', name: 'prom', kind: 'pull_metrics', endpoint: 'https://m', poll_interval_seconds: 30, credential_id: null, config: '{"path":"/q"}', status: 'active', protect: 0, updated_at: at, deleted_at: null }).execute();
    await db.insertInto('queries').values({ id: 'q1', org_id: '1', metrics_id: 'm1', name: 'depth', status: 'active', config: '{"expression":"up"}', protect: 0, updated_at: at, deleted_at: null }).execute();
    await db.insertInto('sources').values({ id: 's1', org_id: '1', name: 'queue', type: 'cloud_sqs', config: '{"queue_url":"q","region":"r"}', credential_id: 'c1', status: 'paused', ingest_variant: 'resize', ingest_version: 2, protect: 0, updated_at: at, deleted_at: null }).execute();
    await bumpSerial(db, '1');

    const state = await createConfigStateRepository(db).load('1');
    expect(state).toEqual({
      org_id: '1',
      serial: 1,
      actions: [{ id: 'a1', variant: 'resize', aliases: ['old'], destinations: ['hook'], queries: [], sources: [], schema: { type: 'object' }, version: 2, history: [{ version: 1, schema_hash: schemaHash({}) }, { version: 2, schema_hash: schemaHash({ type: 'object' }) }], compatibility: 'backward', protect: false, deleted_at: null }],
      destinations: [
        { id: 'd0', label: 'gone', type: 'webhook', config: { url: 'https://b' }, tags: {}, credential_id: null, protect: false, deleted_at: at },
        { id: 'd1', label: 'hook', type: 'webhook', config: { url: 'https://a' }, tags: {}, credential_id: 'c1', protect: true, deleted_at: null },
      ],
      metrics: [{ id: 'm1', name: 'prom', kind: 'pull_metrics', endpoint: 'https://m', poll_interval_seconds: 30, credential_id: null, config: { path: '/q' }, status: 'active', protect: false, deleted_at: null }],
      queries: [{ id: 'q1', metrics: 'prom', name: 'depth', status: 'active', config: { expression: 'up' }, protect: false, deleted_at: null }],
      sources: [{ id: 's1', name: 'queue', type: 'cloud_sqs', config: { queue_url: 'q', region: 'r' }, credential_id: 'c1', status: 'paused', ingest: { variant: 'resize', version: 2 }, protect: false, deleted_at: null }],
      credentials: [{ id: 'c1', label: 'cred' }],
    });
  });

  test('an org with nothing in it loads as empty lists at serial 0', async () => {
    expect(await createConfigStateRepository(storage.db).load('1')).toEqual({
      org_id: '1', serial: 0, actions: [], destinations: [], metrics: [], queries: [], sources: [], credentials: [],
    });
  });

  test('bumpSerial inside a rolled-back transaction leaves the serial alone', async () => {
    const repo = createConfigStateRepository(storage.db);
    expect(await repo.bumpSerial(storage.db, '1')).toBe(1);
    await expect(
      storage.db.transaction().execute(async (trx) => {
        expect(await bumpSerial(trx, '1')).toBe(2);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await repo.serial('1')).toBe(1);
  });
});
});
