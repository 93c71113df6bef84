// Which service database `serve` and `keys` use: --database, else --db, else CAPACITY_DATABASE_URL;
// a postgres:// URL or a SQLite file path either way. One rule for both commands, and one for a
// path that names nothing yet: only `serve` and `keys create --create` make a new file, never a directory.
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { CliError } from './errors.js';

export interface DatabaseOptions {
  readonly db?: string;
  readonly database?: string;
}

export const isDatabaseUrl = (db: string): boolean => /^postgres(ql)?:\/\//i.test(db);

/** The database named by the options or the environment; `fallback` when none is (undefined: none). */
export function databaseOf(options: DatabaseOptions, env: NodeJS.ProcessEnv, fallback?: string): string | undefined {
  if (options.db !== undefined && options.database !== undefined) {
    throw new CliError('usage', '--db and --database both name the database; give one of them');
  }
  const fromEnv = env['CAPACITY_DATABASE_URL'];
  return options.database ?? options.db ?? (fromEnv !== undefined && fromEnv !== '' ? fromEnv : fallback);
}

/** The database as a message may show it: a URL's password is never printed. */
export function shownDatabase(db: string): string {
  if (!isDatabaseUrl(db)) return db;
  try {
    const url = new URL(db);
    if (url.password !== '') url.password = '***';
    return url.toString();
  } catch {
    return 'the postgres:// URL given';
  }
}

/** Socket failures and SQLSTATEs that mean the PostgreSQL server or database cannot be used as named. */
const UNREACHABLE = /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|08...|57P0[1-3]|53300|28...|3D000)$/;

function reason(code: string): string {
  if (code.startsWith('28')) return 'the server refused the credentials';
  if (code === '3D000') return 'the database does not exist';
  return code.startsWith('E') ? code : 'the server is not accepting connections';
}

/**
 * Runs `work` on the database `db`: a PostgreSQL server that cannot be reached is the operator's
 * next step (host, port, name, credentials), not an unexpected failure. Used by `serve` and `keys`.
 */
export async function onDatabase<T>(db: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // The storage raises its own errors; the driver's code it carries says which failure it was.
    const { code: ownCode, driverCode } = (error ?? {}) as { code?: unknown; driverCode?: unknown };
    const code = driverCode ?? ownCode;
    if (isDatabaseUrl(db) && typeof code === 'string' && UNREACHABLE.test(code)) {
      throw new CliError('io', `cannot reach the database ${shownDatabase(db)} (${reason(code)})`, {
        hint: 'check the host, port, database name and credentials in the URL, and that PostgreSQL is running',
      });
    }
    throw error;
  }
}

/** How a command may treat a SQLite path with no file: refuse it, or create the file (never its directory). */
export type MissingDatabase = 'refuse' | 'create';

/**
 * Checks that the SQLite file `db` exists, or (`create`) that its directory does, so that a typo
 * in a path never makes a database (or a directory) that no service reads. URLs pass unchecked:
 * a PostgreSQL database is made by its operator.
 */
export function requireDatabase(db: string, missing: MissingDatabase, createHint: string): string {
  if (isDatabaseUrl(db) || existsSync(db)) return db;
  const directory = dirname(resolve(db));
  if (missing === 'refuse') {
    throw new CliError('io', `there is no database at ${db}`, {
      hint: `pass --db with the file the service uses (\`capctl serve --db PATH\`), or ${createHint}`,
    });
  }
  if (statSync(directory, { throwIfNoEntry: false })?.isDirectory() !== true) {
    throw new CliError('io', `there is no directory ${directory} for the database ${db}`, {
      hint: `create it first (mkdir -p ${directory}), or pass a database path in a directory that exists`,
    });
  }
  return db;
}
