// End-to-end, in a real terminal (tmux) as a new user sees it: at 60 columns an error's hint
// wraps at words, and planning `.` names the directory planned.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPCTL, Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

const hasTmux = spawnSync('tmux', ['-V']).status === 0;

/**
 * Runs `command` (in `cwd` of the workspace) in a real terminal of `width` columns (tmux) and
 * returns the screen's rows as the terminal shows them, once the command has exited.
 */
async function onTerminal(cwd: string, command: string, width: number): Promise<string[]> {
  const socket = `capctl-new-user-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  const tmux = (...args: string[]) => spawnSync('tmux', ['-L', socket, '-f', '/dev/null', ...args], { encoding: 'utf8' });
  const clean = 'env -u CAPACITY_URL -u CAPACITY_ORG -u NO_COLOR -u CAPCTL_NO_INK';
  tmux('new-session', '-d', '-x', String(width), '-y', '40', '-c', cwd, `${clean} ${command}; echo $? > exit-code; exec sleep 600`);
  try {
    const done = join(cwd, 'exit-code');
    for (let i = 0; i < 600 && !existsSync(done); i++) await new Promise((wake) => setTimeout(wake, 100));
    expect(existsSync(done), `${command} did not finish`).toBe(true);
    return tmux('capture-pane', '-p', '-S', '-200').stdout.split('\n').map((row) => row.trimEnd());
  } finally {
    tmux('kill-server');
    rmSync(join(cwd, 'exit-code'), { force: true });
  }
}

/** A port nothing listens on: bound once by the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

describe.skipIf(!hasTmux)('a narrow terminal', () => {
  it('gets the error and its hint wrapped at words, at 60 columns', async () => {
    const dir = ws.withQuickstart();
    const url = `http://127.0.0.1:${await closedPort()}`;
    const rows = await onTerminal(ws.dir, `CAPACITY_API_KEY=k node ${CAPCTL} plan ${dir} --url ${url}`, 60);
    const hintStart = rows.findIndex((row) => row.startsWith('hint:'));
    expect(hintStart).toBeGreaterThan(0);
    const hintRows = rows.slice(hintStart, rows.findIndex((row, i) => i > hintStart && row === ''));
    expect(hintRows.length).toBeGreaterThan(1);
    const hint = hintRows.join(' ');
    expect(hint).toContain(`to serve ${url}, or unset CAPACITY_URL`);
    // Every row ends at a word: each word of a row is a word of the hint as a pipe gets it (one line).
    const piped = await ws.run(['plan', dir, '--url', url], { env: { CAPACITY_API_KEY: 'k' } });
    const words = new Set(piped.stderr.split('\n').find((line) => line.startsWith('hint:'))?.split(' '));
    expect(hint).toBe(piped.stderr.split('\n').find((line) => line.startsWith('hint:')));
    for (const row of hintRows) {
      expect([...row].length).toBeLessThanOrEqual(60);
      for (const word of row.split(' ')) expect(words.has(word), `"${word}" of "${row}"`).toBe(true);
    }
    expect(hint).toMatch(/^hint: start it with `capctl serve --port \d+ --db capacity\.db` to serve /);
  });

  it('names the directory planned when it is the current one', async () => {
    const dir = ws.withQuickstart();
    const rows = await onTerminal(ws.path(dir), `node ${CAPCTL} plan . --detailed-exitcode`, 120);
    expect(rows).toContain('Planning 8 objects from quickstart (the current directory)…');
  });
});

