// jsonChunks writes, chunk by chunk, exactly what JSON.stringify(value, null, 2) writes whole.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonChunks, JsonLazyArray } from './json-chunks.js';

const joined = (value: unknown): string => [...jsonChunks(value)].join('');

describe('jsonChunks', () => {
  it('equals JSON.stringify with two spaces for any JSON value, however deep', () => {
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
      expect(joined(value)).toBe(JSON.stringify(value, null, 2));
    }), { numRuns: 400 });
  });

  it('indents whole values below the streamed levels as JSON.stringify does, toJSON included', () => {
    const deep = { a: { b: { c: { d: [1, { e: 'x\ny' }, [], {}] }, f: [[{ g: null }]] } }, h: [[['s', { i: [2] }]]] };
    expect(joined(deep)).toBe(JSON.stringify(deep, null, 2));
    const shown = { toJSON: () => ({ lines: [1, { two: 2 }] }) };
    const dated = { a: { b: { when: new Date(0), n: shown } }, k: shown, l: [shown, [shown]] };
    expect(joined(dated)).toBe(JSON.stringify(dated, null, 2));
  });

  it('leaves out undefined members and writes undefined elements as null, as JSON.stringify does', () => {
    const value = { a: undefined, b: [undefined, 1, { c: undefined }], d: {}, e: [], f: { g: [[]] } };
    expect(joined(value)).toBe(JSON.stringify(value, null, 2));
    expect(joined({ only: undefined })).toBe('{}');
  });

  it('makes a lazy array\'s elements only as they are written, in order', () => {
    const made: number[] = [];
    const chunks = jsonChunks({ steps: new JsonLazyArray([1, 2, 3], (n) => {
      made.push(n);
      return { n, twice: [n, n] };
    }) });
    const first = chunks.next();
    expect(first.done).toBe(false);
    expect(made).toEqual([]);
    const rest = [first.value as string, ...chunks].join('');
    expect(made).toEqual([1, 2, 3]);
    expect(rest).toBe(JSON.stringify({ steps: [1, 2, 3].map((n) => ({ n, twice: [n, n] })) }, null, 2));
  });
});
