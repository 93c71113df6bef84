// End-to-end on PostgreSQL with the built binary: two `capctl serve` processes on one database
// behind no balancer but the test's round robin. Applies planned on one serial apply exactly once
// across both, a write through one is read through the other, kill -9 of one in the middle of a
// 5,000-action apply leaves all or nothing and the other serving, and no key means no start.
import { createApiKey } from '@capctl/server';
import {
  action, definitionWith, launchChildServer, startTestPostgres, stopChildServers, TEST_SECRET_KEY, webhook,
  type ChildExit, type ChildServer, type TestPostgres,
} from '@capctl/server/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAPCTL } from './cli-fixture.js';
import { callService as call } from './fixtures/serve-process.js';

vi.setConfig({ testTimeout: 120_000 });

const SECRET_KEY = TEST_SECRET_KEY.toString('base64');
let postgres: TestPostgres;

beforeAll(async () => {
  postgres = await startTestPostgres();
});
afterAll(async () => {
  await stopChildServers();
  await postgres?.stop();
});

/** Starts `capctl serve` and resolves with it once it listens, or with its exit when it stops first. */
function serve(args: readonly string[], env: Record<string, string | undefined>): Promise<ChildServer | ChildExit> {
  return launchChildServer([CAPCTL, 'serve', '--port', '0', '--log-level', 'warn', ...args], {
    env: { CAPACITY_SECRET_KEY: undefined, CAPACITY_DATABASE_URL: undefined, ...env },
  });
}

async function mustServe(args: readonly string[], env: Record<string, string | undefined> = {}): Promise<ChildServer> {
  const started = await serve(args, { CAPACITY_SECRET_KEY: SECRET_KEY, ...env });
  if (!('url' in started)) throw new Error(`serve exited with ${started.code}: ${started.output}`);
  return started;
}

