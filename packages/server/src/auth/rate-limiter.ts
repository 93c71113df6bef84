// Fixed-window request counters with bounded memory. Every counter starts over at the same
// window boundary, so no client can reset another's count; when the table is full, clients
// not yet in it share one overflow counter instead of evicting anyone.

export interface RateVerdict {
  readonly allowed: boolean;
  /** Set when not allowed: seconds until the window ends. */
  readonly retryAfterSeconds: number;
}

/** A limit counted in this process, or shared through the database (then a hit may have to ask it). */
export interface RateLimiter {
  /** Counts one request of `id`; `retryAfterSeconds` is set when it is over the limit. */
  hit(id: string, now?: number): RateVerdict | Promise<RateVerdict>;
  /** Whether `id` is known to be over the limit in this window, without counting a request. */
  isLimited(id: string, now?: number): boolean;
}

/** The in-process limiter always answers at once. */
export interface LocalRateLimiter extends RateLimiter {
  hit(id: string, now?: number): RateVerdict;
}

export interface RateLimiterOptions {
  /** Requests allowed per id in each window. */
  readonly max: number;
  readonly windowMs: number;
  /** Ids counted separately per window; later ones share the overflow counter. */
  readonly maxTracked: number;
}

const OVERFLOW = '\u0000overflow';

export function createRateLimiter(options: RateLimiterOptions): LocalRateLimiter {
  const counts = new Map<string, number>();
  // Windows count from the first request, not from the epoch: one limiter's boundaries are its own.
  let origin: number | undefined;
  let window = -1;
  function roll(now: number): number {
    origin ??= now;
    const current = Math.floor((now - origin) / options.windowMs);
    if (current !== window) {
      counts.clear();
      window = current;
    }
    return current;
  }
  const slotOf = (id: string) => (counts.has(id) || counts.size < options.maxTracked ? id : OVERFLOW);

  return {
    isLimited(id, now = Date.now()) {
      roll(now);
      return (counts.get(slotOf(id)) ?? 0) >= options.max;
    },
    hit(id, now = Date.now()) {
      const current = roll(now);
      const slot = slotOf(id);
      const count = (counts.get(slot) ?? 0) + 1;
      counts.set(slot, count);
      const allowed = count <= options.max;
      const windowEnd = (origin ?? now) + (current + 1) * options.windowMs;
      const retryAfterSeconds = allowed ? 0 : Math.max(1, Math.ceil((windowEnd - now) / 1000));
      return { allowed, retryAfterSeconds };
    },
  };
}
