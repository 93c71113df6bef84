// Concurrency over real HTTP: many clients planning and applying on one org at once. Applies of
// one org never interleave: exactly one of many revisions planned against a serial wins, on
// either engine (PostgreSQL: a pool of connections, the org row locked in the apply). Each test
// has its own org.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { State } from '@capctl/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { action, definitionWith, webhook } from '../testing/revision-fixtures.js';
import { SQLITE_DRIVER, SqliteDatabase } from '../storage/sqlite-driver.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { orgFactory, type TestOrg } from '../testing/test-org.js';

const databases = useTestDatabases();
let server: TestServer;
const newOrg = orgFactory(() => server, 101);
let o: TestOrg;
/** What the server calls as an apply is about to take its org's write lock (set by a test). */
let onApplyLock: ((orgId: string) => void) | undefined;

const base = () => o.base;
const variantDefinition = (i: number) => definitionWith({
  actions: [action('shared', { destinations: ['ops'] }), action(`only-${i}`)],
  destinations: [webhook('ops', { config: { url: `https://hooks.example.com/${i}` } })],
});

describe.each(TEST_ENGINES)('on %s', (engine) => {
  beforeAll(async () => {
    server = await startTestServer({ logLevel: 'warn', dbPath: await databases.location(engine), beforeApplyLock: (orgId) => onApplyLock?.(orgId) });
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    onApplyLock = undefined;
    o = await newOrg();
  });

  describe('concurrent applies on one org', () => {
    it('20 revisions planned against one serial and applied at once: one applied, 19 refused as stale, state is the winner\'s', async () => {
      const planned = await Promise.all(Array.from({ length: 20 }, (_, i) => o.request('POST', `/config/revisions/`, { definition: variantDefinition(i) })));
      const ids = planned.map((p) => p.body.data.id as string);
      expect(new Set(ids).size).toBe(20);
      const serial = planned[0]?.body.data.serial as number;
      for (const p of planned) expect(p.body.data.serial).toBe(serial);

      const applied = await Promise.all(ids.map((id) => o.request('POST', `/config/revisions/${id}/apply`)));
      const winners = applied.flatMap((r, i) => (r.status === 200 ? [i] : []));
      expect(winners).toHaveLength(1);
      const losers = applied.filter((r) => r.status !== 200);
      expect(losers.map((r) => r.status)).toEqual(Array(19).fill(409));
      for (const r of losers) expect(r.body.errors[0].code).toBe('revision_stale');

      const winner = winners[0] as number;
      const state = (await o.request('GET', `/config/state`)).body.data as State;
      expect(state.serial).toBe(serial + 1);
      expect(state.actions.map((a) => a.variant).sort()).toEqual([`only-${winner}`, 'shared']);
      expect(state.destinations.map((d) => d.config.url)).toEqual([`https://hooks.example.com/${winner}`]);
      const again = await o.request('POST', `/config/revisions/`, { definition: variantDefinition(winner) });
      expect(again.body.data.preview_steps).toEqual([]);

      const statuses = await Promise.all(ids.map(async (id) => (await o.request('GET', `/config/revisions/${id}`)).body.data.status));
      expect(statuses.filter((s) => s === 'applied')).toHaveLength(1);
      expect(statuses.filter((s) => s === 'stale')).toHaveLength(19);
    });

    // SQLite's file lock: registered for that engine only, so no run reports a skip.
    if (engine === 'sqlite') it('waits for a write lock held by another process and then sees its change (no interleaving across connections)', async () => {
      const planned = await o.request('POST', '/config/revisions/', { definition: variantDefinition(99) });
      const id = planned.body.data.id as string;
      // A barrier, not a pause: another process takes SQLite's write lock and bumps the serial,
      // and commits only once this apply is inside its transaction, about to take the lock. So
      // the apply cannot have looked before the change, nor found the lock free.
      const dir = mkdtempSync(join(tmpdir(), 'capctl-lock-'));
      const started = join(dir, 'apply-started');
      const holder = spawn(process.execPath, ['--input-type=module', '-e', `
        import { existsSync } from 'node:fs';
        import { createRequire } from 'node:module';
        const Database = createRequire(${JSON.stringify(import.meta.url)})(${JSON.stringify(SQLITE_DRIVER)});
        const db = new Database(${JSON.stringify(server.dbPath)});
        db.pragma('busy_timeout = 5000');
        db.exec('BEGIN IMMEDIATE');
        db.prepare('update orgs set serial = serial + 1 where id = ?').run(${JSON.stringify(o.id)});
        console.log('locked');
        const end = (said) => { console.log(said); db.exec('COMMIT'); console.log('committed'); db.close(); };
        // A generous bound, so a test that never applies fails instead of hanging.
        let polls = 0;
        const wait = () => existsSync(${JSON.stringify(started)}) ? end('saw the apply start') : ++polls > 30000 ? end('gave up') : setTimeout(wait, 2);
        wait();
      `], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
      const exited = new Promise((resolve) => holder.on('exit', resolve));
      try {
        const lines = createInterface({ input: holder.stdout });
        const seen: string[] = [];
        const locked = new Promise<void>((resolve) => lines.on('line', (line) => { seen.push(line); if (line === 'locked') resolve(); }));
        await locked;
        // Synchronous: the file exists before the apply's first statement in its transaction runs.
        onApplyLock = (orgId) => {
          if (orgId === o.id) writeFileSync(started, '');
        };
        const response = await o.request('POST', `/config/revisions/${id}/apply`);
        await exited;
        expect(seen).toEqual(['locked', 'saw the apply start', 'committed']);
        expect(response.status).toBe(409);
        expect(response.body.errors[0].code).toBe('revision_stale');
      } finally {
        holder.kill();
        rmSync(dir, { recursive: true, force: true });
      }
    });

    // The digest re-check inside the lock: the stored revision is changed after the apply read it,
    // before it takes the write lock (SQLite: another connection writes in the hook, synchronously).
    if (engine === 'sqlite') it('refuses a revision whose stored digest changed between its first read and the write lock, applying nothing', async () => {
      const planned = await o.request('POST', '/config/revisions/', { definition: variantDefinition(98) });
      const id = planned.body.data.id as string;
      const serial = planned.body.data.serial as number;
      onApplyLock = (orgId) => {
        if (orgId !== o.id) return;
        onApplyLock = undefined;
        const other = new SqliteDatabase(server.dbPath);
        try {
          expect(other.prepare('update config_revisions set digest = ? where id = ?').run('0'.repeat(64), id).changes).toBe(1);
        } finally {
          other.close();
        }
      };
      const response = await o.request('POST', `/config/revisions/${id}/apply`);
      expect(response.status).toBe(409);
      expect(response.body.errors[0].message).toMatch(/is not the plan that was stored/);
      expect((await o.request('GET', `/config/revisions/${id}`)).body.data.status).toBe('planned');
      expect(((await o.request('GET', '/config/state')).body.data as State).serial).toBe(serial);
    });
  });
});
