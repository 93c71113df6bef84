// Claims requests of a rate limit window in the database, so that the limit holds over every
// instance: one upsert hands out up to `want` of the window's remaining requests, atomically.
import { sql } from 'kysely';
import type { Db } from '../tables/database.js';

export interface RateLimitRepository {
  /** Takes up to `want` of the `max` requests of (scope, subject, window); resolves with how many it got (0: none left). */
  claim(scope: string, subject: string, windowStart: number, want: number, max: number): Promise<number>;
  /** Drops the rows of windows that ended before `windowStart`. */
  forgetBefore(windowStart: number): Promise<void>;
}

export function createRateLimitRepository(db: Db): RateLimitRepository {
  return {
    async claim(scope, subject, windowStart, want, max) {
      const first = Math.min(want, max);
      // The right-hand sides see the row as it was: `granted` is what this statement added.
      const row = await db
        .insertInto('rate_limit_windows')
        .values({ scope, subject, window_start: windowStart, used: first, granted: first })
        .onConflict((conflict) => conflict.columns(['scope', 'subject', 'window_start']).doUpdateSet({
          used: sql<number>`case when rate_limit_windows.used + ${want} > ${max} then ${max} else rate_limit_windows.used + ${want} end`,
          granted: sql<number>`case when rate_limit_windows.used + ${want} > ${max} then ${max} - rate_limit_windows.used else ${want} end`,
        }))
        .returning('granted')
        .executeTakeFirstOrThrow();
      return Math.max(0, Number(row.granted));
    },
    async forgetBefore(windowStart) {
      await db.deleteFrom('rate_limit_windows').where('window_start', '<', windowStart).execute();
    },
  };
}
