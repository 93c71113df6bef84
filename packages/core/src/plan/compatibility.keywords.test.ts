// Each keyword of the vocabulary in both directions, the refactorings that change nothing, and
// recursive schemas: the verdict per direction, and every witness checked against both schemas.
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../types.js';
import { compareSchemas } from './compatibility.js';

const addFormats = ((formats as unknown as { default?: unknown }).default ?? formats) as unknown as typeof formats.default;
const ajv2020 = new Ajv2020({ strict: false, logger: false });
const ajv07 = new Ajv({ strict: false, logger: false });
addFormats(ajv2020);
addFormats(ajv07);
const valid = (schema: JsonValue, value: JsonValue | undefined) =>
  (JSON.stringify(schema).includes('draft-07') ? ajv07 : ajv2020).validate(schema as object, value);

type Verdict = 'proven' | 'breaking' | 'unproven';
const D07 = 'http://json-schema.org/draft-07/schema#';
const S = { type: 'string' };
const N = { type: 'number' };
const I = { type: 'integer' };
const NULL = { type: 'null' };
const obj = (properties: Record<string, JsonValue>, extra: Record<string, JsonValue> = {}) => ({ type: 'object', properties, ...extra });
const node = (value: JsonValue) => ({ type: 'object', properties: { value, next: { $ref: '#/$defs/node' } } });

