// Several processes opening one new database at once (a SQLite file, a PostgreSQL database):
// `capctl serve` and `keys create` started together must all come up, each migration applied
// once, whoever wins the race.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { launchChildServer, startTestPostgres, stopChildServers, TEST_SECRET_KEY, type ChildExit, type ChildServer } from '@capctl/server/testing';
import { CAPCTL, Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 300_000 });

const ROUNDS = 10;
const KEY_MAKERS = 3;

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());
afterAll(() => stopChildServers());

/** Stops a service that came up; a line for `failures` when it did not. */
async function cameUp(server: ChildServer | ChildExit, what: string): Promise<string[]> {
  if (!('url' in server)) return [`${what}: serve exited ${server.code}: ${server.output}`];
  await server.stop('SIGTERM');
  return [];
}

describe('a new SQLite database opened by several processes at once', () => {
  it(`comes up in every one of ${ROUNDS} rounds of serve + ${KEY_MAKERS} keys create`, async () => {
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const db = `race-${round}/capacity.db`;
      ws.writeText(`race-${round}/.keep`, '');
      const served = launchChildServer([CAPCTL, 'serve', '--port', '0', '--db', db, '--log-level', 'warn'], { cwd: ws.dir });
      const keys = Array.from({ length: KEY_MAKERS }, (_, i) => ws.run(['keys', 'create', '--db', db, '--create', '--org', String(i + 1)]));
      // All started before any is awaited.
      failures.push(...await cameUp(await served, `round ${round}`));
      const made = await Promise.all(keys);
      for (const result of made) {
        if (result.code !== 0 || !/^[\w-]+\n$/.test(result.stdout)) failures.push(`round ${round}: keys create exited ${result.code}: ${result.stderr}`);
      }
      // Every key works in the database that came out: listed once each, orgs 1..n.
      const listed = await ws.run(['keys', 'list', '--db', db, '--format', 'json']);
      const orgs = (JSON.parse(listed.stdout) as { keys: { org_id: string }[] }).keys.map((k) => k.org_id).sort();
      if (orgs.join() !== Array.from({ length: KEY_MAKERS }, (_, i) => String(i + 1)).join()) failures.push(`round ${round}: keys ${orgs.join()}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('a new PostgreSQL database opened by several instances at once', () => {
  it('comes up in every one of 5 rounds of 3 serve + keys create', async () => {
    const postgres = await startTestPostgres();
    try {
      const env = { CAPACITY_SECRET_KEY: TEST_SECRET_KEY.toString('base64'), CAPACITY_DATABASE_URL: undefined };
      const failures: string[] = [];
      for (let round = 0; round < 5; round++) {
        const url = await postgres.createDatabase();
        const serving = Array.from({ length: 3 }, () => launchChildServer([CAPCTL, 'serve', '--port', '0', '--database', url, '--log-level', 'warn'], { env }));
        const key = ws.run(['keys', 'create', '--database', url, '--org', '1'], { env });
        // All started before any is awaited.
        for (const server of await Promise.all(serving)) failures.push(...await cameUp(server, `round ${round}`));
        const made = await key;
        if (made.code !== 0) failures.push(`round ${round}: keys create: ${made.stderr}`);
      }
      expect(failures).toEqual([]);
    } finally {
      await postgres.stop();
    }
  });
});
