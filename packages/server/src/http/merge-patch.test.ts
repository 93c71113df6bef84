// RFC 7396 merge patch: the RFC's own examples, and properties over random JSON.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { JsonValue } from '@capctl/core';
import { mergePatch } from './merge-patch.js';

describe('mergePatch (RFC 7396)', () => {
  // The examples of RFC 7396, appendix A.
  test.each<[JsonValue, JsonValue, JsonValue]>([
    [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
    [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    [{ a: 'b' }, { a: null }, {}],
    [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
    [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
    [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
    [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
    [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    [['a', 'b'], ['c', 'd'], ['c', 'd']],
    [{ a: 'b' }, ['c'], ['c']],
    [{ a: 'foo' }, null, null],
    [{ a: 'foo' }, 'bar', 'bar'],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: 'b', c: null }, { a: 'b' }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ])('%j patched with %j is %j', (target, patch, expected) => {
    expect(mergePatch(target, patch)).toEqual(expected);
  });

  test('never mutates its inputs', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (target, patch) => {
        const before = JSON.stringify([target, patch]);
        mergePatch(target as JsonValue, patch as JsonValue);
        expect(JSON.stringify([target, patch])).toBe(before);
      }),
    );
  });

  test('applying the same patch twice changes nothing more', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (target, patch) => {
        const once = mergePatch(target as JsonValue, patch as JsonValue);
        expect(mergePatch(once, patch as JsonValue)).toEqual(once);
      }),
    );
  });
});
