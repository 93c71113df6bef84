// Fixed-window request counters with bounded memory. Every counter starts over at the same
// window boundary, so no client can reset another's count; when the table is full, clients
// not yet in it share one overflow counter instead of evicting anyone.

export interface RateLimiter {
  /** Counts one request of `id`; `retryAfterSeconds` is set when it is over the limit. */
  hit(id: string, now?: number): { readonly allowed: boolean; readonly retryAfterSeconds: number };
}

export interface RateLimiterOptions {
  /** Requests allowed per id in each window. */
  readonly max: number;
  readonly windowMs: number;
  /** Ids counted separately per window; later ones share the overflow counter. */
  readonly maxTracked: number;
}

const OVERFLOW = '\u0000overflow';

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const counts = new Map<string, number>();
  let window = -1;
  return {
    hit(id, now = Date.now()) {
      const current = Math.floor(now / options.windowMs);
      if (current !== window) {
        counts.clear();
        window = current;
      }
      const slot = counts.has(id) || counts.size < options.maxTracked ? id : OVERFLOW;
      const count = (counts.get(slot) ?? 0) + 1;
      counts.set(slot, count);
      const allowed = count <= options.max;
      const retryAfterSeconds = allowed ? 0 : Math.max(1, Math.ceil(((current + 1) * options.windowMs - now) / 1000));
      return { allowed, retryAfterSeconds };
    },
  };
}
