// Any error of a use case as the service answers it: its HTTP status and `errors` entries. The
// local state adapter reads failures through this, so that local mode says what HTTP says.
import { randomUUID } from 'node:crypto';
import type { ApiError } from '../http/envelope.js';
import { concurrentChange, databaseUnavailable } from '../http/storage-failures.js';
import { isServiceError, ServiceError } from '../http/errors.js';
import { isDatabaseUnavailable, isTransactionConflict, isUniqueViolation } from '../storage/engines/engine-errors.js';

export interface ServiceFailure {
  readonly status: number;
  readonly entries: readonly ApiError[];
}

/** The catalogue error of `error`: storage failures as the error handler maps them, anything else internal (no detail). */
export function serviceErrorOf(error: unknown): ServiceError {
  if (isServiceError(error)) return error;
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  if (isTransactionConflict(error) || isUniqueViolation(error)) return concurrentChange();
  return new ServiceError('internal', `internal error (request ${randomUUID()}); the service log has the details, retry later`, { cause: error });
}

export function serviceFailure(error: unknown): ServiceFailure {
  const mapped = serviceErrorOf(error);
  return { status: mapped.status, entries: mapped.toEntries() };
}
