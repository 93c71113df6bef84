// The fuzzer as a command: runs for --minutes (or --pairs) from --seed, prints each shrunk
// counterexample as it is found and saves it as a regression fixture, then prints the counts.
// The pairs run in a worker: a pair the analysis does not finish within a minute is reported as
// a hang (itself a finding: the work budget should make it unproven) and the run goes on.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { fixtureName, fixtureOf, fixtureText } from '../../packages/core/src/testing/compatibility-fuzz/fixture.js';
import { jsonText } from '../../packages/core/src/testing/compatibility-fuzz/json-tree.js';
import { describeCounterexample, describeStats } from '../../packages/core/src/testing/compatibility-fuzz/report.js';
import { fuzz, pair, shares, type FoundCounterexample, type FuzzStats } from '../../packages/core/src/testing/compatibility-fuzz/run.js';

const USAGE = 'usage: npm run fuzz:compat -- [--minutes N] [--pairs N] [--seed S] [--first I] [--tries N] [--no-save]';
const HANG_MS = 60_000;
// This file runs bundled elsewhere (fuzz-compat.mjs says where the repository is).
const root = process.env['FUZZ_COMPAT_ROOT'] ?? process.cwd();
const fixtures = join(root, 'packages/core/src/testing/compatibility-fuzz/fixtures');

interface Options { minutes: number; pairs: number; seed: number; first: number; tries: number; save: boolean }
interface Job { seed: number; first: number; pairs: number; tries: number; deadline: number }
type Message = { type: 'pair'; index: number; sofar: FuzzStats } | { type: 'found'; c: FoundCounterexample } | { type: 'done'; stats: FuzzStats };

function options(argv: string[]): Options {
  const out: Options = { minutes: 1, pairs: Number.POSITIVE_INFINITY, seed: Math.floor(Math.random() * 2 ** 31), first: 0, tries: 200, save: true };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--no-save') { out.save = false; continue; }
    const value = Number(argv[i + 1]);
    if (!['--minutes', '--pairs', '--seed', '--first', '--tries'].includes(flag ?? '') || !Number.isFinite(value) || value < 0) {
      console.error(`fuzz:compat: "${flag} ${argv[i + 1] ?? ''}" is not understood; ${USAGE}`);
      process.exit(2);
    }
    out[flag!.slice(2) as 'minutes' | 'pairs' | 'seed' | 'first' | 'tries'] = value;
    i += 1;
  }
  return out;
}

/** In the worker: fuzz the job, reporting each pair as it starts and each counterexample. */
function work(job: Job): void {
  let index = job.first - 1;
  const stats = fuzz({
    seed: job.seed, first: job.first, pairs: job.pairs, tries: job.tries,
    stop: (sofar) => { index += 1; parentPort!.postMessage({ type: 'pair', index, sofar: { ...sofar, counterexamples: [] } }); return Date.now() > job.deadline; },
    found: (c) => parentPort!.postMessage({ type: 'found', c }),
  });
  parentPort!.postMessage({ type: 'done', stats });
}

function add(total: FuzzStats, s: FuzzStats): void {
  total.pairs += s.pairs;
  total.uncompilable += s.uncompilable;
  for (const v of ['proven', 'breaking', 'unproven'] as const) total.verdicts[v] += s.verdicts[v];
  total.provenChecked += s.provenChecked;
  total.payloadsChecked += s.payloadsChecked;
}

function save(c: FoundCounterexample, o: Options): void {
  console.log(describeCounterexample(c));
  if (!o.save) return;
  mkdirSync(fixtures, { recursive: true });
  const file = join(fixtures, fixtureName(c));
  if (!existsSync(file)) writeFileSync(file, fixtureText(fixtureOf(c)));
  console.log(`  saved as ${relative(root, file)}`);
}

async function main(): Promise<void> {
  const o = options(process.argv.slice(2));
  const started = Date.now();
  const deadline = started + o.minutes * 60_000;
  const end = o.first + o.pairs;
  console.log(`fuzz:compat: seed ${o.seed}, ${o.minutes} minute(s)${Number.isFinite(o.pairs) ? `, pairs ${o.first}..${end - 1}` : ''}`);
  const total: FuzzStats = { seed: o.seed, pairs: 0, uncompilable: 0, verdicts: { proven: 0, breaking: 0, unproven: 0 }, provenChecked: 0, payloadsChecked: 0, counterexamples: [] };
  const seen = new Set<string>();
  const hangs: number[] = [];
  let next = o.first;
  let lastNote = started;
  while (next < end && Date.now() < deadline) {
    const job: Job = { seed: o.seed, first: next, pairs: Math.min(end - next, 1e9), tries: o.tries, deadline };
    let sofar: FuzzStats | undefined;
    const outcome = await new Promise<'done' | number>((resolve) => {
      const worker = new Worker(fileURLToPath(import.meta.url), { workerData: job });
      let current = next;
      let since = Date.now();
      const watch = setInterval(() => {
        if (Date.now() - since < HANG_MS) return;
        clearInterval(watch);
        void worker.terminate();
        resolve(current);
      }, 1000);
      worker.on('message', (m: Message) => {
        if (m.type === 'pair') {
          current = m.index;
          sofar = m.sofar;
          since = Date.now();
          if (since - lastNote > 60_000) { lastNote = since; console.log(`  ... pair ${m.index}, ${Math.round((since - started) / 60_000)} min`); }
        } else if (m.type === 'found') {
          const key = `${m.c.direction}:${jsonText(m.c.old)}:${jsonText(m.c.new)}`;
          if (!seen.has(key)) { seen.add(key); total.counterexamples.push(m.c); save(m.c, o); }
        } else {
          clearInterval(watch);
          add(total, m.stats);
          resolve('done');
        }
      });
      worker.on('error', (e) => { clearInterval(watch); console.error(`fuzz:compat: pair ${current} failed: ${e.message}`); resolve(current); });
    });
    if (outcome === 'done') break;
    // The counts of the pairs before the hang, and the hung pair itself as tried.
    if (sofar !== undefined) add(total, sofar);
    total.pairs += 1;
    hangs.push(outcome);
    const p = pair(o.seed, outcome);
    console.log(`hang (seed ${o.seed}, pair ${outcome}): the analysis did not finish within ${HANG_MS / 1000} s\n  old: ${jsonText(p.old)}\n  new: ${jsonText(p.new)}`);
    next = outcome + 1;
  }
  console.log(describeStats(total));
  console.log(`unproven share: ${shares(total).unproven}% of directions; hangs: ${hangs.length === 0 ? 'none' : hangs.join(', ')}; elapsed ${Math.round((Date.now() - started) / 1000)} s`);
  process.exitCode = total.counterexamples.length === 0 && hangs.length === 0 ? 0 : 1;
}

if (isMainThread) await main();
else work(workerData as Job);
