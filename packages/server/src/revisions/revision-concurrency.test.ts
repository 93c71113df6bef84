// Concurrency over real HTTP: many clients planning and applying on one org at once. Applies of
// one org never interleave: exactly one of many revisions planned against a serial wins, on
// either engine (PostgreSQL: a pool of connections, the org row locked in the apply).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { State } from '@capctl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { action, definitionWith, webhook } from '../testing/revision-fixtures.js';
import { SQLITE_DRIVER } from '../storage/sqlite-driver.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';

const databases = useTestDatabases();
let server: TestServer;

const base = () => `/v1/orgs/${server.orgId}`;
const variantDefinition = (i: number) => definitionWith({
  actions: [action('shared', { destinations: ['ops'] }), action(`only-${i}`)],
  destinations: [webhook('ops', { config: { url: `https://hooks.example.com/${i}` } })],
});

describe.each(TEST_ENGINES)('on %s', (engine) => {
  beforeAll(async () => {
    server = await startTestServer({ logLevel: 'warn', dbPath: await databases.location(engine) });
  });
  afterAll(async () => server?.close());

  describe('concurrent applies on one org', () => {
    it('20 revisions planned against one serial and applied at once: one applied, 19 refused as stale, state is the winner\'s', async () => {
      const planned = await Promise.all(Array.from({ length: 20 }, (_, i) => server.request('POST', `${base()}/config/revisions/`, { definition: variantDefinition(i) })));
      const ids = planned.map((p) => p.body.data.id as string);
      expect(new Set(ids).size).toBe(20);
      const serial = planned[0]?.body.data.serial as number;
      for (const p of planned) expect(p.body.data.serial).toBe(serial);

      const applied = await Promise.all(ids.map((id) => server.request('POST', `${base()}/config/revisions/${id}/apply`)));
      const winners = applied.flatMap((r, i) => (r.status === 200 ? [i] : []));
      expect(winners).toHaveLength(1);
      const losers = applied.filter((r) => r.status !== 200);
      expect(losers.map((r) => r.status)).toEqual(Array(19).fill(409));
      for (const r of losers) expect(r.body.errors[0].code).toBe('revision_stale');

      const winner = winners[0] as number;
      const state = (await server.request('GET', `${base()}/config/state`)).body.data as State;
      expect(state.serial).toBe(serial + 1);
      expect(state.actions.map((a) => a.variant).sort()).toEqual([`only-${winner}`, 'shared']);
      expect(state.destinations.map((d) => d.config.url)).toEqual([`https://hooks.example.com/${winner}`]);
      const again = await server.request('POST', `${base()}/config/revisions/`, { definition: variantDefinition(winner) });
      expect(again.body.data.preview_steps).toEqual([]);

      const statuses = await Promise.all(ids.map(async (id) => (await server.request('GET', `${base()}/config/revisions/${id}`)).body.data.status));
      expect(statuses.filter((s) => s === 'applied')).toHaveLength(1);
      expect(statuses.filter((s) => s === 'stale')).toHaveLength(19);
    });

    // SQLite's file lock: registered for that engine only, so no run reports a skip.
    if (engine === 'sqlite') it('waits for a write lock held by another process and then sees its change (no interleaving across connections)', async () => {
      const planned = await server.request('POST', `${base()}/config/revisions/`, { definition: variantDefinition(99) });
      const id = planned.body.data.id as string;
      // Another process takes SQLite's write lock, bumps the serial, holds the lock a moment, commits.
      const holder = spawn(process.execPath, ['--input-type=module', '-e', `
        import { createRequire } from 'node:module';
        const Database = createRequire(${JSON.stringify(import.meta.url)})(${JSON.stringify(SQLITE_DRIVER)});
        const db = new Database(${JSON.stringify(server.dbPath)});
        db.pragma('busy_timeout = 5000');
        db.exec('BEGIN IMMEDIATE');
        db.prepare('update orgs set serial = serial + 1 where id = ?').run(${JSON.stringify(server.orgId)});
        console.log('locked');
        setTimeout(() => { db.exec('COMMIT'); console.log('committed'); db.close(); }, 800);
      `], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
      const lines = createInterface({ input: holder.stdout });
      const seen: string[] = [];
      const locked = new Promise<void>((resolve) => lines.on('line', (line) => { seen.push(line); if (line === 'locked') resolve(); }));
      await locked;
      const response = await server.request('POST', `${base()}/config/revisions/${id}/apply`);
      await new Promise((resolve) => holder.on('exit', resolve));
      expect(seen).toEqual(['locked', 'committed']);
      expect(response.status).toBe(409);
      expect(response.body.errors[0].code).toBe('revision_stale');
    });
  });
});
