// The service alone answering one plan-and-store of N actions into an empty org: the definition
// POSTed as JSON to a built `capctl serve` (a fresh one on a new database per request), the
// service's own CPU time (user + system, /proc) and the request's wall time until the last byte of
// the answer. Without policies, and with a policy set whose advisory policy flags every action
// (a report as long as the plan). BENCH_SERVICE_PLAN_BEFORE=path/to/an/earlier/capctl.mjs runs the
// same requests on that build too, alternating with this one, and gives each round's ratios. The
// GET of the stored revision (what `capctl apply FILE` reads first) is timed the same way.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDefinition } from './generate.js';
import { ratio, table } from './measure.js';

const SIZES = (process.env['BENCH_SERVICE_PLAN_ACTIONS'] ?? '10000,100000').split(',').map(Number);
const ROUNDS = Number(process.env['BENCH_SERVICE_PLAN_ROUNDS'] ?? 3);
/** `plain` (no policy set) and `policy` (a set whose one advisory policy flags every action). */
const SCENARIOS = (process.env['BENCH_SERVICE_PLAN_SCENARIOS'] ?? 'plain,policy').split(',');
const BEFORE = process.env['BENCH_SERVICE_PLAN_BEFORE'];

const FLAG_EVERY_ACTION = [
  'name: review-new-actions', 'description: every new action is looked at', 'scope: step',
  'condition: "step.kind == \'action\' && step.op == \'create\'"', 'message: a new action', 'enforcement: advisory', '',
].join('\n');

function findRoot(start: string): string {
  for (let dir = start; dirname(dir) !== dir; dir = dirname(dir)) {
    if (existsSync(join(dir, 'packages/cli/package.json'))) return dir;
  }
  throw new Error(`no workspace root above ${start}`);
}

const capctl = join(findRoot(dirname(fileURLToPath(import.meta.url))), 'packages/cli/dist/capctl.mjs');
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** User plus system CPU time of a process so far, milliseconds. */
function cpuMs(pid: number): number {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}

function peakKib(pid: number): number {
  return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN);
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

/** Sends one request and reads the whole answer; resolves with its status, length and first bytes. */
function send(url: string, key: string, method: string, body?: Buffer): Promise<{ status: number; bytes: number; head: string }> {
  return new Promise((resolve, reject) => {
    const headers = { 'x-service-auth': key, ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': body.length }) };
    const req = request(url, { method, headers }, (res) => {
      let bytes = 0;
      let head = '';
      res.on('data', (chunk: Buffer) => {
        if (head.length < 200) head += chunk.toString('utf8', 0, 200);
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, head }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** One request's wall time until the answer's last byte, and the service's CPU time meanwhile. */
async function timedRequest(pid: number, url: string, key: string, method: string, body?: Buffer): Promise<Timed & { head: string }> {
  const cpuBefore = cpuMs(pid);
  const start = process.hrtime.bigint();
  const answer = await send(url, key, method, body);
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  if (answer.status !== 200) throw new Error(`${method} ${url} answered ${answer.status}`);
  return { wallMs, cpuMs: cpuMs(pid) - cpuBefore, answerBytes: answer.bytes, head: answer.head };
}

interface Timed {
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly answerBytes: number;
}

interface Run {
  readonly plan: Timed;
  /** The service's peak resident memory during the plan-and-store. */
  readonly peakKib: number;
  /** The GET of the stored revision that follows (what `capctl apply FILE` reads first). */
  readonly get: Timed;
}

/** One plan-and-store of `body` by a fresh `binary serve` on a new database (with the policy set, for `policy`). */
async function planOnce(binary: string, scenario: string, body: Buffer, dir: string): Promise<Run> {
  const work = mkdtempSync(join(dir, 'run-'));
  const db = join(work, 'service.db');
  const keys = spawnSync(process.execPath, [binary, 'keys', 'create', '--create', '--org', '1', '--role', 'admin', '--db', db], { encoding: 'utf8' });
  if (keys.status !== 0) throw new Error(`capctl keys create failed: ${keys.stderr}`);
  const key = keys.stdout.trim();
  const { child, url } = await serve(binary, db);
  const pid = child.pid as number;
  try {
    if (scenario === 'policy') {
      mkdirSync(join(work, 'policies'));
      writeFileSync(join(work, 'policies', 'review.yaml'), FLAG_EVERY_ACTION);
      const pushed = spawnSync(process.execPath, [binary, 'policies', 'push', join(work, 'policies')], {
        encoding: 'utf8', env: { ...process.env, CAPACITY_URL: url, CAPACITY_API_KEY: key, CAPACITY_ORG: '1', NO_COLOR: '1' },
      });
      if (pushed.status !== 0) throw new Error(`capctl policies push failed: ${pushed.stderr}`);
    }
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const plan = await timedRequest(pid, `${url}/v1/orgs/1/config/revisions/`, key, 'POST', body);
    const peak = peakKib(pid);
    const id = /"id":"([^"]+)"/.exec(plan.head)?.[1];
    if (id === undefined) throw new Error(`no revision id at the start of the answer: ${plan.head}`);
    const get = await timedRequest(pid, `${url}/v1/orgs/1/config/revisions/${id}`, key, 'GET');
    return { plan, peakKib: peak, get };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)));
    rmSync(work, { recursive: true, force: true });
  }
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

async function measureSize(actions: number, dir: string): Promise<void> {
  const body = Buffer.from(JSON.stringify({ definition: generateDefinition({ actions }) }));
  const builds: [string, string][] = [...(BEFORE === undefined ? [] : [[BEFORE, 'before'] as [string, string]]), [capctl, 'now']];
  for (const scenario of SCENARIOS) {
    const rows: string[][] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // Alternate which build goes first, so neither always meets the machine as the other left it.
      const order = round % 2 === 1 ? builds : [...builds].reverse();
      const runs = new Map<string, Run>();
      for (const [binary, label] of order) runs.set(label, await planOnce(binary, scenario, body, dir));
      const now = runs.get('now') as Run;
      const before = runs.get('before');
      for (const [, label] of builds) {
        const r = runs.get(label) as Run;
        const vs = (pick: (run: Run) => number) => (label === 'now' && before !== undefined ? ratio(pick(now), pick(before)) : '');
        rows.push([
          String(actions), scenario, String(round), label,
          s(r.plan.wallMs), s(r.plan.cpuMs), vs((x) => x.plan.wallMs), vs((x) => x.plan.cpuMs), mib(r.peakKib), `${(r.plan.answerBytes / 1024 / 1024).toFixed(1)} MiB`,
          s(r.get.wallMs), s(r.get.cpuMs), vs((x) => x.get.cpuMs), loadavg()[0]?.toFixed(1) ?? '',
        ]);
      }
    }
    table(['actions', 'policies', 'round', 'build', 'plan wall', 'plan CPU', 'wall now/before', 'CPU now/before', 'service peak', 'answer', 'GET wall', 'GET CPU', 'GET CPU now/before', 'load'], rows);
    console.log('');
  }
}

async function main(): Promise<void> {
  if (!existsSync(capctl)) throw new Error(`${capctl} is missing: run npm run build first`);
  console.log(`plan-and-store of N actions into an empty org, the definition POSTed to a fresh \`capctl serve\` per request; ${ROUNDS} rounds, the builds alternating`);
  console.log(`builds: now = ${capctl}${BEFORE === undefined ? '' : `, before = ${BEFORE}`}\n`);
  const dir = mkdtempSync(join(tmpdir(), 'capctl-bench-service-plan-'));
  try {
    for (const actions of SIZES) await measureSize(actions, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
