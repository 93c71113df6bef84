// A fixed-window rate limit that holds over several instances on one database: each instance
// claims requests from the window's row in blocks (one upsert per block, not per request) and
// hands them out from memory. Across all instances no more than `max` are ever allowed in a window;
// an instance may refuse while another still holds unused claimed requests (at most one block each).
import type { RateLimitRepository } from './rate-limit-repository.js';
import type { RateLimiter, RateVerdict } from './rate-limiter.js';

export interface SharedRateLimiterOptions {
  /** Which limit the rows belong to, e.g. `key` or `address`. */
  readonly scope: string;
  /** Requests allowed per id in each window, over every instance. */
  readonly max: number;
  readonly windowMs: number;
  /** Ids tracked separately per window in this instance; later ones share the overflow id. */
  readonly maxTracked: number;
  readonly store: RateLimitRepository;
  /** Requests claimed per database round trip; default max/50, from 1 to 100. */
  readonly block?: number;
}

/** The block size by default: a 50th of the limit, so that what other instances may hold stays small. */
export function defaultBlock(max: number): number {
  return Math.max(1, Math.min(100, Math.floor(max / 50)));
}

interface Claim {
  /** Claimed in the database and not yet handed out. */
  left: number;
  /** The database had none left for this window. */
  exhausted: boolean;
  pending: Promise<void> | undefined;
}

/** Key ids are UUIDs and addresses never hold `*`: this id is no client's. */
const OVERFLOW = '*overflow';

export function createSharedRateLimiter(options: SharedRateLimiterOptions): RateLimiter {
  const block = options.block ?? defaultBlock(options.max);
  let claims = new Map<string, Claim>();
  let windowStart = -1;

  function roll(now: number): void {
    const start = now - (now % options.windowMs);
    if (start === windowStart) return;
    claims = new Map();
    windowStart = start;
    // Old rows are of no use to anyone; any instance may drop them, and a failure only leaves them.
    options.store.forgetBefore(start).catch(() => undefined);
  }

  const refused = (now: number): RateVerdict => ({
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + options.windowMs - now) / 1000)),
  });

  function claimFor(slot: string): Claim {
    let claim = claims.get(slot);
    if (claim === undefined) {
      claim = { left: 0, exhausted: false, pending: undefined };
      claims.set(slot, claim);
    }
    return claim;
  }

  /** One claim at a time per id: concurrent requests wait for it, then take from what it got. */
  function refill(claim: Claim, slot: string): Promise<void> {
    const start = windowStart;
    claim.pending ??= options.store.claim(options.scope, slot, start, block, options.max).then(
      (granted) => {
        claim.pending = undefined;
        claim.left += granted;
        if (granted === 0) claim.exhausted = true;
      },
      (error: unknown) => {
        claim.pending = undefined;
        throw error;
      },
    );
    return claim.pending;
  }

  const slotOf = (id: string) => (claims.has(id) || claims.size < options.maxTracked ? id : OVERFLOW);

  function hit(id: string, now: number): RateVerdict | Promise<RateVerdict> {
    roll(now);
    const slot = slotOf(id);
    const claim = claimFor(slot);
    if (claim.left > 0) {
      claim.left -= 1;
      return { allowed: true, retryAfterSeconds: 0 };
    }
    if (claim.exhausted) return refused(now);
    const current = windowStart;
    // A claim that ends in the next window counts there: ask again with the clock as it is then.
    return refill(claim, slot).then(() => hit(id, windowStart === current ? now : Date.now()));
  }

  return {
    hit: (id, now = Date.now()) => hit(id, now),
    isLimited(id, now = Date.now()) {
      roll(now);
      const claim = claims.get(slotOf(id));
      return claim !== undefined && claim.exhausted && claim.left === 0;
    },
  };
}