/** [what, old, new, backward, forward] */
const CASES: [string, JsonValue, JsonValue, Verdict, Verdict][] = [
  ['$defs: enum widened', { $defs: { c: { enum: ['a', 'b'] } }, properties: { x: { $ref: '#/$defs/c' } } }, { $defs: { c: { enum: ['a', 'b', 'c'] } }, properties: { x: { $ref: '#/$defs/c' } } }, 'proven', 'breaking'],
  ['draft-07 definitions: type changed', { $schema: D07, items: { $ref: '#/definitions/r' }, definitions: { r: S } }, { $schema: D07, items: { $ref: '#/definitions/r' }, definitions: { r: N } }, 'breaking', 'breaking'],
  ['refactoring: inline schema moved into $defs', obj({ a: { type: 'string', minLength: 2 } }), { ...obj({ a: { $ref: '#/$defs/s' } }), $defs: { s: { type: 'string', minLength: 2 } } }, 'proven', 'proven'],
  ['refactoring: $defs entry renamed with its $refs', { $defs: { s: S }, ...obj({ a: { $ref: '#/$defs/s' } }) }, { $defs: { t: S }, ...obj({ a: { $ref: '#/$defs/t' } }) }, 'proven', 'proven'],
  ['refactoring: annotations changed', { type: 'string', title: 'a', description: 'a', $comment: 'x', examples: ['a'], default: 'a' }, { type: 'string', title: 'b', deprecated: true, default: 'b', readOnly: true }, 'proven', 'proven'],
  ['recursive: value widened all the way down', { $defs: { node: node(I) }, $ref: '#/$defs/node' }, { $defs: { node: node(N) }, $ref: '#/$defs/node' }, 'proven', 'breaking'],
  ['recursive: two cycles under other names', { $defs: { node: node(S) }, $ref: '#/$defs/node' }, { $defs: { b: { type: 'object', properties: { value: S, next: { $ref: '#/$defs/b' } } } }, $ref: '#/$defs/b' }, 'proven', 'proven'],
  ['anyOf: branch added', { anyOf: [S] }, { anyOf: [S, N] }, 'proven', 'breaking'],
  ['oneOf: maximum raised inside a branch', { oneOf: [S, { type: 'integer', maximum: 5 }] }, { oneOf: [S, { type: 'integer', maximum: 10 }] }, 'proven', 'breaking'],
  ['oneOf: a new branch overlaps an old one', { oneOf: [S, I] }, { oneOf: [S, I, { type: 'integer', minimum: 0 }] }, 'breaking', 'proven'],
  ['oneOf: discriminated by a const property', { oneOf: [obj({ k: { const: 'a' }, x: S }, { required: ['k'] }), obj({ k: { const: 'b' } }, { required: ['k'] })] },
    { oneOf: [obj({ k: { const: 'a' }, x: { type: ['string', 'null'] } }, { required: ['k'] }), obj({ k: { const: 'b' } }, { required: ['k'] })] }, 'proven', 'breaking'],
  ['nullable: type union to oneOf with null', { type: ['string', 'null'] }, { oneOf: [NULL, S] }, 'proven', 'proven'],
  ['nullable: null dropped', { type: ['string', 'null'] }, S, 'breaking', 'proven'],
  ['allOf: part added', { allOf: [S] }, { allOf: [S, { maxLength: 3 }] }, 'breaking', 'proven'],
  ['not: excluded type narrowed', { not: N }, { not: I }, 'proven', 'breaking'],
  ['if/then/else: then tightened', { if: obj({ k: { const: 'a' } }, { required: ['k'] }), then: { required: ['x'] }, else: { required: ['y'] } },
    { if: obj({ k: { const: 'a' } }, { required: ['k'] }), then: { required: ['x', 'z'] }, else: { required: ['y'] } }, 'breaking', 'proven'],
  ['dependentRequired: dependency added', { dependentRequired: { a: ['b'] } }, { dependentRequired: { a: ['b', 'c'] } }, 'breaking', 'proven'],
  ['dependentSchemas: dependency loosened', { dependentSchemas: { a: { required: ['b', 'c'] } } }, { dependentSchemas: { a: { required: ['b'] } } }, 'proven', 'breaking'],
  ['draft-07 dependencies: array dependency removed', { $schema: D07, dependencies: { a: ['b'] } }, { $schema: D07 }, 'proven', 'breaking'],
  ['prefixItems: position added to a closed tuple', { prefixItems: [S], items: false }, { prefixItems: [S, I], items: false }, 'proven', 'breaking'],
  ['items: rest narrowed', { type: 'array', items: N }, { type: 'array', items: I }, 'breaking', 'proven'],
  ['draft-07 items array + additionalItems: rest closed', { $schema: D07, items: [S], additionalItems: N }, { $schema: D07, items: [S], additionalItems: false }, 'breaking', 'proven'],
  ['contains: added', { type: 'array' }, { type: 'array', contains: S }, 'breaking', 'proven'],
  ['minContains: lowered', { type: 'array', contains: S, minContains: 2 }, { type: 'array', contains: S, minContains: 1 }, 'proven', 'breaking'],
  ['maxContains: added', { type: 'array', contains: S }, { type: 'array', contains: S, maxContains: 1 }, 'breaking', 'proven'],
  ['patternProperties: pattern schema narrowed', { patternProperties: { '^x-': N } }, { patternProperties: { '^x-': I } }, 'breaking', 'proven'],
  ['patternProperties: disjoint pattern added to a closed object', { patternProperties: { '^s_': S }, additionalProperties: false }, { patternProperties: { '^s_': S, '^i_': I }, additionalProperties: false }, 'proven', 'breaking'],
  ['propertyNames: added', { type: 'object' }, { type: 'object', propertyNames: { maxLength: 3 } }, 'breaking', 'proven'],
  ['unevaluatedProperties: false added', obj({ a: S }), obj({ a: S }, { unevaluatedProperties: false }), 'breaking', 'proven'],
  ['unevaluatedItems: false added', { type: 'array', prefixItems: [S] }, { type: 'array', prefixItems: [S], unevaluatedItems: false }, 'breaking', 'proven'],
  ['const: replaced', { const: 'a' }, { const: 'b' }, 'breaking', 'breaking'],
  ['enum: value removed', { enum: ['a', 'b', 1] }, { enum: ['a', 1] }, 'breaking', 'proven'],
  // Unbounded, 3e21 is a multiple of 6 to ajv (3e21/6 = 5e20) but not of 3 (3e21/3 = 1e21, which parseInt reads as 1).
  ['multipleOf: to a divisor', { type: 'integer', multipleOf: 6 }, { type: 'integer', multipleOf: 3 }, 'breaking', 'breaking'],
  ['multipleOf: to a divisor, integers within ±2^52', { type: 'integer', multipleOf: 6, minimum: -1e15, maximum: 1e15 }, { type: 'integer', multipleOf: 3, minimum: -1e15, maximum: 1e15 }, 'proven', 'breaking'],
  ['multipleOf: to a non-divisor', { type: 'number', multipleOf: 4 }, { type: 'number', multipleOf: 6 }, 'breaking', 'breaking'],
  ['exclusiveMinimum: inclusive bound made exclusive', { type: 'number', minimum: 0 }, { type: 'number', exclusiveMinimum: 0 }, 'breaking', 'proven'],
  ['maxLength: lowered', { type: 'string', maxLength: 5 }, { type: 'string', maxLength: 3 }, 'breaking', 'proven'],
  ['maxItems: raised', { type: 'array', maxItems: 2 }, { type: 'array', maxItems: 4 }, 'proven', 'breaking'],
  ['minProperties: raised', { type: 'object', minProperties: 1 }, { type: 'object', minProperties: 2 }, 'breaking', 'proven'],
  ['uniqueItems: added', { type: 'array' }, { type: 'array', uniqueItems: true }, 'breaking', 'proven'],
  ['format: added', S, { type: 'string', format: 'date' }, 'breaking', 'proven'],
  ['required: added', obj({ a: S }), obj({ a: S }, { required: ['a'] }), 'breaking', 'proven'],
  ['additionalProperties: closed', obj({ a: S }), obj({ a: S }, { additionalProperties: false }), 'breaking', 'proven'],
];

