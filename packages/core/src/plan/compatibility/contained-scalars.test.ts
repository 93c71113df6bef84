// The one-value keywords' containment promises, one schema pair at a time: a bound, length, pattern,
// format or type that the old side already implies is proven; one it does not is breaking with a
// payload (valid before, rejected after, both checked with capctl's ajv) or unproven, named by its
// keyword, where ajv's own arithmetic or a format's order is not analysed.
import { describe, expect, it } from 'vitest';
import type { DirectionOutcome, JsonValue } from '../../types.js';
import { compareSchemas } from '../compatibility.js';
import { createAjv } from './payload-validators.js';

const ajv = createAjv('2020');
const valid = (schema: JsonValue, value: JsonValue): boolean => ajv.validate(schema as object, value) === true;
const backward = (before: JsonValue, after: JsonValue): DirectionOutcome => compareSchemas(before, after).backward;

const PROBES: JsonValue[] = [
  null, true, 0, 1, -1, 2, 3, 4, 5, 6, 10, 12, 99, 100, 101, 0.5, -0.5, 1e21, -1e21, 2e21, 3e21, 5e-324, 2 ** 52, 2 ** 53,
  '', 'a', 'ab', 'abc', 'abcd', 'b', 'ba', '2019-12-31', '2020-01-01', 'a@example.com', [], {},
];

/** Proven, and no probe ajv accepts before is rejected after. */
function proven(before: JsonValue, after: JsonValue): void {
  for (const v of PROBES) if (valid(before, v)) expect(valid(after, v), `${JSON.stringify(v)} stays valid`).toBe(true);
  expect(backward(before, after)).toEqual({ verdict: 'proven', reasons: [] });
}

/** `payload` is valid before and rejected after (ajv): breaking, with every witness checked by ajv; the first reason is returned. */
function breaks(before: JsonValue, after: JsonValue, payload: JsonValue) {
  expect(valid(before, payload), 'the payload is valid before').toBe(true);
  expect(valid(after, payload), 'the payload is rejected after').toBe(false);
  const outcome = backward(before, after);
  expect(outcome.verdict).toBe('breaking');
  for (const r of outcome.reasons.filter((x) => x.verdict === 'breaking')) {
    expect(valid(before, r.witness!), `witness ${JSON.stringify(r.witness)} valid before`).toBe(true);
    expect(valid(after, r.witness!), `witness ${JSON.stringify(r.witness)} rejected after`).toBe(false);
  }
  return outcome.reasons[0]!;
}

/** Not proven: the first reason names `keyword` (breaking with an ajv-checked witness, or unproven). */
function notProven(before: JsonValue, after: JsonValue, keyword: string) {
  const outcome = backward(before, after);
  expect(outcome.verdict).not.toBe('proven');
  const r = outcome.reasons[0]!;
  expect(r.pointer.split('/').pop()).toBe(keyword);
  if (r.verdict === 'breaking') expect([valid(before, r.witness!), valid(after, r.witness!)]).toEqual([true, false]);
  return r;
}

const I = { type: 'integer' } as const;
const N = { type: 'number' } as const;
const S = { type: 'string' } as const;

