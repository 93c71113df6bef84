// `capctl serve`: a thin wrapper over the service package, for operators who run the Capacity
// Management Service themselves (reached through @capctl/state). Keys: keys.ts.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Command } from 'commander';
import { CliError } from '../errors.js';

interface ServeOptions {
  readonly port: string;
  readonly host: string;
  readonly db: string;
  readonly logLevel: string;
}

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    throw new CliError('usage', `--port must be a number from 0 to 65535, got "${value}"`);
  }
  return n;
}

export async function runServe(options: ServeOptions, stderr: NodeJS.WritableStream = process.stderr): Promise<void> {
  // The database may go in a new directory, as keys create allows.
  mkdirSync(dirname(resolve(options.db)), { recursive: true });
  const { startService } = await import('@capctl/state');
  const running = await startService({ port: port(options.port), host: options.host, db: options.db, logLevel: options.logLevel });
  // Logs are JSON on stdout; this one line is for the person who started it.
  stderr.write(`capctl serve: listening on ${running.url} (database ${options.db}); stop with Ctrl-C\n`);
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('run the Capacity Management Service (HTTP/JSON) on a SQLite database file')
    .option('--port <port>', 'port to listen on (0 picks a free one)', '8080')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--db <path>', 'the database file (created when missing)', 'capacity.db')
    .option('--log-level <level>', 'pino log level: fatal, error, warn, info, debug', 'info')
    .addHelpText('after', `
Example:
  $ capctl serve --port 8080 --db /var/lib/capacity/capacity.db`)
    .action(async (options: ServeOptions) => {
      await runServe(options);
    });
}
