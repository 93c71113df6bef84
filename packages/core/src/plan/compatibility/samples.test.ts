// Candidates are the raw material of witnesses: for a conjunction and a second schema (the hint),
// the samples must hold a payload ajv accepts under the conjunction and rejects under the hint at
// each edge the hint draws, stay inside the conjunction's own bounds and types, and give a value
// of each kind the conjunction admits. ajv (with ajv-formats) judges every expectation below.
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../types.js';
import { Budget, BudgetExceeded } from './context.js';
import { exampleOf, patternSamples, samples } from './samples.js';
import { rootNode } from './schema-node.js';

const ajv = new Ajv2020({ strict: false, logger: false, validateSchema: false });
const addFormats = ((formats as unknown as { default?: unknown }).default ?? formats) as unknown as typeof formats.default;
addFormats(ajv);
const valid = (schema: JsonValue, value: JsonValue) => ajv.validate(schema as object, value) === true;
const sampler = (steps = 100_000) => ({ budget: new Budget(steps) });
const sample = (schemas: JsonValue[], hint?: JsonValue, only?: string, depth = 0): JsonValue[] =>
  samples(schemas.map(rootNode), hint === undefined ? undefined : rootNode(hint), sampler(), depth, only);
const show = (values: JsonValue[]) => JSON.stringify(values);
/** The samples that pass every schema of the conjunction and fail the hint. */
const witnesses = (schemas: JsonValue[], hint: JsonValue, only?: string) =>
  sample(schemas, hint, only).filter((v) => schemas.every((s) => valid(s, v)) && !valid(hint, v));

/** [what, conjunction, hint]: a narrowing at one edge, which some sample must show. */
const EDGES: [string, JsonValue[], JsonValue][] = [
  ['a minimum', [{ type: 'integer' }], { minimum: 5 }],
  ['a minimum below the usual points', [{ type: 'integer' }], { minimum: -50 }],
  ['a maximum', [{ type: 'integer' }], { maximum: 50 }],
  ['a maximum above the usual points', [{ type: 'integer' }], { maximum: 2e9 }],
  ['an exclusive minimum below the usual points', [{ type: 'integer' }], { exclusiveMinimum: -50 }],
  ['an exclusive maximum above the usual points', [{ type: 'integer' }], { exclusiveMaximum: 2e9 }],
  ['an exclusive minimum', [{ type: 'integer', minimum: 50 }], { exclusiveMinimum: 50 }],
  ['an exclusive maximum', [{ type: 'integer', maximum: 50 }], { exclusiveMaximum: 50 }],
  ['a maximum on numbers', [{ type: 'number', minimum: 50 }], { maximum: 50.25 }],
  ['a minimum on numbers, in halves', [{ type: 'number', multipleOf: 0.5 }], { minimum: 50.5 }],
  ['a minimum under the own maximum', [{ type: 'integer', maximum: 100 }], { minimum: 60 }],
  ['integers only', [{ type: 'number', minimum: 10, maximum: 11 }], { type: 'integer' }],
  ['a multiple', [{ type: 'integer', minimum: 40, maximum: 41 }], { multipleOf: 2 }],
  ['a maximum among multiples', [{ type: 'integer', multipleOf: 7, minimum: 100, maximum: 300 }], { maximum: 200 }],
  ['a length past the own maximum', [{ type: 'string', maxLength: 8 }], { pattern: '^.{0,7}$' }],
  ['a string and an integer together', [{ type: 'array' }], { not: { allOf: [{ contains: { type: 'string' } }, { contains: { type: 'integer' } }] } }],
  ['a minimum length', [{ type: 'string' }], { minLength: 5 }],
  ['a maximum length', [{ type: 'string' }], { maxLength: 5 }],
  ['a maximum length past the fixed strings', [{ type: 'string' }], { maxLength: 30 }],
  ['a digit refused among short strings', [{ type: 'string', maxLength: 3 }], { pattern: '^[a-z]*$' }],
  ['a name refused among long strings', [{ type: 'string', minLength: 5 }], { format: 'hostname' }],
  ['a maximum length under the own minimum', [{ type: 'string', minLength: 4 }], { maxLength: 6 }],
  ['a longer pattern', [{ type: 'string', pattern: '^[a-z]+$' }], { pattern: '^[a-z]{2,}$' }],
  ['a format', [{ type: 'string' }], { format: 'email' }],
  ['a type', [{}], { type: 'string' }],
  ['a type among several', [{ type: ['string', 'boolean', 'null'] }], { type: 'string' }],
  ['null refused', [{ type: ['integer', 'null'] }], { type: 'integer' }],
  ['false refused', [{ type: 'boolean' }], { const: true }],
  ['a required property', [{ type: 'object', properties: { a: { type: 'string' } } }], { required: ['a'] }],
  ['a property of the hint narrowed', [{ type: 'object' }], { properties: { b: { type: 'integer' } } }],
  ['a property narrowed at its edge', [{ type: 'object', properties: { n: { type: 'integer' } } }], { properties: { n: { exclusiveMinimum: -50 } } }],
  ['an item narrowed at its edge', [{ type: 'array', items: { type: 'integer' } }], { items: { exclusiveMinimum: -50 } }],
  ['closed properties', [{ type: 'object', properties: { a: {} } }], { additionalProperties: false, properties: { a: {} } }],
  ['a property refused', [{ type: 'object', required: ['a'] }], { not: { required: ['a'] } }],
  ['fewer properties', [{ type: 'object', required: ['a', 'b'] }], { maxProperties: 1 }],
  ['a maximum of items', [{ type: 'array' }], { maxItems: 2 }],
  ['a maximum of items over the minimum', [{ type: 'array', minItems: 4 }], { maxItems: 5 }],
  ['a minimum of items', [{ type: 'array' }], { minItems: 1 }],
  ['unique items', [{ type: 'array', items: { type: 'integer' } }], { uniqueItems: true }],
  ['the items narrowed', [{ type: 'array', items: { type: 'integer' } }], { items: { minimum: 0 } }],
  ['the rest after a tuple', [{ type: 'array', prefixItems: [{ type: 'string' }] }], { prefixItems: [{}], items: false }],
  ['a branch dropped', [{ anyOf: [{ type: 'string' }, { type: 'integer' }] }], { type: 'integer' }],
  ['a referenced bound', [{ $defs: { n: { type: 'integer' } }, $ref: '#/$defs/n' }], { maximum: 90 }],
];

