// The facts of a conjunction must over-approximate it (every payload ajv accepts under all its
// schemas fits them: checked with ajv on a pool of values) and be as tight as its own keywords
// say (the expected facts below are read off the schemas by hand, by what JSON Schema means).
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../types.js';
import { admitsValueType, declaredTypes, factsOf, hasNumbers, typeOfValue, typesOfSchema, type Facts } from './facts.js';
import { rootNode } from './schema-node.js';

const ajv = new Ajv2020({ strict: false, logger: false, validateSchema: false });
/** ajv's answer, or undefined for a schema ajv refuses to compile (it then validates no payload). */
function valid(schema: JsonValue, value: JsonValue): boolean | undefined {
  try {
    return ajv.validate(schema as object, value) === true;
  } catch {
    return undefined;
  }
}
const facts = (...schemas: JsonValue[]): Facts => factsOf(schemas.map(rootNode));
const sorted = (set: ReadonlySet<string>) => [...set].sort();

const ALL_TYPES = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];

describe('typeOfValue', () => {
  it('names the JSON type of a value, integers apart from other numbers', () => {
    const cases: [JsonValue, string][] = [
      [null, 'null'], [true, 'boolean'], [false, 'boolean'], [0, 'integer'], [-3, 'integer'], [2.0, 'integer'], [1.5, 'number'],
      ['', 'string'], ['1', 'string'], [[], 'array'], [[1], 'array'], [{}, 'object'], [{ a: 1 }, 'object'],
    ];
    for (const [value, type] of cases) expect(typeOfValue(value), JSON.stringify(value)).toBe(type);
  });
});

describe('declaredTypes and typesOfSchema', () => {
  it('reads a type or a list of types, with integer inside number', () => {
    expect(sorted(declaredTypes('string')!)).toEqual(['string']);
    expect(sorted(declaredTypes('number')!)).toEqual(['integer', 'number']);
    expect(sorted(declaredTypes('integer')!)).toEqual(['integer']);
    expect(sorted(declaredTypes(['null', 'number', 'object'])!)).toEqual(['integer', 'null', 'number', 'object']);
    expect(sorted(declaredTypes(['array', 'boolean'])!)).toEqual(['array', 'boolean']);
  });

  it('constrains nothing when ajv would check no type: absent, an empty list, a word or an entry that is no type', () => {
    for (const value of [undefined, [], ['string', 'word'], ['word', 'string'], ['string', 1], 'word', 5, null, { type: 'string' }] as (JsonValue | undefined)[]) {
      expect(declaredTypes(value), JSON.stringify(value)).toBeUndefined();
    }
  });

  it('adds null for OpenAPI nullable: true, only beside a type', () => {
    expect(sorted(typesOfSchema({ type: 'string', nullable: true })!)).toEqual(['null', 'string']);
    expect(sorted(typesOfSchema({ type: 'string', nullable: false })!)).toEqual(['string']);
    expect(sorted(typesOfSchema({ type: 'string', nullable: 'yes' })!)).toEqual(['string']);
    expect(typesOfSchema({ nullable: true })).toBeUndefined();
    expect(typesOfSchema({})).toBeUndefined();
  });

  it('admitsValueType asks whether the value is of one of the types', () => {
    expect(admitsValueType(new Set(['string']), 'a')).toBe(true);
    expect(admitsValueType(new Set(['string']), 1)).toBe(false);
    expect(admitsValueType(new Set(['number', 'integer']), 1.5)).toBe(true);
    expect(admitsValueType(new Set(['integer']), 1.5)).toBe(false);
  });
});

/** Whether a value fits the facts: written from what each fact means, not from `factsOf`. */
function fits(f: Facts, v: JsonValue): boolean {
  const type = typeOfValue(v);
  if (!f.types.has(type)) return false;
  if (f.values !== undefined && !f.values.some((w) => JSON.stringify(w) === JSON.stringify(v))) return false;
  if (typeof v === 'number') {
    if (f.lower && (f.lower.exclusive ? v <= f.lower.value : v < f.lower.value)) return false;
    if (f.upper && (f.upper.exclusive ? v >= f.upper.value : v > f.upper.value)) return false;
    if (f.multipleOf.some((m) => !Number.isInteger(v / m))) return false;
  }
  if (typeof v === 'string') {
    const length = [...v].length;
    if (length < f.minLength || (f.maxLength !== undefined && length > f.maxLength)) return false;
    if (f.patterns.some((p) => !new RegExp(p, 'u').test(v))) return false;
  }
  if (Array.isArray(v)) {
    if (v.length < f.minItems || (f.maxItems !== undefined && v.length > f.maxItems)) return false;
    if (f.uniqueItems && new Set(v.map((x) => JSON.stringify(x))).size < v.length) return false;
  }
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
    const names = Object.keys(v);
    if ([...f.required].some((r) => !names.includes(r))) return false;
    if (names.length < f.minProperties || (f.maxProperties !== undefined && names.length > f.maxProperties)) return false;
  }
  return true;
}

