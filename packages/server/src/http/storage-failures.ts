// What a storage failure is to a caller of the service, in the catalogue's words: the same for the
// HTTP error handler and for local mode (use-cases/service-failure.ts), which loads no web server.
import { ServiceError } from './errors.js';
import { storageErrorOf } from '../storage/engines/engine-errors.js';

export const databaseUnavailable = () =>
  new ServiceError('unavailable', 'the database cannot be reached right now; nothing was changed by this request. Retry shortly: the service reconnects by itself');

/** Two requests changed the same thing at the same moment; the database rolled this one back. */
export const concurrentChange = () =>
  new ServiceError('conflict', 'this change collided with another one made at the same moment and was rolled back; nothing was changed. Read the current state and retry');

/**
 * What a storage error is to the client: the database away (503, retry), or a race another
 * request won (409). Any other (busy past its timeout, a refused start) is the service's fault.
 */
export function storageFailure(error: unknown): ServiceError | undefined {
  switch (storageErrorOf(error)?.code) {
    case 'unavailable':
      return databaseUnavailable();
    case 'conflict':
    case 'duplicate':
      return concurrentChange();
    default:
      return undefined;
  }
}
