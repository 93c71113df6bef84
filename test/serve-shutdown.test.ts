// End-to-end: SIGTERM to `capctl serve` on PostgreSQL while a 5,000-action apply runs: the apply
// completes (200, all of it stored), new requests are refused, the pool closes and the exit is 0.
import { createApiKey } from '@capctl/server';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { action, definitionWith, TEST_SECRET_KEY, useTestDatabases } from '@capctl/server/testing';
import { callService as call, killServes, startServe } from './fixtures/serve-process.js';

vi.setConfig({ testTimeout: 120_000 });

const databases = useTestDatabases();
afterAll(killServes);

/** Whether the apply holds the org row (it does from its first statement to its commit). */
async function orgLocked(watcher: pg.Client, org: string): Promise<boolean> {
  await watcher.query('begin');
  try {
    await watcher.query('select 1 from orgs where id = $1 for update nowait', [org]);
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === '55P03') return true;
    throw error;
  } finally {
    await watcher.query('rollback');
  }
}

describe('capctl serve and SIGTERM', () => {
  it('finishes the apply in flight, refuses new connections, closes its connections and exits 0', async () => {
    const database = await databases.location('postgres');
    const service = await startServe(['--database', database, '--log-level', 'info'], { CAPACITY_SECRET_KEY: TEST_SECRET_KEY.toString('base64') });
    const { key } = await createApiKey({ db: database, org: '6', user: 'ci' });
    const org = '/v1/orgs/6';
    const definition = definitionWith({ actions: Array.from({ length: 5000 }, (_, i) => action(`bulk-${String(i).padStart(4, '0')}`)) });
    const planned = await call(service.url, key, 'POST', `${org}/config/revisions/`, { definition });
    expect(planned.status).toBe(200);

    const watcher = new pg.Client({ connectionString: database });
    await watcher.connect();
    try {
      const applying = call(service.url, key, 'POST', `${org}/config/revisions/${planned.body.data.id}/apply`);
      let locked = false;
      for (let i = 0; i < 3000 && !locked; i++) locked = await orgLocked(watcher, '6');
      expect(locked).toBe(true);
      const exit = service.stop('SIGTERM');

      const applied = await applying;
      expect(applied.status).toBe(200);
      expect(await exit).toBe(0);
      const stored = await watcher.query<{ n: number }>("select count(*)::int as n from actions where org_id = '6'");
      expect(stored.rows[0]!.n).toBe(5000);
      const serial = await watcher.query<{ serial: number }>("select serial from orgs where id = '6'");
      expect(serial.rows[0]!.serial).toBe(planned.body.data.serial + 1);
      // The pool is closed: no connection of the service is left on the database.
      const sessions = await watcher.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      expect(sessions.rows[0]!.n).toBe(0);
      await expect(fetch(`${service.url}/healthz`)).rejects.toThrow();
      const log = service.output();
      expect(log).toContain('"signal":"SIGTERM"');
      expect(log).toContain('"msg":"stopped"');
      expect(log).not.toMatch(/\bat .*\.(m?js|ts):\d+/);
    } finally {
      await watcher.end();
    }
  });
});