describe('samples', () => {
  it.each(EDGES)('show %s', (_, schemas, hint) => {
    expect(witnesses(schemas, hint), show(sample(schemas, hint))).not.toEqual([]);
  });

  it('stay within the conjunction\'s own numeric bounds and multiples', () => {
    const cases: JsonValue[][] = [
      [{ type: 'integer', minimum: 3, maximum: 7 }],
      [{ type: 'number', exclusiveMinimum: 3, exclusiveMaximum: 7 }],
      [{ type: 'integer', exclusiveMinimum: 3 }, { exclusiveMaximum: 7 }],
      [{ type: 'number', multipleOf: 0.25, minimum: -1, maximum: 1 }],
      [{ type: 'integer', multipleOf: 5, minimum: 12 }],
      [{ type: 'integer', multipleOf: 3 }],
      [{ type: 'number', multipleOf: 0.25 }],
    ];
    for (const schemas of cases) {
      const numbers = sample(schemas, { minimum: 4, maximum: 6, multipleOf: 3 }).filter((v) => typeof v === 'number');
      expect(numbers.length, show(schemas)).toBeGreaterThan(0);
      for (const n of numbers) expect(schemas.every((s) => valid(s, n)), `${n} in ${show(schemas)}`).toBe(true);
    }
  });

  it('give integers only where only integers are admitted, and the values between where numbers are', () => {
    const integers = sample([{ type: 'integer' }], { minimum: 2.5, maximum: 7.5 }).filter((v) => typeof v === 'number');
    expect(integers.every((n) => Number.isInteger(n)), show(integers)).toBe(true);
    expect(integers).toEqual(expect.arrayContaining([2, 3, 7, 8]));
    const numbers = sample([{ type: 'number' }], { minimum: 2.5 }).filter((v) => typeof v === 'number');
    expect(numbers.some((n) => !Number.isInteger(n) && n < 2.5), show(numbers)).toBe(true);
  });

  it('give finite numbers only, even for a multiple too small to step through', () => {
    const numbers = sample([{ type: 'number', multipleOf: 1e-320 }], { maximum: 1e300 }).filter((v) => typeof v === 'number');
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.every((n) => Number.isFinite(n)), show(numbers)).toBe(true);
  });

  it('give values of the conjunction\'s types only, at any depth', () => {
    for (const depth of [0, 4]) {
      for (const type of ['string', 'integer', 'boolean', 'null']) {
        const some = sample([{ type }], undefined, undefined, depth);
        expect(some.length, type).toBeGreaterThan(0);
        expect(some.filter((v) => typeof v === 'object' && v !== null), `${type} at depth ${depth}`).toEqual([]);
      }
    }
  });

  it('keep the strings of an unknown format strings', () => {
    expect(sample([{ type: 'string', format: 'no-such-format' }]).every((v) => typeof v === 'string')).toBe(true);
  });

  it('sample the bounds inside each branch of a union', () => {
    expect(sample([{ anyOf: [{ type: 'integer', minimum: 1000 }, { type: 'string' }] }])).toContain(1000);
  });

  it('fill an array to its minimum of items with accepted items after the tuple', () => {
    const schema: JsonValue = { type: 'array', prefixItems: [{ const: 'p' }], items: { type: 'integer', minimum: 5, maximum: 6 }, minItems: 4, maxItems: 4 };
    const arrays = sample([schema]);
    expect(arrays.some((a) => valid(schema, a)), show(arrays)).toBe(true);
  });

  it('put no item past a closed tuple', () => {
    const arrays = sample([{ type: 'array', prefixItems: [{ const: 1 }], items: false }]).filter((v): v is JsonValue[] => Array.isArray(v));
    expect(arrays.length).toBeGreaterThan(0);
    expect(arrays.every((a) => a.length <= 1), show(arrays)).toBe(true);
  });

  it('keep string lengths inside the conjunction\'s own, and short of ten thousand', () => {
    const strings = sample([{ type: 'string', minLength: 2, maxLength: 4 }], { minLength: 3, maxLength: 3 }).filter((v) => typeof v === 'string');
    expect(strings.length).toBeGreaterThan(0);
    for (const s of strings.filter((x) => x !== 'not a date or an address' && x !== '0')) expect([...(s as string)].length, s as string).toBeGreaterThanOrEqual(2);
    // A hint's edges outside the conjunction's own lengths give no string.
    const runs = sample([{ type: 'string', minLength: 2, maxLength: 4 }], { minLength: 1, maxLength: 9 }).filter((v): v is string => typeof v === 'string' && /^a*$/.test(v));
    expect(runs.map((r) => r.length).sort()).toEqual([2, 3, 4]);
    expect(strings.map((s) => (s as string).length)).toEqual(expect.arrayContaining([2, 3, 4]));
    const long = sample([{ type: 'string', minLength: 20_000 }]).filter((v) => typeof v === 'string');
    expect(long.every((s) => (s as string).length < 10_000), 'no string of 20,000 characters is built').toBe(true);
  });

  it('give a value of each type admitted, and only of the type asked for', () => {
    const all = sample([{}]);
    for (const type of ['string', 'integer', 'number', 'boolean', 'null', 'object', 'array']) {
      expect(all.some((v) => valid({ type }, v) && (type !== 'number' || !Number.isInteger(v))), type).toBe(true);
    }
    expect(all).toEqual(expect.arrayContaining([true, false, null]));
    for (const only of ['string', 'integer', 'number', 'boolean', 'null', 'object', 'array']) {
      const some = sample([{}], undefined, only);
      expect(some.length, only).toBeGreaterThan(0);
      expect(some.every((v) => valid({ type: only }, v)), `${only}: ${show(some)}`).toBe(true);
    }
    // `number` asked of integers gives integers.
    expect(sample([{ type: 'integer' }], undefined, 'number').length).toBeGreaterThan(0);
    expect(sample([{ type: 'string' }], undefined, 'integer')).toEqual([]);
  });

  it('give examples and defaults only of the type asked for', () => {
    const conjunction: JsonValue[] = [{ examples: ['a', 1, 1.5] }, { examples: [null, [], {}] }, { default: true }];
    const all = sample(conjunction);
    expect(all).toEqual(expect.arrayContaining(['a', 1, 1.5, null, [], {}, true]));
    for (const only of ['string', 'integer', 'number', 'boolean', 'null', 'object', 'array']) {
      const some = sample(conjunction, undefined, only);
      expect(some.every((v) => valid({ type: only }, v)), `${only}: ${show(some)}`).toBe(true);
    }
    expect(sample(conjunction, undefined, 'number')).toEqual(expect.arrayContaining([1, 1.5]));
    expect(sample(conjunction, undefined, 'object')).toContainEqual({});
  });

  it('give exactly the listed values of an enum, the examples and the default', () => {
    expect(sample([{ enum: ['a', 2, null] }], { const: 'a' })).toEqual(['a', 2, null]);
    expect(sample([{ enum: ['a', 2, null], examples: ['b'], default: 'c' }])).toEqual(['a', 2, null, 'b', 'c']);
    expect(sample([{ type: 'string', examples: ['x1', 'x2', 'x3', 'x4'] }]).slice(0, 3)).toEqual(['x1', 'x2', 'x3']);
    expect(sample([{ type: 'string', examples: ['x1', 'x2', 'x3', 'x4'] }])).not.toContain('x4');
    expect(sample([{ type: 'integer', default: 42 }])).toContain(42);
    expect(sample([{ type: 'integer', examples: 42 }])).not.toContain(42);
  });

  it('repeat no value', () => {
    for (const schemas of [[{}], [{ type: 'integer' }], [{ anyOf: [{ type: 'integer' }, { type: 'integer', minimum: 0 }] }], [{ type: 'array' }]] as JsonValue[][]) {
      const all = sample(schemas, { minimum: 1 }).map((v) => JSON.stringify(v));
      expect(new Set(all).size, show(schemas)).toBe(all.length);
    }
  });

  it('sample each branch of a union and each arm of a conditional', () => {
    const union = sample([{ anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] }]);
    expect(['string', 'integer', 'null'].map((type) => union.some((v) => valid({ type }, v)))).toEqual([true, true, true]);
    const conditional = sample([{ if: { type: 'string' }, then: { minLength: 3 }, else: { type: 'boolean' } }]);
    expect(conditional.some((v) => typeof v === 'string' && v.length >= 3), show(conditional)).toBe(true);
    expect(conditional).toEqual(expect.arrayContaining([true, false]));
  });

  it('still give values where the normal form has too many cases, and pass on a budget overrun', () => {
    const wide: JsonValue = { allOf: Array.from({ length: 8 }, () => ({ anyOf: [{ type: 'integer' }, { type: 'integer', minimum: 0 }] as JsonValue[] })) };
    expect(sample([wide]).filter((v) => typeof v === 'number').length).toBeGreaterThan(0);
    expect(() => samples([rootNode({ anyOf: [{ type: 'string' }, { type: 'integer' }] })], undefined, sampler(12))).toThrow(BudgetExceeded);
  });

  it('fill the required properties with accepted values, and drop each in turn', () => {
    const schema = { type: 'object', required: ['a', 'b'], properties: { a: { type: 'integer', minimum: 3 }, b: { enum: ['x'] } } };
    const objects = sample([schema]).filter((v): v is Record<string, JsonValue> => typeof v === 'object' && v !== null && !Array.isArray(v));
    expect(objects.some((o) => valid(schema, o))).toBe(true);
    expect(objects.some((o) => Object.keys(o).some((name) => name !== 'a' && name !== 'b')), 'a property nobody names').toBe(true);
    const full = objects.find((o) => valid(schema, o))!;
    expect(objects).toEqual(expect.arrayContaining([{ b: full['b']! }, { a: full['a']! }]));
  });

  it('skip a property the conjunction forbids', () => {
    const objects = sample([{ type: 'object', properties: { a: false } }], { properties: { a: { type: 'string' } } });
    expect(objects.some((o) => typeof o === 'object' && o !== null && 'a' in o), show(objects)).toBe(false);
  });

  it('fill a tuple with accepted values, grow to the minimum of items and past the hint\'s maximum', () => {
    const tuple = { type: 'array', prefixItems: [{ enum: ['p'] }, { enum: [7] }], minItems: 4 };
    const arrays = sample([tuple], { maxItems: 5 }).filter((v): v is JsonValue[] => Array.isArray(v));
    expect(arrays.some((a) => valid(tuple, a)), show(arrays)).toBe(true);
    expect(arrays.every((a) => a.length < 2 || (a[0] === 'p' && a[1] === 7)), show(arrays)).toBe(true);
    expect(arrays.some((a) => a.length === 6), 'one past the hint\'s maximum').toBe(true);
  });

  it('sample a schema that requires itself to a finite depth', () => {
    const cases: JsonValue[] = [
      { type: 'object', required: ['next'], properties: { next: { $ref: '#' } } },
      { type: 'array', prefixItems: [{ $ref: '#' }], minItems: 1 },
      { type: 'array', items: { $ref: '#' } },
    ];
    for (const schema of cases) expect(sample([schema]).length, JSON.stringify(schema)).toBeGreaterThan(0);
  });

  it('stop nesting: objects and arrays deep down are empty', () => {
    const schema: JsonValue = { type: ['object', 'array'], required: ['a'], minItems: 1 };
    expect(sample([schema], undefined, undefined, 4)).toEqual([{}, []]);
    const shallower = sample([schema], undefined, undefined, 3);
    expect(shallower.some((v) => valid(schema, v) && typeof v === 'object' && v !== null && !Array.isArray(v)), show(shallower)).toBe(true);
    expect(shallower.some((v) => valid(schema, v) && Array.isArray(v)), show(shallower)).toBe(true);
  });
});

