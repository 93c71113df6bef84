// End-to-end: the binary in HTTP mode against a real service on 127.0.0.1 (started with the
// service package's `serve`): plan and apply with a key, a wrong key, an unreachable URL. The
// service is shared; each test has its own workspace and, where it writes, its own org.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiKey, serve } from '@capctl/server';
import { smallDefinition, Workspace } from './cli-fixture.js';

// Each test runs the binary several times; a busy CI machine needs more than the default.
vi.setConfig({ testTimeout: 120_000 });

/** A port nothing listens on: bound once by the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

let ws: Workspace;
let dataDir: string;
let db: string;
let url: string;
let key: string;
let stop: () => Promise<void>;
let lastOrg = 100;

/** A new org with a key of its own, and the environment that targets it. */
async function newOrg(): Promise<{ org: string; env: Record<string, string> }> {
  const org = String(++lastOrg);
  const created = await createApiKey({ db, org, user: 'ci' });
  return { org, env: { CAPACITY_URL: url, CAPACITY_API_KEY: created.key, CAPACITY_ORG: org } };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'capctl-http-'));
  db = join(dataDir, 'capacity.db');
  ({ key } = await createApiKey({ db, org: '7', user: 'ci' }));
  const running = await serve({ port: 0, host: '127.0.0.1', db, logLevel: 'silent' });
  url = running.url;
  stop = () => running.close();
});

