// End-to-end: `capctl keys create|list|revoke` with the built binary, and a running
// `capctl serve` refusing a revoked key and seeing a new one without a restart.
import { existsSync, readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import type { ChildServer } from '@capctl/server/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOT, Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

const addFormats = ((formats as unknown as { default?: unknown }).default ?? formats) as unknown as typeof formats.default;
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats(ajv, ['date-time']);
const validateList = ajv.compile(JSON.parse(readFileSync(`${ROOT}/schemas/keys-list.schema.json`, 'utf8')) as object);

// A workspace (and so its databases) per test.
let ws: Workspace;

beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

interface ListedKey {
  readonly id: string;
  readonly org_id: string;
  readonly user: string;
  readonly role: string;
  readonly name: string;
  readonly expires_at: string | null;
  readonly created_at: string;
  readonly status: string;
}

async function listJson(db: string, ...extra: string[]): Promise<ListedKey[]> {
  const r = await ws.run(['keys', 'list', '--db', db, '--format', 'json', ...extra]);
  expect(r.code, r.stderr).toBe(0);
  const parsed = JSON.parse(r.stdout) as { keys: ListedKey[] };
  expect(validateList(parsed), JSON.stringify(validateList.errors)).toBe(true);
  return parsed.keys;
}

describe('capctl keys', () => {
  it('creates a key in a new database (--create) in a directory that exists, for --org or CAPACITY_ORG, with role, name and expiry', async () => {
    const db = 'sub/dir/x.db';
    ws.writeText('sub/dir/.keep', '');
    const plan = await ws.run(['keys', 'create', '--create', '--db', db, '--org', '5', '--role', 'plan', '--name', 'pull requests', '--expires-in', '30d']);
    expect(plan.code, plan.stderr).toBe(0);
    expect(plan.stderr).toBe('');
    expect(plan.stdout).toMatch(/^cap_[A-Za-z0-9_-]{43}\n$/);
    expect(existsSync(ws.path(db))).toBe(true);
    const fromEnv = await ws.run(['keys', 'create', '--create', '--db', db, '--user', 'ci'], { env: { CAPACITY_ORG: '6' } });
    expect(fromEnv.code, fromEnv.stderr).toBe(0);

    const keys = await listJson(db);
    expect(keys.map((k) => [k.org_id, k.user, k.role, k.name, k.status])).toEqual([
      ['5', 'admin', 'plan', 'pull requests', 'active'],
      ['6', 'ci', 'apply', '', 'active'],
    ]);
    const first = keys[0] as ListedKey;
    expect(Date.parse(first.expires_at ?? '') - Date.parse(first.created_at)).toBe(30 * 86_400_000);
    expect((await listJson(db, '--org', '6')).map((k) => k.user)).toEqual(['ci']);

    const text = await ws.run(['keys', 'list', '--db', db]);
    expect(text.stdout).toMatch(/^ID +ORG +USER +ROLE +NAME +CREATED +LAST USED +EXPIRES +STATUS\n/);
    expect(text.stdout).toContain('pull requests');
    for (const output of [text.stdout, JSON.stringify(keys)]) {
      expect(output).not.toContain(plan.stdout.trim());
      expect(output).not.toContain(fromEnv.stdout.trim());
    }
  });

  it('says what is wrong with its input, never "unexpected failure", and changes nothing', async () => {
    const cases: [string[], RegExp][] = [
      [['keys', 'create', '--create', '--db', 'k.db'], /error: no org given for the key\nhint: pass --org ID or set CAPACITY_ORG/],
      [['keys', 'create', '--create', '--db', 'k.db', '--org', '1', '--role', 'owner'], /error: --role must be plan, apply or admin, got "owner"/],
      [['keys', 'create', '--create', '--db', 'k.db', '--org', '1', '--expires-in', 'soon'], /error: --expires-in must be a duration like 90m/],
      [['keys', 'list', '--db', 'missing/k.db'], /error: there is no database at missing\/k.db\nhint: pass --db/],
      [['keys', 'revoke', 'nope', '--db', 'missing/k.db'], /error: there is no database at missing\/k.db/],
    ];
    for (const [args, message] of cases) {
      const r = await ws.run(args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toContain('unexpected failure');
    }
    expect(existsSync(ws.path('k.db'))).toBe(false);
    expect(existsSync(ws.path('missing'))).toBe(false);
  });

  it('revokes by id; a second revoke says so; an unknown id is an error', async () => {
    await ws.run(['keys', 'create', '--create', '--db', 'r.db', '--org', '1']);
    const [key] = await listJson('r.db');
    const revoked = await ws.run(['keys', 'revoke', key?.id ?? '', '--db', 'r.db']);
    expect(revoked.stdout).toBe(`revoked key ${key?.id}; a running service refuses it within a second\n`);
    expect((await ws.run(['keys', 'revoke', key?.id ?? '', '--db', 'r.db'])).stdout).toBe(`key ${key?.id} was already revoked\n`);
    expect((await listJson('r.db')).map((k) => k.status)).toEqual(['revoked']);
    const unknown = await ws.run(['keys', 'revoke', 'nope', '--db', 'r.db']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('error: there is no key nope in r.db');
  });
});

describe('a running capctl serve', () => {
  let service: ChildServer;
  let url: string;

  beforeEach(async () => {
    service = await ws.serve('live.db');
    ({ url } = service);
  });
  afterEach(() => service.stop());

  const status = async (key: string, org = '3') =>
    (await fetch(`${url}/v1/orgs/${org}/config/state`, { headers: { 'x-service-auth': key } })).status;

  /** Polls until `check` holds; a generous bound ends the wait on a stuck service (a failure, not a measurement). */
  async function eventually(check: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 1_500; i++) {
      if (await check()) return;
      await new Promise((done) => setTimeout(done, 20));
    }
    throw new Error('the service never refused the key');
  }

  it('accepts a key made while it runs, refuses it after keys revoke without a restart, and keeps the org scope', async () => {
    const key = (await ws.run(['keys', 'create', '--create', '--db', 'live.db', '--org', '3', '--role', 'plan'])).stdout.trim();
    expect(await status(key)).toBe(200);
    expect(await status(key, '4')).toBe(404);
    const [listed] = await listJson('live.db');
    const revoked = await ws.run(['keys', 'revoke', listed?.id ?? '', '--db', 'live.db']);
    expect(revoked.code, revoked.stderr).toBe(0);
    await eventually(async () => (await status(key)) === 401);
    const used = (await listJson('live.db'))[0];
    expect(used?.status).toBe('revoked');
  });

  it('refuses a key once it has expired, without a restart', async () => {
    // Long enough that the first request comes before the expiry even on a slow machine.
    const key = (await ws.run(['keys', 'create', '--create', '--db', 'live.db', '--org', '3', '--expires-in', '10s'])).stdout.trim();
    expect(await status(key)).toBe(200);
    await eventually(async () => (await status(key)) === 401);
    expect((await listJson('live.db', '--org', '3')).at(-1)?.status).toBe('expired');
  });
});

describe('a --db that is not a database file', () => {
  it('is a mistake the message explains, not an unexpected failure', async () => {
    ws.writeText('notadb.db', 'hello\n');
    ws.writeText('adir/keep', '');
    const cases: [string[], RegExp][] = [
      [['keys', 'create', '--create', '--db', 'notadb.db', '--org', '1'], /error: cannot open the database: the file is not a capctl database\nhint: pass the database file/],
      [['keys', 'create', '--create', '--db', 'adir', '--org', '1'], /error: cannot open the database: the path is not a file that can be opened\nhint: pass the path of a database file \(not a directory\)/],
      [['keys', 'list', '--db', 'notadb.db'], /error: cannot open the database: the file is not a capctl database/],
    ];
    for (const [args, message] of cases) {
      const r = await ws.run(args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toContain('unexpected failure');
    }
    expect(ws.read('notadb.db')).toBe('hello\n');
  });
});
