// End-to-end: `capctl credentials create|list|update` with the built binary, embedded and over
// HTTP. The secret comes from standard input or named environment variables, never argv; it
// is never printed, never listed, and not stored in the clear.
import { existsSync, readFileSync } from 'node:fs';
import type { ChildServer } from '@capctl/server/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Workspace, type RunResult } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

const FIRST = 'tok-Secret-First-0001';
const SECOND = 'tok-Secret-Second-0002';

// A workspace (local state, service database) per test.
let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

function expectNoSecret(...results: RunResult[]): void {
  for (const r of results) for (const secret of [FIRST, SECOND]) expect(`${r.stdout}${r.stderr}`).not.toContain(secret);
}

interface ListedCredential {
  readonly id: string;
  readonly label: string;
  readonly version: number;
  readonly metadata: Record<string, unknown>;
}

async function listed(env: Record<string, string> = {}): Promise<ListedCredential[]> {
  const r = await ws.run(['credentials', 'list', '--format', 'json'], { env });
  expect(r.code, r.stderr).toBe(0);
  expectNoSecret(r);
  return JSON.parse(r.stdout) as ListedCredential[];
}

describe('capctl credentials, embedded', () => {
  it('creates from standard input, lists without the secret, and updates from a named variable', async () => {
    const created = await ws.run(
      ['credentials', 'create', '--label', 'hooks', '--type', 'token', '--provider', 'webhook', '--metadata', '{"team":"pay"}', '--secret-stdin'],
      { input: JSON.stringify({ API_TOKEN: FIRST }) },
    );
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/^Created credential hooks \(id [0-9a-f-]{36}, version 1\)\n$/);
    expect(await listed()).toMatchObject([{ label: 'hooks', version: 1, metadata: { team: 'pay' } }]);

    const updated = await ws.run(['credentials', 'update', 'hooks', '--secret-env', 'API_TOKEN', '--metadata', '{"team":null,"tier":"gold"}'], { env: { API_TOKEN: SECOND } });
    expect(updated.code, updated.stderr).toBe(0);
    expect(updated.stdout).toMatch(/^Updated credential hooks \(id [0-9a-f-]{36}, version 2\)\n$/);
    const [credential] = await listed();
    expect(credential).toMatchObject({ label: 'hooks', version: 2, metadata: { tier: 'gold' } });
    expect(JSON.stringify(credential)).not.toMatch(/secret|API_TOKEN/i);

    const text = await ws.run(['credentials', 'list']);
    expect(text.stdout).toMatch(/^LABEL +ID +TYPE +PROVIDER +VERSION +EXPIRES +UPDATED\nhooks +[0-9a-f-]{36} +token +webhook +2 +never /);
    expectNoSecret(created, updated, text);

    for (const file of ['.capctl/state.db', '.capctl/state.db-wal']) {
      if (!existsSync(ws.path(file))) continue;
      const bytes = readFileSync(ws.path(file)).toString('latin1');
      for (const secret of [FIRST, SECOND]) expect(bytes).not.toContain(secret);
    }
  });

  it('refuses a secret on the command line, a missing variable and bad input, changing nothing', async () => {
    const created = await ws.run(['credentials', 'create', '--label', 'hooks', '--type', 'token', '--provider', 'webhook', '--secret-stdin'], { input: JSON.stringify({ API_TOKEN: FIRST }) });
    expect(created.code, created.stderr).toBe(0);
    const cases: [string[], string, RegExp][] = [
      [['credentials', 'create', '--label', 'x', '--type', 't', '--provider', 'p', '--secret', FIRST], '', /error: unknown option '--secret'/],
      [['credentials', 'create', '--label', 'x', '--type', 't', '--provider', 'p', '--secret-env', 'NOT_SET_ANYWHERE'], '', /error: environment variable NOT_SET_ANYWHERE \(named by --secret-env\) is not set/],
      [['credentials', 'create', '--label', 'x', '--type', 't', '--provider', 'p', '--secret-stdin'], FIRST, /error: standard input is not JSON/],
      [['credentials', 'create', '--label', 'x', '--type', 't', '--provider', 'p', '--secret-stdin'], '{"A": 1}', /error: secret field "A" must be a string/],
      [['credentials', 'update', 'hooks'], '', /error: nothing to update/],
      [['credentials', 'update', 'nope', '--label', 'y'], '', /error: credential nope was not found at .capctl\/state.db \(org 1\)\nhint: list the credentials of this org with `capctl credentials list`/],
    ];
    for (const [args, input, message] of cases) {
      const r = await ws.run(args, { input });
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toContain(FIRST);
    }
    expect((await listed()).map((c) => [c.label, c.version])).toEqual([['hooks', 1]]);
  });
});

describe('capctl credentials over HTTP', () => {
  let service: ChildServer;
  let url: string;

  beforeEach(async () => {
    ws.writeText('svc/.keep', '');
    service = await ws.serve('svc/capacity.db', 'info');
    ({ url } = service);
  });
  afterEach(() => service.stop());

  it('creates and updates with an apply key; a plan key lists but may not create', async () => {
    const key = async (role: string) => (await ws.run(['keys', 'create', '--create', '--db', 'svc/capacity.db', '--org', '9', '--role', role])).stdout.trim();
    const apply = { CAPACITY_URL: url, CAPACITY_API_KEY: await key('apply'), CAPACITY_ORG: '9' };
    const plan = { ...apply, CAPACITY_API_KEY: await key('plan') };

    const created = await ws.run(['credentials', 'create', '--label', 'prom', '--type', 'basic', '--provider', 'prometheus', '--secret-env', 'PASSWORD=PROM_PW', '--format', 'json'], { env: { ...apply, PROM_PW: FIRST } });
    expect(created.code, created.stderr).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ label: 'prom', org_id: '9', version: 1 });
    const refused = await ws.run(['credentials', 'create', '--label', 'other', '--type', 't', '--provider', 'p', '--secret-stdin'], { env: plan, input: JSON.stringify({ T: SECOND }) });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/error: .* refused this change: this key has the plan role/);
    expect(refused.stderr).toContain('hint: plan keys may read and plan only');
    const updated = await ws.run(['credentials', 'update', 'prom', '--secret-stdin'], { env: apply, input: JSON.stringify({ PASSWORD: SECOND }) });
    expect(updated.stdout).toMatch(/version 2\)\n$/);
    expect((await listed(plan)).map((c) => [c.label, c.version])).toEqual([['prom', 2]]);
    expectNoSecret(created, refused, updated);
    expect(service.output()).toContain('request completed');
    for (const secret of [FIRST, SECOND]) expect(service.output()).not.toContain(secret);
  });
});
