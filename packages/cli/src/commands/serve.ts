// `capctl serve` and `capctl keys create`: thin wrappers over the service package, for
// operators who run the Capacity Management Service themselves (reached through @capctl/state).
import type { Command } from 'commander';
import { CliError, EXIT } from '../errors.js';
import type { ExitCodeValue } from '../errors.js';

interface ServeOptions {
  readonly port: string;
  readonly host: string;
  readonly db?: string;
  readonly database?: string;
  readonly poolSize?: string;
  readonly logLevel: string;
}

interface KeysCreateOptions {
  readonly db: string;
  readonly org: string;
  readonly user: string;
}

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    throw new CliError('usage', `--port must be a number from 0 to 65535, got "${value}"`);
  }
  return n;
}

const DEFAULT_DB = 'capacity.db';

/** --database, else --db, else CAPACITY_DATABASE_URL, else capacity.db; a URL or a path either way. */
function databaseOf(options: ServeOptions, env: NodeJS.ProcessEnv): string {
  if (options.db !== undefined && options.database !== undefined) {
    throw new CliError('usage', '--db and --database both name the database; give one of them');
  }
  const fromEnv = env['CAPACITY_DATABASE_URL'];
  return options.database ?? options.db ?? (fromEnv !== undefined && fromEnv !== '' ? fromEnv : DEFAULT_DB);
}

function poolSize(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1000) {
    throw new CliError('usage', `--pool-size must be a whole number from 1 to 1000, got "${value}"`);
  }
  return n;
}

export async function runServe(options: ServeOptions, stderr: NodeJS.WritableStream = process.stderr, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const db = databaseOf(options, env);
  const pool = poolSize(options.poolSize);
  const { startService } = await import('@capctl/state');
  const running = await startService({
    port: port(options.port), host: options.host, db, logLevel: options.logLevel, ...(pool === undefined ? {} : { poolSize: pool }),
  });
  // Logs are JSON on stdout; this one line is for the person who started it.
  stderr.write(`capctl serve: listening on ${running.url} (database ${running.database}); stop with Ctrl-C\n`);
}

export async function runKeysCreate(options: KeysCreateOptions, stdout: NodeJS.WritableStream = process.stdout): Promise<ExitCodeValue> {
  if (!/^[0-9]+$/.test(options.org)) {
    throw new CliError('usage', `--org must be digits, got "${options.org}"`, { hint: 'pass the numeric org id, e.g. --org 1' });
  }
  const { createServiceKey } = await import('@capctl/state');
  const key = await createServiceKey({ db: options.db, org: options.org, user: options.user });
  // The key alone, so that `export CAPACITY_API_KEY=$(capctl keys create ...)` works.
  stdout.write(`${key}\n`);
  return EXIT.ok;
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
    .addHelpText('after', `
Examples:
  $ capctl serve --port 8080 --db /var/lib/capacity/capacity.db
  $ CAPACITY_SECRET_KEY=... capctl serve --host 0.0.0.0 --database postgres://capacity@db.internal/capacity`)
    .action(async (options: ServeOptions) => {
      await runServe(options);
    });

  const keys = program
    .command('keys')
    .description('manage API keys of the service')
    .addHelpText('after', `
Example:
  $ capctl keys create --db capacity.db --org 1 --user ci`);
  keys
    .command('create')
    .description('create an API key (and the org and user when missing); prints the key alone')
    .requiredOption('--db <path>', 'the database file the service uses')
    .requiredOption('--org <id>', 'the org the key may use')
    .option('--user <name>', 'the user the key belongs to', 'admin')
    .addHelpText('after', `
Example:
  $ export CAPACITY_API_KEY=$(capctl keys create --db capacity.db --org 1 --user ci)`)
    .action(async (options: KeysCreateOptions) => {
      process.exitCode = await runKeysCreate(options);
    });
}
