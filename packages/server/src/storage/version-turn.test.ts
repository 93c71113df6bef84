// One version look per event-loop turn: shared by the calls made before it, never older than them.
import { describe, expect, test } from 'vitest';
import { versionPerTurn } from './version-turn.js';

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
});
