// Rate limits that hold: counted per verified key and per client address for failed
// authentication, in bounded tables that made-up keys can neither escape nor use to reset a
// real key's count. Unit tests of the limiter, then the real server on loopback.
import { describe, expect, test } from 'vitest';
import { startTestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { createRateLimiter } from './rate-limiter.js';

const databases = useTestDatabases();

describe('createRateLimiter', () => {
  test('allows max per window, says how long to wait, and starts every counter over together', () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 10_000, maxTracked: 10 });
    expect([1, 2, 3].map(() => limiter.hit('a', 1_000).allowed)).toEqual([true, true, false]);
    expect(limiter.hit('a', 1_000).retryAfterSeconds).toBe(10);
    expect(limiter.hit('b', 4_000).allowed).toBe(true);
    expect(limiter.hit('a', 10_999).allowed).toBe(false);
    expect(limiter.isLimited('a', 10_999)).toBe(true);
    expect(limiter.isLimited('a', 11_000)).toBe(false);
    expect(limiter.hit('a', 11_000).allowed).toBe(true);
  });

  test('a full table sends new ids to one shared counter and never evicts a tracked one', () => {
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000, maxTracked: 2 });
    limiter.hit('real', 0);
    limiter.hit('real', 0);
    limiter.hit('second', 0);
    const flood = Array.from({ length: 6000 }, (_, i) => limiter.hit(`made-up-${i}`, 0).allowed);
    expect(flood.filter(Boolean)).toHaveLength(3);
    expect(limiter.hit('real', 0).allowed).toBe(true);
    expect(limiter.hit('real', 0).allowed).toBe(false);
  });
});

describe.each(TEST_ENGINES)('on %s', (engine) => {
  describe('the service', () => {
    // 6,000 requests over loopback: seconds on a busy machine, so a longer time limit.
    test('6,000 made-up keys are limited per address and neither evict nor reset a real key', { timeout: 60_000 }, async () => {
      const server = await startTestServer({ dbPath: await databases.location(engine), rateLimit: { max: 20, failedAuthMax: 10, timeWindowMs: 3_600_000 } });
      try {
        const path = `/v1/orgs/${server.orgId}/settings/domain`;
        const real = async () => (await server.request('GET', path)).status;
        for (let i = 0; i < 15; i++) expect(await real()).toBe(200);
        let lookups = 0;
        const findUsable = server.app.repos.apiKeys.findUsable;
        (server.app.repos.apiKeys as { findUsable: typeof findUsable }).findUsable = (hash) => (lookups++, findUsable(hash));

        const statuses = new Map<number, number>();
        let retryAfter: string | null = null;
        let message = '';
        for (let batch = 0; batch < 60; batch++) {
          const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => server.request('GET', path, undefined, { key: `cap_madeup${batch}x${i}` })));
          for (const answer of answers) {
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            if (answer.status === 429) {
              retryAfter = answer.headers.get('retry-after');
              message = answer.body.errors[0].message;
            }
          }
        }
        // The first ten failures from this address are 401, every later one 429, found without looking keys up.
        expect(Object.fromEntries(statuses)).toEqual({ 401: 10, 429: 5990 });
        // On PostgreSQL the count lives in the database: requests of the batch already in flight when
        // the tenth failure was counted still look their key up (at most one batch), none after it.
        const mostLookups = engine === 'sqlite' ? 10 : 110;
        expect(lookups).toBeGreaterThanOrEqual(10);
        expect(lookups).toBeLessThanOrEqual(mostLookups);
        expect(Number(retryAfter)).toBeGreaterThan(0);
        expect(message).toMatch(new RegExp(`retry after ${retryAfter} s`));

        // The real key kept its count: five requests left, not a fresh quota.
        for (let i = 0; i < 5; i++) expect(await real()).toBe(200);
        const limited = await server.request('GET', path);
        expect(limited.status).toBe(429);
        expect(limited.body).toEqual({ data: null, errors: [{ code: 'rate_limited', message: expect.stringContaining('for this key') }] });
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      } finally {
        await server.close();
      }
    });

    test('a missing key counts as a failed authentication of the address, which then looks up no new key', async () => {
      const server = await startTestServer({ dbPath: await databases.location(engine), rateLimit: { max: 100, failedAuthMax: 2, timeWindowMs: 3_600_000 } });
      try {
        const path = `/v1/orgs/${server.orgId}/settings/domain`;
        expect((await server.request('GET', path)).status).toBe(200);
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) statuses.push((await server.request('GET', path, undefined, { key: null })).status);
        expect(statuses).toEqual([401, 401, 429]);
        // A key this service has seen keeps working from that address; one never seen waits for the next window.
        expect((await server.request('GET', path)).status).toBe(200);
        const unseen = await server.createKey(server.orgId, 'newcomer');
        expect((await server.request('GET', path, undefined, { key: unseen })).status).toBe(429);
      } finally {
        await server.close();
      }
    });
  });
});
