// One version look shared by the calls made before it, never older than them, and never two
// looks in flight at once (on PostgreSQL a look is a query).
import { describe, expect, test } from 'vitest';
import { versionPerTurn } from './version-turn.js';

/** A few event-loop turns: long enough for any look that is due to begin. */
const turns = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('versionPerTurn', () => {
  test('calls in one turn share a single look', async () => {
    let looks = 0;
    const next = versionPerTurn(() => ++looks);
    const values = await Promise.all([next(), next(), next()]);
    expect(values).toEqual([1, 1, 1]);
    expect(looks).toBe(1);
  });

  test('the look happens after the call: a change made after calling is seen', async () => {
    let version = 1;
    const next = versionPerTurn(() => version);
    const pending = next();
    version = 2;
    expect(await pending).toBe(2);
  });

  test('a call after a look waits for a new look', async () => {
    let version = 1;
    const next = versionPerTurn(() => version);
    expect(await next()).toBe(1);
    version = 5;
    expect(await next()).toBe(5);
  });

  test('passes undefined on (a transaction was open)', async () => {
    const next = versionPerTurn(() => undefined);
    expect(await next()).toBeUndefined();
  });

  test('calls made while a slow look is in flight share one later look, begun after it settles', async () => {
    const looks: { resolve: (v: number) => void }[] = [];
    let inFlight = 0;
    let most = 0;
    const next = versionPerTurn(
      () =>
        new Promise<number>((resolve) => {
          inFlight++;
          most = Math.max(most, inFlight);
          looks.push({ resolve: (v) => (inFlight--, resolve(v)) });
        }),
    );
    const first = next();
    await turns();
    expect(looks).toHaveLength(1);
    // Asked while the first look is in flight: it cannot answer them (it began before they asked).
    const later = [next(), next(), next()];
    await turns();
    expect(looks).toHaveLength(1);
    looks[0]!.resolve(1);
    expect(await first).toBe(1);
    await turns();
    expect(looks).toHaveLength(2);
    looks[1]!.resolve(2);
    expect(await Promise.all(later)).toEqual([2, 2, 2]);
    expect(most).toBe(1);
  });

  test('a failed look fails its callers only; the next call looks again', async () => {
    let fail = true;
    const next = versionPerTurn(async () => {
      if (fail) throw new Error('database unreachable');
      return 3;
    });
    await expect(Promise.all([next(), next()])).rejects.toThrow('database unreachable');
    fail = false;
    expect(await next()).toBe(3);
  });
});
