import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { everyKindPlan, SECRET } from '../testing/plan-fixture.js';
import { CONFIRM_PROMPT } from './messages.js';
import { listening } from './key-signal.js';
import { loopHolds } from './loop-hold.js';
import { applyPlanInk, pagePlanInk, showPlanInk } from './run-ink.js';

/** A terminal-like output stream of 100 columns (and 40 rows unless given) that keeps everything written to it. */
function terminalOut(rows = 40) {
  let written = '';
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  Object.assign(stream, { isTTY: true, columns: 100, rows });
  return { stream: stream as unknown as NodeJS.WriteStream, text: () => written };
}

/** A terminal-like input stream in raw mode: what is typed is read back one chunk at a time. */
class TerminalIn extends EventEmitter {
  readonly isTTY = true;
  private queue: string[] = [];
  type(data: string): void {
    this.queue.push(data);
    this.emit('readable');
  }
  read(): string | null {
    return this.queue.shift() ?? null;
  }
  setEncoding(): void {}
  setRawMode(): void {}
  resume(): void {}
  pause(): void {}
  ref(): void {}
  unref(): void {}
}

/**
 * A terminal whose keys typed before anyone reads wait, as a terminal's do, and are read once a
 * reader listens; raw mode turned on and off is recorded in `events`.
 */
class EarlyTerminalIn extends TerminalIn {
  constructor(private readonly events: string[]) {
    super();
    this.on('newListener', (event: string | symbol) => {
      if (event === 'readable') queueMicrotask(() => this.emit('readable'));
    });
  }
  override setRawMode(mode?: boolean): void {
    this.events.push(mode === true ? 'raw on' : 'raw off');
  }
}

/** Generous: on a loaded machine, loading Ink alone can take a second. */
const WAIT = { timeout: 15_000, interval: 20 };

/** Types a line in one chunk (as a paste would) once Ink reads the terminal: no key can be lost. */
async function typeLine(stdin: TerminalIn, text: string): Promise<void> {
  await listening(stdin);
  stdin.type(`${text}\r`);
}