describe('capctl serve on PostgreSQL', () => {
  it('refuses to start without CAPACITY_SECRET_KEY, saying how to make one', async () => {
    const database = await postgres.createDatabase();
    const started = await serve(['--database', database], {});
    expect('code' in started && started.code).toBe(1);
    const { output } = started as ChildExit;
    expect(output).toContain('CAPACITY_SECRET_KEY is not set: on PostgreSQL the service keeps no key file');
    expect(output).toContain('openssl rand -base64 32');
    expect(output).not.toContain('unexpected failure');
    expect(output).not.toMatch(/\bat .*\.(m?js|ts):\d+/);
  });

  it('names a database it cannot reach without its password, with the next step', async () => {
    const started = await serve(['--database', 'postgres://capctl:hunter2@127.0.0.1:1/capacity'], { CAPACITY_SECRET_KEY: SECRET_KEY });
    expect('code' in started && started.code).toBe(1);
    const { output } = started as ChildExit;
    expect(output).toMatch(/error: cannot reach the database postgres:\/\/\*\*\*@127\.0\.0\.1:1\/capacity \(ECONNREFUSED\)\nhint: check the host, port/);
    expect(output).not.toContain('hunter2');
    expect(output).not.toContain('unexpected failure');
  });

  it('two instances on one database: 20 applies planned on one serial apply once; a PATCH through one is read through the other', async () => {
    const database = await postgres.createDatabase();
    // One instance by flag, one by environment: both ways name the same database.
    const [first, second] = await Promise.all([
      mustServe(['--database', database, '--pool-size', '4']),
      mustServe(['--pool-size', '4'], { CAPACITY_DATABASE_URL: database }),
    ]);
    const [a, b] = [first.url, second.url];
    for (const base of [a, b]) {
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(200);
    }
    const { key } = await createApiKey({ db: database, org: '7', user: 'ci' });
    const instances = [a, b];
    const org = '/v1/orgs/7';

    const definitions = Array.from({ length: 20 }, (_, i) => definitionWith({
      actions: [action('shared', { destinations: ['ops'] }), action(`only-${i}`)],
      destinations: [webhook('ops', { config: { url: `https://hooks.example.com/${i}` } })],
    }));
    const planned = await Promise.all(definitions.map((definition, i) => call(instances[i % 2]!, key, 'POST', `${org}/config/revisions/`, { definition })));
    for (const p of planned) expect(p.status).toBe(200);
    const ids = planned.map((p) => p.body.data.id as string);
    expect(new Set(ids).size).toBe(20);
    const serial = planned[0]!.body.data.serial as number;
    for (const p of planned) expect(p.body.data.serial).toBe(serial);

    const applied = await Promise.all(ids.map((id, i) => call(instances[(i + 1) % 2]!, key, 'POST', `${org}/config/revisions/${id}/apply`)));
    const winners = applied.flatMap((r, i) => (r.status === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    const refused = applied.filter((r) => r.status === 409);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.body.errors[0].code).toBe('revision_stale');

    const winner = winners[0]!;
    for (const base of instances) {
      const state = await call(base, key, 'GET', `${org}/config/state`);
      expect(state.body.data.serial).toBe(serial + 1);
      expect(state.body.data.actions.map((x: { variant: string }) => x.variant).sort()).toEqual([`only-${winner}`, 'shared']);
    }
    const list = await call(b, key, 'GET', `${org}/config/revisions/?limit=50`);
    const statuses = list.body.data.items.map((r: { status: string }) => r.status);
    expect(statuses.filter((s: string) => s === 'applied')).toHaveLength(1);
    expect(statuses.filter((s: string) => s === 'stale')).toHaveLength(19);

    const destinations = await call(a, key, 'GET', `${org}/destinations/`);
    const id = destinations.body.data[0].id as string;
    expect((await call(b, key, 'GET', `${org}/destinations/${id}`)).body.data.config.url).toBe(`https://hooks.example.com/${winner}`);
    const patched = await call(a, key, 'PATCH', `${org}/destinations/${id}`, { config: { url: 'https://patched.example.com/' } });
    expect(patched.status).toBe(200);
    expect((await call(b, key, 'GET', `${org}/destinations/${id}`)).body.data.config.url).toBe('https://patched.example.com/');
  });

  it('kill -9 of an instance in the middle of a 5,000-action apply: all or nothing, and the other instance serves', async () => {
    const database = await postgres.createDatabase();
    const instanceA = await mustServe(['--database', database]);
    const a = instanceA.url;
    const b = (await mustServe(['--database', database])).url;
    const { key } = await createApiKey({ db: database, org: '8', user: 'ci' });
    const org = '/v1/orgs/8';
    const definition = definitionWith({ actions: Array.from({ length: 5000 }, (_, i) => action(`bulk-${String(i).padStart(4, '0')}`)) });
    const planned = await call(b, key, 'POST', `${org}/config/revisions/`, { definition });
    expect(planned.status).toBe(200);
    const id = planned.body.data.id as string;

    const watcher = new pg.Client({ connectionString: database });
    await watcher.connect();
    try {
      // The apply holds the org row from its first statement to its commit: while `nowait` cannot
      // take it, the apply is in flight, and that is when instance A is killed.
      const orgLocked = async () => {
        await watcher.query('begin');
        try {
          await watcher.query("select 1 from orgs where id = '8' for update nowait");
          return false;
        } catch (error) {
          if ((error as { code?: string }).code === '55P03') return true;
          throw error;
        } finally {
          await watcher.query('rollback');
        }
      };
      const applying = call(a, key, 'POST', `${org}/config/revisions/${id}/apply`).catch(() => 'cut off');
      let locked = false;
      for (let i = 0; i < 3000 && !locked; i++) locked = await orgLocked();
      expect(locked).toBe(true);
      await instanceA.stop('SIGKILL');
      expect(await applying).toBe('cut off');

      const state = await call(b, key, 'GET', `${org}/config/state`);
      expect(state.status).toBe(200);
      const { serial, actions } = state.body.data as { serial: number; actions: unknown[] };
      // All or nothing: no action at serial 0 (rolled back), or all 5,000 at serial 1 (committed just before the kill).
      expect([{ serial: 0, count: 0 }, { serial: 1, count: 5000 }]).toContainEqual({ serial, count: actions.length });
      const stored = await watcher.query<{ n: number }>("select count(*)::int as n from actions where org_id = '8'");
      expect(stored.rows[0]!.n).toBe(actions.length);
      // The revision is still planned after the rollback, so B applies it now.
      if (serial === 0) {
        const retried = await call(b, key, 'POST', `${org}/config/revisions/${id}/apply`);
        expect(retried.status).toBe(200);
        expect((await call(b, key, 'GET', `${org}/config/state`)).body.data.actions).toHaveLength(5000);
      }
    } finally {
      await watcher.end();
    }
  });
});
