// What a log line may say about an error: the service's own errors as they are; database driver
// errors (raw, or as the storage error they became) by their code only, since their text can
// quote SQL, column values or connection details.
import { isServiceError } from './errors.js';
import { isDatabaseUnavailable } from '../storage/engines/engine-errors.js';
import { isStorageError, type StorageError } from '../storage/storage-error.js';

export interface LoggedFailure {
  readonly kind: string;
  readonly code?: string;
  readonly message?: string;
}

/** A PostgreSQL error (a SQLSTATE and a severity) or a SQLite one (an SQLITE_* code). */
function isDriverError(error: { code?: unknown; severity?: unknown; name?: unknown }): boolean {
  if (typeof error.code === 'string' && /^SQLITE_/.test(error.code)) return true;
  return typeof error.severity === 'string' && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
}

/** A storage error by the driver's code when a driver failure made it; the storage's own by code and message. */
function storageFailureForLog(error: StorageError): LoggedFailure {
  const code = error.driverCode;
  if (error.code === 'unavailable') return { kind: 'database unreachable', code: code ?? 'connection_lost' };
  if (code !== undefined) return { kind: 'database error', code };
  return { kind: 'StorageError', code: error.code, message: error.message };
}

export function failureForLog(error: unknown): LoggedFailure {
  if (typeof error !== 'object' || error === null) return { kind: typeof error };
  const e = error as { name?: unknown; code?: unknown; message?: unknown; severity?: unknown };
  const code = typeof e.code === 'string' ? e.code : undefined;
  if (isServiceError(error)) return { kind: 'ServiceError', code: error.code, message: error.message };
  if (isStorageError(error)) return storageFailureForLog(error);
  if (isDatabaseUnavailable(error)) return { kind: 'database unreachable', code: code ?? 'connection_lost' };
  if (isDriverError(e)) return { kind: 'database error', ...(code === undefined ? {} : { code }) };
  return { kind: typeof e.name === 'string' ? e.name : 'Error', ...(code === undefined ? {} : { code }), ...(typeof e.message === 'string' ? { message: e.message } : {}) };
}
