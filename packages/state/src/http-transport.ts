// The network side of the http adapter: a fetch with a timeout per attempt and retries with
// backoff — idempotent calls (GET) on connection errors, timeouts and 502/503/504; other calls
// only when the connection failed before the request could be sent. A 429 on a GET waits for
// the service's Retry-After (at most 5 s) before the next attempt. A body registered with
// `streamedBody` is sent as a stream, a new one per attempt, and never again once sent whole.
import type { Middleware } from 'openapi-fetch';
import type { ReplayableBody } from './json-body.js';
import { StateError, timeoutError, unreachableError } from './errors.js';
import { tlsMismatchError } from './tls-mismatch.js';

export interface TransportOptions {
  /** Base URL, for messages. */
  readonly url: string;
  /** Per attempt; default 30 s. */
  readonly timeoutMs?: number;
  /** Attempts in all for retryable failures; default 3. */
  readonly attempts?: number;
  /** First backoff delay; doubled each retry; default 100 ms. */
  readonly backoffMs?: number;
  readonly fetch?: typeof globalThis.fetch;
  /** Waits between attempts; injected by tests so they check the delay asked for, not a clock. */
  readonly sleep?: (ms: number) => Promise<void>;
}

// Errors where the TCP connection was never established, so nothing reached the service.
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);
const RETRY_STATUS = new Set([429, 502, 503, 504]);
// A plain-text answer to a TLS handshake: another attempt meets the same server.
const NEVER_RETRY = new Set(['ERR_SSL_WRONG_VERSION_NUMBER', 'ERR_SSL_PACKET_LENGTH_TOO_LONG']);
const MAX_RETRY_AFTER_MS = 5_000;

/** The delay before the next attempt: the backoff, or the service's Retry-After when longer. */
function delayFor(response: Response, backoff: number): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.max(backoff, Math.min(seconds * 1000, MAX_RETRY_AFTER_MS)) : backoff;
}

function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

function isIdempotent(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** Requests whose body is sent as streams of a replayable body (see streamedBody). */
const replayable = new WeakMap<Request, ReplayableBody>();

/**
 * The request options that send `body` as a stream (openapi-fetch's per-request options): the
 * request carries the first attempt's stream, and the transport makes another for a retry.
 */
export function streamedBody(body: ReplayableBody): { bodySerializer: () => ReadableStream<Uint8Array>; duplex: 'half'; middleware: Middleware[] } {
  return {
    bodySerializer: () => body.stream(),
    // What fetch asks of a request whose body is a stream.
    duplex: 'half',
    middleware: [{ onRequest: ({ request }) => { replayable.set(request, body); } }],
  };
}

/** A fetch for openapi-fetch that turns transport failures into `StateError`s. */
export function createRetryingFetch(options: TransportOptions): (request: Request) => Promise<Response> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const attempts = Math.max(1, options.attempts ?? 3);
  const backoffMs = options.backoffMs ?? 100;
  const doFetch = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? wait;

  return async (request: Request): Promise<Response> => {
    const idempotent = isIdempotent(request.method);
    const replay = replayable.get(request);
    const buffered = replay !== undefined || request.body === null ? undefined : await request.arrayBuffer();
    for (let attempt = 1; ; attempt++) {
      const last = attempt >= attempts;
      try {
        const response = await doFetch(request.url, {
          method: request.method,
          headers: request.headers,
          ...(replay === undefined ? { body: buffered } : { body: attempt === 1 ? request.body : replay.stream(), duplex: 'half' }),
          signal: AbortSignal.timeout(timeoutMs),
        } as RequestInit);
        if (idempotent && !last && RETRY_STATUS.has(response.status)) {
          await response.body?.cancel();
          await sleep(delayFor(response, backoffMs * 2 ** (attempt - 1)));
          continue;
        }
        return response;
      } catch (error) {
        const code = causeCode(error);
        const timedOut = (error as { name?: string }).name === 'TimeoutError';
        // A body sent whole reached the service: that request is never sent twice.
        const retryable = !NEVER_RETRY.has(code ?? '') && replay?.sent !== true && (NOT_SENT.has(code ?? '') || (idempotent && (timedOut || code !== undefined)));
        if (!last && retryable) {
          await sleep(backoffMs * 2 ** (attempt - 1));
          continue;
        }
        if (error instanceof StateError) throw error;
        if (timedOut) throw timeoutError(options.url, timeoutMs);
        throw (await tlsMismatchError(options.url, code, error)) ?? unreachableError(options.url, error);
      }
    }
  };
}
