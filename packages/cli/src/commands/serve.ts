// `capctl serve`: a thin wrapper over the service package, for operators who run the Capacity
// Management Service themselves (reached through @capctl/state), on a SQLite file or a
// PostgreSQL database. Keys: keys.ts.
import { isIP } from 'node:net';
import type { Command } from 'commander';
import { CliError } from '../errors.js';
import { databaseOf, onDatabase, requireDatabase } from '../database-option.js';
import { durationSeconds } from '../duration.js';

interface ServeOptions {
  readonly port: string;
  readonly host: string;
  readonly db?: string;
  readonly database?: string;
  readonly poolSize?: string;
  readonly logLevel: string;
  readonly logFormat?: string;
  readonly keepRevisions?: string;
  readonly keepRevisionsFor?: string;
  readonly rateLimit?: string;
  readonly trustProxy?: readonly string[];
}

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    throw new CliError('usage', `--port must be a number from 0 to 65535, got "${value}"`);
  }
  return n;
}

const DEFAULT_DB = 'capacity.db';

function poolSize(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1000) {
    throw new CliError('usage', `--pool-size must be a whole number from 1 to 1000, got "${value}"`);
  }
  return n;
}

/** Requests a minute per key (over every instance on PostgreSQL); none: the service's default. */
function rateLimit(value: string | undefined): { max: number; timeWindowMs: number } | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || !Number.isSafeInteger(n)) {
    throw new CliError('usage', `--rate-limit must be a whole number of requests a minute, at least 1, got "${value}"`, { hint: 'e.g. --rate-limit 6000 (the default)' });
  }
  return { max: n, timeWindowMs: 60_000 };
}

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** --trust-proxy values: addresses or CIDR ranges (IPv4 or IPv6), or loopback/linklocal/uniquelocal. */
function trustProxy(values: readonly string[] | undefined): string[] | undefined {
  if (values === undefined) return undefined;
  const ranges = values.flatMap((value) => value.split(',')).map((value) => value.trim()).filter((value) => value !== '');
  for (const range of ranges) {
    const [address = '', prefix, ...rest] = range.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (NAMED_RANGES.has(range) || (family !== 0 && prefixOk && rest.length === 0)) continue;
    throw new CliError('usage', `--trust-proxy takes an address or CIDR range of your proxies, got "${range}"`, {
      hint: 'e.g. --trust-proxy 10.0.0.0/8 (the load balancer\'s network), --trust-proxy 192.0.2.7 or --trust-proxy loopback',
    });
  }
  return ranges;
}

/** Readable lines for a person at a terminal; JSON for log collectors (and whenever stdout is a pipe or file). */
function logFormat(value: string | undefined, stdout: NodeJS.WriteStream): 'json' | 'text' {
  if (value === undefined) return stdout.isTTY ? 'text' : 'json';
  if (value === 'json' || value === 'text') return value;
  throw new CliError('usage', `--log-format must be text or json, got "${value}"`, { hint: 'use --log-format json for log collectors' });
}

/** The service's revision retention from --keep-revisions and --keep-revisions-for (else its default). */
function retention(options: ServeOptions): { keep?: number; maxAgeSeconds?: number } | undefined {
  if (options.keepRevisions === undefined && options.keepRevisionsFor === undefined) return undefined;
  if (options.keepRevisions !== undefined && !/^\d+$/.test(options.keepRevisions)) {
    throw new CliError('usage', `--keep-revisions must be a whole number, got "${options.keepRevisions}"`, { hint: 'e.g. --keep-revisions 50' });
  }
  return {
    ...(options.keepRevisions === undefined ? {} : { keep: Number(options.keepRevisions) }),
    ...(options.keepRevisionsFor === undefined ? {} : { maxAgeSeconds: durationSeconds(options.keepRevisionsFor, '--keep-revisions-for') }),
  };
}

export async function runServe(options: ServeOptions, stderr: NodeJS.WritableStream = process.stderr, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  // The first run makes the file; a missing directory is a typo more often than a wish.
  const db = requireDatabase(databaseOf(options, env, DEFAULT_DB) ?? DEFAULT_DB, 'create', '');
  const pool = poolSize(options.poolSize);
  const format = logFormat(options.logFormat, process.stdout);
  const revisionRetention = retention(options);
  const limit = rateLimit(options.rateLimit);
  const proxies = trustProxy(options.trustProxy);
  const { startService } = await import('@capctl/state');
  const running = await onDatabase(db, () => startService({
    port: port(options.port), host: options.host, db, logLevel: options.logLevel, logFormat: format,
    ...(pool === undefined ? {} : { poolSize: pool }),
    ...(revisionRetention ? { revisionRetention } : {}),
    ...(limit === undefined ? {} : { rateLimit: limit }),
    ...(proxies === undefined ? {} : { trustProxy: proxies }),
  }));
  // Logs go to stdout; this one line is for the person who started it.
  const everywhere = /^http:\/\/(0\.0\.0\.0|\[::\]):/.test(running.url) ? ' (every interface)' : '';
  stderr.write(`capctl serve: listening on ${running.url}${everywhere} (database ${running.database}); stop with Ctrl-C\n`);
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('run the Capacity Management Service (HTTP/JSON) on a SQLite file or a PostgreSQL database')
    .option('--port <port>', 'port to listen on (0 picks a free one)', '8080')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--db <path>', `the SQLite database file, created when missing (default: CAPACITY_DATABASE_URL, else ${DEFAULT_DB})`)
    .option('--database <url>', 'a postgres://… URL (several instances may share it; needs CAPACITY_SECRET_KEY) or a SQLite file path')
    .option('--pool-size <n>', 'PostgreSQL: the most connections this instance opens (default 10)')
    .option('--log-level <level>', 'pino log level: fatal, error, warn, info, debug', 'info')
    .option('--log-format <format>', 'text (one readable line per request) or json; default: text on a terminal, else json')
    .option('--keep-revisions <n>', 'after each plan, keep only the newest n stale or failed revisions per org (default 50)')
    .option('--keep-revisions-for <duration>', 'after each plan, delete stale or failed revisions older than this, e.g. 30d')
    .option('--rate-limit <n>', 'requests a minute allowed per API key, over every instance on one PostgreSQL database (default 6000)')
    .option('--trust-proxy <cidr>', 'behind a load balancer: believe X-Forwarded-For only from these addresses or CIDR ranges (repeatable, or comma-separated)', (value: string, previous: readonly string[] = []) => [...previous, value])
    .addHelpText('after', `
Examples:
  $ capctl serve --port 8080 --db /var/lib/capacity/capacity.db
  $ CAPACITY_SECRET_KEY=... capctl serve --host 0.0.0.0 --database postgres://capacity@db.internal/capacity --trust-proxy 10.0.0.0/8`)
    .action(async (options: ServeOptions) => {
      await runServe(options);
    });
}