describe('numeric bounds', () => {
  it.each<[string, JsonValue, JsonValue]>([
    ['the same minimum', { ...N, minimum: 0 }, { ...N, minimum: 0 }],
    ['a lower minimum', { ...N, minimum: 0 }, { ...N, minimum: -1 }],
    ['an exclusive minimum below an inclusive one', { ...N, minimum: 0 }, { ...N, exclusiveMinimum: -1 }],
    ['an inclusive minimum at an exclusive one', { ...N, exclusiveMinimum: 0 }, { ...N, minimum: 0 }],
    ['the same exclusive minimum', { ...N, exclusiveMinimum: 0 }, { ...N, exclusiveMinimum: 0 }],
    ['the same maximum', { ...N, maximum: 10 }, { ...N, maximum: 10 }],
    ['a higher maximum', { ...N, maximum: 10 }, { ...N, maximum: 11 }],
    ['an exclusive maximum above an inclusive one', { ...N, maximum: 10 }, { ...N, exclusiveMaximum: 11 }],
    ['an inclusive maximum at an exclusive one', { ...N, exclusiveMaximum: 10 }, { ...N, maximum: 10 }],
    ['the same exclusive maximum', { ...N, exclusiveMaximum: 10 }, { ...N, exclusiveMaximum: 10 }],
    ['bounds on strings only', S, { ...S, minimum: 5, maximum: 1, multipleOf: 7 }],
  ])('%s is proven', (_, before, after) => proven({ ...(before as object), description: 'old' }, after));

  it.each<[string, JsonValue, JsonValue, JsonValue, string]>([
    ['a higher minimum', { ...N, minimum: 0 }, { ...N, minimum: 1 }, 0, 'minimum'],
    ['an exclusive minimum at an inclusive one', { ...N, minimum: 0 }, { ...N, exclusiveMinimum: 0 }, 0, 'exclusiveMinimum'],
    ['an exclusive minimum above an exclusive one', { ...N, exclusiveMinimum: 0 }, { ...N, exclusiveMinimum: 1 }, 1, 'exclusiveMinimum'],
    ['a lower maximum', { ...N, maximum: 10 }, { ...N, maximum: 9 }, 10, 'maximum'],
    ['an exclusive maximum at an inclusive one', { ...N, maximum: 10 }, { ...N, exclusiveMaximum: 10 }, 10, 'exclusiveMaximum'],
    ['an exclusive maximum below an exclusive one', { ...N, exclusiveMaximum: 10 }, { ...N, exclusiveMaximum: 9 }, 9, 'exclusiveMaximum'],
    ['a minimum added', N, { ...N, minimum: 5 }, 0, 'minimum'],
    ['a maximum added', N, { ...N, maximum: 5 }, 6, 'maximum'],
  ])('%s breaks', (_, before, after, payload, keyword) => {
    const r = breaks(before, after, payload);
    expect(r).toMatchObject({ pointer: `/${keyword}`, rule: 'bound_tightened' });
  });

  it('breaks with a number when the old side admits every type', () => {
    const r = breaks({}, { minimum: 5 }, 0);
    expect(typeof r.witness).toBe('number');
    expect(typeof breaks({}, { maximum: -5 }, 0).witness).toBe('number');
  });

  it('says what the bound was, also when another member of the old case holds it', () => {
    expect(breaks({ ...N, minimum: 0 }, { ...N, minimum: 1 }, 0).message).toBe('`minimum` changed from 0 to 1');
    expect(breaks({ allOf: [N, { minimum: 0 }] }, { ...N, minimum: 1 }, 0).message).toBe('`minimum` changed from 0 to 1');
    expect(breaks({ ...N, exclusiveMinimum: -1 }, { ...N, minimum: 1 }, 0).message).toBe('`minimum: 1` was added');
  });

  it('leaves a bound that is not a finite number unproven, named by its keyword', () => {
    for (const keyword of ['minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum', 'multipleOf']) {
      const r = notProven(I, { ...I, [keyword]: 'x' }, keyword);
      expect(r).toMatchObject({ verdict: 'unproven', keyword });
      expect(r.message).toContain(`\`${keyword}\` is not a finite number`);
    }
  });
});

describe('multipleOf, where ajv divides in floating point', () => {
  it('proves the same divisor, and a divisor of the old one over integers within ±2^52', () => {
    proven({ ...N, multipleOf: 0.1, maximum: 5 }, { ...N, multipleOf: 0.1 });
    proven({ ...I, minimum: 0, maximum: 100, multipleOf: 4 }, { ...I, multipleOf: 2 });
    proven({ ...I, minimum: -100, maximum: 100, allOf: [{ multipleOf: 4 }, { multipleOf: 5 }] }, { ...I, multipleOf: 2 });
    proven({ ...I, minimum: -(2 ** 52), maximum: 2 ** 52 }, { ...I, multipleOf: 1 });
  });

  it('breaks a divisor that does not divide the old one', () => {
    breaks({ ...I, minimum: 0, maximum: 100, multipleOf: 4 }, { ...I, multipleOf: 3 }, 4);
  });

  it('does not prove `multipleOf: 1` for numbers that need not be integers', () => {
    breaks({ ...N, minimum: 0, maximum: 10 }, { multipleOf: 1 }, 0.5);
  });

  it('does not prove a divisor for integers without both bounds within ±2^52 (1e21 fails ajv\'s test)', () => {
    expect(breaks({ ...I, minimum: 0 }, { ...I, multipleOf: 1 }, 1e21).rule).toBe('bound_tightened');
    breaks({ ...I, maximum: 0 }, { ...I, multipleOf: 1 }, -1e21);
    breaks({ ...I, minimum: -1e22, maximum: 0 }, { ...I, multipleOf: 1 }, -1e21);
    breaks({ ...I, minimum: 0, maximum: 1e22 }, { ...I, multipleOf: 1 }, 1e21);
    breaks({ ...I, multipleOf: 4 }, { ...I, multipleOf: 2 }, 2e21);
    notProven({ ...I, minimum: 0, maximum: 2 ** 53 }, { ...I, multipleOf: 1 }, 'multipleOf');
    notProven({ ...I, minimum: -(2 ** 53), maximum: 0 }, { ...I, multipleOf: 1 }, 'multipleOf');
  });

  it('finds the payload m·1e21 that a larger old divisor accepts and ajv\'s test of m rejects', () => {
    // 3e21 / 6 = 5e20 passes ajv's test; 3e21 / 3 = 1e21, which parseInt reads as 1.
    const r = breaks({ ...N, minimum: 0, multipleOf: 6 }, { ...N, multipleOf: 3 }, 3e21);
    expect(r).toMatchObject({ pointer: '/multipleOf', rule: 'bound_tightened', message: '`multipleOf` changed from 6 to 3' });
    // And its negative, where the old side admits no positive number.
    breaks({ ...N, maximum: 0, multipleOf: 6 }, { ...N, multipleOf: 3 }, -3e21);
  });

  it('finds m·2e21 where m·1e21 divided by the old divisor is no integer', () => {
    // With the old divisor 3·2^22: 3e21 / it is 5^21 / 2 (ajv rejects it before), 6e21 / it is 5^21 (accepted before),
    // and 6e21 / 3 is 2e21, which parseInt reads as 2.
    const k = 3 * 2 ** 22;
    breaks({ ...N, multipleOf: k }, { ...N, multipleOf: 3 }, 6e21);
  });
});

