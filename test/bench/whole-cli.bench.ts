// The whole CLI at scale, over HTTP and on a local state: the built binary's `plan --out FILE`
// (plan and store N actions into an empty org) then `apply FILE --auto-approve`, wall time and
// peak RSS of each run (GNU time) and of `capctl serve` (VmHWM), beside a js-yaml load of the same
// files in a process of its own, measured in the same run: the floor a CLI reading YAML cannot beat.
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
  readonly peakKib: number;
}

/** Runs node with `args` under GNU time, which reports its maximum RSS when it exits. */
function timed(args: readonly string[], env: Record<string, string>, dir: string): Run {
  const timeFile = join(dir, 'time.txt');
  const start = process.hrtime.bigint();
  const r = spawnSync('/usr/bin/time', ['-o', timeFile, '-f', '%M', process.execPath, ...args], {
    cwd: dir, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NO_COLOR: '1', ...env }, maxBuffer: 64 * 1024 * 1024,
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr.toString().slice(-2000)}`);
  return { ms, peakKib: Number(readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)) };
}

const cli = (args: readonly string[], env: Record<string, string>, dir: string): Run => timed([capctl, ...args], env, dir);

/** Starts `capctl serve` on a free port and resolves with its URL once it listens. */
function serve(db: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [capctl, 'serve', '--port', '0', '--db', db, '--log-level', 'error'], { stdio: ['ignore', 'ignore', 'pipe'] });
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

function writeDefinition(dir: string, actions: number): { defs: string; bytes: number } {
  let bytes = 0;
  for (const file of toYamlFiles(generateDefinition({ actions }), 20)) {
    mkdirSync(dirname(join(dir, file.path)), { recursive: true });
    writeFileSync(join(dir, file.path), file.text);
    bytes += Buffer.byteLength(file.text);
  }
  return { defs: join(dir, 'defs'), bytes };
}

async function measureSize(actions: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'capctl-bench-whole-'));
  try {
    const { defs, bytes } = writeDefinition(dir, actions);
    const yaml = timed([process.argv[1] as string, 'yaml', defs], {}, dir);
    const rows: string[][] = [[`js-yaml load of the ${(bytes / 1024 / 1024).toFixed(0)} MiB of YAML (baseline)`, seconds(yaml.ms), '1.00x', mib(yaml.peakKib), '1.00x', '', '']];
    const row = (what: string, run: Run, file: string | undefined, servePeak: number | undefined) => rows.push([
      what, seconds(run.ms), ratio(run.ms, yaml.ms), mib(run.peakKib), ratio(run.peakKib, yaml.peakKib),
      file === undefined ? '' : mib(statSync(file).size / 1024), servePeak === undefined ? '' : mib(servePeak),
    ]);
    if (MODES.includes('http')) {
      const db = join(dir, 'service.db');
      const keys = spawnSync(process.execPath, [capctl, 'keys', 'create', '--create', '--org', '1', '--role', 'apply', '--db', db], { encoding: 'utf8' });
      if (keys.status !== 0) throw new Error(`capctl keys create failed: ${keys.stderr}`);
      const { child, url } = await serve(db);
      try {
        // One request plans (or applies) everything: far longer than the default per-request timeout.
        const env = { CAPACITY_URL: url, CAPACITY_API_KEY: keys.stdout.trim(), CAPACITY_ORG: '1', CAPCTL_TIMEOUT_MS: '3600000' };
        const saved = join(dir, 'http.plan');
        row('HTTP: capctl plan --out FILE', cli(['plan', defs, '--out', saved], env, dir), saved, peakKib(child.pid as number));
        row('HTTP: capctl apply FILE --auto-approve', cli(['apply', saved, '--auto-approve'], env, dir), undefined, peakKib(child.pid as number));
      } finally {
        child.kill('SIGTERM');
      }
    }
    if (MODES.includes('local')) {
      const saved = join(dir, 'local.plan');
      row('local: capctl plan --out FILE', cli(['plan', defs, '--state', join(dir, 'local.db'), '--out', saved], {}, dir), saved, undefined);
      row('local: capctl apply FILE --auto-approve', cli(['apply', saved, '--auto-approve'], {}, dir), undefined, undefined);
    }
    console.log(`${actions} actions into an empty org (${actions / 10} destinations, ${actions / 20} metrics sources, ${actions / 10} sources; 20 files), load average ${loadavg()[0]?.toFixed(1)}\n`);
    table(['run', 'wall time', 'vs YAML', 'CLI peak RSS', 'vs YAML', 'saved plan', 'serve peak RSS so far'], rows);
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
