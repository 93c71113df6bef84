// The whole CLI in HTTP mode at scale: a `capctl serve` process and the `capctl` binary, both
// built, planning (and storing) then applying 100,000 actions against an empty org, then the
// same definition with a tenth changed against those. Wall time and peak memory (VmHWM of the
// service from /proc, maximum RSS of each CLI run from GNU time) of each process.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDefinition, toYamlFiles } from './generate.js';
import { table } from './measure.js';

const ACTIONS = Number(process.env['BENCH_CLI_ACTIONS'] ?? 100_000);

function findRoot(start: string): string {
  for (let dir = start; dirname(dir) !== dir; dir = dirname(dir)) {
    if (existsSync(join(dir, 'packages/cli/package.json'))) return dir;
  }
  throw new Error(`no workspace root above ${start}`);
}

const capctl = join(findRoot(dirname(fileURLToPath(import.meta.url))), 'packages/cli/dist/capctl.mjs');
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

/** Peak resident memory (KiB) of a running process so far. */
function peakKib(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
}

interface CliRun {
  readonly ms: number;
  readonly peakKib: number;
}

/** Runs the built CLI under GNU time, which reports its maximum RSS when it exits. */
function cli(args: readonly string[], env: Record<string, string>, dir: string): CliRun {
  const timeFile = join(dir, 'time.txt');
  const start = process.hrtime.bigint();
  const r = spawnSync('/usr/bin/time', ['-o', timeFile, '-f', '%M', process.execPath, capctl, ...args], {
    cwd: dir, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NO_COLOR: '1', ...env }, maxBuffer: 64 * 1024 * 1024,
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (r.status !== 0) throw new Error(`capctl ${args.join(' ')} exited ${r.status}: ${r.stderr.toString().slice(-2000)}`);
  return { ms, peakKib: Number(readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)) };
}

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

function writeDefinition(dir: string, changedShare: number): string {
  const root = join(dir, changedShare > 0 ? 'changed' : 'base');
  for (const file of toYamlFiles(generateDefinition({ actions: ACTIONS, changedShare }), 20)) {
    mkdirSync(dirname(join(root, file.path)), { recursive: true });
    writeFileSync(join(root, file.path), file.text);
  }
  return join(root, 'defs');
}

const dir = mkdtempSync(join(tmpdir(), 'capctl-bench-cli-'));
try {
  const db = join(dir, 'service.db');
  const keys = spawnSync(process.execPath, [capctl, 'keys', 'create', '--create', '--org', '1', '--role', 'apply', '--db', db], { encoding: 'utf8' });
  if (keys.status !== 0) throw new Error(`capctl keys create failed: ${keys.stderr}`);
  const key = keys.stdout.trim();
  const base = writeDefinition(dir, 0);
  const changed = writeDefinition(dir, 0.1);
  const { child, url } = await serve(db);
  try {
    // One request plans (or applies) everything: far longer than the default per-request timeout.
    const env = { CAPACITY_URL: url, CAPACITY_API_KEY: key, CAPACITY_ORG: '1', CAPCTL_TIMEOUT_MS: '3600000' };
    const rows: string[][] = [];
    const round = (name: string, definition: string, file: string) => {
      const saved = join(dir, file);
      const planned = cli(['plan', definition, '--out', saved], env, dir);
      const servePlanned = peakKib(child.pid as number);
      const applied = cli(['apply', saved, '--auto-approve'], env, dir);
      const serveApplied = peakKib(child.pid as number);
      rows.push([`${name}: capctl plan --out (plan and store)`, `${(planned.ms / 1000).toFixed(1)} s`, mib(planned.peakKib), mib(servePlanned)]);
      rows.push([`${name}: capctl apply FILE (apply the stored revision)`, `${(applied.ms / 1000).toFixed(1)} s`, mib(applied.peakKib), mib(serveApplied)]);
    };
    round(`${ACTIONS} actions into an empty org`, base, 'create.plan');
    round(`${ACTIONS} against ${ACTIONS}, a tenth changed`, changed, 'change.plan');
    console.log(`${ACTIONS} actions (with ${ACTIONS / 10} destinations, ${ACTIONS / 20} metrics sources, ${ACTIONS / 10} sources), HTTP mode, SQLite; load average ${loadavg()[0]?.toFixed(1)}\n`);
    table(['run', 'CLI wall time', 'CLI peak RSS', 'serve peak RSS so far'], rows);
  } finally {
    child.kill('SIGTERM');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
