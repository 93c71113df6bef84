// Any error of a use case as the catalogue error the service answers it with: what local mode
// gets from every failure, so that it tells them apart by code, as a client of the HTTP API does.
import { randomUUID } from 'node:crypto';
import { isServiceError, ServiceError } from '../http/errors.js';
import { storageFailure } from '../http/storage-failures.js';

/** The catalogue error of `error`: storage failures as the error handler maps them, anything else internal (no detail). */
export function serviceErrorOf(error: unknown): ServiceError {
  if (isServiceError(error)) return error;
  return storageFailure(error)
    ?? new ServiceError('internal', `internal error (request ${randomUUID()}); the service log has the details, retry later`, { cause: error });
}
