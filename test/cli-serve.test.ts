// End-to-end: the operator's path with the binary alone — `capctl serve` on a free port,
// `capctl keys create` printing the key alone, then plan and apply over HTTP, then a clean stop.
import { startChildServer, stopChildServers, type ChildServer } from '@capctl/server/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAPCTL, Workspace } from './cli-fixture.js';

// Each test runs the binary several times; a busy CI machine needs more than the default.
vi.setConfig({ testTimeout: 120_000 });

let ws: Workspace;
let service: ChildServer;
let url: string;

beforeAll(async () => {
  ws = new Workspace();
  service = await startChildServer([CAPCTL, 'serve', '--port', '0', '--db', 'capacity.db', '--log-level', 'warn'], { cwd: ws.dir });
  url = service.url;
});

afterAll(async () => {
  await stopChildServers();
  ws.remove();
});

describe('capctl serve and keys create', () => {
  it('serves the API for a key made with keys create, and stops cleanly on SIGTERM', async () => {
    expect(service.output()).toMatch(/^capctl serve: listening on http:\/\/127\.0\.0\.1:\d+ \(database capacity\.db\); stop with Ctrl-C$/m);
    const created = await ws.run(['keys', 'create', '--create', '--db', 'capacity.db', '--org', '4', '--user', 'ci']);
    expect(created.code).toBe(0);
    expect(created.stderr).toBe('');
    expect(created.stdout).toMatch(/^\S{20,}\n$/);
    const env = { CAPACITY_URL: url, CAPACITY_API_KEY: created.stdout.trim(), CAPACITY_ORG: '4' };

    const dir = ws.withQuickstart();
    const applied = await ws.run(['apply', dir, '--auto-approve'], { env });
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toMatch(/Applied revision \S+: 8 created/);
    const listed = await ws.run(['revisions', 'list'], { env });
    expect(listed.stdout).toMatch(/^ID +STATUS +CHANGES +UPDATED +APPLIED BY\n\S+ +applied +\+8 ~0 -0 /);

    expect(await service.stop('SIGTERM')).toBe(0);
  });

  it('refuses an org id that is not digits', async () => {
    const r = await ws.run(['keys', 'create', '--create', '--db', 'capacity.db', '--org', 'acme']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('error: --org must be digits, got "acme"');
  });
});
