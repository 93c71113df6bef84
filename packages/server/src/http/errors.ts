// The service's error catalog: every error code with its HTTP status, and the one error class
// that carries a code. The single error handler (error-handler.ts) maps them to responses.
import type { ApiError } from './envelope.js';

export const ERROR_STATUS = {
  invalid_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  revision_stale: 409,
  breaking_change: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  /** The database cannot be reached (or is not migrated yet); the service recovers by itself. */
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ServiceErrorOptions {
  readonly pointer?: string;
  readonly cause?: unknown;
  readonly retryAfterSeconds?: number;
  readonly entries?: readonly ApiError[];
}

export class ServiceError extends Error {
  readonly code: ErrorCode;
  /** JSON pointer into the request body of the offending field, sent as the entry's `pointer`. */
  readonly pointer: string | undefined;
  /** For rate_limited: sent as the retry-after header. */
  readonly retryAfterSeconds: number | undefined;
  /** Several problems at once (one per definition diagnostic): sent instead of the one entry. */
  readonly entries: readonly ApiError[] | undefined;

  constructor(code: ErrorCode, message: string, options: ServiceErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ServiceError';
    this.code = code;
    this.pointer = options.pointer;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.entries = options.entries;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** What the envelope's `errors` carries for this error. */
  toEntries(): readonly ApiError[] {
    if (this.entries !== undefined) return this.entries;
    return [{ code: this.code, message: this.message, ...(this.pointer === undefined ? {} : { pointer: this.pointer }) }];
  }
}

export function isServiceError(value: unknown): value is ServiceError {
  return value instanceof ServiceError;
}

/** The one not-found error: the same for a missing object and one the key may not see. */
export function notFound(what: string, id: string): ServiceError {
  return new ServiceError('not_found', `${what} ${JSON.stringify(id)} was not found; check the id and the org it belongs to`);
}

/** A body field that is wrong: the entry carries its pointer. */
export function invalidField(pointer: string, problem: string): ServiceError {
  return new ServiceError('invalid_request', `${pointer}: ${problem}`, { pointer });
}

/** A query parameter that is wrong: named in the message, and no body pointer (none applies). */
export function invalidParameter(name: string, problem: string): ServiceError {
  return new ServiceError('invalid_request', `/${name}: ${problem}`);
}
