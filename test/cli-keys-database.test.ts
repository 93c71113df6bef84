// End-to-end: `capctl keys create|list|revoke --database URL|PATH` (and CAPACITY_DATABASE_URL) on
// both engines, with the built binary; a `capctl serve` on the same database takes and refuses the key.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_ENGINES, TEST_SECRET_KEY, useTestDatabases } from '@capctl/server/testing';
import { Workspace } from './cli-fixture.js';
import { killServes, startServe } from './fixtures/serve-process.js';

vi.setConfig({ testTimeout: 120_000 });

const databases = useTestDatabases();
const SECRET_KEY = TEST_SECRET_KEY.toString('base64');
let ws: Workspace;

beforeAll(() => {
  ws = new Workspace();
});
afterAll(async () => {
  await killServes();
  ws.remove();
});

async function serve(database: string): Promise<string> {
  return (await startServe(['--log-level', 'warn', '--database', database], { CAPACITY_SECRET_KEY: SECRET_KEY }, ws.dir)).url;
}

interface ListedKey { readonly id: string; readonly org_id: string; readonly user: string; readonly role: string; readonly status: string }

describe.each(TEST_ENGINES)('capctl keys on %s', (engine) => {
  it('create, list and revoke by --database or CAPACITY_DATABASE_URL; serve takes the key, then refuses it', async () => {
    const database = await databases.location(engine);
    const byFlag = await ws.run(['keys', 'create', '--create', '--database', database, '--org', '4', '--role', 'plan']);
    expect(byFlag.code, byFlag.stderr).toBe(0);
    expect(byFlag.stdout).toMatch(/^cap_[A-Za-z0-9_-]{43}\n$/);
    const byEnv = await ws.run(['keys', 'create', '--create', '--org', '5', '--user', 'ci'], { env: { CAPACITY_DATABASE_URL: database } });
    expect(byEnv.code, byEnv.stderr).toBe(0);

    const list = async (args: string[], env: Record<string, string> = {}) => {
      const r = await ws.run(['keys', 'list', '--format', 'json', ...args], { env });
      expect(r.code, r.stderr).toBe(0);
      return (JSON.parse(r.stdout) as { keys: ListedKey[] }).keys;
    };
    const keys = await list(['--database', database]);
    expect(keys.map((k) => [k.org_id, k.user, k.role, k.status])).toEqual([['4', 'admin', 'plan', 'active'], ['5', 'ci', 'apply', 'active']]);
    expect((await list(['--org', '5'], { CAPACITY_DATABASE_URL: database })).map((k) => k.user)).toEqual(['ci']);
    if (engine === 'sqlite') expect((await list(['--db', database])).length).toBe(2);

    const base = await serve(database);
    const key = byFlag.stdout.trim();
    const status = async () => (await fetch(`${base}/v1/orgs/4/config/state`, { headers: { 'x-service-auth': key } })).status;
    expect(await status()).toBe(200);
    const id = keys[0]!.id;
    const revoked = await ws.run(['keys', 'revoke', id, '--database', database]);
    expect(revoked.stdout).toBe(`revoked key ${id}; a running service refuses it within a second\n`);
    const again = await ws.run(['keys', 'revoke', id], { env: { CAPACITY_DATABASE_URL: database } });
    expect(again.stdout).toBe(`key ${id} was already revoked\n`);
    let refused = false;
    // Polls until the key is refused (the service's cache keeps it for up to a second); the bound
    // only ends the wait on a stuck service, far beyond that second on a loaded machine.
    for (let i = 0; i < 1_500 && !refused; i++) {
      refused = (await status()) === 401;
      if (!refused) await new Promise((done) => setTimeout(done, 20));
    }
    expect(refused).toBe(true);
    expect((await list(['--database', database])).map((k) => k.status)).toEqual(['revoked', 'active']);
  });
});

describe('capctl keys: which database', () => {
  it('needs one, refuses two, and names an unreachable PostgreSQL without its password', async () => {
    const cases: [string[], RegExp][] = [
      [['keys', 'list'], /error: no database given for the keys\nhint: pass --database with the URL or file the service uses/],
      [['keys', 'create', '--create', '--org', '1'], /error: no database given for the keys/],
      [['keys', 'list', '--db', 'a.db', '--database', 'b.db'], /error: --db and --database both name the database; give one of them/],
      [['keys', 'list', '--database', 'postgres://capctl:hunter2@127.0.0.1:1/capacity'],
        /error: cannot reach the database postgres:\/\/\*\*\*@127\.0\.0\.1:1\/capacity \(ECONNREFUSED\)\nhint: check the host, port/],
      [['keys', 'revoke', 'x', '--database', 'missing/k.db'], /error: there is no database at missing\/k.db/],
    ];
    for (const [args, message] of cases) {
      const r = await ws.run(args, { env: { CAPACITY_DATABASE_URL: undefined } });
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toContain('hunter2');
      expect(r.stderr).not.toContain('unexpected failure');
    }
  });
});
