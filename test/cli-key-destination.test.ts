// End-to-end, with the built binary: the API key goes only where the operator says, and the
// target is never a guess. A catching server on loopback records every request a hostile
// capctl.yaml or an edited saved plan would send it: it must receive none. A key with an empty
// URL is refused before a local database is made.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiKey, serve } from '@capctl/server';
import { smallDefinition, Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

interface Caught {
  readonly method: string | undefined;
  readonly url: string | undefined;
  readonly headers: IncomingHttpHeaders;
}

/** A server that answers 200 `{}` to anything and records what it was sent. */
async function catchingServer(): Promise<{ url: string; caught: Caught[]; close: () => Promise<void> }> {
  const caught: Caught[] = [];
  const server = createServer((request, response) => {
    caught.push({ method: request.method, url: request.url, headers: request.headers });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, caught, close: () => new Promise((done) => server.close(() => done())) };
}

const REVIEWER_KEY = 'reviewer-key-never-sent-5d2a';

let ws: Workspace;
let catcher: Awaited<ReturnType<typeof catchingServer>>;
let dataDir: string;
let serviceUrl: string;
let serviceKey: string;
let stopService: () => Promise<void>;

beforeAll(async () => {
  catcher = await catchingServer();
  dataDir = mkdtempSync(join(tmpdir(), 'capctl-key-'));
  const db = join(dataDir, 'capacity.db');
  ({ key: serviceKey } = await createApiKey({ db, org: '1', user: 'ci', role: 'apply' }));
  const running = await serve({ port: 0, host: '127.0.0.1', db, logLevel: 'silent' });
  serviceUrl = running.url;
  stopService = () => running.close();
});

afterAll(async () => {
  await catcher?.close();
  await stopService?.();
  rmSync(dataDir, { recursive: true, force: true });
});

// The servers are shared (nothing here writes to the service twice); the workspace is each test's own.
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

describe('a capctl.yaml inside the definition directory', () => {
  it('is an error naming it, under a capctl.yaml root or a git root, and the catching server receives nothing', async () => {
    ws.writeText('pr/capctl.yaml', `url: ${catcher.url}\n`);
    ws.writeDefinition('pr/capacity.yaml', smallDefinition());
    ws.writeText('repo/.git/HEAD', 'ref: refs/heads/main\n');
    ws.writeText('repo/capacity/capctl.yaml', `url: ${catcher.url}\nstate: /tmp/elsewhere.db\n`);
    ws.writeDefinition('repo/capacity/capacity.yaml', smallDefinition());
    const env = { CAPACITY_API_KEY: REVIEWER_KEY };
    for (const [args, shown] of [
      [['plan', 'pr'], 'pr/capctl.yaml'],
      [['apply', 'pr', '--auto-approve'], 'pr/capctl.yaml'],
      [['validate', 'pr/capacity.yaml'], 'pr/capctl.yaml'],
      [['plan', 'capacity'], 'capacity/capctl.yaml'],
    ] as const) {
      const r = await ws.run(args, { env, ...(args[1] === 'capacity' ? { cwd: 'repo' } : {}) });
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stderr).toContain(`error: ${shown} is inside the definition path`);
      expect(r.stderr).toContain('only the project root\'s capctl.yaml is read');
    }
    expect(catcher.caught).toEqual([]);
  });
});

describe('a saved plan made against a service', () => {
  it('is applied only to the URL the operator gives; an edited target is refused and nothing is sent there', async () => {
    ws.writeDefinition('svc/capacity.yaml', smallDefinition());
    const env = { CAPACITY_URL: serviceUrl, CAPACITY_API_KEY: serviceKey };
    const planned = await ws.run(['plan', 'svc', '--out', 'svc.plan.json'], { env });
    expect(planned.code, planned.stderr).toBe(0);
    const saved = JSON.parse(ws.read('svc.plan.json')) as { target: { where: string } };
    expect(saved.target.where).toBe(serviceUrl);
    ws.writeText('edited.plan.json', JSON.stringify({ ...saved, target: { ...saved.target, where: catcher.url } }));

    const keyOnly = await ws.run(['apply', 'edited.plan.json', '--auto-approve'], { env: { CAPACITY_API_KEY: REVIEWER_KEY } });
    expect(keyOnly.code).toBe(1);
    expect(keyOnly.stderr).toContain(`error: edited.plan.json was planned against the service at ${catcher.url}, but no service URL is given; capctl sends the API key only to a URL you give`);
    const otherUrl = await ws.run(['apply', 'edited.plan.json', '--auto-approve'], { env: { ...env, CAPACITY_API_KEY: REVIEWER_KEY } });
    expect(otherUrl.code).toBe(1);
    expect(otherUrl.stderr).toContain(`but the target given is ${serviceUrl}`);
    expect(catcher.caught).toEqual([]);

    // The plan as saved applies where the operator points.
    const applied = await ws.run(['apply', 'svc.plan.json', '--auto-approve'], { env });
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toContain('3 created');
  });

  it.each([
    ['a javascript: target', (p: Record<string, unknown>) => ({ ...p, target: { kind: 'http', where: 'javascript:alert(1)', org_id: '1' } }), 'its target is not an http(s) URL'],
    ['a target with user info', (p: Record<string, unknown>) => ({ ...p, target: { kind: 'http', where: 'http://u:hunter2@127.0.0.1:1', org_id: '1' } }), 'its target is not an http(s) URL'],
    ['an escape in the revision id', (p: Record<string, unknown>) => ({ ...p, revision_id: 'rev\u001b[2J' }), 'no revision id'],
    ['a huge lineage', (p: Record<string, unknown>) => ({ ...p, lineage: 'x'.repeat(10_000) }), 'no lineage'],
    ['an org that is not a number', (p: Record<string, unknown>) => ({ ...p, target: { kind: 'http', where: 'http://127.0.0.1:1', org_id: '1; rm' } }), 'its org is not a number'],
  ])('with %s is refused as damaged before any field is shown', async (_what, edit, why) => {
    const saved = {
      format: 'capctl-saved-plan/v2', target: { kind: 'http', where: serviceUrl, org_id: '1' }, lineage: 'a1b2',
      revision_id: '12', digest: '0'.repeat(64), created_at: '2026-01-01T00:00:00.000Z', plan: { steps: [] },
    };
    ws.writeText('damaged.plan.json', JSON.stringify(edit(saved)));
    const r = await ws.run(['apply', 'damaged.plan.json', '--auto-approve'], { env: { CAPACITY_URL: serviceUrl, CAPACITY_API_KEY: serviceKey } });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`error: damaged.plan.json is a damaged saved plan (${why})\nhint: make a new one with \`capctl plan DIR --out FILE\`\n`);
  });
});

