// A typo in a database path makes nothing: `keys create` refuses a missing file unless --create
// is given, and `serve` makes the file on its first run but never a missing directory.
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { launchChildServer, stopChildServers } from '@capctl/server/testing';
import { CAPCTL, Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());
afterAll(() => stopChildServers());

describe('keys create on a path with no database', () => {
  it('refuses, naming the path and --create, prints no key and creates nothing', async () => {
    const made = await ws.run(['keys', 'create', '--db', 'capacty.db', '--org', '1']);
    expect(made.code).toBe(1);
    expect(made.stdout).toBe('');
    expect(made.stderr).toBe('error: there is no database at capacty.db\n'
      + 'hint: pass --db with the file the service uses (`capctl serve --db PATH`), or add --create to make a new one\n');
    expect(readdirSync(ws.dir).sort()).toEqual(['capctl.yaml']);
  });

  it('with --create makes the file, but not a missing directory', async () => {
    const refused = await ws.run(['keys', 'create', '--create', '--db', 'typo/capacity.db', '--org', '1']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`error: there is no directory ${ws.path('typo')} for the database typo/capacity.db\n`
      + `hint: create it first (mkdir -p ${ws.path('typo')}), or pass a database path in a directory that exists\n`);
    expect(existsSync(ws.path('typo'))).toBe(false);

    const made = await ws.run(['keys', 'create', '--create', '--db', 'capacity.db', '--org', '1']);
    expect(made.code, made.stderr).toBe(0);
    expect(existsSync(ws.path('capacity.db'))).toBe(true);
    // The database exists now: no --create needed for the next key.
    expect((await ws.run(['keys', 'create', '--db', 'capacity.db', '--org', '2'])).code).toBe(0);
  });
});

describe('serve on a path with no database', () => {
  it('makes the file on its first run', async () => {
    const started = await launchChildServer([CAPCTL, 'serve', '--port', '0', '--db', 'first.db', '--log-level', 'warn'], { cwd: ws.dir });
    expect('url' in started).toBe(true);
    if ('url' in started) await started.stop('SIGTERM');
    expect(existsSync(ws.path('first.db'))).toBe(true);
  });

  it('refuses a missing directory, naming it, and creates nothing', async () => {
    const started = await launchChildServer([CAPCTL, 'serve', '--port', '0', '--db', 'nonexistent/dir/x.db'], { cwd: ws.dir });
    expect(started).toEqual({
      code: 1,
      output: `error: there is no directory ${ws.path('nonexistent/dir')} for the database nonexistent/dir/x.db\n`
        + `hint: create it first (mkdir -p ${ws.path('nonexistent/dir')}), or pass a database path in a directory that exists\n`,
    });
    expect(existsSync(ws.path('nonexistent'))).toBe(false);
  });
});
