// The SQLite engine: one better-sqlite3 connection in WAL mode with foreign keys on, prepared
// statements kept by text, the synchronous hot-read path (`readNow`) only SQLite can offer, and
// the lock that lets any number of processes open one new database file at once.
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type CompiledQuery } from 'kysely';
import { ensurePrivateFile } from '../private-file.js';
import { SqliteDatabase } from '../sqlite-driver.js';
import { asStorageError } from './engine-errors.js';
import type { ImmediateReader, OpenedEngine } from './engine.js';
import { raisingStorageErrors } from './storage-error-dialect.js';

const STATEMENT_CACHE_SIZE = 500;
/** How long an opener waits for another process's migrations (a new database takes well under a second). */
const MIGRATION_WAIT_MS = 60_000;
const BUSY_TIMEOUT_MS = 5000;

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

export interface SqliteEngine<DB> extends OpenedEngine<DB> {
  /** Runs the migrations under the database's write lock, in one transaction (withWriteLock). */
  readonly withMigrationLock: <T>(work: (db: Kysely<unknown>) => Promise<T>) => Promise<T>;
}

export function openSqliteEngine<DB>(path: string): SqliteEngine<DB> {
  ensurePrivateFile(path);
  const sqlite = new SqliteDatabase(path);
  // The busy timeout first: switching a new file to WAL takes a lock another opener may hold
  // (several processes opening one new database at once), and without it that fails at once.
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = FULL');
  // `version` moves on every local write; `data_version` moves when another connection commits.
  let version = 0;
  let seenDataVersion: unknown;
  const database = cachingDatabase(sqlite, () => void version++);
  const db = new Kysely<DB>({ dialect: raisingStorageErrors(new SqliteDialect({ database: database as never })) });
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
    try {
      return statement.all(query.parameters as unknown[]) as R[];
    } catch (error) {
      throw asStorageError(error);
    }
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
  return { db, readNow, withMigrationLock: (work) => withWriteLock(sqlite, db, work) };
}

/**
 * Runs `work` inside `BEGIN IMMEDIATE`: SQLite's write lock, taken before anything is read, so a
 * second opener waits here and then reads the migrations the first one applied, instead of
 * applying them again ("table ... already exists"). Committed when `work` resolves.
 */
async function withWriteLock<DB, T>(sqlite: BetterSqlite3.Database, db: Kysely<DB>, work: (db: Kysely<unknown>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    sqlite.pragma(`busy_timeout = ${MIGRATION_WAIT_MS}`);
    try {
      await sql`begin immediate`.execute(connection);
      try {
        const result = await work(connection as unknown as Kysely<unknown>);
        await sql`commit`.execute(connection);
        return result;
      } catch (error) {
        if (sqlite.inTransaction) await sql`rollback`.execute(connection);
        throw error;
      }
    } finally {
      sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    }
  });
}
