// Opens the service database: a SQLite file in WAL mode with foreign keys on, wrapped in kysely,
// with every pending migration applied before the first request.
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import { createHeaderSeal, type HeaderSeal } from '../crypto/header-seal.js';
import { createSecretBox } from '../crypto/secret-box.js';
import { loadSecretKey } from '../crypto/secret-key.js';
import type { Database, Db } from './database.js';
import { migrate } from './migrate.js';
import type { Migration } from './migrations.js';
import { ensurePrivateFile } from './private-file.js';
import { SqliteDatabase } from './sqlite-driver.js';

export interface StorageOptions {
  /** Path of the database file (created when missing). */
  readonly path: string;
  /** Defaults to the exported `migrations` list. */
  readonly migrations?: readonly Migration[];
  /**
   * Seals sensitive header values for migrations that need it; by default made from the key
   * beside the database (or CAPACITY_SECRET_KEY), loaded only if such a migration is pending.
   */
  readonly secrets?: HeaderSeal;
}

/**
 * Runs a compiled read at once, outside kysely's connection queue, when the engine can do so
 * safely; undefined means "not now" and the caller goes through kysely as usual.
 */
export interface ImmediateReader {
  <R>(query: CompiledQuery<R>): R[] | undefined;
  /**
   * A number that stays the same exactly as long as what this connection reads stays the same:
   * it moves before any write through this connection and when another connection (another
   * process, too) has committed. Undefined while a transaction is open: nothing read then may
   * be kept. Read it before the data it versions, never after.
   */
  version(): number | undefined;
}

export interface Storage {
  readonly db: Db;
  readonly path: string;
  /** For hot reads: SQLite answers synchronously when no transaction is open on its one connection. */
  readonly readNow: ImmediateReader;
  close(): Promise<void>;
}

const STATEMENT_CACHE_SIZE = 500;

type Statement = ReturnType<BetterSqlite3.Database['prepare']>;

/**
 * A statement that may write calls `onWrite` before it runs: kysely's SQLite driver runs every
 * query through `all`, `run` or `iterate`, so no write can reach the database unannounced.
 */
function announcingWrites(statement: Statement, onWrite: () => void): Statement {
  if (statement.readonly) return statement;
  const announced = (method: 'all' | 'get' | 'iterate' | 'run') => {
    const original = statement[method] as (...args: unknown[]) => unknown;
    return (...args: unknown[]) => {
      onWrite();
      return original.apply(statement, args);
    };
  };
  return Object.assign(Object.create(statement) as Statement, {
    all: announced('all'),
    get: announced('get'),
    iterate: announced('iterate'),
    run: announced('run'),
  });
}

/**
 * kysely prepares every query anew; the same SQL text recurs on every request, so prepared
 * statements are kept by text (bounded, oldest dropped first).
 */
function cachingDatabase(sqlite: BetterSqlite3.Database, onWrite: () => void) {
  const cache = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string): Statement {
      let statement = cache.get(text);
      if (statement === undefined) {
        statement = announcingWrites(sqlite.prepare(text), onWrite);
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
        cache.set(text, statement);
      }
      return statement;
    },
  };
}

export async function openStorage(options: StorageOptions): Promise<Storage> {
  ensurePrivateFile(options.path);
  const sqlite = new SqliteDatabase(options.path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = FULL');
  // `version` moves on every local write; `data_version` moves when another connection commits.
  let version = 0;
  let seenDataVersion: unknown;
  const database = cachingDatabase(sqlite, () => void version++);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: database as never }) });
  try {
    let secrets = options.secrets;
    await migrate(db as unknown as Kysely<unknown>, options.migrations, {
      secrets: () => (secrets ??= createHeaderSeal(createSecretBox(loadSecretKey(options.path)))),
    });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  // Reading while a transaction is open would see its uncommitted writes: then wait in kysely's queue.
  // Statements by the identity of the compiled query's tree: no hashing of the SQL text.
  const statements = new WeakMap<object, Statement>();
  const readNow = (<R>(query: CompiledQuery<R>): R[] | undefined => {
    if (sqlite.inTransaction) return undefined;
    let statement = statements.get(query.query);
    if (statement === undefined) {
      statement = database.prepare(query.sql);
      statements.set(query.query, statement);
    }
    return statement.all(query.parameters as unknown[]) as R[];
  }) as ImmediateReader;
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  readNow.version = () => {
    if (sqlite.inTransaction) return undefined;
    const current = dataVersion.get();
    if (current !== seenDataVersion) {
      seenDataVersion = current;
      version++;
    }
    return version;
  };
  return { db, path: options.path, readNow, close: () => db.destroy() };
}
