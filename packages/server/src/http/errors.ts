// The service's errors: the one error class that carries a code of core's catalogue
// (`SERVICE_ERROR_STATUS`: every code with its HTTP status, shared with the clients). The single
// error handler (error-handler.ts) maps them to responses.
import { SERVICE_ERROR_STATUS, type ServiceErrorCode } from '@capctl/core';
import type { ApiError } from './envelope.js';

/** Each code's HTTP status: core's catalogue, which the clients read too. */
export const ERROR_STATUS = SERVICE_ERROR_STATUS;

export type ErrorCode = ServiceErrorCode;

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
