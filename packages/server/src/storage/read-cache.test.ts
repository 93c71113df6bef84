// The read cache: entries live exactly as long as the version they were read at, stay within
// their bounds, and are frozen because requests share them.
import { describe, expect, test } from 'vitest';
import { createReadCache, deepFreeze } from './read-cache.js';

describe('createReadCache', () => {
  test('returns what was kept at the same version, and nothing at another one', () => {
    const cache = createReadCache<{ label: string }>();
    expect(cache.get('1/a', 7)).toBeUndefined();
    cache.set('1/a', 7, { label: 'primary' }, 10);
    expect(cache.get('1/a', 7)).toEqual({ label: 'primary' });
    expect(cache.get('2/a', 7)).toBeUndefined();
    expect(cache.get('1/a', 8)).toBeUndefined();
    expect(cache.size).toBe(0);
    // Back at an older version nothing comes back either: a moved version empties the cache.
    expect(cache.get('1/a', 7)).toBeUndefined();
  });

  test('ignores a value read at a version the cache has moved past', () => {
    const cache = createReadCache<string>();
    expect(cache.get('1/a', 3)).toBeUndefined();
    expect(cache.get('1/b', 4)).toBeUndefined();
    cache.set('1/a', 3, 'read before the write', 10);
    expect(cache.get('1/a', 4)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test('drops the oldest entries beyond the entry and size bounds, and never keeps an oversized one', () => {
    const cache = createReadCache<string>({ maxEntries: 2, maxChars: 100 });
    cache.get('k', 1);
    cache.set('a', 1, 'a', 10);
    cache.set('b', 1, 'b', 10);
    cache.set('c', 1, 'c', 10);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([undefined, 'b', 'c']);
    cache.set('d', 1, 'd', 95);
    expect([cache.get('b', 1), cache.get('c', 1), cache.get('d', 1)]).toEqual([undefined, undefined, 'd']);
    cache.set('huge', 1, 'huge', 101);
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.get('d', 1)).toBe('d');
  });

  test('replacing a key counts its size once', () => {
    const cache = createReadCache<string>({ maxEntries: 10, maxChars: 100 });
    cache.get('k', 1);
    cache.set('a', 1, 'first', 60);
    cache.set('a', 1, 'second', 60);
    expect(cache.get('a', 1)).toBe('second');
    cache.set('b', 1, 'b', 40);
    expect([cache.get('a', 1), cache.get('b', 1)]).toEqual(['second', 'b']);
  });

  test('keeps values frozen, nested objects included', () => {
    const cache = createReadCache<{ config: { headers: Record<string, string> } }>();
    cache.get('1/a', 1);
    cache.set('1/a', 1, { config: { headers: { authorization: 'secret' } } }, 10);
    const kept = cache.get('1/a', 1);
    expect(Object.isFrozen(kept)).toBe(true);
    expect(Object.isFrozen(kept?.config.headers)).toBe(true);
    expect(() => {
      (kept as { config: { headers: Record<string, string> } }).config.headers['authorization'] = 'changed';
    }).toThrow(TypeError);
  });
});

describe('deepFreeze', () => {
  test('freezes arrays and objects inside and returns the same value', () => {
    const value = { list: [{ a: 1 }], n: 1 };
    expect(deepFreeze(value)).toBe(value);
    expect([Object.isFrozen(value), Object.isFrozen(value.list), Object.isFrozen(value.list[0])]).toEqual([true, true, true]);
  });

  test('reaches every level of a state-shaped value: arrays in objects in arrays, and objects with no prototype', () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { deep: { list: [[{ leaf: {} }]] } });
    const value = { actions: [{ schema: { properties: { id: { enum: ['a'] } } }, history: [{ version: 1 }] }], bare };
    deepFreeze(value);
    const unfrozen: string[] = [];
    const visit = (v: unknown, path: string): void => {
      if (typeof v !== 'object' || v === null) return;
      if (!Object.isFrozen(v)) unfrozen.push(path || '/');
      for (const [key, child] of Object.entries(v)) visit(child, `${path}/${key}`);
    };
    visit(value, '');
    expect(unfrozen).toEqual([]);
  });
});

describe('ReadCache.read', () => {
  const loaded = (value: string) => ({ value, size: value.length });

  test('concurrent misses of one key at one version share one load, then the kept value answers', async () => {
    const cache = createReadCache<string>();
    let loads = 0;
    let finish: (value: string) => void = () => undefined;
    const load = () => {
      loads++;
      return new Promise<{ value: string; size: number }>((resolve) => (finish = (value) => resolve(loaded(value))));
    };
    const burst = [cache.read('1/a', 1, load), cache.read('1/a', 1, load), cache.read('1/a', 1, load)];
    finish('primary');
    expect(await Promise.all(burst)).toEqual(['primary', 'primary', 'primary']);
    expect(await cache.read('1/a', 1, load)).toBe('primary');
    expect(loads).toBe(1);
  });

  test('a caller at a newer version never joins a load begun at an older one', async () => {
    const cache = createReadCache<string>();
    const loads: string[] = [];
    const old = cache.read('1/a', 1, async () => (loads.push('at 1'), loaded('before the write')));
    const fresh = cache.read('1/a', 2, async () => (loads.push('at 2'), loaded('after the write')));
    expect([await old, await fresh]).toEqual(['before the write', 'after the write']);
    expect(loads).toEqual(['at 1', 'at 2']);
    // The value loaded at version 1 was not kept: the cache had moved to 2.
    expect(cache.get('1/a', 2)).toBe('after the write');
  });

  test('keeps nothing for a key that was not found, and a failed load is not shared with later callers', async () => {
    const cache = createReadCache<string>();
    expect(await cache.read('1/missing', 1, async () => undefined)).toBeUndefined();
    expect(cache.size).toBe(0);
    await expect(cache.read('1/a', 1, async () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    expect(await cache.read('1/a', 1, async () => loaded('back'))).toBe('back');
  });
});