describe('exampleOf', () => {
  it('gives a value every node accepts', () => {
    const cases: JsonValue[][] = [
      [{ type: 'integer', minimum: 3 }, { maximum: 3 }],
      [{ type: 'string', minLength: 2 }, { pattern: '^b' }],
      [{ type: 'object', required: ['a'], properties: { a: { const: 1 } } }],
      [{ type: 'array', minItems: 2, items: { type: 'boolean' } }],
      [{ anyOf: [{ type: 'null' }, { type: 'string' }] }, { type: 'string', maxLength: 1 }],
    ];
    for (const schemas of cases) {
      const v = exampleOf(schemas.map(rootNode), sampler());
      expect(schemas.every((s) => valid(s, v)), `${JSON.stringify(v)} for ${show(schemas)}`).toBe(true);
    }
  });

  it('gives null when there is nothing to give', () => {
    expect(exampleOf([rootNode({ type: 'string' }), rootNode({ type: 'integer' })], sampler())).toBe(null);
  });
});

describe('patternSamples', () => {
  const PATTERNS = [
    '^[a-z]+$', '^[A-Z]+$', '^[a-zA-Z]+$', '^[A-Za-z]+$', '^\\w+$', '^[a-zA-Z0-9_]+$', '^\\d+$', '^[0-9]+$',
    '^a\\sb$', '^a.b$', '^a.*$', '^x-\\d+$', '^(ab)+$', '^ab?$', '^a\\.b$', '^[A-Z][a-z]+$', '^v\\d+(\\.\\d+)*$',
    'ab|cd', 'c', '^\\d{1,3}$',
  ];
  it.each(PATTERNS)('gives only strings that %s matches, and at least one', (pattern) => {
    const re = new RegExp(pattern, 'u');
    const strings = patternSamples(pattern);
    expect(strings.length).toBeGreaterThan(0);
    for (const s of strings) expect(re.test(s), s).toBe(true);
  });

  // Each starts with a literal `x`, which no plain candidate has: a match must come from the
  // pattern's own parts, its common classes filled in.
  const LITERAL = [
    '^x-[a-z]+$', '^x-[A-Z]+$', '^x-[a-zA-Z]+$', '^x-[A-Za-z]+$', '^x-\\w+$', '^x-[a-zA-Z0-9_]+$', '^x-\\d+$', '^x-[0-9]+$',
    '^x\\sy$', '^x.y$', '^x.*$', '^x.$', '^x.+$', '^x.{2}$', '^x\\.y$', '^(xy)+$', '^xy?$', '^x|y$', '^x{1,3}y$', '^x\\d{2}$',
    '^x[A-Z][a-z]+$', 'x\\d+', '^xy{1,10}$',
  ];
  it.each(LITERAL)('gives a string that %s matches from its own parts', (pattern) => {
    const re = new RegExp(pattern, 'u');
    const strings = patternSamples(pattern);
    expect(strings.some((s) => s.startsWith('x')), JSON.stringify(strings)).toBe(true);
    for (const s of strings) expect(re.test(s), s).toBe(true);
  });

  it('gives the plain candidates for a pattern that does not compile', () => {
    expect(patternSamples('(')).toEqual(expect.arrayContaining(['a', 'A', '1', '']));
  });
});

describe('samples of a format', () => {
  // ajv-formats judges the formats it knows; the others are checked by what the format means.
  const OWN: Record<string, (s: string) => boolean> = {
    'idn-email': (s) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/u.test(s),
    'idn-hostname': (s) => /^[^\s./]+(\.[^\s./]+)+$/u.test(s),
    iri: (s) => URL.canParse(s),
    'iri-reference': (s) => s !== '' && URL.canParse(s, 'https://example.com/'),
  };
  const FORMATS = ['date-time', 'date', 'time', 'email', 'hostname', 'ipv4', 'ipv6', 'uri', 'uri-reference', 'uuid', 'duration', 'regex', 'json-pointer', 'relative-json-pointer', 'uri-template', ...Object.keys(OWN)];
  it.each(FORMATS)('include a non-empty %s first', (format) => {
    const first = sample([{ type: 'string', format }])[0];
    expect(typeof first === 'string' && first !== '', JSON.stringify(first)).toBe(true);
    const ok = OWN[format] ?? ((s: string) => valid({ format }, s));
    expect(ok(first as string), `${format}: ${JSON.stringify(first)}`).toBe(true);
  });
});
