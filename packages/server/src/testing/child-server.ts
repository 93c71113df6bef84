// Test support: the service in a child process, the one harness for every test that stops or
// kills it (the built `capctl serve`, or this package's sources bundled with esbuild).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
// Shared with the CLI bundle and the benchmarks: the workspace packages from their sources.
import { workspaceBundleOptions } from '../../../../esbuild-workspace.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..', '..');
// The first URL the service names when it listens (`capctl serve`'s line, the entry's, pino's), once its line is whole.
const LISTENING = /listening (?:on|at) (http:\/\/127\.0\.0\.1:\d+).*\n/;

export interface ChildServer {
  readonly url: string;
  readonly process: ChildProcess;
  /** Everything it wrote so far, stdout and stderr interleaved. */
  output(): string;
  /** Sends `signal` (default SIGKILL) unless it has exited, and resolves with its exit code once it is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A child that exited before it listened. */
export interface ChildExit {
  readonly code: number | null;
  readonly output: string;
}

export interface LaunchOptions {
  /** Merged over this process's environment; undefined removes a variable. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly cwd?: string;
}

const live = new Set<ChildProcess>();

/** Starts `node ...args` and resolves once it says where it listens, or with its exit when it stops first. */
export function launchChildServer(args: readonly string[], options: LaunchOptions = {}): Promise<ChildServer | ChildExit> {
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
  });
  live.add(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => {
    live.delete(child);
    resolve(code);
  }));
  let output = '';
  return new Promise((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = LISTENING.exec(output)?.[1];
      if (url !== undefined) resolve(childServer(child, url, () => output, exited));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => resolve({ code, output }));
  });
}

function childServer(child: ChildProcess, url: string, output: () => string, exited: Promise<number | null>): ChildServer {
  return {
    url,
    process: child,
    output,
    stop(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Like launchChildServer, but an exit before listening fails the test with what the child wrote. */
export async function startChildServer(args: readonly string[], options: LaunchOptions = {}): Promise<ChildServer> {
  const started = await launchChildServer(args, options);
  if ('url' in started) return started;
  throw new Error(`the service exited with code ${started.code} before it listened:\n${started.output}`);
}

/** SIGKILLs every child this process started that is still running (for afterAll). */
export async function stopChildServers(): Promise<void> {
  await Promise.all([...live].map((child) => new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  })));
}

let bundled: Promise<string> | undefined;

/**
 * Bundles server-entry.ts from source (once per test process) under node_modules/.cache, inside
 * the checkout so that its dependencies and schemas/ are found; returns the file to run.
 */
export function bundleServerEntry(): Promise<string> {
  bundled ??= (async () => {
    const outDir = join(root, 'node_modules', '.cache', 'capctl-test');
    mkdirSync(outDir, { recursive: true });
    const result = await build({ entryPoints: [join(here, 'server-entry.ts')], write: false, ...workspaceBundleOptions });
    // Written under a name of its own, then renamed: test files bundle in parallel processes.
    const outfile = join(outDir, 'server-entry.mjs');
    const partial = `${outfile}.${process.pid}`;
    writeFileSync(partial, result.outputFiles![0]!.contents);
    renameSync(partial, outfile);
    return outfile;
  })();
  return bundled;
}

/** The service from this package's sources on the SQLite file `db`, in a child process. */
export async function startSourceServer(db: string, logLevel = 'error'): Promise<ChildServer> {
  return startChildServer([await bundleServerEntry(), db, logLevel]);
}
