// The service's error codes with the HTTP status of each, and the one error its use cases raise:
// one catalogue for the service, which answers with them, and its clients (state, CLI), which tell them apart.

export const SERVICE_ERROR_STATUS = {
  /** The request (body, path or query) is wrong; the entry's pointer says where. */
  invalid_request: 400,
  /** No API key, or one that is unknown, expired or revoked. */
  unauthenticated: 401,
  /** The key may not do this (a `plan` key applying). */
  forbidden: 403,
  /** No such object in the key's org (the same answer for one the key may not see). */
  not_found: 404,
  /** Another change came first (a label taken, a race lost, an object in use). */
  conflict: 409,
  /** The revision was planned against a state that has changed since. */
  revision_stale: 409,
  /** The plan has breaking schema changes that were not allowed. */
  breaking_change: 409,
  /** The org's policies refuse the apply: a mandatory violation, an overridable one not overridden, or a policy that failed. */
  policy_violation: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  /** The database cannot be reached (or is not migrated yet); the service recovers by itself. */
  unavailable: 503,
} as const;

export type ServiceErrorCode = keyof typeof SERVICE_ERROR_STATUS;

/** One problem of a failed answer, as the envelope's `errors` carries it. */
export interface ServiceErrorEntry {
  /** A code of the catalogue, or for a definition that cannot be planned the diagnostic's code. */
  readonly code: string;
  readonly message: string;
  /** RFC 6901 JSON pointer into the request body (`""` is the whole body); absent when no place applies. */
  readonly pointer?: string;
  /** What to do next, when the message alone does not say it (an unknown target's nearest names). */
  readonly hint?: string;
}

export interface ServiceErrorOptions {
  readonly pointer?: string;
  readonly hint?: string;
  readonly cause?: unknown;
  readonly retryAfterSeconds?: number;
  readonly entries?: readonly ServiceErrorEntry[];
}

/**
 * A failure of the service's use cases, whoever called them: the HTTP routes answer it with its
 * status and envelope, local mode turns it into a state error by its code. No status travels
 * in a process with no HTTP.
 */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly code: ServiceErrorCode;
  /** JSON pointer into the request body of the offending field, sent as the entry's `pointer`. */
  readonly pointer: string | undefined;
  readonly hint: string | undefined;
  /** For rate_limited: sent as the retry-after header. */
  readonly retryAfterSeconds: number | undefined;
  /** Several problems at once (one per definition diagnostic): sent instead of the one entry. */
  readonly entries: readonly ServiceErrorEntry[] | undefined;

  constructor(code: ServiceErrorCode, message: string, options: ServiceErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.pointer = options.pointer;
    this.hint = options.hint;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.entries = options.entries;
  }

  /** The HTTP status the service answers this error with. */
  get status(): number {
    return SERVICE_ERROR_STATUS[this.code];
  }

  /** What the envelope's `errors` carries for this error. */
  toEntries(): readonly ServiceErrorEntry[] {
    if (this.entries !== undefined) return this.entries;
    return [{
      code: this.code, message: this.message,
      ...(this.pointer === undefined ? {} : { pointer: this.pointer }),
      ...(this.hint === undefined ? {} : { hint: this.hint }),
    }];
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

/**
 * The entry code of a plan target that names no object: its message names the target and the
 * problem, its hint the nearest names, its pointer `/targets/N`. Clients tell it by this code.
 */
export const UNKNOWN_TARGET = 'unknown_target';
