// The storage's error catalogue: what the engines and the migrator raise, by code, so that
// callers and the HTTP layer decide what each means without knowing a driver's codes.

export const STORAGE_ERROR_CODES = [
  /** The database cannot be reached (connection refused or lost, server shutting down). */
  'unavailable',
  /** SQLite: another connection held the write lock past the busy timeout. */
  'busy',
  /** The transaction lost a race with another one and was rolled back; running it again is safe. */
  'conflict',
  /** A unique index refused a row, typically one another request inserted at the same moment. */
  'duplicate',
  /** An applied migration is listed with another checksum than the database recorded. */
  'migration_edited',
  /** The database server is older than the storage supports. */
  'unsupported_server',
] as const;

export type StorageErrorCode = (typeof STORAGE_ERROR_CODES)[number];

export interface StorageErrorOptions {
  /** The driver's own code (a SQLSTATE, an SQLITE_* code, ECONNREFUSED): for logs and messages. */
  readonly driverCode?: string;
  readonly cause?: unknown;
}

export class StorageError extends Error {
  override readonly name = 'StorageError';
  readonly code: StorageErrorCode;
  readonly driverCode: string | undefined;

  constructor(code: StorageErrorCode, message: string, options: StorageErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.driverCode = options.driverCode;
  }
}

export function isStorageError(value: unknown, code?: StorageErrorCode): value is StorageError {
  return value instanceof StorageError && (code === undefined || value.code === code);
}