describe('the target', () => {
  it('is never a guess: a key with an empty CAPACITY_URL, or CI=true alone, is refused and no local database is made', async () => {
    ws.writeText('bare/capctl.yaml', '# no url, no state\n');
    ws.writeDefinition('bare/defs/capacity.yaml', smallDefinition());
    const keyed = await ws.run(['apply', 'bare/defs', '--auto-approve'], { env: { CAPACITY_API_KEY: REVIEWER_KEY, CAPACITY_URL: '', CI: undefined } });
    expect(keyed.code).toBe(1);
    expect(keyed.stdout).toBe('');
    expect(keyed.stderr).toContain('error: CAPACITY_API_KEY is set but CAPACITY_URL is empty, so capctl will not guess between a service and a local state');
    expect(keyed.stderr).toContain('hint: give the service with --url or CAPACITY_URL (or `url:` in capctl.yaml), or name the local state with --state, CAPCTL_STATE or `state:` in capctl.yaml');
    const ci = await ws.run(['plan', 'bare/defs'], { env: { CI: 'true' } });
    expect(ci.code).toBe(1);
    expect(ci.stderr).toContain('error: CI=true is set but no service URL is given');
    expect(existsSync(ws.path('bare/.capctl'))).toBe(false);
    // Named local state is used as asked.
    const named = await ws.run(['plan', 'bare/defs', '--state', 'bare/named.db'], { env: { CI: 'true', CAPACITY_API_KEY: REVIEWER_KEY } });
    expect(named.code, named.stderr).toBe(0);
    expect(catcher.caught).toEqual([]);
  });
});

describe('a plan saved inside the definition directory', () => {
  it('is not read as a definition on the next plan: a note names it', async () => {
    ws.writeDefinition('own/capacity.yaml', smallDefinition());
    expect((await ws.run(['plan', 'own', '--out', 'own/plan.json'])).code).toBe(0);
    const again = await ws.run(['plan', 'own', '--format', 'json']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toBe('note: own/plan.json is a plan saved by capctl, not a definition: it is not read as one\n');
    const valid = await ws.run(['validate', 'own']);
    expect(valid.stdout).toBe('own is valid: 2 actions, 1 destination, 0 metrics sources, 0 queries, 0 sources in 1 file.\n');
    expect((await ws.run(['apply', 'own/plan.json', '--auto-approve'])).code).toBe(0);
  });
});