describe('string lengths, pattern and format', () => {
  it.each<[string, JsonValue, JsonValue]>([
    ['the same minLength', { ...S, minLength: 2 }, { ...S, minLength: 2 }],
    ['a lower minLength', { ...S, minLength: 2 }, { ...S, minLength: 1 }],
    ['the same maxLength', { ...S, maxLength: 3 }, { ...S, maxLength: 3 }],
    ['a higher maxLength', { ...S, maxLength: 3 }, { ...S, maxLength: 4 }],
    ['the same pattern', { ...S, pattern: '^a' }, { ...S, pattern: '^a' }],
    ['the same format', { ...S, format: 'date' }, { ...S, format: 'date' }],
    ['lengths and formats on numbers only', I, { ...I, minLength: 3, maxLength: 0, pattern: '^x', format: 'date', formatMinimum: '2020-01-01' }],
  ])('%s is proven', (_, before, after) => proven({ ...(before as object), description: 'old' }, after));

  it.each<[string, JsonValue, JsonValue, JsonValue, string]>([
    ['a higher minLength', { ...S, minLength: 2 }, { ...S, minLength: 3 }, 'ab', 'minLength'],
    ['a minLength added', S, { ...S, minLength: 1 }, '', 'minLength'],
    ['a lower maxLength', { ...S, maxLength: 3 }, { ...S, maxLength: 2 }, 'abc', 'maxLength'],
    ['a maxLength added', S, { ...S, maxLength: 5 }, 'abcdef', 'maxLength'],
    ['another pattern', { ...S, pattern: '^a' }, { ...S, pattern: '^b' }, 'a', 'pattern'],
    ['a pattern added', S, { ...S, pattern: '^a' }, 'b', 'pattern'],
  ])('%s breaks', (_, before, after, payload, keyword) => {
    const r = breaks(before, after, payload);
    expect(r).toMatchObject({ pointer: `/${keyword}`, rule: 'bound_tightened' });
    expect(typeof r.witness).toBe('string');
  });

  it('leaves a length that is not a finite number unproven', () => {
    notProven(S, { ...S, minLength: 'x' }, 'minLength');
    notProven({ ...S, maxLength: 3 }, { ...S, maxLength: 'x' }, 'maxLength');
  });

  it('breaks a format added or changed, with a string the new format refuses', () => {
    const added = breaks(S, { ...S, format: 'date' }, 'a');
    expect(added).toMatchObject({ pointer: '/format', rule: 'format_changed', message: '`format` is now "date"' });
    const changed = breaks({ ...S, format: 'date' }, { ...S, format: 'email' }, '2020-01-01');
    expect(changed).toMatchObject({ rule: 'format_changed', message: '`format` is now "email"' });
  });
});

