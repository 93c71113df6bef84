// Array containment, pair by pair: each narrowing comes with a payload ajv accepts before and
// rejects after, and must be breaking at the keyword that narrows (its witness checked with ajv
// too); each widening or unchanged pair stays proven; what is not analysed stays unproven.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../types.js';
import { compareSchemas } from '../compatibility.js';

const ajv = new Ajv2020({ strict: false, logger: false, validateSchema: false });
const valid = (schema: JsonValue, value: JsonValue) => ajv.validate(schema as object, value) === true;
const A = (extra: Record<string, JsonValue>): JsonValue => ({ type: 'array', ...extra });
const S = { type: 'string' };
const I = { type: 'integer' };

/** [what, old, new, a payload valid before and rejected after, where the reason points]. */
const BREAKS: [string, JsonValue, JsonValue, JsonValue, string][] = [
  ['minItems raised', A({ minItems: 1 }), A({ minItems: 2 }), ['a'], '/minItems'],
  ['minItems added', A({}), A({ minItems: 1 }), [], '/minItems'],
  ['maxItems lowered', A({ maxItems: 3 }), A({ maxItems: 2 }), [1, 2, 3], '/maxItems'],
  ['maxItems added', A({}), A({ maxItems: 2 }), [1, 2, 3], '/maxItems'],
  ['uniqueItems added', A({}), A({ uniqueItems: true }), [1, 1], '/uniqueItems'],
  ['uniqueItems added under maxItems 2', A({ maxItems: 2 }), A({ uniqueItems: true }), [1, 1], '/uniqueItems'],
  ['contains added', A({}), A({ contains: S }), [], '/contains'],
  ['minContains raised', A({ contains: S, minContains: 2 }), A({ contains: S, minContains: 3 }), ['a', 'b'], '/contains'],
  ['a tuple position narrowed', A({ prefixItems: [S] }), A({ prefixItems: [{ type: 'string', maxLength: 1 }] }), ['ab'], '/prefixItems/0/maxLength'],
  ['a second position narrowed', A({ items: I }), A({ prefixItems: [I, { type: 'integer', minimum: 0 }] }), [0, -1], '/prefixItems/1/minimum'],
  ['the rest narrowed', A({ prefixItems: [S] }), A({ prefixItems: [S], items: I }), ['a', 'b'], '/items/type'],
  ['items narrowed under the same maxItems', A({ maxItems: 3, items: S }), A({ maxItems: 3, items: { type: 'string', maxLength: 1 } }), ['ab'], '/items/maxLength'],
  ['at most one match added, with minContains 0', A({}), A({ contains: S, minContains: 0, maxContains: 1 }), ['a', 'b'], '/contains'],
];

/** [what, old, new]: every payload valid before stays valid after. */
const PROVEN: [string, JsonValue, JsonValue][] = [
  ['minItems kept', A({ minItems: 2 }), A({ minItems: 2, title: 't' })],
  ['minItems lowered', A({ minItems: 3 }), A({ minItems: 2 })],
  ['maxItems kept', A({ maxItems: 2 }), A({ maxItems: 2, title: 't' })],
  ['maxItems raised', A({ maxItems: 2 }), A({ maxItems: 3 })],
  ['uniqueItems kept', A({ uniqueItems: true }), A({ uniqueItems: true, title: 't' })],
  ['uniqueItems added to at most one item', A({ maxItems: 1 }), A({ uniqueItems: true })],
  ['uniqueItems added to no item', A({ maxItems: 0 }), A({ uniqueItems: true })],
  ['contains widened', A({ contains: { type: 'string', maxLength: 2 } }), A({ contains: S })],
  ['contains with minContains 0 added', A({}), A({ contains: S, minContains: 0 })],
  ['minContains lowered', A({ contains: S, minContains: 3 }), A({ contains: S, minContains: 2 })],
  ['maxContains raised', A({ contains: S, maxContains: 2 }), A({ contains: S, maxContains: 3 })],
  ['the rest widened after a closed tuple', A({ prefixItems: [S], items: false }), A({ prefixItems: [S], items: I })],
  ['a second position narrowed where there is none', A({ items: I, maxItems: 1 }), A({ prefixItems: [I, { type: 'integer', minimum: 0 }] })],
  ['a position narrowed past a position that admits nothing', A({ prefixItems: [S, false] }), A({ prefixItems: [S, S, I] })],
  ['unevaluatedItems beside contains, unchanged', A({ contains: S, unevaluatedItems: false }), A({ contains: S, unevaluatedItems: false })],
  ['contains inside an old allOf', A({ allOf: [{ contains: S }] }), A({ contains: S })],
  ['maxContains kept', A({ contains: S, maxContains: 2 }), A({ contains: S, maxContains: 2, minItems: 0 })],
  ['arrays of arrays, recursively', A({ items: { $ref: '#' } }), A({ items: { $ref: '#' }, title: 'x' })],
  ['unevaluatedItems true added', A({ contains: S }), A({ contains: S, unevaluatedItems: true })],
];

