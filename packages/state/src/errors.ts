// The error catalog of @capctl/state: one `StateError` class with a typed `code`, raised by
// both adapters for the same conditions so that the CLI maps them to messages in one place.
// A failure of the service is told apart by its catalogue code (core's service-errors.ts): the
// service's own in local mode, the answer's over HTTP, where only the status says what no code does.
import { SERVICE_ERROR_STATUS as STATUS, type ServiceErrorCode, type ServiceErrorEntry } from '@capctl/core';

export type { ServiceErrorEntry } from '@capctl/core';

/** The service's codes a client tells apart; its 5xx answers are all `server_error`. */
type DistinguishedServiceCode = Extract<
  ServiceErrorCode,
  'unauthenticated' | 'forbidden' | 'not_found' | 'invalid_request' | 'revision_stale' | 'breaking_change' | 'policy_violation' | 'conflict' | 'rate_limited'
>;

export type StateErrorCode =
  | DistinguishedServiceCode
  | 'server_error'
  | 'unreachable'
  | 'wrong_url'
  | 'timeout'
  | 'bad_response';

export interface StateErrorOptions {
  /** HTTP status of the service's answer, when there was one. */
  readonly status?: number;
  /** Every message the service returned (e.g. one per definition diagnostic). */
  readonly details?: readonly string[];
  /** The service's `errors` entries as they came (codes, messages and pointers). */
  readonly entries?: readonly ServiceErrorEntry[];
  readonly hint?: string;
  readonly cause?: unknown;
}

export class StateError extends Error {
  override readonly name = 'StateError';
  readonly code: StateErrorCode;
  readonly status: number | undefined;
  readonly details: readonly string[];
  readonly entries: readonly ServiceErrorEntry[];
  /** What the user can do next; the CLI prints it as `hint:`. */
  readonly hint: string | undefined;

  constructor(code: StateErrorCode, message: string, options: StateErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = options.status;
    this.details = options.details ?? [];
    this.entries = options.entries ?? [];
    this.hint = options.hint;
  }
}

export function isStateError(value: unknown): value is StateError {
  return value instanceof StateError;
}

/** Where the adapter talks to, for messages: a URL or the embedded database path. */
export interface TargetDescription {
  readonly kind: 'http' | 'embedded';
  readonly where: string;
  readonly orgId: string;
}

function first(errors: readonly ServiceErrorEntry[]): ServiceErrorEntry | undefined {
  return errors[0];
}

/**
 * A 404 for a path the service does not serve at all (its not-found handler says "no
 * operation"), or one from a server that does not speak the envelope: the URL is wrong, not the org.
 */
function isUnknownPath(entry: ServiceErrorEntry | undefined): boolean {
  return entry === undefined || entry.message.startsWith('no operation ');
}

/** A failure of the service as a client sees it: its catalogue code and `errors` entries. */
export interface ServiceFailure {
  readonly code: ServiceErrorCode;
  readonly entries: readonly ServiceErrorEntry[];
  /** The HTTP status, when the failure came as an answer over HTTP; none in local mode. */
  readonly status?: number;
}

const isCatalogueCode = (code: string): code is ServiceErrorCode => Object.hasOwn(STATUS, code);

/**
 * An HTTP answer's catalogue code: its first entry's when the status is that code's (a 409 is a
 * conflict, a stale revision or a breaking change), else the code the status stands for (the
 * entries of a refused definition carry diagnostic codes). Undefined for a status of no code.
 */
function answerCode(status: number, entry: ServiceErrorEntry | undefined): ServiceErrorCode | undefined {
  if (entry !== undefined && isCatalogueCode(entry.code) && STATUS[entry.code] === status) return entry.code;
  if (status >= STATUS.internal) return 'internal';
  return (Object.keys(STATUS) as ServiceErrorCode[]).find((code) => STATUS[code] === status);
}

/** Turns a failed HTTP answer into the one typed error for its code (a path the service does not serve: the URL is wrong). */
export function errorFromResponse(
  status: number,
  errors: readonly ServiceErrorEntry[],
  target: TargetDescription,
): StateError {
  const entry = first(errors);
  if (status === STATUS.not_found && isUnknownPath(entry)) {
    return new StateError('wrong_url', `${target.where} has no such API path (HTTP 404)${entry ? `: ${entry.message}` : ''}`, {
      status, entries: errors,
      hint: `the URL may be wrong: --url/CAPACITY_URL must be the service's base address (scheme, host and port, e.g. http://127.0.0.1:8080), with no path`,
    });
  }
  const code = answerCode(status, entry);
  if (code === undefined) {
    return new StateError('bad_response', `unexpected answer HTTP ${status} from ${target.where}: ${entry?.message ?? `the service answered HTTP ${status}`}`, {
      status, entries: errors,
    });
  }
  return errorFromFailure({ code, entries: errors, status }, target);
}

