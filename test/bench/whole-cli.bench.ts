// The whole CLI at scale, over HTTP and on a local state: the built binary's `plan --out FILE`
// (plan and store N actions into an empty org) then `apply FILE --auto-approve`, and `apply DIR
// --auto-approve` of the same definition into another empty org, wall time and peak RSS of each
// run (GNU time) and of `capctl serve` during that run (VmHWM, reset between runs), beside a js-yaml load of the same
// files in a process of its own, measured in the same run: the floor a CLI reading YAML cannot beat.
// CPU time (user + system) is given beside wall time: on a shared machine it moves less with load.
// BENCH_WHOLE_CLI_BEFORE=path/to/an/earlier/capctl.mjs adds the same rows for that build, each
// run just before this build's, on a state of its own. With `changed` among BENCH_WHOLE_CLI_RUNS,
// once `apply FILE` has applied the definition, `plan --out` of the same definition with a tenth of
// every kind changed, against that state (the pull request of a large organisation), beside a
// js-yaml load of those files: what a plan costs when most of the document is unchanged.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { generateDefinition, toYamlFiles } from './generate.js';
import { ratio, table } from './measure.js';

const SIZES = (process.env['BENCH_WHOLE_CLI_ACTIONS'] ?? '10000,100000').split(',').map(Number);
const MODES = (process.env['BENCH_WHOLE_CLI_MODES'] ?? 'http,local').split(',');
const BEFORE = process.env['BENCH_WHOLE_CLI_BEFORE'];
/**
 * `saved` (plan --out, then apply FILE), `changed` (after those, plan --out with a tenth changed)
 * and `direct` (apply DIR); BENCH_WHOLE_CLI_RUNS=direct measures apply DIR alone.
 */
const RUNS = (process.env['BENCH_WHOLE_CLI_RUNS'] ?? 'saved,changed,direct').split(',');
const CHANGED_SHARE = 0.1;

function findRoot(start: string): string {
  for (let dir = start; dirname(dir) !== dir; dir = dirname(dir)) {
    if (existsSync(join(dir, 'packages/cli/package.json'))) return dir;
  }
  throw new Error(`no workspace root above ${start}`);
}

const capctl = join(findRoot(dirname(fileURLToPath(import.meta.url))), 'packages/cli/dist/capctl.mjs');
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Peak resident memory (KiB) of a running process so far. */
function peakKib(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
}

interface Run {
  readonly ms: number;
  /** User and system CPU time, milliseconds. */
  readonly cpuMs: number;
  readonly peakKib: number;
}

