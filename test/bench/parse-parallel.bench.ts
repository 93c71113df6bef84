// Loading a definition's files (js-yaml and the checks of untrusted text) in worker threads
// against loading them in one thread, in the same process, alternately, at 10,000 and 100,000
// actions in 10 files; then the rest of the parse (schema, variables, merge, checks), which runs
// in one thread either way. Wall time and CPU time (all threads), with the load average beside
// them: on a machine busy with other work, more threads cannot give more time.
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseLoadedDefinition, type SourceFile } from '@capctl/core';
import { loadFiles } from '../../packages/cli/src/parallel-load.js';
import { generateDefinition, toYamlFiles } from './generate.js';
import { ratio, table } from './measure.js';

const SIZES = (process.env['BENCH_PARSE_ACTIONS'] ?? '10000,100000').split(',').map(Number);

function findRoot(start: string): string {
  for (let dir = start; dirname(dir) !== dir; dir = dirname(dir)) {
    if (existsSync(join(dir, 'packages/cli/package.json'))) return dir;
  }
  throw new Error(`no workspace root above ${start}`);
}

const workerScript = pathToFileURL(join(findRoot(dirname(fileURLToPath(import.meta.url))), 'packages/cli/dist/chunks/parse-worker.mjs'));
if (!existsSync(workerScript)) throw new Error(`${workerScript.pathname} is missing: run \`npm run build\` first`);
const threads = Math.max(2, availableParallelism());

interface Sample { readonly wallMs: number; readonly cpuMs: number }

async function measure(fn: () => Promise<unknown>): Promise<Sample> {
  globalThis.gc?.();
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  await fn();
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const rows: string[][] = [];

console.log(`loading 10 definition files: one thread against ${threads} (this thread and ${threads - 1} workers), alternately; availableParallelism ${availableParallelism()}\n`);
for (const actions of SIZES) {
  const files: SourceFile[] = toYamlFiles(generateDefinition({ actions }), 10);
  const mib = files.reduce((sum, f) => sum + f.text.length, 0) / 1024 / 1024;
  const runs = actions >= 100_000 ? 3 : 5;
  const one = { wall: [] as number[], cpu: [] as number[] };
  const many = { wall: [] as number[], cpu: [] as number[] };
  const rest: number[] = [];
  const load = (n: number) => loadFiles(files, { threads: n, workerScript, minChars: 0 });
  await load(1);
  await load(threads);
  const before = loadavg()[0] ?? 0;
  for (let i = 0; i < runs; i++) {
    const a = await measure(() => load(1));
    one.wall.push(a.wallMs); one.cpu.push(a.cpuMs);
    const b = await measure(() => load(threads));
    many.wall.push(b.wallMs); many.cpu.push(b.cpuMs);
    const loaded = await load(1);
    rest.push((await measure(async () => parseLoadedDefinition(files, loaded))).wallMs);
  }
  const load1 = median(one.wall);
  rows.push([
    String(actions), `${mib.toFixed(0)} MiB`, ms(load1), ms(median(many.wall)), ratio(median(many.wall), load1),
    ms(median(one.cpu)), ms(median(many.cpu)), ms(median(rest)), `${before.toFixed(1)}-${(loadavg()[0] ?? 0).toFixed(1)}`, String(runs),
  ]);
}
table(['actions', 'YAML', 'load, 1 thread', `load, ${threads} threads`, 'ratio', 'CPU, 1 thread', `CPU, ${threads} threads`, 'rest of parse', 'load avg', 'runs'], rows);
console.log(`\npeak RSS of this process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
