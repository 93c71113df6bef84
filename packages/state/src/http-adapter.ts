// The http StateAdapter: the service at a URL, authenticated with an API key, over the network
// with timeouts and retries (see http-transport.ts).
import { createRetryingFetch } from './http-transport.js';
import { createServiceAdapter } from './service-adapter.js';
import type { StateAdapter } from './state-adapter.js';

export interface HttpAdapterOptions {
  /** The service's base URL, e.g. `https://capacity.example.com`. */
  readonly url: string;
  readonly apiKey: string;
  readonly orgId: string;
  /** Per request attempt; default 30 s. */
  readonly timeoutMs?: number | undefined;
  /** Attempts for retryable failures; default 3. */
  readonly attempts?: number;
  /** First retry delay, doubled each time; default 100 ms. */
  readonly backoffMs?: number;
  /** Waits between attempts; default a timer (tests inject one that records the delay). */
  readonly sleep?: (ms: number) => Promise<void>;
}

export function createHttpAdapter(options: HttpAdapterOptions): StateAdapter {
  const baseUrl = options.url.replace(/\/+$/, '');
  return createServiceAdapter({
    baseUrl,
    apiKey: options.apiKey,
    target: { kind: 'http', where: baseUrl, orgId: options.orgId },
    fetch: createRetryingFetch({
      url: baseUrl,
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
      ...(options.attempts !== undefined ? { attempts: options.attempts } : {}),
      ...(options.backoffMs !== undefined ? { backoffMs: options.backoffMs } : {}),
      ...(options.sleep !== undefined ? { sleep: options.sleep } : {}),
    }),
  });
}