const POOL: JsonValue[] = [
  null, true, false, -2, -1, 0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 9, 10, 12, 100,
  '', 'a', 'b', 'ab', 'abc', 'abcd', 'a@example.com', '1',
  [], [1], [1, 1], [1, 2], [1, 2, 3], {}, { a: 1 }, { b: 1 }, { a: 1, b: 2 }, { a: 1, b: 2, c: 3 },
];

/** [what, conjunction, the facts it must give (only the fields named)]. */
const TABLE: [string, JsonValue[], Partial<Record<keyof Facts, unknown>>][] = [
  ['nothing said', [{}], { types: ALL_TYPES, values: undefined, lower: undefined, upper: undefined, multipleOf: [], minLength: 0, maxLength: undefined, minItems: 0, maxItems: undefined, uniqueItems: false, minProperties: 0, maxProperties: undefined, patterns: [], formats: [] }],
  ['true', [true], { types: ALL_TYPES, values: undefined }],
  ['a type', [{ type: 'string' }], { types: ['string'], values: undefined }],
  ['number with integer', [{ type: 'number' }], { types: ['integer', 'number'] }],
  ['two types met', [{ type: ['string', 'number'] }, { type: ['integer', 'null'] }], { types: ['integer'], values: undefined }],
  ['nullable', [{ type: 'string', nullable: true }], { types: ['null', 'string'], values: undefined }],
  ['booleans beside another type', [{ type: ['boolean', 'integer'] }], { types: ['boolean', 'integer'], values: undefined }],
  ['not of a type', [{ not: { type: 'string' } }], { types: ['array', 'boolean', 'integer', 'null', 'number', 'object'] }],
  ['not of number', [{ not: { type: 'number' } }], { types: ['array', 'boolean', 'null', 'object', 'string'] }],
  ['not with more than a type removes nothing', [{ not: { type: 'string', minLength: 3 } }], { types: ALL_TYPES }],
  ['not with another word removes nothing', [{ not: { minLength: 3 } }], { types: ALL_TYPES }],
  ['not true removes nothing it cannot read', [{ not: true }], { types: ALL_TYPES }],
  ['booleans are two values', [{ type: 'boolean' }], { types: ['boolean'], values: [true, false] }],
  ['null is one value', [{ type: 'null' }], { types: ['null'], values: [null] }],
  ['null or boolean', [{ type: ['boolean', 'null'] }], { types: ['boolean', 'null'], values: [null, true, false] }],
  ['no type left', [{ type: 'string' }, { type: 'integer' }], { types: [], values: [] }],
  ['const', [{ const: 'a' }], { types: ['string'], values: ['a'] }],
  ['const null', [{ const: null }], { types: ['null'], values: [null] }],
  ['enum', [{ enum: [1, 'a', 1.5] }], { types: ['integer', 'number', 'string'], values: [1, 'a', 1.5] }],
  ['const before enum', [{ const: 1, enum: [1, 2] }], { values: [1] }],
  ['enums met', [{ enum: [1, 2, { a: 1 }] }, { enum: [{ a: 1 }, 2, 3] }], { types: ['integer', 'object'], values: [2, { a: 1 }] }],
  ['enum met with a type', [{ enum: [1, 'a', null] }, { type: 'string' }], { types: ['string'], values: ['a'] }],
  ['enum met with number', [{ enum: [1, 1.5, 'a'] }, { type: 'number' }], { types: ['integer', 'number'], values: [1, 1.5] }],
  ['enum that is no list', [{ enum: 'a' }], { values: undefined }],
  ['bounds', [{ minimum: 1, maximum: 5 }], { lower: { value: 1, exclusive: false }, upper: { value: 5, exclusive: false } }],
  ['exclusive bounds', [{ exclusiveMinimum: 1, exclusiveMaximum: 5 }], { lower: { value: 1, exclusive: true }, upper: { value: 5, exclusive: true } }],
  ['the higher minimum, the lower maximum', [{ minimum: 1, maximum: 9 }, { minimum: 3, maximum: 5 }, { minimum: 2, maximum: 7 }], { lower: { value: 3, exclusive: false }, upper: { value: 5, exclusive: false } }],
  ['the higher minimum given first', [{ minimum: 3, maximum: 5 }, { minimum: 1, maximum: 9 }], { lower: { value: 3, exclusive: false }, upper: { value: 5, exclusive: false } }],
  ['exclusive wins at the same value', [{ minimum: 3, maximum: 5 }, { exclusiveMinimum: 3, exclusiveMaximum: 5 }], { lower: { value: 3, exclusive: true }, upper: { value: 5, exclusive: true } }],
  ['exclusive wins at the same value, given first', [{ exclusiveMinimum: 3, exclusiveMaximum: 5 }, { minimum: 3, maximum: 5 }], { lower: { value: 3, exclusive: true }, upper: { value: 5, exclusive: true } }],
  ['exclusive beside inclusive in one schema', [{ minimum: 2, exclusiveMinimum: 1, maximum: 4, exclusiveMaximum: 5 }], { lower: { value: 2, exclusive: false }, upper: { value: 4, exclusive: false } }],
  ['an exclusive bound tighter than the inclusive one', [{ minimum: 1, exclusiveMinimum: 2, maximum: 5, exclusiveMaximum: 4 }], { lower: { value: 2, exclusive: true }, upper: { value: 4, exclusive: true } }],
  ['bounds that are no numbers', [{ minimum: '1', maximum: null, exclusiveMinimum: true, exclusiveMaximum: '5' }], { lower: undefined, upper: undefined }],
  ['multipleOf', [{ multipleOf: 3 }, { multipleOf: 0.5 }], { multipleOf: [3, 0.5] }],
  ['multipleOf that is no positive number', [{ multipleOf: 0 }, { multipleOf: -2 }, { multipleOf: '2' }], { multipleOf: [] }],
  ['lengths', [{ minLength: 1, maxLength: 9 }, { minLength: 2, maxLength: 4 }, { minLength: 0 }], { minLength: 2, maxLength: 4 }],
  ['a maximum length given second', [{ minLength: 2 }, { maxLength: 4 }, { maxLength: 6 }], { minLength: 2, maxLength: 4 }],
  ['lengths that are no numbers', [{ minLength: '2', maxLength: '4' }], { minLength: 0, maxLength: undefined }],
  ['patterns and formats', [{ pattern: '^a' }, { pattern: 'b$', format: 'email' }, { pattern: 1, format: 2 }], { patterns: ['^a', 'b$'], formats: ['email'] }],
  ['items', [{ minItems: 1, maxItems: 9 }, { minItems: 2, maxItems: 3 }], { minItems: 2, maxItems: 3, uniqueItems: false }],
  ['a maximum of items given second', [{ minItems: 1 }, { maxItems: 3 }, { maxItems: 5 }], { minItems: 1, maxItems: 3 }],
  ['uniqueItems in one member', [{ uniqueItems: true }, { uniqueItems: false }], { uniqueItems: true }],
  ['uniqueItems false', [{ uniqueItems: false }, {}], { uniqueItems: false }],
  ['required', [{ required: ['a', 1] }, { required: ['b', 'a'] }, { required: 'c' }], { required: ['a', 'b'] }],
  ['properties counted', [{ minProperties: 1, maxProperties: 9 }, { minProperties: 2, maxProperties: 3 }], { minProperties: 2, maxProperties: 3 }],
  ['a maximum of properties given second', [{ minProperties: 1 }, { maxProperties: 3 }, { maxProperties: 5 }], { minProperties: 1, maxProperties: 3 }],
];

/** Facts as plain data: sets as sorted lists. */
const plain = (f: Facts): Record<string, unknown> =>
  Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v instanceof Set ? [...(v as Set<string>)].sort() : v]));

describe('factsOf', () => {
  it.each(TABLE)('%s', (_, schemas, expected) => {
    const f = facts(...schemas);
    const got = plain(f);
    for (const [key, value] of Object.entries(expected)) expect(got[key], key).toEqual(value);
    // Over-approximation: every pool value ajv accepts under the whole conjunction fits the facts.
    for (const v of POOL) if (schemas.every((s) => valid(s, v) === true)) expect(fits(f, v), JSON.stringify(v)).toBe(true);
  });

  it('hasNumbers: integers or other numbers are admitted', () => {
    expect(hasNumbers(facts({ type: 'integer' }))).toBe(true);
    expect(hasNumbers(facts({ type: 'number' }))).toBe(true);
    expect(hasNumbers(facts({ enum: [1.5] }))).toBe(true);
    expect(hasNumbers(facts({ type: 'string' }))).toBe(false);
    expect(hasNumbers(facts({ type: ['null', 'array'] }))).toBe(false);
  });
});