afterAll(async () => {
  await stop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

describe('capctl against the service over HTTP', () => {
  it('plans and applies with CAPACITY_URL, CAPACITY_API_KEY and CAPACITY_ORG', async () => {
    const dir = ws.withQuickstart();
    const { env } = await newOrg();
    const planned = await ws.run(['plan', dir, '--detailed-exitcode'], { env });
    expect(planned.stderr).toBe('');
    expect(planned.code).toBe(2);
    const applied = await ws.run(['apply', dir, '--auto-approve'], { env });
    expect(applied.code, applied.stderr).toBe(0);
    const again = await ws.run(['plan', dir, '--detailed-exitcode'], { env });
    expect(again.code).toBe(0);
    // Nothing was written to a local embedded state.
    expect((await ws.run(['plan', dir, '--detailed-exitcode'])).code).toBe(2);
  });

  it('exits 1 with a message about the key when the key is wrong', async () => {
    const dir = ws.withQuickstart('wrong-key');
    const r = await ws.run(['plan', dir], { env: { CAPACITY_URL: url, CAPACITY_API_KEY: 'not-a-real-key', CAPACITY_ORG: '7' } });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`error: the API key was refused by ${url}`);
    expect(r.stderr).toContain('hint: check CAPACITY_API_KEY');
    expect(r.stderr).not.toContain('not-a-real-key');
  });

  it('answers 404 for an org the key may not see, naming the org', async () => {
    const dir = ws.withQuickstart('other-org');
    const r = await ws.run(['plan', dir, '--org', '8'], { env: { CAPACITY_URL: url, CAPACITY_API_KEY: key } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('(org 8)');
    expect(r.stderr).toContain('hint: check --org/CAPACITY_ORG');
  });

  it('says how to fix an unreachable URL', async () => {
    const dir = ws.withQuickstart('unreachable');
    const closed = await closedPort();
    const r = await ws.run(['plan', dir, '--url', `http://127.0.0.1:${closed}`], { env: { CAPACITY_API_KEY: key } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`error: could not reach http://127.0.0.1:${closed}: connection refused. Is the service running? Check --url/CAPACITY_URL`);
    expect(r.stderr).toContain(`hint: start it with \`capctl serve --port ${closed} --db capacity.db\` to serve http://127.0.0.1:${closed}`);
  });

  it('names a remote URL that cannot be reached instead of suggesting a local port', async () => {
    const dir = ws.withQuickstart('unreachable-remote');
    const r = await ws.run(['plan', dir, '--url', 'http://capacity.invalid:8443'], { env: { CAPACITY_API_KEY: key } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('hint: check that the service at http://capacity.invalid:8443 is up and that --url/CAPACITY_URL is right');
    expect(r.stderr).not.toContain('capctl serve --port');
  });

  it('says the URL may be wrong when its path is not the service\'s, not to check the org', async () => {
    const dir = ws.withQuickstart('wrong-path');
    const r = await ws.run(['plan', dir, '--url', `${url}/api`], { env: { CAPACITY_API_KEY: key, CAPACITY_ORG: '7' } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`error: ${url}/api has no such API path (HTTP 404)`);
    expect(r.stderr).toContain('hint: the URL may be wrong: --url/CAPACITY_URL must be the service\'s base address');
    expect(r.stderr).not.toContain('--org');
  });

  it('shows a credential change by label, under `credential`, in every format', async () => {
    const { org, env } = await newOrg();
    const ids: string[] = [];
    for (const label of ['hooks-old', 'hooks-new']) {
      const created = await fetch(`${url}/v1/orgs/${org}/credentials/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-service-auth': env.CAPACITY_API_KEY as string },
        body: JSON.stringify({ label, type: 'bearer', provider: 'webhook' }),
      });
      expect(created.status).toBe(200);
      ids.push(((await created.json()) as { data: { id: string } }).data.id);
    }
    const withCredential = (credential: string) => {
      const definition = smallDefinition({ refund: false });
      const [hook] = definition.resources?.destinations ?? [];
      return { ...definition, resources: { destinations: [{ ...hook, label: 'cred-hook', credential }] }, actions: [] };
    };
    ws.writeDefinition('creds/capacity.yaml', withCredential('hooks-old') as never);
    expect((await ws.run(['apply', 'creds', '--auto-approve'], { env })).code).toBe(0);
    ws.writeDefinition('creds/capacity.yaml', withCredential('hooks-new') as never);

    const text = await ws.run(['plan', 'creds'], { env });
    expect(text.stdout).toContain('      credential: "hooks-old" → "hooks-new"\n');
    const markdown = await ws.run(['plan', 'creds', '--format', 'markdown'], { env });
    expect(markdown.stdout).toContain('| ~ | destination | cred-hook |  | credential |');
    expect(markdown.stdout).toContain('+  "credential": "hooks-new",');
    const json = await ws.run(['plan', 'creds', '--format', 'json'], { env });
    const step = (JSON.parse(json.stdout) as { steps: { name: string; credential?: unknown; after?: { credential_id?: string } }[] }).steps[0];
    expect(step?.credential).toEqual({ before: 'hooks-old', after: 'hooks-new' });
    expect(step?.after?.credential_id).toBe(ids[1]);
    for (const output of [text.stdout, markdown.stdout]) {
      for (const id of ids) expect(output).not.toContain(id);
    }
  });

  it('places a problem only the service finds at file:line:column by the entry\'s pointer, ~0 escape included', async () => {
    const { env } = await newOrg();
    // `(sensitive)` keeps a stored value; this org stores none for `x~token`, which only the service knows.
    ws.writeText('placeholder/capacity.yaml', [
      'resources:',
      '  destinations:',
      '    - label: placeholder-hook',
      '      type: webhook',
      '      config:',
      '        url: https://hooks.example.com/p',
      '        headers:',
      '          x~token: (sensitive)',
      '',
    ].join('\n'));
    expect((await ws.run(['validate', 'placeholder'])).code).toBe(0);
    const r = await ws.run(['plan', 'placeholder'], { env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error: 1 problem in placeholder against the current state:');
    expect(r.stderr).toMatch(/placeholder\/capacity\.yaml:8:20: destination "placeholder-hook" header `x~token` is the placeholder \(sensitive\).* \(\/resources\/destinations\/0\/config\/headers\/x~0token\)\n/);
  });

  it('needs CAPACITY_API_KEY when a URL is given', async () => {
    const dir = ws.withQuickstart('no-key');
    const r = await ws.run(['plan', dir], { env: { CAPACITY_URL: url } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error: CAPACITY_API_KEY is not set');
  });
});
