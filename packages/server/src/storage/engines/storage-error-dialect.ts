// Wraps an engine's kysely dialect so that every driver failure the storage recognises (see
// engine-errors.ts) reaches callers as a StorageError: no repository, route or error handler
// needs to know a driver's codes. Queries, transactions and connecting all pass through here.
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';
import { asStorageError } from './engine-errors.js';

type CompileQuery = QueryCompiler['compileQuery'];

/** Runs `work`; a driver may fail synchronously (better-sqlite3 does) or by rejecting. */
async function raising<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asStorageError(error);
  }
}

/** The connection callers see: its queries raise storage errors; the driver keeps the original. */
function raisingConnection(connection: DatabaseConnection): DatabaseConnection {
  return {
    executeQuery: <R>(query: CompiledQuery) => raising(() => connection.executeQuery<R>(query)),
    async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
      try {
        yield* connection.streamQuery<R>(query, chunkSize);
      } catch (error) {
        throw asStorageError(error);
      }
    },
  };
}

class RaisingDriver implements Driver {
  readonly #driver: Driver;
  /** The wrapper of each of the driver's connections, made once (connections are pooled). */
  readonly #wrappers = new WeakMap<DatabaseConnection, DatabaseConnection>();
  readonly #originals = new WeakMap<DatabaseConnection, DatabaseConnection>();
  readonly savepoint?: (connection: DatabaseConnection, name: string, compile: CompileQuery) => Promise<void>;
  readonly rollbackToSavepoint?: (connection: DatabaseConnection, name: string, compile: CompileQuery) => Promise<void>;
  readonly releaseSavepoint?: (connection: DatabaseConnection, name: string, compile: CompileQuery) => Promise<void>;

  constructor(driver: Driver) {
    this.#driver = driver;
    // Offered only when the driver offers them: kysely asks whether they exist.
    for (const method of ['savepoint', 'rollbackToSavepoint', 'releaseSavepoint'] as const) {
      const inner = driver[method]?.bind(driver);
      if (inner) this[method] = (connection, name, compile) => raising(() => inner(this.#original(connection), name, compile));
    }
  }

  #original(connection: DatabaseConnection): DatabaseConnection {
    return this.#originals.get(connection) ?? connection;
  }

  init(): Promise<void> {
    return raising(() => this.#driver.init());
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await raising(() => this.#driver.acquireConnection());
    let wrapper = this.#wrappers.get(connection);
    if (wrapper === undefined) {
      wrapper = raisingConnection(connection);
      this.#wrappers.set(connection, wrapper);
      this.#originals.set(wrapper, connection);
    }
    return wrapper;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return raising(() => this.#driver.beginTransaction(this.#original(connection), settings));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return raising(() => this.#driver.commitTransaction(this.#original(connection)));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return raising(() => this.#driver.rollbackTransaction(this.#original(connection)));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.#driver.releaseConnection(this.#original(connection));
  }

  destroy(): Promise<void> {
    return this.#driver.destroy();
  }
}

/** `dialect`, with every recognised driver failure raised as a StorageError. */
export function raisingStorageErrors(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new RaisingDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