describe('format limits (ajv-formats), which compare by the format\'s own order', () => {
  const date = { ...S, format: 'date' };

  it('proves a limit the old side has with the same format', () => {
    proven({ ...date, formatMinimum: '2020-01-01', maxLength: 10 }, { ...date, formatMinimum: '2020-01-01' });
    proven({ allOf: [S, { ...date, formatExclusiveMaximum: '2030-01-01' }] }, { ...date, formatExclusiveMaximum: '2030-01-01' });
    proven({ allOf: [S, { format: 'date', formatExclusiveMaximum: '2030-01-01' }] }, { ...date, formatExclusiveMaximum: '2030-01-01' });
  });

  it.each<[string, JsonValue, JsonValue, string]>([
    ['a limit added', date, { ...date, formatMinimum: '2020-01-01' }, 'formatMinimum'],
    ['another limit', { ...date, formatMaximum: '2030-01-01' }, { ...date, formatMaximum: '2029-01-01' }, 'formatMaximum'],
    ['the same limit under another format', { ...S, format: 'time', formatExclusiveMinimum: '10:00:00' }, { ...S, format: 'date-time', formatExclusiveMinimum: '10:00:00' }, 'formatExclusiveMinimum'],
  ])('does not prove %s', (_, before, after, keyword) => {
    const outcome = backward(before, after);
    expect(outcome.verdict).not.toBe('proven');
    const r = outcome.reasons.find((x) => x.pointer === `/${keyword}`);
    expect(r, JSON.stringify(outcome.reasons)).toBeDefined();
    if (r!.verdict === 'unproven') expect(r!.message).toContain(`\`${keyword}\` compares by the format's order, which is not analysed`);
    else expect([valid(before, r!.witness!), valid(after, r!.witness!)]).toEqual([true, false]);
  });

  it('shows a payload when one breaks a limit: a date before the new minimum', () => {
    const r = breaks({ ...date, maxLength: 10 }, { ...date, formatMinimum: '2030-01-01' }, '2020-01-01');
    expect(typeof r.witness).toBe('string');
  });
});

describe('type, nullable, const and enum', () => {
  it('proves a type that keeps every old type, and `type: []`, which checks nothing', () => {
    proven({ type: ['string', 'integer'] }, { type: ['integer', 'string', 'null'] });
    proven(I, N);
    proven({ ...S, maxLength: 2 }, { type: [] });
    proven({ type: ['string', 'null'] }, { ...S, nullable: true });
    proven({ type: ['string', 'null'] }, { type: ['string'], nullable: true });
    proven({ type: 'null' }, { type: 'null', nullable: true });
    proven(S, { ...S, nullable: false });
  });

  it('breaks a type that drops old types, with a payload of a dropped type, naming each', () => {
    const r = breaks({ type: ['string', 'integer', 'null'] }, S, 1);
    expect(r).toMatchObject({ pointer: '/type', rule: 'type_narrowed' });
    expect(r.witness === null || Number.isInteger(r.witness), `witness ${JSON.stringify(r.witness)} is of a dropped type`).toBe(true);
    expect(r.message).toMatch(/^type no longer accepts `(null|integer)`, `(null|integer)`$/);
    expect(breaks(N, I, 0.5).message).toBe('type no longer accepts `number`');
    expect(typeof breaks({ type: ['string', 'boolean'] }, S, true).witness).toBe('boolean');
  });

  it('leaves a type that is neither a string nor an array unproven', () => {
    const r = notProven(S, { type: 5 }, 'type');
    expect(r).toMatchObject({ verdict: 'unproven', keyword: 'type' });
    expect(r.message).toContain('`type` is neither a string nor an array');
    // Beside `nullable: false` too: the type alone is what cannot be read.
    expect(notProven(S, { type: 5, nullable: false }, 'type').message).toContain('`type` is neither a string nor an array');
  });

  it.each<[string, JsonValue]>([
    ['without type', { nullable: true }],
    ['beside `type: []`', { type: [], nullable: true }],
    ['false against `type: null`', { type: 'null', nullable: false }],
    ['false against a type list with null', { type: ['string', 'null'], nullable: false }],
  ])('leaves `nullable` %s unproven: the validator refuses it', (_, after) => {
    const outcome = backward({ type: 'null', description: 'old' }, after);
    expect(outcome.verdict).not.toBe('proven');
    const r = outcome.reasons.find((x) => x.pointer === '/nullable');
    expect(r).toMatchObject({ verdict: 'unproven', keyword: 'nullable' });
    expect(r!.message).toContain('`nullable` without `type` (or against `type: null`) is refused by the validator');
  });

  it('breaks a const or an enum added, saying which', () => {
    expect(breaks(S, { ...S, const: 'a' }, 'b')).toMatchObject({ pointer: '/const', rule: 'const_added', message: 'only "a" is now allowed' });
    expect(breaks(S, { ...S, enum: ['a', 'b'] }, 'c')).toMatchObject({ pointer: '/enum', rule: 'enum_added', message: 'an `enum` was added' });
  });
});
