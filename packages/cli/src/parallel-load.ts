// Loads definition files (core's loadFile: js-yaml or JSON.parse, and the checks of untrusted
// text) on every idle core: this thread and worker threads, when the machine has a core to spare
// and the text is large enough to repay starting them; files are independent until the merge. Results
// (values, and diagnostics with their file:line:column) are the same either way.
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { loadFile, type LoadResult, type SourceFile } from '@capctl/core';
import { CliError } from './errors.js';
import { decodeResult, type WorkerResult } from './parse-worker-codec.js';

/** Below this much text a worker's start-up (tens of milliseconds) costs more than it saves. */
export const PARALLEL_MIN_CHARS = 2 * 1024 * 1024;

/** The operator's pool size (`1`: load in this thread), for machines whose core count misleads. */
export const THREADS_ENV = 'CAPCTL_PARSE_THREADS';

export interface ParallelOptions {
  /** Pool size; default CAPCTL_PARSE_THREADS, else the idle cores (idleThreads). */
  readonly threads?: number;
  /** The worker entry; default the bundle's (none when running from sources: loads in-thread). */
  readonly workerScript?: URL;
  /** Text size (characters) from which workers are used; default PARALLEL_MIN_CHARS. */
  readonly minChars?: number;
}

/** The bundle's worker entry, dist/chunks/parse-worker.mjs, from the entry file or from a chunk. */
function bundledWorker(): URL | undefined {
  for (const candidate of ['./chunks/parse-worker.mjs', './parse-worker.mjs']) {
    const url = new URL(candidate, import.meta.url);
    if (url.protocol === 'file:' && existsSync(url)) return url;
  }
  return undefined;
}

/**
 * Threads worth starting: the cores other work leaves idle (cores less the one-minute load
 * average), this thread included. A thread with no core of its own only adds its start-up and
 * the values' crossing (measured: 1.5x the time of one thread on 2 cores at load 12).
 */
export function idleThreads(cores: number, load: number): number {
  return Math.max(1, Math.min(cores, Math.round(cores - load)));
}

function threadsFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) {
    throw new CliError('usage', `${THREADS_ENV} is ${JSON.stringify(value)}: it must be a whole number of threads, 1 or more`, {
      hint: `set ${THREADS_ENV}=1 to load definition files in one thread, or unset it to use every core`,
    });
  }
  return n;
}

/** File indexes per worker: largest first, each to the least loaded worker, so that all end together. */
export function shareFiles(sizes: readonly number[], workers: number): number[][] {
  const shares = Array.from({ length: workers }, () => ({ load: 0, files: [] as number[] }));
  const order = sizes.map((size, index) => ({ size, index })).sort((a, b) => b.size - a.size || a.index - b.index);
  for (const { size, index } of order) {
    const least = shares.reduce((min, share) => (share.load < min.load ? share : min));
    least.load += size;
    least.files.push(index);
  }
  return shares.map((share) => share.files).filter((files) => files.length > 0);
}

/** One worker's results; a worker that fails or ends without answering leaves its files to this thread. */
function loadInWorker(script: URL, files: readonly SourceFile[]): Promise<LoadResult[]> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (results: LoadResult[]) => {
      if (settled) return;
      settled = true;
      resolve(results);
    };
    const worker = new Worker(fileURLToPath(script));
    worker.once('message', (results: WorkerResult[]) => settle(results.map(decodeResult)));
    worker.once('error', () => settle(files.map(loadFile)));
    worker.once('exit', () => settle(files.map(loadFile)));
    worker.postMessage(files);
  });
}

/** `loadFile` of each file, in the files' order: in worker threads where that pays, else here. */
export async function loadFiles(files: readonly SourceFile[], options: ParallelOptions = {}): Promise<LoadResult[]> {
  const threads = Math.min(options.threads ?? threadsFromEnv(process.env[THREADS_ENV]) ?? idleThreads(availableParallelism(), loadavg()[0] ?? 0), files.length);
  const chars = files.reduce((sum, file) => sum + file.text.length, 0);
  const script = threads > 1 && chars >= (options.minChars ?? PARALLEL_MIN_CHARS) ? options.workerScript ?? bundledWorker() : undefined;
  if (script === undefined) return files.map(loadFile);
  const results: LoadResult[] = new Array<LoadResult>(files.length);
  const [own = [], ...others] = shareFiles(files.map((file) => file.text.length), threads);
  // The workers start first; this thread loads its own share meanwhile, then takes theirs.
  const pending = others.map(async (share) => {
    const loaded = await loadInWorker(script, share.map((index) => files[index] as SourceFile));
    share.forEach((index, i) => { results[index] = loaded[i] as LoadResult; });
  });
  for (const index of own) results[index] = loadFile(files[index] as SourceFile);
  await Promise.all(pending);
  return results;
}
