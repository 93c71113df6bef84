// The embedded adapter's own duties beyond the contract: it calls the service in this process
// (no HTTP request, not even an injected one, and no key), and its state directory holds only the database.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '@capctl/server';
import { openEmbeddedAdapter } from './embedded-adapter.js';
import { aDefinition } from '@capctl/core/testing';
import { action, stored, tempDir } from './testing/fixtures.js';

let tmp: ReturnType<typeof tempDir>;
let dbPath: string;

beforeEach(() => {
  tmp = tempDir('capctl-embedded-');
  dbPath = join(tmp.dir, '.capctl', 'state.db');
});
afterEach(() => tmp.remove());

/**
 * Every way a request could be made, as Node and fastify announce it: an HTTP client request,
 * a fetch, a fastify app being created, and a request handled by fastify (inject() included).
 */
const CHANNELS = ['http.client.request.start', 'undici:request:create', 'fastify.initialization', 'tracing:fastify.request.handler:start'];

async function requestsDuring(work: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const listeners = CHANNELS.map((name) => [name, () => seen.push(name)] as const);
  for (const [name, listener] of listeners) subscribe(name, listener);
  try {
    await work();
  } finally {
    for (const [name, listener] of listeners) unsubscribe(name, listener);
  }
  return seen;
}

describe('embedded adapter', () => {
  it('sees a request when one is made: the probe below is not blind', async () => {
    const seen = await requestsDuring(async () => {
      const app = await buildServer({ db: join(tmp.dir, 'probe.db'), rateLimit: false });
      await app.inject({ method: 'GET', url: '/healthz' });
      await app.close();
    });
    expect(new Set(seen)).toEqual(new Set(['fastify.initialization', 'tracing:fastify.request.handler:start']));
  });

  it('plans and applies with no HTTP request and writes no key: .capctl holds the database, its secret key and .gitignore', async () => {
    const seen = await requestsDuring(async () => {
      const adapter = await openEmbeddedAdapter({ dbPath, orgId: '1' });
      const revision = await stored(adapter.planRevision({ definition: aDefinition().withAction(action('checkout')).build() }));
      await adapter.applyRevision(revision.id);
      expect((await adapter.readState()).actions.map((a) => a.variant)).toEqual(['checkout']);
      await adapter.close();
    });
    expect(seen).toEqual([]);
    // SQLite's journal files go with the database; nothing else may appear (no embedded-keys.json).
    const files = readdirSync(join(tmp.dir, '.capctl')).filter((f) => !/^state\.db-(wal|shm|journal)$/.test(f));
    expect(files.sort()).toEqual(['.gitignore', 'state.db', 'state.db.key']);
  });

  it('ignores a key file left by an older version and keeps the state', async () => {
    const adapter = await openEmbeddedAdapter({ dbPath, orgId: '1' });
    await adapter.applyRevision((await stored(adapter.planRevision({ definition: aDefinition().withAction(action('checkout')).build() }))).id);
    await adapter.close();
    writeFileSync(join(tmp.dir, '.capctl', 'embedded-keys.json'), JSON.stringify({ 1: 'cap_not-a-key-of-this-database' }));

    const reopened = await openEmbeddedAdapter({ dbPath, orgId: '1' });
    const plan = await reopened.planRevision({ definition: aDefinition().withAction(action('checkout')).build() });
    await reopened.close();
    expect(plan.plan.steps).toEqual([]);
    expect(plan.plan.summary.unchanged).toBe(1);
  });
});