/** Turns a failure of the service, however it came, into the one typed error for its code. */
export function errorFromFailure(failure: ServiceFailure, target: TargetDescription): StateError {
  const { code, entries: errors, status } = failure;
  const entry = first(errors);
  const message = entry?.message ?? (status === undefined ? `the service failed with ${code}` : `the service answered HTTP ${status}`);
  // One error is the message itself; several (e.g. one per diagnostic) are listed after it.
  const details = errors.length > 1 ? errors.map((e) => e.message) : [];
  const base = { ...(status === undefined ? {} : { status }), details, entries: errors };
  switch (code) {
    case 'unauthenticated':
      return new StateError('unauthenticated', `the API key was refused by ${target.where}: ${message}`, {
        ...base,
        hint: 'check CAPACITY_API_KEY (create a key with `capctl keys create --db PATH --org ID`)',
      });
    case 'forbidden':
      return new StateError('forbidden', `${target.where} refused this change: ${message}`, {
        ...base,
        hint: 'plan keys may read and plan only; apply with a key made by `capctl keys create --role apply`',
      });
    case 'not_found':
      return new StateError('not_found', `not found at ${target.where} (org ${target.orgId}): ${message}`, {
        ...base,
        hint: 'check --org/CAPACITY_ORG, and that the API key was made for that org (each key belongs to one org)',
      });
    case 'conflict':
    case 'revision_stale':
    case 'breaking_change':
      return conflictError(code, message, base);
    case 'policy_violation':
      // The service's message lists what blocks and how to override what may be.
      return new StateError('policy_violation', message, {
        ...base,
        hint: 'change the definition so that the policies pass and plan again, or override each overridable policy named with `--override NAME=REASON`',
      });
    case 'invalid_request':
    case 'payload_too_large':
      return new StateError('invalid_request', `the service refused the request: ${message}`, {
        ...base,
        hint: 'run `capctl validate` on the definition and fix the problems listed',
      });
    case 'rate_limited':
      return new StateError('rate_limited', `the service is rate limiting this key: ${message}`, { ...base, hint: 'wait a moment and try again' });
    case 'internal':
    case 'unavailable':
      return new StateError('server_error', `the service failed${status === undefined ? '' : ` (HTTP ${status})`}: ${message}`, {
        ...base,
        hint: `try again; if it keeps failing, check the service's logs at ${target.where}`,
      });
  }
}

function conflictError(code: 'conflict' | 'revision_stale' | 'breaking_change', message: string, base: StateErrorOptions): StateError {
  if (code === 'revision_stale') {
    return new StateError('revision_stale', `the saved plan is stale: ${message}`, {
      ...base,
      hint: 'run `capctl plan` again to make a plan against the current state',
    });
  }
  if (code === 'breaking_change') {
    return new StateError('breaking_change', `the plan has breaking schema changes: ${message}`, {
      ...base,
      hint: 'review the changes, then pass --allow-breaking to apply them',
    });
  }
  return new StateError('conflict', message, { ...base, hint: 'run `capctl plan` again and review the result' });
}

/** The error for a service that could not be reached at all. */
export function unreachableError(url: string, cause: unknown): StateError {
  const reason = describeCause(cause);
  return new StateError('unreachable', `could not reach ${url}: ${reason}. Is the service running? Check --url/CAPACITY_URL`, {
    cause,
    hint: unreachableHint(url),
  });
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** The next step names the URL that was used: a local one can be started, a remote one checked. */
function unreachableHint(url: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    return `check --url/CAPACITY_URL (now ${url}), or unset CAPACITY_URL to use the local embedded state`;
  }
  if (LOOPBACK.has(parsed.hostname)) {
    const port = parsed.port || (parsed.protocol === 'https:' ? '443' : '80');
    return `start it with \`capctl serve --port ${port} --db capacity.db\` to serve ${url}, or unset CAPACITY_URL to use the local embedded state`;
  }
  return `check that the service at ${url} is up and that --url/CAPACITY_URL is right, or unset CAPACITY_URL to use the local embedded state`;
}

export function timeoutError(url: string, ms: number): StateError {
  return new StateError('timeout', `no answer from ${url} within ${ms} ms`, {
    hint: 'the service may be overloaded; try again, or raise CAPCTL_TIMEOUT_MS',
  });
}

function describeCause(cause: unknown): string {
  const inner = (cause as { cause?: unknown } | undefined)?.cause ?? cause;
  const code = (inner as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') return code === 'ECONNREFUSED' ? 'connection refused' : code;
  return inner instanceof Error ? inner.message : String(inner);
}
