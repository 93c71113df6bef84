// End-to-end: the PostgreSQL server restarts under two `capctl serve` processes while requests
// and a 3,000-action apply are in flight. Requests get 503 `unavailable` envelopes (no SQL, no
// stack), both instances recover by themselves, and the apply left all of it or nothing.
import { createApiKey } from '@capctl/server';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { action, definitionWith, type RestartablePostgres, startRestartablePostgres, TEST_SECRET_KEY } from '@capctl/server/testing';
import { callService as call, killServes, startServe, type ServiceAnswer as Answer } from './fixtures/serve-process.js';

vi.setConfig({ testTimeout: 180_000 });

let postgres: RestartablePostgres;
beforeAll(async () => {
  postgres = await startRestartablePostgres();
});
afterAll(async () => {
  killServes();
  await postgres?.stop();
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Nothing internal in a response or a log: no SQL, no driver text, no stack frame. */
const INTERNAL = /\b(select|insert into|update \w+ set|delete from)\b|terminating connection|Connection terminated|\bat .*\.(m?js|ts):\d+/i;

describe('a PostgreSQL restart under two instances', () => {
  it('answers 503 unavailable while it is down, recovers by itself, and leaves nothing half-written', async () => {
    const database = await postgres.createDatabase();
    const args = ['--database', database, '--pool-size', '4', '--log-level', 'warn'];
    const env = { CAPACITY_SECRET_KEY: TEST_SECRET_KEY.toString('base64') };
    const [a, b] = await Promise.all([startServe(args, env), startServe(args, env)]);
    const { key } = await createApiKey({ db: database, org: '9', user: 'ci' });
    const org = '/v1/orgs/9';
    const definition = definitionWith({ actions: Array.from({ length: 3000 }, (_, i) => action(`bulk-${String(i).padStart(4, '0')}`)) });
    const planned = await call(a.url, key, 'POST', `${org}/config/revisions/`, { definition });
    expect(planned.status).toBe(200);
    const { id, serial } = (JSON.parse(planned.text) as { data: { id: string; serial: number } }).data;

    // Traffic on both instances for the whole test.
    const answers: Answer[] = [];
    let traffic = true;
    // Settled when the traffic itself has met the outage: the server stays down until then.
    let sawOutage = () => undefined as void;
    const trafficSawOutage = new Promise<void>((done) => (sawOutage = done));
    const load = [a.url, b.url].map(async (base) => {
      while (traffic) {
        const answer = await call(base, key, 'GET', `${org}/settings/domain`).catch((error: Error) => ({ status: -1, text: error.message, body: undefined }));
        answers.push(answer);
        if (answer.status === 503) sawOutage();
        await sleep(10);
      }
    });

    const watcher = new pg.Client({ connectionString: database });
    watcher.on('error', () => undefined);
    await watcher.connect();
    const applying = call(b.url, key, 'POST', `${org}/config/revisions/${id}/apply`);
    // The apply holds the org row from its first statement to its commit: then the server goes down.
    let locked = false;
    for (let i = 0; i < 3000 && !locked; i++) {
      await watcher.query('begin');
      locked = await watcher.query("select 1 from orgs where id = '9' for update nowait").then(() => false, (error: { code?: string }) => error.code === '55P03');
      await watcher.query('rollback');
    }
    expect(locked).toBe(true);
    postgres.stopServer();
    const apply = await applying;

    const down: Answer[] = [];
    for (const base of [a.url, b.url]) {
      down.push(await call(base, key, 'GET', `${org}/config/state`), await call(base, key, 'GET', '/readyz'));
    }
    await trafficSawOutage;
    postgres.startServer();

    // Both recover without a restart of their own.
    for (const base of [a.url, b.url]) {
      let ready = 0;
      for (let i = 0; i < 300 && ready !== 200; i++) {
        ready = (await fetch(`${base}/readyz`)).status;
        if (ready !== 200) await sleep(100);
      }
      expect(ready).toBe(200);
      expect((await call(base, key, 'GET', `${org}/settings/domain`)).status).toBe(200);
    }
    traffic = false;
    await Promise.all(load);

    for (const answer of down) {
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.text)).toEqual({ data: null, errors: [{ code: 'unavailable', message: expect.any(String) }] });
    }
    // The apply either committed before the stop, or was cut off with a 503 and rolled back.
    expect([200, 503]).toContain(apply.status);
    const seen = new Set(answers.map((x) => x.status));
    expect([...seen].every((s) => s === 200 || s === 503)).toBe(true);
    expect(seen.has(503)).toBe(true);
    for (const answer of [...answers, ...down, apply]) expect(answer.text).not.toMatch(INTERNAL);
    for (const instance of [a, b]) expect(instance.output()).not.toMatch(INTERNAL);

    const state = JSON.parse((await call(a.url, key, 'GET', `${org}/config/state`)).text) as { data: { serial: number; actions: unknown[] } };
    const check = new pg.Client({ connectionString: database });
    await check.connect();
    try {
      const stored = await check.query<{ n: number }>("select count(*)::int as n from actions where org_id = '9'");
      const revision = await check.query<{ status: string }>('select status from config_revisions where id = $1', [id]);
      if (apply.status === 200) {
        expect({ serial: state.data.serial, count: state.data.actions.length, stored: stored.rows[0]!.n, status: revision.rows[0]!.status })
          .toEqual({ serial: serial + 1, count: 3000, stored: 3000, status: 'applied' });
      } else {
        expect({ serial: state.data.serial, count: state.data.actions.length, stored: stored.rows[0]!.n, status: revision.rows[0]!.status })
          .toEqual({ serial, count: 0, stored: 0, status: 'planned' });
        // Nothing half-done blocks it: the same revision applies now, through the other instance.
        expect((await call(a.url, key, 'POST', `${org}/config/revisions/${id}/apply`)).status).toBe(200);
        expect((await check.query<{ n: number }>("select count(*)::int as n from actions where org_id = '9'")).rows[0]!.n).toBe(3000);
      }
    } finally {
      await check.end();
      await watcher.end().catch(() => undefined);
    }
  });
});
