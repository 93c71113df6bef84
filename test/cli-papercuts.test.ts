// End-to-end checks of small things a new user meets first: the export hint carries the flags
// that make it true, `serve` prints the address it really listens on and logs in the chosen
// format, and `fmt` names every file it rewrote.
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPCTL, Workspace } from './cli-fixture.js';

// Each test runs the binary several times; a busy CI machine needs more than the default.
vi.setConfig({ testTimeout: 120_000 });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

describe('capctl export', () => {
  it('prints a plan command with the --org it exported from, and that command shows no changes', async () => {
    const dir = ws.withQuickstart();
    expect((await ws.run(['apply', dir, '--org', '7', '--auto-approve'])).code).toBe(0);
    const exported = await ws.run(['export', '--org', '7', '--out', 'exported/capacity.yaml']);
    expect(exported.code).toBe(0);
    expect(exported.stderr).toBe('Wrote exported/capacity.yaml; `capctl plan exported/capacity.yaml --org 7` shows no changes.\n');

    const command = /`capctl (plan [^`]+)`/.exec(exported.stderr)?.[1]?.split(' ') ?? [];
    const planned = await ws.run([...command, '--detailed-exitcode']);
    expect(planned.stderr).toBe('');
    expect(planned.code).toBe(0);
    expect(planned.stdout).toBe('No changes. The state matches the definition (8 unchanged).\n');
  });
});

interface Served {
  readonly child: ChildProcessWithoutNullStreams;
  readonly banner: string;
  readonly port: string;
  stdout(): string;
}

/** Starts `capctl serve` with `args` (stdout a pipe) and resolves once it prints its banner. */
function startServe(args: readonly string[]): Promise<Served> {
  const child = spawn(process.execPath, [CAPCTL, 'serve', '--port', '0', '--db', 'capacity.db', ...args], { cwd: ws.dir });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  return new Promise((done, fail) => {
    let text = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      text += d;
      const match = /^capctl serve: listening on .*:(\d+)\b.*$/m.exec(text);
      if (match?.[1]) done({ child, banner: match[0], port: match[1], stdout: () => out });
    });
    child.on('exit', (code) => fail(new Error(`serve exited with ${code}: ${text}`)));
  });
}

async function stop(served: Served): Promise<void> {
  const exited = new Promise<void>((done) => served.child.on('exit', () => done()));
  served.child.kill('SIGTERM');
  await exited;
}

async function waitForOutput(served: Served, test: (text: string) => boolean): Promise<string> {
  for (let i = 0; i < 200 && !test(served.stdout()); i++) await new Promise((done) => setTimeout(done, 50));
  return served.stdout();
}

describe('capctl serve', () => {
  it('prints the address it listens on: every interface for --host 0.0.0.0', async () => {
    const served = await startServe(['--host', '0.0.0.0']);
    try {
      expect(served.banner).toBe(`capctl serve: listening on http://0.0.0.0:${served.port} (every interface) (database capacity.db); stop with Ctrl-C`);
      const health = await fetch(`http://127.0.0.1:${served.port}/healthz`);
      expect(health.status).toBe(200);
    } finally {
      await stop(served);
    }
  });

  it('logs JSON lines when stdout is not a terminal, and readable lines with --log-format text', async () => {
    const json = await startServe([]);
    try {
      await fetch(`http://127.0.0.1:${json.port}/healthz`);
      const text = await waitForOutput(json, (t) => t.includes('request completed'));
      const completed = text.split('\n').filter((l) => l.includes('request completed')).map((l) => JSON.parse(l) as { res: { statusCode: number } });
      expect(completed.map((c) => c.res.statusCode)).toEqual([200]);
    } finally {
      await stop(json);
    }

    const readable = await startServe(['--log-format', 'text']);
    try {
      await fetch(`http://127.0.0.1:${readable.port}/healthz`);
      await fetch(`http://127.0.0.1:${readable.port}/v1/orgs/1/config/state`);
      const text = await waitForOutput(readable, (t) => t.includes('/config/state'));
      const requests = text.split('\n').filter((l) => l.includes(' /'));
      expect(requests.map((l) => l.replace(/^\d\d:\d\d:\d\d /, '').replace(/ \d+ ms$/, ' N ms'))).toEqual([
        'GET /healthz 200 N ms',
        'GET /v1/orgs/1/config/state 401 N ms',
      ]);
      expect(text).not.toContain('{');
    } finally {
      await stop(readable);
    }
  });

  it('refuses an unknown --log-format', async () => {
    const r = await ws.run(['serve', '--port', '0', '--log-format', 'xml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error: --log-format must be text or json, got "xml"');
  });
});

describe('capctl fmt', () => {
  it('lists each file it rewrote, and only those', async () => {
    ws.writeText('defs/a.yaml', 'actions:\n- schema: {type: object}\n  variant: a\n');
    ws.writeText('defs/b.yaml', 'actions:\n  - variant: b\n    schema: {type: object}\n');
    ws.writeText('defs/c.yml', 'actions:\n- variant: c\n  schema: {type: object}\n');
    const r = await ws.run(['fmt', 'defs']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('defs/a.yaml\ndefs/c.yml\n');
    expect((await ws.run(['fmt', 'defs'])).stdout).toBe('');
  });
});

describe('capctl revisions', () => {
  it('lists by --status and prunes stale revisions, keeping applied ones', async () => {
    const dir = ws.withQuickstart();
    for (let i = 0; i < 3; i++) expect((await ws.run(['plan', dir])).code).toBe(0);
    expect((await ws.run(['apply', dir, '--auto-approve'])).code).toBe(0);
    const rows = (text: string) => text.split('\n').slice(1).filter(Boolean).map((line) => line.split(/ +/).slice(0, 2));
    // Newest first, as the list of every revision (--all) orders them (ids are opaque).
    const all = rows((await ws.run(['revisions', 'list', '--all'])).stdout).map(([id]) => id);
    expect(all).toHaveLength(4);
    const [fourth, third, second, first] = all;

    expect(rows((await ws.run(['revisions', 'list', '--status', 'stale'])).stdout)).toEqual([[third, 'stale'], [second, 'stale'], [first, 'stale']]);
    expect(rows((await ws.run(['revisions', 'list', '--status', 'applied'])).stdout)).toEqual([[fourth, 'applied']]);
    expect((await ws.run(['revisions', 'list', '--status', 'planned'])).stdout).toBe('No planned revisions.\n');
    const bad = await ws.run(['revisions', 'list', '--status', 'old']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('error: unknown status "old"');

    const pruned = await ws.run(['revisions', 'prune', '--keep', '1']);
    expect(pruned.stderr).toBe('');
    expect(pruned.stdout).toBe('Pruned 2 revisions; kept the newest 1 stale or failed; applied and still applicable revisions are always kept.\n');
    expect(rows((await ws.run(['revisions', 'list', '--all'])).stdout)).toEqual([[fourth, 'applied'], [third, 'stale']]);
    const byAge = await ws.run(['revisions', 'prune', '--older-than', '1h']);
    expect(byAge.stdout).toBe('Pruned 0 revisions; kept none older than 3600 s; applied and still applicable revisions are always kept.\n');
    const badAge = await ws.run(['revisions', 'prune', '--older-than', 'a while']);
    expect(badAge.stderr).toContain('error: --older-than must be a number and a unit (s, m, h, d, w), got "a while"');
  });
});
