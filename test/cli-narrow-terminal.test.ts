// End-to-end, in a real terminal as a new user sees it: at 60 columns an error's hint
// wraps at words, and planning `.` names the directory planned.
import { createServer, type AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPCTL, Workspace } from './cli-fixture.js';
import { Terminal } from './fixtures/terminal.js';

vi.setConfig({ testTimeout: 120_000 });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

/**
 * Runs capctl with `args` (in `cwd`) in a real terminal of `width` columns (a pseudo-terminal read
 * by a terminal emulator) and returns the screen's rows as the terminal shows them, once it exited.
 */
async function onTerminal(cwd: string, args: readonly string[], width: number, env: Readonly<Record<string, string>> = {}): Promise<string[]> {
  const term = new Terminal(process.execPath, [CAPCTL, ...args], { cwd, columns: width, rows: 40, env });
  try {
    await term.exited();
    return term.rows().map((row) => row.trimEnd());
  } finally {
    term.dispose();
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

describe('a narrow terminal', () => {
  it('gets the error and its hint wrapped at words, at 60 columns', async () => {
    const dir = ws.withQuickstart();
    const url = `http://127.0.0.1:${await closedPort()}`;
    const rows = await onTerminal(ws.dir, ['plan', dir, '--url', url], 60, { CAPACITY_API_KEY: 'k' });
    const hintStart = rows.findIndex((row) => row.startsWith('hint:'));
    expect(hintStart).toBeGreaterThan(0);
    const hintEnd = rows.findIndex((row, i) => i > hintStart && row === '');
    const hintRows = rows.slice(hintStart, hintEnd === -1 ? rows.length : hintEnd);
    expect(hintRows.length).toBeGreaterThan(1);
    // Continuation rows sit under the hint's text, after `hint: `.
    for (const row of hintRows.slice(1)) expect(row).toMatch(/^ {6}\S/);
    const hint = hintRows.map((row) => row.trim()).join(' ');
    expect(hint).toContain(`to serve ${url}, or unset CAPACITY_URL`);
    // Every row ends at a word: each word of a row is a word of the hint as a pipe gets it (one line).
    const piped = await ws.run(['plan', dir, '--url', url], { env: { CAPACITY_API_KEY: 'k' } });
    const words = new Set(piped.stderr.split('\n').find((line) => line.startsWith('hint:'))?.split(' '));
    expect(hint).toBe(piped.stderr.split('\n').find((line) => line.startsWith('hint:')));
    for (const row of hintRows) {
      expect([...row].length).toBeLessThanOrEqual(60);
      for (const word of row.trim().split(' ')) expect(words.has(word), `"${word}" of "${row}"`).toBe(true);
    }
    expect(hint).toMatch(/^hint: start it with `capctl serve --port \d+ --db capacity\.db` to serve /);
  });

  it('names the directory planned when it is the current one', async () => {
    const dir = ws.withQuickstart();
    const rows = await onTerminal(ws.path(dir), ['plan', '.', '--detailed-exitcode', '--no-pager'], 120);
    expect(rows).toContain('Planning 8 objects from quickstart (the current directory)…');
  });
});

