// Start-up of the built binary: wall time of `capctl validate` and `capctl plan --format json`
// on the quickstart (no terminal), of `capctl serve` until it listens, and of the first Ink frame
// in a pseudo-terminal (`script`), each next to bare `node -e 0` measured in the same run.
// Median of RUNS runs.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { table } from './measure.js';

const RUNS = 10;
/** The workspace root, found upwards from this file (it runs bundled from test/bench/.out). */
function findRoot(start: string): string {
  for (let dir = start; dirname(dir) !== dir; dir = dirname(dir)) {
    if (existsSync(join(dir, 'packages/cli/package.json'))) return dir;
  }
  throw new Error(`no workspace root above ${start}`);
}

const root = findRoot(dirname(fileURLToPath(import.meta.url)));
const capctl = join(root, 'packages/cli/dist/capctl.mjs');
const node = process.execPath;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Wall time of a process from spawn to exit. */
function wall(args: readonly string[], cwd: string, env: Record<string, string> = {}): number {
  const start = process.hrtime.bigint();
  const r = spawnSync(node, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NO_COLOR: '1', ...env } });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stderr.toString()}`);
  return ms;
}

/** Time until the pseudo-terminal shows `marker` (or the process exits when marker is empty). */
function inTerminal(command: string, cwd: string, marker: string, env: Record<string, string> = {}): Promise<number> {
  return new Promise((done, fail) => {
    const start = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - start) / 1e6;
    const child = spawn('script', ['-qfec', command, '/dev/null'], { cwd, env: { ...process.env, COLUMNS: '120', LINES: '40', ...env } });
    let seen = '';
    let settled = false;
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (!settled && marker !== '' && seen.includes(marker)) {
        settled = true;
        done(elapsed());
      }
    });
    child.on('close', (code) => {
      if (settled) return;
      settled = true;
      if (marker === '' && code === 0) done(elapsed());
      else fail(new Error(`${command} ended (${code}) without showing ${marker}:\n${seen}`));
    });
  });
}

/** `capctl serve` on a free port in a child process; resolves once it listens. */
async function serve(dir: string): Promise<{ url: string; ms: number; stop: () => void }> {
  const start = process.hrtime.bigint();
  const child = spawn(node, [capctl, 'serve', '--port', '0', '--db', join(dir, 'service.db'), '--log-level', 'warn'], { cwd: dir });
  const url = await new Promise<string>((done, fail) => {
    let text = '';
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /listening on (\S+)/.exec(text);
      if (match?.[1]) done(match[1]);
    });
    child.on('exit', (code) => fail(new Error(`capctl serve exited (${code}): ${text}`)));
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return { url, ms, stop: () => child.kill() };
}

/** `capctl serve` with a key for org 1. */
async function startService(dir: string): Promise<{ env: Record<string, string>; stop: () => void }> {
  const { url, stop } = await serve(dir);
  const key = spawnSync(node, [capctl, 'keys', 'create', '--create', '--db', join(dir, 'service.db'), '--org', '1'], { encoding: 'utf8' }).stdout.trim();
  return { env: { CAPACITY_URL: url, CAPACITY_API_KEY: key }, stop };
}

async function main(): Promise<void> {
  if (!existsSync(capctl)) throw new Error(`${capctl} is missing: run \`npm run build\` first`);
  const dir = mkdtempSync(join(tmpdir(), 'capctl-startup-'));
  cpSync(join(root, 'examples/quickstart'), join(dir, 'quickstart'), { recursive: true });
  // Local state named, so that the embedded runs are not refused as a guess under CI=true.
  writeFileSync(join(dir, 'capctl.yaml'), 'state: .capctl/state.db\n');
  try {
    const samples = {
      node: [] as number[], validate: [] as number[], plan: [] as number[], planHttp: [] as number[],
      ttyNode: [] as number[], ink: [] as number[], inkHttp: [] as number[], serve: [] as number[],
    };
    wall([capctl, 'plan', 'quickstart', '--format', 'json'], dir); // creates the embedded state once
    const service = await startService(dir);
    const terminal = spawnSync('script', ['--version']).status === 0;
    for (let i = 0; i < RUNS; i++) {
      samples.node.push(wall(['-e', '0'], dir));
      samples.validate.push(wall([capctl, 'validate', 'quickstart'], dir));
      samples.plan.push(wall([capctl, 'plan', 'quickstart', '--format', 'json'], dir));
      samples.planHttp.push(wall([capctl, 'plan', 'quickstart', '--format', 'json'], dir, service.env));
      const listening = await serve(mkdtempSync(join(dir, 'serve-')));
      listening.stop();
      samples.serve.push(listening.ms);
      if (terminal) {
        samples.ttyNode.push(await inTerminal(`${node} -e 0`, dir, ''));
        samples.ink.push(await inTerminal(`${node} ${capctl} plan quickstart`, dir, 'scale-up'));
        samples.inkHttp.push(await inTerminal(`${node} ${capctl} plan quickstart`, dir, 'scale-up', service.env));
      }
    }
    service.stop();
    const base = median(samples.node);
    const ttyBase = median(samples.ttyNode);
    const row = (label: string, ms: number, against: number, aim?: number) => [
      label, `${ms.toFixed(0)} ms`, `${against.toFixed(0)} ms`, `+${(ms - against).toFixed(0)} ms`, `${(ms / against).toFixed(2)}x`,
      aim === undefined ? '-' : `<= +${aim} ms`,
    ];
    const rows = [
      row('capctl validate quickstart', median(samples.validate), base, 250),
      row('capctl plan quickstart --format json (embedded)', median(samples.plan), base, 250),
      row('capctl plan quickstart --format json (http)', median(samples.planHttp), base, 250),
      row('capctl serve: listening (new database)', median(samples.serve), base),
    ];
    if (terminal) {
      rows.push(row('first Ink frame: plan quickstart, pty (embedded)', median(samples.ink), ttyBase, 400));
      rows.push(row('first Ink frame: plan quickstart, pty (http)', median(samples.inkHttp), ttyBase, 400));
    }
    const load = loadavg().map((l) => l.toFixed(2)).join(' ');
    console.log(`median of ${RUNS} runs; baseline: node -e 0 (in the same kind of terminal for the Ink row); load average ${load}\n`);
    table(['command', 'median', 'node -e 0', 'over node', 'ratio', 'aim'], rows);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