describe('compareSchemas, keyword by keyword', () => {
  it.each(CASES)('%s', (_, before, after, backward, forward) => {
    const result = compareSchemas(before, after);
    expect([result.backward.verdict, result.forward.verdict]).toEqual([backward, forward]);
    for (const [direction, from, to] of [['backward', before, after], ['forward', after, before]] as const) {
      for (const reason of result[direction].reasons) {
        expect(reason.direction).toBe(direction);
        if (reason.verdict !== 'breaking') continue;
        expect(valid(from, reason.witness!), JSON.stringify(reason.witness)).toBe(true);
        expect(valid(to, reason.witness!), JSON.stringify(reason.witness)).toBe(false);
      }
    }
  });
});

describe('reasons', () => {
  it('say the change, with the witness beside it, without versions', () => {
    const [reason] = compareSchemas(obj({ order_id: S }), obj({ order_id: S }, { required: ['order_id', 'priority'] })).backward.reasons.filter((r) => r.rule === 'required_added');
    expect(reason).toMatchObject({ pointer: '/required', verdict: 'breaking', direction: 'backward' });
    expect(reason?.message).toBe('`order_id` is now required');
    expect(reason?.witness).toEqual(expect.any(Object));
  });

  it('say which old payloads break when a typed property joins an open object, and offer both fixes', () => {
    const [reason] = compareSchemas(obj({ a: S }), obj({ a: S, b: I })).backward.reasons;
    expect(reason).toMatchObject({ rule: 'property_added_to_open_object', pointer: '/properties/b', verdict: 'breaking' });
    expect(Object.keys(reason?.witness as object)).toContain('b');
    expect(valid(I, (reason?.witness as Record<string, JsonValue>)['b']!)).toBe(false);
    expect(reason?.fixes).toEqual([expect.stringContaining('additionalProperties: false'), expect.stringContaining('declare `b` with a type old payloads may carry')]);
  });

  it('name the keyword of an unproven change, worded apart from a proven tightening', () => {
    const remote = compareSchemas(S, { $ref: 'https://example.com/s.json' }).backward;
    expect(remote.verdict).toBe('unproven');
    expect(remote.reasons).toEqual([expect.objectContaining({ rule: 'unproven', keyword: '$ref', verdict: 'unproven' })]);
    expect(remote.reasons[0]?.message).toMatch(/^not proven that every payload valid in the old schema stays valid in the new one \(\/\$ref: .*remote references are never fetched\)/);
  });
});

describe('the work budget', () => {
  it('makes hostile schemas unproven, quickly', () => {
    const defs: Record<string, JsonValue> = {};
    for (let i = 0; i < 40; i++) defs[`d${i}`] = { anyOf: [{ $ref: `#/$defs/d${i + 1}` }, { $ref: `#/$defs/d${i + 1}` }, { type: 'string', maxLength: i }] };
    defs['d40'] = { type: 'string' };
    const before = { $defs: defs, $ref: '#/$defs/d0' };
    const after = { $defs: { ...defs, d40: { type: 'string', minLength: 1 } }, $ref: '#/$defs/d0' };
    const wide = { anyOf: Array.from({ length: 300 }, (_, i) => ({ const: i })) };
    const nested = (depth: number): JsonValue => (depth === 0 ? S : { oneOf: [nested(depth - 1), { type: 'integer', maximum: depth }] });
    for (const [a, b] of [[before, after], [wide, { enum: [1, 2] }], [nested(60), nested(59)]] as [JsonValue, JsonValue][]) {
      const result = compareSchemas(a, b, { budget: 20_000 });
      expect(result.backward.verdict).not.toBe('proven');
    }
  });
});
