// Key-order-insensitive comparison and stable printing of JSON values.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../types.js';
import { canonicalize, jsonEqual, stableStringify } from './canonical-json.js';

describe('canonical JSON', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(stableStringify({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
  });

  it('drops keys whose value is undefined', () => {
    expect(canonicalize({ a: 1, b: undefined as never })).toEqual({ a: 1 });
  });

  it('compares values regardless of key order, but not of array order', () => {
    expect(jsonEqual({ a: 1, b: [1, { x: 1, y: 2 }] }, { b: [1, { y: 2, x: 1 }], a: 1 })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(jsonEqual({ a: 1, b: undefined as never }, { a: 1 })).toBe(true);
    expect(jsonEqual({}, [])).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
    expect(jsonEqual(1, 1)).toBe(true);
  });

  it('prints what canonicalize prints, whether the value is partly canonical already or not', () => {
    // Integer-like keys enumerate in numeric order, not sorted as text: the copy must handle them.
    const key = fc.oneof(fc.string({ maxLength: 3 }), fc.integer({ min: 0, max: 20 }).map(String));
    const json = fc.jsonValue({ maxDepth: 4 }).chain((v) => fc.dictionary(key, fc.constant(v), { maxKeys: 4 }).map((d) => [v, d] as const));
    let shared = 0;
    fc.assert(fc.property(json, ([value, keyed]) => {
      // Mixed: a canonical part inside an unsorted object, and the other way round.
      const mixed = { z: canonicalize(value as JsonValue), a: keyed as JsonValue, m: [canonicalize(keyed as JsonValue), value as JsonValue] };
      const before = JSON.stringify(mixed);
      for (const v of [value as JsonValue, keyed as JsonValue, mixed, canonicalize(mixed)]) {
        expect(stableStringify(v)).toBe(JSON.stringify(canonicalize(v)));
      }
      expect(JSON.stringify(mixed)).toBe(before);
      if (JSON.stringify(keyed) === JSON.stringify(canonicalize(keyed as JsonValue))) shared += 1;
    }), { numRuns: 300 });
    // Some keyed objects were canonical already (the path that copies nothing), and some were not.
    expect(shared).toBeGreaterThan(0);
    expect(shared).toBeLessThan(300);
  });
});