/** Runs node with `args` under GNU time, which reports its maximum RSS when it exits. */
function timed(args: readonly string[], env: Record<string, string>, dir: string): Run {
  const timeFile = join(dir, 'time.txt');
  const start = process.hrtime.bigint();
  const r = spawnSync('/usr/bin/time', ['-o', timeFile, '-f', '%M %U %S', process.execPath, ...args], {
    cwd: dir, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NO_COLOR: '1', ...env }, maxBuffer: 64 * 1024 * 1024,
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr.toString().slice(-2000)}`);
  const [peak = '', user = '', system = ''] = (readFileSync(timeFile, 'utf8').trim().split('\n').at(-1) ?? '').split(' ');
  return { ms, cpuMs: (Number(user) + Number(system)) * 1000, peakKib: Number(peak) };
}

/** Forgets a process's peak resident memory so far (Linux: `5` to clear_refs), so the next peak is of the next run alone. */
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** Starts `binary serve` on a free port and resolves with its URL once it listens. */
function serve(binary: string, db: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [binary, 'serve', '--port', '0', '--db', db, '--log-level', 'error'], { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(seen)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`capctl serve exited ${code}: ${seen}`)));
  });
}

/** The child mode: js-yaml loads every file of the directory, keeping what it loaded to the end. */
function loadYaml(dir: string): void {
  const kept: unknown[] = [];
  for (const name of readdirSync(dir).sort()) kept.push(load(readFileSync(join(dir, name), 'utf8')));
  process.stdout.write(`${kept.length}\n`);
}

function writeDefinition(dir: string, actions: number, changedShare = 0): { defs: string; bytes: number } {
  let bytes = 0;
  for (const file of toYamlFiles(generateDefinition({ actions, changedShare }), 20)) {
    mkdirSync(dirname(join(dir, file.path)), { recursive: true });
    writeFileSync(join(dir, file.path), file.text);
    bytes += Buffer.byteLength(file.text);
  }
  return { defs: join(dir, 'defs'), bytes };
}

/** `row`'s last argument: the changed definition's runs are set beside its own YAML load. */
type Row = (what: string, run: Run, file: string | undefined, servePeak: number | undefined, changed?: boolean) => void;

/** The two definitions a size is measured with: as first applied, and with a tenth changed. */
interface Definitions {
  readonly defs: string;
  readonly changedDefs: string;
}

/** `plan --out` then `apply FILE` of one build over HTTP, against a service of the same build on a new database. */
async function httpRuns(binary: string, label: string, { defs, changedDefs }: Definitions, dir: string, row: Row): Promise<void> {
  const db = join(dir, `${label}-service.db`);
  const keys = spawnSync(process.execPath, [capctl, 'keys', 'create', '--create', '--org', '1', '--role', 'apply', '--db', db], { encoding: 'utf8' });
  if (keys.status !== 0) throw new Error(`capctl keys create failed: ${keys.stderr}`);
  const { child, url } = await serve(binary, db);
  const pid = child.pid as number;
  try {
    // One request plans (or applies) everything: far longer than the default per-request timeout.
    const env = { CAPACITY_URL: url, CAPACITY_API_KEY: keys.stdout.trim(), CAPACITY_ORG: '1', CAPCTL_TIMEOUT_MS: '3600000' };
    const saved = join(dir, `${label}-http.plan`);
    if (RUNS.includes('saved')) {
      resetPeak(pid);
      row(`HTTP: capctl plan --out FILE${label === 'now' ? '' : ` (${label})`}`, timed([binary, 'plan', defs, '--out', saved], env, dir), saved, peakKib(pid));
      resetPeak(pid);
      row(`HTTP: capctl apply FILE --auto-approve${label === 'now' ? '' : ` (${label})`}`, timed([binary, 'apply', saved, '--auto-approve'], env, dir), undefined, peakKib(pid));
      if (RUNS.includes('changed')) {
        const changed = join(dir, `${label}-http-changed.plan`);
        resetPeak(pid);
        row(`HTTP: capctl plan --out FILE, a tenth changed${label === 'now' ? '' : ` (${label})`}`, timed([binary, 'plan', changedDefs, '--out', changed], env, dir), changed, peakKib(pid), true);
      }
    }
    if (!RUNS.includes('direct')) return;
    // The definition applied directly (plan and apply in one run), into an empty org of its own.
    const other = spawnSync(process.execPath, [capctl, 'keys', 'create', '--create', '--org', '2', '--role', 'apply', '--db', db], { encoding: 'utf8' });
    if (other.status !== 0) throw new Error(`capctl keys create failed: ${other.stderr}`);
    const otherEnv = { ...env, CAPACITY_API_KEY: other.stdout.trim(), CAPACITY_ORG: '2' };
    resetPeak(pid);
    row(`HTTP: capctl apply DIR --auto-approve${label === 'now' ? '' : ` (${label})`}`, timed([binary, 'apply', defs, '--auto-approve'], otherEnv, dir), undefined, peakKib(pid));
  } finally {
    child.kill('SIGTERM');
  }
}

/** The same on a local state of its own (the embedded service in the CLI's process). */
function localRuns(binary: string, label: string, { defs, changedDefs }: Definitions, dir: string, row: Row): void {
  const saved = join(dir, `${label}-local.plan`);
  const state = join(dir, `${label}-local.db`);
  if (RUNS.includes('saved')) {
    row(`local: capctl plan --out FILE${label === 'now' ? '' : ` (${label})`}`, timed([binary, 'plan', defs, '--state', state, '--out', saved], {}, dir), saved, undefined);
    row(`local: capctl apply FILE --auto-approve${label === 'now' ? '' : ` (${label})`}`, timed([binary, 'apply', saved, '--auto-approve'], {}, dir), undefined, undefined);
    if (RUNS.includes('changed')) {
      const changed = join(dir, `${label}-local-changed.plan`);
      row(`local: capctl plan --out FILE, a tenth changed${label === 'now' ? '' : ` (${label})`}`, timed([binary, 'plan', changedDefs, '--state', state, '--out', changed], {}, dir), changed, undefined, true);
    }
  }
  if (!RUNS.includes('direct')) return;
  const direct = join(dir, `${label}-local-direct.db`);
  row(`local: capctl apply DIR --auto-approve${label === 'now' ? '' : ` (${label})`}`, timed([binary, 'apply', defs, '--state', direct, '--auto-approve'], {}, dir), undefined, undefined);
}

async function measureSize(actions: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'capctl-bench-whole-'));
  try {
    const { defs, bytes } = writeDefinition(dir, actions);
    // The changed definition only where it is planned: at 100,000 actions it is 60 MiB to write.
    const changed = RUNS.includes('changed') ? writeDefinition(join(dir, 'changed'), actions, CHANGED_SHARE) : { defs, bytes };
    const definitions = { defs, changedDefs: changed.defs };
    const yaml = timed([process.argv[1] as string, 'yaml', defs], {}, dir);
    const changedYaml = RUNS.includes('changed') ? timed([process.argv[1] as string, 'yaml', changed.defs], {}, dir) : yaml;
    const baseline = (what: string, run: Run) => [what, seconds(run.ms), '1.00x', seconds(run.cpuMs), '1.00x', mib(run.peakKib), '1.00x', '', ''];
    const rows: string[][] = [baseline(`js-yaml load of the ${(bytes / 1024 / 1024).toFixed(0)} MiB of YAML (baseline)`, yaml)];
    if (RUNS.includes('changed')) rows.push(baseline(`js-yaml load of the ${(changed.bytes / 1024 / 1024).toFixed(0)} MiB with a tenth changed (its baseline)`, changedYaml));
    const row: Row = (what, run, file, servePeak, isChanged = false) => {
      const base = isChanged ? changedYaml : yaml;
      rows.push([
        what, seconds(run.ms), ratio(run.ms, base.ms), seconds(run.cpuMs), ratio(run.cpuMs, base.cpuMs), mib(run.peakKib), ratio(run.peakKib, base.peakKib),
        file === undefined ? '' : mib(statSync(file).size / 1024), servePeak === undefined ? '' : mib(servePeak),
      ]);
    };
    const builds: [string, string][] = [...(BEFORE === undefined ? [] : [[BEFORE, 'earlier build'] as [string, string]]), [capctl, 'now']];
    for (const [binary, label] of MODES.includes('http') ? builds : []) await httpRuns(binary, label, definitions, dir, row);
    for (const [binary, label] of MODES.includes('local') ? builds : []) localRuns(binary, label, definitions, dir, row);
    console.log(`${actions} actions into an empty org (${actions / 10} destinations, ${actions / 20} metrics sources, ${actions / 10} sources; 20 files)`
      + `${RUNS.includes('changed') ? `, then a tenth of each kind changed against them` : ''}, load average ${loadavg()[0]?.toFixed(1)}\n`);
    table(['run', 'wall time', 'vs YAML', 'CPU time', 'vs YAML', 'CLI peak RSS', 'vs YAML', 'saved plan', 'serve peak RSS (this run)'], rows);
    console.log('');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'yaml') {
  loadYaml(process.argv[3] as string);
} else {
  // Each size as soon as it is measured: the large one takes minutes.
  for (const actions of SIZES) await measureSize(actions);
}
