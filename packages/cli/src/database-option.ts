// Which service database `serve` and `keys` use: --database, else --db, else CAPACITY_DATABASE_URL;
// a postgres:// URL or a SQLite file path either way. One rule for both commands.
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