describe('arrays', () => {
  it.each(BREAKS)('%s breaks', (_, before, after, payload, pointer) => {
    expect([valid(before, payload), valid(after, payload)], 'valid before, rejected after').toEqual([true, false]);
    const outcome = compareSchemas(before, after).backward;
    expect(outcome.verdict).toBe('breaking');
    expect(outcome.reasons.map((r) => r.pointer)).toEqual([pointer]);
    for (const r of outcome.reasons) expect([valid(before, r.witness!), valid(after, r.witness!)]).toEqual([true, false]);
  });

  it.each(PROVEN)('%s is proven', (_, before, after) => {
    expect(compareSchemas(before, after).backward).toEqual({ verdict: 'proven', reasons: [] });
  });

  it('names the rule of each array reason', () => {
    const rules = (before: JsonValue, after: JsonValue) => compareSchemas(before, after).backward.reasons.map((r) => r.rule);
    expect(rules(A({ minItems: 1 }), A({ minItems: 2 }))).toEqual(['bound_tightened']);
    expect(rules(A({ maxItems: 3 }), A({ maxItems: 2 }))).toEqual(['bound_tightened']);
    expect(rules(A({}), A({ uniqueItems: true }))).toEqual(['bound_tightened']);
    expect(compareSchemas(A({}), A({ contains: S })).backward.reasons).toEqual([
      expect.objectContaining({ rule: 'contains_added', message: 'arrays must now contain a matching item' }),
    ]);
    expect(compareSchemas(A({ contains: S }), A({ contains: S, unevaluatedItems: false })).backward.reasons[0]!.message)
      .toContain('`unevaluatedItems` beside in-place applicators or `contains` is not analysed');
  });

  it('a narrower contains under the same maxContains is not proven: ["a", "bb", "cc"] has one short string but three strings', () => {
    const before = A({ contains: { type: 'string', maxLength: 1 }, maxContains: 2 });
    const after = A({ contains: S, maxContains: 2 });
    expect([valid(before, ['a', 'bb', 'cc']), valid(after, ['a', 'bb', 'cc'])]).toEqual([true, false]);
    expect(compareSchemas(before, after).backward.verdict).not.toBe('proven');
  });

  it('says what a size bound was and is now', () => {
    const message = (before: JsonValue, after: JsonValue) => compareSchemas(before, after).backward.reasons.map((r) => r.message);
    expect(message(A({ minItems: 1 }), A({ minItems: 2 }))).toEqual(['`minItems` is now 2 (was 1)']);
    expect(message(A({ maxItems: 3 }), A({ maxItems: 2 }))).toEqual(['`maxItems` is now 2 (was 3)']);
    expect(message(A({}), A({ maxItems: 2 }))).toEqual(['`maxItems` is now 2']);
    expect(message(A({}), A({ uniqueItems: true }))).toEqual(['`uniqueItems: true` was added']);
  });

  it('leaves a bound that is no number, maxContains lowered, and unevaluatedItems beside contains unproven', () => {
    for (const [before, after, keyword] of [
      [A({}), A({ minItems: 'two' }), 'minItems'],
      [A({ maxItems: 3 }), A({ maxItems: null }), 'maxItems'],
      [A({ contains: S }), A({ contains: S, unevaluatedItems: false }), 'unevaluatedItems'],
    ] as [JsonValue, JsonValue, string][]) {
      const outcome = compareSchemas(before, after).backward;
      expect(outcome.verdict, JSON.stringify(after)).not.toBe('proven');
      expect(outcome.reasons.map((r) => r.keyword ?? r.pointer.split('/').pop())).toContain(keyword);
    }
    expect(compareSchemas(A({ contains: S, maxContains: 3 }), A({ contains: S, maxContains: 2 })).backward.verdict).not.toBe('proven');
    expect(compareSchemas(A({ contains: S }), A({ contains: S, maxContains: 2 })).backward.verdict).not.toBe('proven');
    expect([valid(A({ contains: S }), ['ab']), valid(A({ contains: { type: 'string', maxLength: 1 } }), ['ab'])]).toEqual([true, false]);
    expect(compareSchemas(A({ contains: S }), A({ contains: { type: 'string', maxLength: 1 } })).backward.verdict).not.toBe('proven');
  });
});
