// Key-order-insensitive comparison and stable printing of JSON values.
import { describe, expect, it } from 'vitest';
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
});
