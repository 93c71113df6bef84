// The service's error catalog: every error code with its HTTP status, and the one error class
// that carries a code. The single error handler (error-handler.ts) maps them to responses.

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

export class ServiceError extends Error {
  readonly code: ErrorCode;
  /** JSON pointer of the offending field, for invalid_request. */
  readonly pointer: string | undefined;
  /** For rate_limited: sent as the retry-after header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options: { pointer?: string; cause?: unknown; retryAfterSeconds?: number } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ServiceError';
    this.code = code;
    this.pointer = options.pointer;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function isServiceError(value: unknown): value is ServiceError {
  return value instanceof ServiceError;
}

/** The one not-found error: the same for a missing object and one the key may not see. */
export function notFound(what: string, id: string): ServiceError {
  return new ServiceError('not_found', `${what} ${JSON.stringify(id)} was not found; check the id and the org it belongs to`);
}

export function invalidField(pointer: string, problem: string): ServiceError {
  return new ServiceError('invalid_request', `${pointer}: ${problem}`, { pointer });
}
