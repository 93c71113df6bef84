// The plan window in a real pseudo-terminal at 1,000 and 10,000 objects, beside the piped text
// plan of the same definition measured in the same run: time to the first frame showing the
// summary, peak memory (VmHWM), a typed key's echo, and Ctrl-C to exit (while planning, while the
// window is drawn and still counts the plan, in the pager and at the apply prompt once counted).
// Keys are timed from the write to the screen that shows their effect, once the window reads keys;
// an exit, from the write to the first moment the process is seen ended (its /proc entry a zombie
// or gone, looked at every 2 ms), not to the pseudo-terminal library's exit event, which waits for
// the harness to drain the terminal and comes 20-130 ms later on a busy machine.
// The three Ctrl-C measures while drawing or at the prompt run BENCH_WINDOW_REPEAT times (3), the
// builds taking turns run by run: the median, with the range. The bench never lowers the priority
// of what it measures; run it without `nice` when the machine is shared (it says its own priority).
// Objects: actions, destinations, metrics and sources (queries besides). BENCH_WINDOW_BEFORE names
// another build's capctl.mjs (an earlier commit's) to measure beside this one in the same run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getPriority, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Pty from '@lydell/node-pty';
import xterm from '@xterm/headless';
import { generateDefinition, toYamlFiles } from './generate.js';
import { table } from './measure.js';

const SIZES = (process.env['BENCH_WINDOW_OBJECTS'] ?? '1000,10000').split(',').map(Number);
/** Runs of each apply Ctrl-C measure (its median is shown, with the range): one run moves by 2x on a loaded machine. */
const REPEAT = Math.max(1, Number(process.env['BENCH_WINDOW_REPEAT'] ?? '3'));
/** Objects per action in generated definitions (destinations and sources a tenth, metrics a twentieth). */
const OBJECTS_PER_ACTION = 1.25;

function findRoot(start: string): string {
  for (let dir = start; dirname(dir) !== dir; dir = dirname(dir)) {
    if (existsSync(join(dir, 'packages/cli/package.json'))) return dir;
  }
  throw new Error(`no workspace root above ${start}`);
}
const capctl = join(findRoot(dirname(fileURLToPath(import.meta.url))), 'packages/cli/dist/capctl.mjs');
const before = process.env['BENCH_WINDOW_BEFORE'];
const pty = createRequire(import.meta.url)('@lydell/node-pty') as typeof Pty;

const peakKib = (pid: number): number => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN);
const now = () => Number(process.hrtime.bigint()) / 1e6;

/** The piped plan: wall time to exit and maximum RSS (GNU time). */
function piped(dir: string): { ms: number; kib: number } {
  const timeFile = join(dir, 'time.txt');
  const start = now();
  const r = spawnSync('/usr/bin/time', ['-o', timeFile, '-f', '%M', process.execPath, capctl, 'plan', 'defs'], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  const ms = now() - start;
  if (r.status !== 0) throw new Error(`capctl plan exited ${r.status}: ${r.stderr.toString().slice(-2000)}`);
  return { ms, kib: Number(readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)) };
}

/** capctl in a 120x40 pseudo-terminal read through a terminal emulator; waits resolve on the frame that holds. */
class Screen {
  readonly process: Pty.IPty;
  readonly started = now();
  private readonly emulator = new xterm.Terminal({ cols: 120, rows: 40, scrollback: 200, allowProposedApi: true });
  private waiters: { test: (s: string) => boolean; done: (at: number) => void }[] = [];
  /** When the process ended, and its exit status (128 + N for a signal, as a shell says). */
  readonly exit: Promise<{ at: number; code: number }>;

  constructor(bin: string, args: readonly string[], cwd: string) {
    this.process = pty.spawn(process.execPath, [bin, ...args], { name: 'xterm-256color', cols: 120, rows: 40, cwd, env: { ...process.env, TERM: 'xterm-256color', CI: '' } as Record<string, string> });
    this.process.onData((data) => this.emulator.write(data, () => this.check()));
    this.exit = new Promise((resolve) => this.process.onExit(({ exitCode, signal }) => resolve({ at: now(), code: signal ? 128 + signal : exitCode })));
  }

  /** Sends `key` and resolves with when the process was first seen ended (see the header) and its exit status. */
  async endBy(key: string): Promise<{ sent: number; at: number; code: number }> {
    const pid = this.process.pid;
    let ended = Number.NaN;
    const look = (): void => {
      if (!Number.isNaN(ended)) return;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) ended = now();
      } catch {
        ended = now();
      }
    };
    const watch = setInterval(look, 2);
    const sent = now();
    this.process.write(key);
    const exit = await this.exit;
    clearInterval(watch);
    look();
    return { sent, at: Number.isNaN(ended) ? exit.at : Math.min(ended, exit.at), code: exit.code };
  }

  text(): string {
    const buffer = this.emulator.buffer.active;
    const rows: string[] = [];
    for (let y = 0; y < buffer.length; y++) rows.push(buffer.getLine(y)?.translateToString(true) ?? '');
    return rows.join('\n');
  }

  /** The time at which the screen first satisfies `test` (now, if it already does). */
  when(test: (screen: string) => boolean): Promise<number> {
    if (test(this.text())) return Promise.resolve(now());
    return new Promise((done) => this.waiters.push({ test, done }));
  }

  private check(): void {
    // No screen is made when nobody waits: the harness stays idle while the process ends.
    if (this.waiters.length === 0) return;
    const screen = this.text();
    const at = now();
    this.waiters = this.waiters.filter((w) => (w.test(screen) ? (w.done(at), false) : true));
  }
}

