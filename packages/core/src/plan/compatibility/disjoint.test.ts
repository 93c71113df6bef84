// Disjointness is what makes `oneOf` exclusive and `not` hold, so it may answer true only when no
// payload meets both sides: each pair below is either shown to overlap by a payload ajv accepts on
// both sides (then disjoint must be false), or disjoint by its reason (then it must be true).
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../types.js';
import { Budget } from './context.js';
import { disjoint, typesOf } from './disjoint.js';
import { rootNode, child } from './schema-node.js';

const ajv = new Ajv2020({ strict: false, logger: false, validateSchema: false });
const valid = (schema: JsonValue, value: JsonValue) => ajv.validate(schema as object, value) === true;
const apart = (a: JsonValue, b: JsonValue) => disjoint([rootNode(a)], rootNode(b), new Budget(10_000));

/** [why, a, b]: no payload meets both. */
const DISJOINT: [string, JsonValue, JsonValue][] = [
  ['false on the right', {}, false],
  ['false on the left', false, {}],
  ['types apart', { type: 'string' }, { type: 'integer' }],
  ['integer against a non-number', { type: 'integer' }, { type: ['string', 'null'] }],
  ['types apart through $ref', { type: 'string' }, { $defs: { t: { type: 'null' } }, $ref: '#/$defs/t' }],
  ['types apart through anyOf', { type: 'string' }, { anyOf: [{ type: 'null' }, { type: 'boolean' }] }],
  ['types apart through allOf', { type: 'string' }, { allOf: [{}, { type: 'array' }] }],
  ['left values all rejected', { enum: [1, 2, 'a'] }, { enum: [3, 'b'] }],
  ['right values all rejected', { type: 'string', maxLength: 1 }, { enum: ['ab', 'abc'] }],
  ['bounds apart', { type: 'integer', minimum: 5 }, { type: 'number', maximum: 4.5 }],
  ['bounds apart, the other way', { type: 'number', maximum: 0 }, { type: 'integer', minimum: 1 }],
  ['bounds meeting at an exclusive end', { type: 'number', exclusiveMaximum: 3 }, { type: 'number', minimum: 3 }],
  ['bounds meeting at an exclusive start', { type: 'number', maximum: 3 }, { type: 'number', exclusiveMinimum: 3 }],
  ['a discriminator both require', { type: 'object', required: ['kind'], properties: { kind: { const: 'a' } } }, { type: 'object', required: ['kind'], properties: { kind: { const: 'b' } } }],
  ['a discriminator through $ref on the right', { type: 'object', required: ['k'], properties: { k: { const: 1 } } }, { $defs: { b: { type: 'object', required: ['k'], properties: { k: { const: 2 } } } }, $ref: '#/$defs/b' }],
  ['every anyOf branch apart', { type: 'string', maxLength: 2 }, { anyOf: [{ type: 'integer' }, { const: 'abc' }] }],
  ['every oneOf branch apart', { type: 'integer', minimum: 0 }, { oneOf: [{ type: 'integer', maximum: -1 }, { type: 'string' }] }],
  ['left values all rejected by an infinite right side', { enum: ['ab', 'abc'] }, { type: 'string', maxLength: 1 }],
  ['a discriminator with a pattern beside it', { type: 'object', required: ['kind'], properties: { kind: { const: 'a' } } }, { type: 'object', required: ['kind'], properties: { kind: { const: 'b' } }, patternProperties: { '^k': {} } }],
  ['one allOf branch apart', { type: 'integer', minimum: 0 }, { allOf: [{ minimum: -5 }, { type: 'integer', maximum: -1 }] }],
];

