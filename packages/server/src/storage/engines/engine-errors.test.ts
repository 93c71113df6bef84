// Which driver failures become which storage error: every connection failure of either engine,
// SQLite's busy lock, lost races and unique violations; the message is the storage's, never the
// driver's (which can quote SQL or the server's address), and an unknown failure stays as it is.
import { describe, expect, it } from 'vitest';
import { StorageError } from '../storage-error.js';
import { isDatabaseUnavailable, isTransactionConflict, isUniqueViolation, storageErrorOf } from './engine-errors.js';

/** A driver's error as `pg` and better-sqlite3 make them: a message and, mostly, a code. */
const driverError = (message: string, code?: string): Error => Object.assign(new Error(message), code === undefined ? {} : { code });

const CASES: readonly (readonly [Error, string | undefined])[] = [
  [driverError('connect ECONNREFUSED 10.0.0.5:5432', 'ECONNREFUSED'), 'unavailable'],
  [driverError('getaddrinfo ENOTFOUND db.internal', 'ENOTFOUND'), 'unavailable'],
  [driverError('terminating connection due to administrator command', '57P01'), 'unavailable'],
  [driverError('sorry, too many clients already', '53300'), 'unavailable'],
  [driverError('Connection terminated unexpectedly'), 'unavailable'],
  [driverError('timeout exceeded when trying to connect'), 'unavailable'],
  [driverError('database is locked', 'SQLITE_BUSY'), 'busy'],
  [driverError('could not serialize access due to concurrent update', '40001'), 'conflict'],
  [driverError('deadlock detected', '40P01'), 'conflict'],
  [driverError('duplicate key value violates unique constraint "users_name_key"', '23505'), 'duplicate'],
  [driverError('UNIQUE constraint failed: users.name', 'SQLITE_CONSTRAINT_UNIQUE'), 'duplicate'],
  [driverError('FOREIGN KEY constraint failed', 'SQLITE_CONSTRAINT_FOREIGNKEY'), undefined],
  [driverError('syntax error at or near "selec"', '42601'), undefined],
  [new TypeError('x is not a function'), undefined],
];

describe('storageErrorOf', () => {
  it('names each driver failure the storage knows, keeps the driver\'s code, and passes the rest on', () => {
    const seen = CASES.map(([error]) => {
      const stored = storageErrorOf(error);
      if (stored !== undefined) {
        expect(stored).toBeInstanceOf(StorageError);
        expect(stored.cause).toBe(error);
        expect(stored.driverCode).toBe((error as { code?: string }).code);
        expect(stored.message).not.toContain(error.message);
      }
      return stored?.code;
    });
    expect(seen).toEqual(CASES.map(([, code]) => code));
    expect(new Set(seen)).toEqual(new Set(['unavailable', 'busy', 'conflict', 'duplicate', undefined]));
  });

  it('answers the same for the driver\'s error and the storage error it became', () => {
    for (const [error] of CASES) {
      const stored = storageErrorOf(error) ?? error;
      for (const is of [isDatabaseUnavailable, isTransactionConflict, isUniqueViolation]) expect(is(stored)).toBe(is(error));
    }
    // A storage error raised again (a transaction's failure seen by its caller) stays the same error.
    const once = storageErrorOf(CASES[0]![0]);
    expect(storageErrorOf(once)).toBe(once);
  });
});