/** The window's status line says `line N of M+` while it still counts the plan, `line N of M ·` once counted. */
const counting = (screen: string): boolean => /line \d+ of \d+\+/.test(screen);
const counted = (screen: string): boolean => /line \d+ of \d+ ·/.test(screen);

interface Row {
  readonly objects: string;
  readonly what: string;
  readonly value: string;
  /** The same measure of the BENCH_WINDOW_BEFORE build, if given. */
  readonly before: string;
  readonly piped: string;
  readonly aim: string;
}

async function measure(objects: number): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'capctl-bench-window-'));
  try {
    const actions = Math.round(objects / OBJECTS_PER_ACTION);
    for (const file of toYamlFiles(generateDefinition({ actions }), 20)) {
      mkdirSync(dirname(join(dir, file.path)), { recursive: true });
      writeFileSync(join(dir, file.path), file.text);
    }
    spawnSync(process.execPath, [capctl, 'plan', 'defs'], { cwd: dir, stdio: 'ignore' }); // warms the state and the disk cache
    const base = piped(dir);
    const size = `${objects.toLocaleString('en')} (${actions.toLocaleString('en')} actions)`;
    const current = await windowRows(capctl, dir, base);
    const then = before === undefined ? undefined : await windowRows(before, dir, base);
    // The apply's Ctrl-C, run by run with the builds taking turns, so that both meet the same load.
    const cancels = await cancelRuns(dir, then === undefined || before === undefined ? [[capctl, current.atPrompt]] : [[capctl, current.atPrompt], [before, then.atPrompt]]);
    const rows = [...current.rows, ...cancelRows(cancels[0])];
    const thenRows = then === undefined ? undefined : [...then.rows, ...cancelRows(cancels[1])];
    return rows.map((row, index) => ({ ...row, objects: size, before: thenRows?.[index]?.value ?? '' }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (v: number) => `${v.toFixed(0)} ms`;
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;
/** A Ctrl-C's time to exit, with the exit status it ended with. */
const ended = (exit: { sent: number; at: number; code: number }) => `${ms(exit.at - exit.sent)}, exit ${exit.code}`;

interface Ending {
  readonly ms: number;
  readonly code: number;
  readonly note: string;
}

/** Several runs of one Ctrl-C measure: the median, the range, and every exit status (and note) seen. */
function endedRuns(runs: readonly Ending[]): string {
  if (runs.length === 0) return '';
  if (runs.length === 1) return `${ms(runs[0]?.ms ?? Number.NaN)}, exit ${runs[0]?.code}${runs[0]?.note ?? ''}`;
  const times = runs.map((r) => r.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
  const codes = [...new Set(runs.map((r) => r.code))].join('/');
  const notes = [...new Set(runs.map((r) => r.note))].join('');
  return `${ms(median)} (${times[0]?.toFixed(0)}-${times.at(-1)?.toFixed(0)}, ${runs.length} runs), exit ${codes}${notes}`;
}

interface Cancels {
  readonly planDrawing: Ending[];
  readonly atPrompt: Ending[];
  readonly drawing: Ending[];
}

/** REPEAT runs of each Ctrl-C measure while drawing or at the prompt per build (the first at the prompt given), the builds taking turns. */
async function cancelRuns(dir: string, builds: readonly (readonly [string, Ending])[]): Promise<Cancels[]> {
  const runs = builds.map(([, first]) => ({ planDrawing: [] as Ending[], atPrompt: [first], drawing: [] as Ending[] }));
  for (let round = 0; round < REPEAT; round++) {
    const order = round % 2 === 0 ? builds.map((_, i) => i) : builds.map((_, i) => builds.length - 1 - i);
    for (const i of order) {
      const bin = builds[i]?.[0];
      const run = runs[i];
      if (bin === undefined || run === undefined) continue;
      // As soon as the window shows the summary, while it counts the plan.
      run.planDrawing.push(await cancelAt(bin, 'plan', dir, (s) => /Plan: \d+ to create/.test(s)));
      if (run.atPrompt.length < REPEAT) run.atPrompt.push(await cancelAt(bin, 'apply', dir, counted));
      // As soon as the window and its prompt show, while the plan is still counted.
      run.drawing.push(await cancelAt(bin, 'apply', dir, (s) => s.includes('Type "yes" to apply:')));
    }
  }
  return runs;
}

function cancelRows(cancels: Cancels | undefined): Omit<Row, 'objects' | 'before'>[] {
  return [
    { what: 'plan: Ctrl-C while drawing to exit', value: endedRuns(cancels?.planDrawing ?? []), piped: '', aim: '< 200 ms' },
    { what: 'apply: Ctrl-C at the prompt to exit', value: endedRuns(cancels?.atPrompt ?? []), piped: '', aim: '< 200 ms' },
    { what: 'apply: Ctrl-C while drawing to exit', value: endedRuns(cancels?.drawing ?? []), piped: '', aim: '< 200 ms' },
  ];
}

/** Starts `command defs`, waits for `ready` on its screen, sends Ctrl-C, and says how long the process took to end. */
async function cancelAt(bin: string, command: 'plan' | 'apply', dir: string, ready: (screen: string) => boolean): Promise<Ending> {
  const screen = new Screen(bin, [command, 'defs'], dir);
  await screen.when(ready);
  const note = counting(screen.text()) ? ', counting' : '';
  const exit = await screen.endBy('\u0003');
  return { ms: exit.at - exit.sent, code: exit.code, note };
}

/** The window's rows for one build of capctl, in the same order whatever the build. */
async function windowRows(bin: string, dir: string, base: { ms: number; kib: number }): Promise<{ rows: Omit<Row, 'objects' | 'before'>[]; atPrompt: Ending }> {
  const rows: Omit<Row, 'objects' | 'before'>[] = [];
  const add = (what: string, value: string, basis: string, aim: string) => rows.push({ what, value, piped: basis, aim });

  // plan: the first frame with the summary, a key's echo (the search prompt), then Ctrl-C in the pager.
  const plan = new Screen(bin, ['plan', 'defs'], dir);
  const first = await plan.when((s) => /Plan: \d+ to create/.test(s));
  add('plan: first frame with the summary', ms(first - plan.started), ms(base.ms), `≤ piped + 2000 ms`);
  // Keys are timed once the window reads them (its status line then lists them).
  add('plan: first frame to keys read', ms((await plan.when((s) => s.includes('q quit'))) - first), '', '');
  let sent = now();
  plan.process.write('/');
  const slash = await plan.when((s) => s.split('\n').some((line) => line === '/'));
  plan.process.write('x');
  const echo = await plan.when((s) => s.split('\n').some((line) => line === '/x'));
  add('plan: typed key echoed (search prompt)', ms(Math.max(slash - sent, echo - slash)), '', 'at once');
  plan.process.write('\u001b');
  await plan.when((s) => !s.split('\n').some((line) => line === '/x'));
  add('plan: first frame to the plan counted', ms((await plan.when(counted)) - first), '', '');
  add('plan: peak memory', mib(peakKib(plan.process.pid)), mib(base.kib), '≤ 1.5x piped');
  add('plan: Ctrl-C in the pager to exit', ended(await plan.endBy('\u0003')), '', '< 200 ms');

  // Ctrl-C while planning: sent when the process has said it is planning.
  const planning = new Screen(bin, ['plan', 'defs'], dir);
  await planning.when((s) => s.includes('Planning'));
  add('plan: Ctrl-C while planning to exit', ended(await planning.endBy('\u0003')), '', '< 200 ms');

  // apply: the prompt, a typed key's echo, Ctrl-C at the prompt.
  const apply = new Screen(bin, ['apply', 'defs'], dir);
  const prompt = await apply.when((s) => s.includes('Type "yes" to apply:'));
  add('apply: prompt on screen', ms(prompt - apply.started), ms(base.ms), '≤ piped + 2000 ms');
  add('apply: first frame to keys read', ms((await apply.when((s) => s.includes('PgUp PgDn'))) - prompt), '', '');
  sent = now();
  apply.process.write('y');
  add('apply: typed key echoed', ms((await apply.when((s) => s.includes('Type "yes" to apply: y'))) - sent), '', 'at once');
  await apply.when(counted);
  add('apply: peak memory', mib(peakKib(apply.process.pid)), mib(base.kib), '≤ 1.5x piped');
  const cancelled = await apply.endBy('\u0003');
  // The first of the runs of Ctrl-C at the prompt (cancelRuns makes the others).
  return { rows, atPrompt: { ms: cancelled.at - cancelled.sent, code: cancelled.code, note: '' } };
}

const load = (): string => loadavg().map((l) => l.toFixed(1)).join(' ');
// A niced bench (`nice npm run bench`) runs what it measures niced too: the numbers then say so.
console.log(`load average ${load()}; priority (nice) ${getPriority()}; 120x40 terminal; piped = \`capctl plan defs > pipe\`, same definition, same run\n`);
const all: Row[] = [];
for (const objects of SIZES) all.push(...(await measure(objects)));
console.log(`load average at the end ${load()}\n`);
if (before === undefined) table(['objects', 'measure', 'window', 'piped', 'aim'], all.map((r) => [r.objects, r.what, r.value, r.piped, r.aim]));
else table(['objects', 'measure', 'window', 'before', 'piped', 'aim'], all.map((r) => [r.objects, r.what, r.value, r.before, r.piped, r.aim]));