/** [why, a, b, a payload ajv accepts on both sides]. */
const OVERLAP: [string, JsonValue, JsonValue, JsonValue][] = [
  ['same type', { type: 'string' }, { type: 'string', maxLength: 1 }, 'a'],
  ['untyped right', { type: 'string' }, {}, 'a'],
  ['a shared value', { enum: [1, 2] }, { enum: [2, 3] }, 2],
  ['a shared value on the right', { type: 'integer' }, { enum: ['a', 1] }, 1],
  ['bounds meeting at an inclusive end', { type: 'number', maximum: 3 }, { type: 'number', minimum: 3 }, 3],
  ['bounds that overlap', { type: 'integer', minimum: 0, maximum: 5 }, { type: 'integer', minimum: 5 }, 5],
  ['a property only one side requires', { type: 'object', properties: { kind: { const: 'a' } } }, { type: 'object', required: ['kind'], properties: { kind: { type: 'string' } } }, { kind: 'a' }],
  ['the same discriminator', { type: 'object', required: ['kind'], properties: { kind: { const: 'a' } } }, { type: 'object', required: ['kind'], properties: { kind: { enum: ['a', 'b'] } } }, { kind: 'a' }],
  ['objects or strings', { type: ['object', 'string'], required: ['k'], properties: { k: { const: 1 } } }, { type: ['object', 'string'], required: ['k'], properties: { k: { const: 2 } } }, 'x'],
  ['one anyOf branch shared', { type: 'string', maxLength: 2 }, { anyOf: [{ type: 'integer' }, { type: 'string', minLength: 2 }] }, 'ab'],
  ['no allOf branch apart', { type: 'integer', minimum: 0 }, { allOf: [{ minimum: -5 }, { maximum: 10 }] }, 3],
  ['bounds on a side that also admits strings', { type: ['integer', 'string'], minimum: 5 }, { maximum: 4 }, 'a'],
  ['an exclusive bound that does not meet the other', { type: 'number', exclusiveMaximum: 10 }, { type: 'number', minimum: 3 }, 5],
  ['a discriminator one of whose cases is shared', { type: 'object', required: ['kind'], properties: { kind: { anyOf: [{ const: 'a' }, { const: 'b' }] } } }, { type: 'object', required: ['kind'], properties: { kind: { const: 'b' } } }, { kind: 'b' }],
  ['a $ref that overlaps', { type: 'integer' }, { $defs: { t: { minimum: 2 } }, $ref: '#/$defs/t' }, 2],
];

describe('disjoint', () => {
  it.each(DISJOINT)('is true for %s', (_, a, b) => {
    for (const v of [null, true, 0, 1, 2, 3, 4.5, 5, 'a', 'ab', 'b', [], {}, { kind: 'a' }, { kind: 'b' }, { k: 1 }, { k: 2 }] as JsonValue[]) {
      expect(valid(a, v) && valid(b, v), `${JSON.stringify(v)} meets both`).toBe(false);
    }
    expect(apart(a, b)).toBe(true);
  });

  it.each(OVERLAP)('is false for %s', (_, a, b, both) => {
    expect([valid(a, both), valid(b, both)]).toEqual([true, true]);
    expect(apart(a, b)).toBe(false);
    expect(disjoint([rootNode(b)], rootNode(a), new Budget(10_000))).toBe(false);
  });

  it('is true for a conjunction with false in it, and for one node of the conjunction rejecting every value on the right', () => {
    expect(disjoint([rootNode({}), rootNode(false)], rootNode({}), new Budget(1000))).toBe(true);
    expect(disjoint([rootNode({ type: 'string' }), rootNode({ maxLength: 1 })], rootNode({ enum: ['ab', 'abc'] }), new Budget(1000))).toBe(true);
  });

  it('returns, and proves nothing, through a schema that refers to itself (where ajv overflows its stack)', () => {
    for (const self of [{ $ref: '#' }, { allOf: [{ $ref: '#' }] }, { anyOf: [{ $ref: '#' }] }, { oneOf: [{}, { $ref: '#' }] }] as JsonValue[]) {
      expect(apart({ type: 'string' }, self), JSON.stringify(self)).toBe(false);
    }
  });

  it('proves nothing through a reference to nothing', () => {
    expect(apart({ type: 'string' }, { $ref: '#/$defs/none' })).toBe(false);
    expect(apart({ type: 'string' }, { $ref: '#/$defs/none', type: 'integer' })).toBe(true);
  });

  it('looks four levels deep into the right side', () => {
    let nested: JsonValue = { const: 5 };
    for (let i = 0; i < 4; i++) nested = { allOf: [{}, nested] };
    expect(valid(nested, 5)).toBe(true);
    expect(apart({ type: 'integer', maximum: 3 }, nested)).toBe(true);
  });
});

describe('typesOf', () => {
  const types = (schema: JsonValue) => [...typesOf(rootNode(schema), new Budget(10_000))].sort();
  it('reads the types through $ref, allOf, anyOf and oneOf, and none for false', () => {
    expect(types(false)).toEqual([]);
    expect(types({ type: 'string' })).toEqual(['string']);
    expect(types({ $defs: { t: { type: ['string', 'null'] } }, $ref: '#/$defs/t', type: ['string', 'integer'] })).toEqual(['string']);
    expect(types({ allOf: [{ type: ['string', 'null'] }, { type: ['null', 'boolean'] }] })).toEqual(['null']);
    expect(types({ anyOf: [{ type: 'string' }, { type: 'null' }], oneOf: [{ type: 'null' }, { type: 'boolean' }] })).toEqual(['null']);
    expect(types({ $ref: '#' })).toHaveLength(7);
    expect(types({ anyOf: [] })).toHaveLength(7);
    expect(typesOf(child(rootNode({ items: true }), 'items')!, new Budget(100)).size).toBe(7);
  });
});