describe('showPlanInk', () => {
  it('draws the masked plan on the given stream and returns', async () => {
    const out = terminalOut();
    await showPlanInk(everyKindPlan(), { stdout: out.stream, env: { NO_COLOR: '1' } });
    expect(out.text()).toContain('  ~ action cart  v1 → v2  BREAKING');
    expect(out.text()).toContain('Plan: 3 to create, 3 to update, 2 to delete, 12 unchanged.');
    expect(out.text()).not.toContain(SECRET);
    expect(out.text()).not.toMatch(/\u001b\[3\dm/);
  });
});

describe('pagePlanInk', () => {
  it('prints a plan that fits on the screen and returns at once, as a script expects', async () => {
    const out = terminalOut(100);
    const stdin = new TerminalIn();
    await expect(pagePlanInk(everyKindPlan(), { stdin: stdin as unknown as NodeJS.ReadStream, stdout: out.stream, env: { NO_COLOR: '1' } })).resolves.toBe('printed');
    expect(out.text()).toContain('Plan: 3 to create, 3 to update, 2 to delete, 12 unchanged.');
    expect(stdin.listenerCount('readable')).toBe(0);
  });

  it('pages a plan taller than the screen until q, leaving the summary on the terminal', async () => {
    const out = terminalOut(20);
    const stdin = new TerminalIn();
    const paged = pagePlanInk(everyKindPlan(), { stdin: stdin as unknown as NodeJS.ReadStream, stdout: out.stream, env: { NO_COLOR: '1' } });
    // The event loop is held from before Ink loads (see loop-hold.ts) until the window has ended.
    expect(loopHolds()).toBe(1);
    await vi.waitFor(() => expect(out.text()).toContain('q quit'), WAIT);
    expect(out.text()).not.toContain('- source old-queue');
    await listening(stdin);
    expect(loopHolds()).toBe(1);
    stdin.type('q');
    await expect(paged).resolves.toBe('quit');
    expect(loopHolds()).toBe(0);
    // The last frame, after the window is erased: the summary and its note, nothing else.
    const last = out.text().slice(out.text().lastIndexOf('Plan: 3 to create'));
    // eslint-disable-next-line no-control-regex
    expect(last.replaceAll(/\u001b\[[?\d;]*[a-zA-Z]/g, '')).toBe(
      'Plan: 3 to create, 3 to update, 2 to delete, 12 unchanged.\n1 breaking schema change: apply refuses it unless --allow-breaking is given.\n',
    );
  });

  it('ends the pager on Ctrl-C as an interrupt', async () => {
    const out = terminalOut(20);
    const stdin = new TerminalIn();
    const paged = pagePlanInk(everyKindPlan(), { stdin: stdin as unknown as NodeJS.ReadStream, stdout: out.stream, env: {} });
    await listening(stdin);
    stdin.type('\u0003');
    await expect(paged).resolves.toBe('interrupted');
  });
});

describe('applyPlanInk', () => {
  it('applies after yes and resolves applied', async () => {
    const out = terminalOut();
    const stdin = new TerminalIn();
    const apply = vi.fn(() => Promise.resolve({ revisionId: 'rev-7' }));
    const result = applyPlanInk({ plan: everyKindPlan(), apply, stdin: stdin as unknown as NodeJS.ReadStream, stdout: out.stream, env: {} });
    await vi.waitFor(() => expect(out.text()).toContain(CONFIRM_PROMPT), WAIT);
    await typeLine(stdin, 'yes');
    await expect(result).resolves.toBe('applied');
    expect(apply).toHaveBeenCalledTimes(1);
    expect(out.text()).toMatch(/Applied revision rev-7: 3 created, 3 updated, 2 deleted in (\d+ ms|\d+\.\ds)/);
  });

  it('resolves aborted after no, without applying', async () => {
    const out = terminalOut();
    const stdin = new TerminalIn();
    const apply = vi.fn(() => Promise.resolve({ revisionId: 'never' }));
    const result = applyPlanInk({ plan: everyKindPlan(), apply, stdin: stdin as unknown as NodeJS.ReadStream, stdout: out.stream, env: {} });
    // The event loop is held from before Ink loads (see loop-hold.ts) until the flow has ended.
    expect(loopHolds()).toBe(1);
    await vi.waitFor(() => expect(out.text()).toContain(CONFIRM_PROMPT), WAIT);
    expect(loopHolds()).toBe(1);
    await typeLine(stdin, 'no');
    await expect(result).resolves.toBe('aborted');
    expect(loopHolds()).toBe(0);
    expect(apply).not.toHaveBeenCalled();
    expect(out.text()).toContain('Apply cancelled. Nothing was changed.');
  });

  it('resolves aborted on Ctrl-C, without applying', async () => {
    const out = terminalOut();
    const stdin = new TerminalIn();
    const apply = vi.fn(() => Promise.resolve({ revisionId: 'never' }));
    const result = applyPlanInk({ plan: everyKindPlan(), apply, stdin: stdin as unknown as NodeJS.ReadStream, stdout: out.stream, env: {} });
    await vi.waitFor(() => expect(out.text()).toContain(CONFIRM_PROMPT), WAIT);
    await listening(stdin);
    stdin.type('\u0003');
    await expect(result).resolves.toBe('aborted');
    expect(apply).not.toHaveBeenCalled();
  });

  it('cancels on a Ctrl-C typed before the window is drawn: raw mode is on before the first frame, off after', async () => {
    const events: string[] = [];
    const out = terminalOut();
    const write = out.stream.write.bind(out.stream);
    out.stream.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      events.push('write');
      return write(chunk, ...rest);
    }) as typeof out.stream.write;
    const stdin = new EarlyTerminalIn(events);
    const apply = vi.fn(() => Promise.resolve({ revisionId: 'never' }));
    const result = applyPlanInk({ plan: everyKindPlan(), apply, stdin: stdin as unknown as NodeJS.ReadStream, stdout: out.stream, env: {} });
    // Typed at once, before Ink is loaded: the key waits in the terminal and is read as a key.
    stdin.type('\u0003');
    await expect(result).resolves.toBe('aborted');
    expect(apply).not.toHaveBeenCalled();
    expect(out.text()).toContain('Apply cancelled. Nothing was changed.');
    expect(events.indexOf('raw on')).toBe(0);
    expect(events.at(-1)).toBe('raw off');
  });

  // The process's own end cannot run inside the test runner: it is recorded instead (the real
  // one is in test/cli-plan-window.test.ts, in a pseudo-terminal).
  for (const [key, name, end] of [['\u0004', 'Ctrl-D', 'exit 1'], ['\u0003', 'Ctrl-C', 'kill SIGINT']] as const) {
    it(`with exitOnCancel, ends the process on ${name} (${end}) once the end is written and raw mode is off`, async () => {
      const events: string[] = [];
      const out = terminalOut();
      const write = out.stream.write.bind(out.stream);
      out.stream.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
        if (String(chunk).includes('Apply cancelled. Nothing was changed.')) events.push('end written');
        return write(chunk, ...rest);
      }) as typeof out.stream.write;
      const stdin = new EarlyTerminalIn(events);
      const exit = vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
        events.push(`exit ${code}`);
      }) as typeof process.exit);
      const kill = vi.spyOn(process, 'kill').mockImplementation(((pid: number, signal?: string) => {
        events.push(pid === process.pid ? `kill ${signal}` : `kill ${pid} ${signal}`);
        return true;
      }) as typeof process.kill);
      // The runner's own SIGINT listeners stay; that they would be removed is recorded.
      const forget = process.removeAllListeners.bind(process);
      const removeAll = vi.spyOn(process, 'removeAllListeners').mockImplementation(((event?: string | symbol) => {
        if (event !== 'SIGINT') return forget(event);
        events.push('SIGINT listeners removed');
        return process;
      }) as typeof process.removeAllListeners);
      try {
        const apply = vi.fn(() => Promise.resolve({ revisionId: 'never' }));
        const result = applyPlanInk({ plan: everyKindPlan(), apply, stdin: stdin as unknown as NodeJS.ReadStream, stdout: out.stream, env: {}, exitOnCancel: true });
        await vi.waitFor(() => expect(out.text()).toContain(CONFIRM_PROMPT), WAIT);
        await listening(stdin);
        stdin.type(key);
        await expect(result).resolves.toBe('aborted');
        expect(apply).not.toHaveBeenCalled();
        // (The recorded end returns, so the run goes on to resolve and turns raw mode off once more.)
        const before = events.slice(0, events.indexOf(end));
        expect(before.at(-1)).toBe(end === 'exit 1' ? 'raw off' : 'SIGINT listeners removed');
        expect(before).toContain('raw off');
        expect(before.indexOf('end written')).toBeGreaterThan(before.lastIndexOf('raw on'));
        expect(before.indexOf('end written')).toBeLessThan(before.lastIndexOf('raw off'));
        expect(events.filter((e) => e.startsWith('exit') || e.startsWith('kill'))).toEqual([end]);
        expect(process.exitCode).toBe(end === 'exit 1' ? 1 : undefined);
      } finally {
        exit.mockRestore();
        kill.mockRestore();
        removeAll.mockRestore();
        process.exitCode = undefined;
      }
    });
  }

  it('resolves failed and shows the message when apply rejects', async () => {
    const out = terminalOut();
    const stdin = new TerminalIn();
    const apply = vi.fn(() => Promise.reject(new Error('the service at http://127.0.0.1:1 is unreachable. Check --url.')));
    const result = applyPlanInk({ plan: everyKindPlan(), apply, stdin: stdin as unknown as NodeJS.ReadStream, stdout: out.stream, env: {} });
    await vi.waitFor(() => expect(out.text()).toContain(CONFIRM_PROMPT), WAIT);
    await typeLine(stdin, 'yes');
    await expect(result).resolves.toBe('failed');
    expect(out.text()).toContain('Apply failed: the service at http://127.0.0.1:1 is unreachable. Check --url.');
  });
});
