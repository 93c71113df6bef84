// The rate limit shared through the database: two limiters on one database stand for two
// instances; together they never allow more than the limit, and they allow all of it.
import { afterAll, describe, expect, test } from 'vitest';
import { openStorage, type Storage } from '../open-storage.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { createRateLimitRepository } from './rate-limit-repository.js';
import { createSharedRateLimiter, defaultBlock } from './shared-rate-limiter.js';

const databases = useTestDatabases();
const opened: Storage[] = [];
afterAll(async () => {
  for (const storage of opened) await storage.close();
});

/** Two "instances": each opens the database itself, as two service processes would. */
async function twoInstances(engine: (typeof TEST_ENGINES)[number], max: number, block?: number) {
  const location = await databases.location(engine);
  const make = async () => {
    const storage = await openStorage({ path: location });
    opened.push(storage);
    const store = createRateLimitRepository(storage.db);
    return { store, limiter: createSharedRateLimiter({ scope: 'key', max, windowMs: 60_000, maxTracked: 100, store, ...(block ? { block } : {}) }) };
  };
  return [await make(), await make()] as const;
}

describe('defaultBlock', () => {
  test('is a 50th of the limit, at least 1 and at most 100', () => {
    expect([1, 20, 100, 6000, 1_000_000].map(defaultBlock)).toEqual([1, 1, 2, 100, 100]);
  });
});

describe.each(TEST_ENGINES)('a shared rate limit on %s', (engine) => {
  const now = 120_000_000;

  test('requests alternating over two instances get exactly the limit, then 429 with the time left', async () => {
    const [a, b] = await twoInstances(engine, 25, 4);
    const allowed: boolean[] = [];
    for (let i = 0; i < 60; i++) allowed.push((await (i % 2 === 0 ? a : b).limiter.hit('k1', now + 1_000)).allowed);
    expect(allowed.filter(Boolean)).toHaveLength(25);
    // Nothing is allowed after the first refusal of both: no instance keeps a quota of its own.
    expect(allowed.slice(allowed.lastIndexOf(true) + 1).every((x) => !x)).toBe(true);
    const last = await a.limiter.hit('k1', now + 1_000);
    expect(last).toEqual({ allowed: false, retryAfterSeconds: 59 });
    expect(a.limiter.isLimited('k1', now + 1_000)).toBe(true);
    // Another subject has its own count, and the next window starts over.
    expect((await b.limiter.hit('k2', now + 1_000)).allowed).toBe(true);
    expect((await a.limiter.hit('k1', now + 60_000)).allowed).toBe(true);
  });

  test('200 concurrent requests over two instances: exactly the limit is allowed', async () => {
    const [a, b] = await twoInstances(engine, 70, 8);
    const verdicts = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? a : b).limiter.hit('k', now)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(70);
  });

  test('claims come in blocks: a hundred requests cost two round trips, and rows of past windows are dropped', async () => {
    const [a] = await twoInstances(engine, 6000);
    let claims = 0;
    const claim = a.store.claim;
    a.store.claim = (...args) => (claims++, claim(...args));
    const local = createSharedRateLimiter({ scope: 'key', max: 6000, windowMs: 60_000, maxTracked: 100, store: a.store });
    const sync = [];
    for (let i = 0; i < 150; i++) sync.push(await local.hit('k', now));
    expect(sync.every((v) => v.allowed)).toBe(true);
    expect(claims).toBe(2);
    expect(await a.store.claim('key', 'k', now - (now % 60_000), 0, 6000)).toBe(0);
    await a.store.forgetBefore(now + 60_000);
    // The row is gone: a new claim starts from nothing.
    expect(await a.store.claim('key', 'k', now - (now % 60_000), 6000, 6000)).toBe(6000);
  });
});

describe.each(TEST_ENGINES)('an hourly shared rate limit at the turn of the clock hour on %s', (engine) => {
  const HOUR = 3_600_000;
  const turn = 500 * HOUR; // 1970-01-21T20:00:00Z: a window starts exactly here.

  test('the last millisecond of an hour counts in that hour, the first of the next starts over on either instance', async () => {
    const location = await databases.location(engine);
    const make = async () => {
      const storage = await openStorage({ path: location });
      opened.push(storage);
      return createSharedRateLimiter({ scope: 'key', max: 3, windowMs: HOUR, maxTracked: 100, store: createRateLimitRepository(storage.db), block: 1 });
    };
    const [a, b] = [await make(), await make()];
    const before = [];
    for (let i = 0; i < 4; i++) before.push((await (i % 2 === 0 ? a : b).hit('k', turn - 1)).allowed);
    expect(before).toEqual([true, true, true, false]);
    // A second before the turn: one second left. At the turn, both instances see a fresh window.
    expect(await a.hit('k', turn - 1_000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await b.hit('k', turn)).allowed).toBe(true);
    expect((await a.hit('k', turn)).allowed).toBe(true);
    expect((await b.hit('k', turn + HOUR - 1)).allowed).toBe(true);
    expect(await a.hit('k', turn + HOUR - 1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});
