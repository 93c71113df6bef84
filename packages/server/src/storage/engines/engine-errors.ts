// Which driver errors the storage recognises, and the storage error each becomes: connection
// failures of either engine (unavailable), SQLite's busy lock, lost transaction races and unique
// violations. Anything else stays the driver's error: a fault in the request or the service.
import { isStorageError, StorageError, type StorageErrorCode } from '../storage-error.js';

/** Socket-level failures of `pg` (and of DNS) while connecting or mid-query. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'EHOSTUNREACH']);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (the server is shutting
 * down, crashed or not yet accepting connections), 53300 (too many connections).
 */
const UNAVAILABLE_STATE = /^(08...|57P0[1-3]|53300)$/;

/** PostgreSQL's serialization failure (40001) and deadlock (40P01). */
const CONFLICT_STATE = new Set(['40001', '40P01']);

const DUPLICATE_CODES = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

const BUSY_CODES = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_TIMEOUT', 'SQLITE_LOCKED']);

/** Messages written here, never the driver's: those can quote SQL, values or connection details. */
const MESSAGES: Readonly<Record<'unavailable' | 'busy' | 'conflict' | 'duplicate', string>> = {
  unavailable: 'the database cannot be reached; nothing was changed. Retry when it answers again',
  busy: 'the database stayed locked by another writer past the busy timeout; nothing was changed. Retry shortly',
  conflict: 'the transaction collided with another one made at the same moment and was rolled back; run it again',
  duplicate: 'a unique index refused the row: one with the same key exists',
};

function driverCodeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

function classify(error: unknown): keyof typeof MESSAGES | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = driverCodeOf(error);
  if (code !== undefined) {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATE.test(code)) return 'unavailable';
    if (CONFLICT_STATE.has(code)) return 'conflict';
    if (DUPLICATE_CODES.has(code)) return 'duplicate';
    if (BUSY_CODES.has(code)) return 'busy';
  }
  // pg reports a connection lost mid-query and a pool that cannot connect in time by message only.
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && /^(Connection terminated|timeout exceeded when trying to connect)/.test(message)) return 'unavailable';
  return undefined;
}

/** The storage error a driver's error stands for, or undefined when the storage does not know it. */
export function storageErrorOf(error: unknown): StorageError | undefined {
  if (isStorageError(error)) return error;
  const code = classify(error);
  if (code === undefined) return undefined;
  const driverCode = driverCodeOf(error);
  return new StorageError(code, MESSAGES[code], { cause: error, ...(driverCode === undefined ? {} : { driverCode }) });
}

/** What a caller throws on: the storage error, or the error itself when it is none the storage knows. */
export function asStorageError(error: unknown): unknown {
  return storageErrorOf(error) ?? error;
}

const is = (code: StorageErrorCode) => (error: unknown): boolean =>
  isStorageError(error) ? error.code === code : classify(error) === code;

/** The database cannot be reached (503, retry later) rather than a fault in the request or the service (500). */
export const isDatabaseUnavailable = is('unavailable');

/** A transaction that lost a race with another one and was rolled back. Running it again is safe. */
export const isTransactionConflict = is('conflict');

/** A unique index refused a row: on PostgreSQL, typically one another request inserted at the same moment. */
export const isUniqueViolation = is('duplicate');

/** Runs `work` (one transaction) again when it lost a race, up to `attempts` times in all. */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= attempts) throw error;
    }
  }
}
