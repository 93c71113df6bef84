// The containment proof's promises, one schema pair at a time: what it proves (the old side admits
// nothing, a union split per type, a conditional whose arms are never met), what it must not prove
// (a payload ajv accepts before and rejects after is named, with the place and the keyword), and
// what it leaves unproven. Every payload is checked with ajv, never with the analysis itself.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { DirectionOutcome, JsonValue } from '../../types.js';
import { compareSchemas } from '../compatibility.js';

const ajv = new Ajv2020({ strict: false, logger: false, validateSchema: false });
const valid = (schema: JsonValue, value: JsonValue) => ajv.validate(schema as object, value) === true;
const backward = (before: JsonValue, after: JsonValue): DirectionOutcome => compareSchemas(before, after).backward;

/** Every breaking reason's witness is valid before and rejected after (ajv). */
const witnessesHold = (before: JsonValue, after: JsonValue, outcome: DirectionOutcome) => {
  for (const r of outcome.reasons.filter((x) => x.verdict === 'breaking')) {
    expect(valid(before, r.witness!), `witness ${JSON.stringify(r.witness)} valid before`).toBe(true);
    expect(valid(after, r.witness!), `witness ${JSON.stringify(r.witness)} rejected after`).toBe(false);
  }
};

/** `before → after` with `payload` valid before and rejected after (ajv): never proven, and the reason shows a payload that breaks. */
const breaks = (before: JsonValue, after: JsonValue, payload: JsonValue): DirectionOutcome => {
  expect(valid(before, payload), 'the payload is valid before').toBe(true);
  expect(valid(after, payload), 'the payload is rejected after').toBe(false);
  const outcome = backward(before, after);
  expect(outcome.verdict).toBe('breaking');
  witnessesHold(before, after, outcome);
  return outcome;
};

const S = { type: 'string' };
const I = { type: 'integer' };

describe('an old side that admits nothing is contained in anything', () => {
  it.each<[string, JsonValue]>([
    ['false', false],
    ['allOf with a false branch', { allOf: [S, false] }],
    ['two types that exclude each other', { allOf: [S, I] }],
    ['a const outside its type', { type: 'string', const: 1 }],
  ])('%s → false is proven', (_, before) => {
    for (const payload of ['a', 1, null, [], {}] as JsonValue[]) expect(valid(before, payload)).toBe(false);
    expect(backward(before, false)).toEqual({ verdict: 'proven', reasons: [] });
  });

  it('drops only the cases that admit nothing: anyOf [false, string] → integer breaks with a string', () => {
    const outcome = breaks({ anyOf: [false, S] }, I, 'a');
    expect(outcome.reasons.every((r) => r.verdict === 'breaking' && typeof r.witness === 'string')).toBe(true);
    expect(backward({ anyOf: [false, S] }, S).verdict).toBe('proven');
    expect(backward({ anyOf: [{ allOf: [S, I] }, S] }, S).verdict).toBe('proven');
  });
});

describe('a finite old side, value by value', () => {
  it('enum [1, 2, 3] → enum [1, 2]: 3 is no longer allowed, at the new enum', () => {
    const outcome = breaks({ enum: [1, 2, 3] }, { enum: [1, 2] }, 3);
    expect(outcome.reasons).toEqual([expect.objectContaining({ pointer: '/enum', rule: 'enum_value_removed', witness: 3, message: 'value 3 is no longer allowed' })]);
  });

  it('const "a" → const "b": "a" is no longer allowed, at the new const', () => {
    const outcome = breaks({ const: 'a' }, { const: 'b' }, 'a');
    expect(outcome.reasons).toEqual([expect.objectContaining({ pointer: '/const', rule: 'enum_value_removed', witness: 'a', message: 'value "a" is no longer allowed' })]);
  });

  it('enum ["a", "abc"] → maxLength 2: "abc" is now rejected by maxLength, at the new maxLength', () => {
    const outcome = breaks({ enum: ['a', 'abc'] }, { type: 'string', maxLength: 2 }, 'abc');
    expect(outcome.reasons).toEqual([expect.objectContaining({ pointer: '/maxLength', rule: 'value_rejected', witness: 'abc', message: 'value "abc" is now rejected by `maxLength`' })]);
  });

  it('enum [1, "a"] → enum [1] beside a type: a rejection by type is not a removed value', () => {
    const outcome = breaks({ enum: [1, 'a'] }, { type: 'integer', enum: [1, 'a'] }, 'a');
    expect(outcome.reasons).toEqual([expect.objectContaining({ pointer: '/type', rule: 'value_rejected', witness: 'a', message: 'value "a" is now rejected by `type`' })]);
  });

  it('enum [1, 2] → minimum 2 inside allOf: the place is the new schema, the keyword the one that rejects', () => {
    const after = { allOf: [{ minimum: 2 }] };
    const outcome = breaks({ enum: [1, 2] }, after, 1);
    expect(outcome.reasons).toEqual([expect.objectContaining({ pointer: '', rule: 'value_rejected', witness: 1, message: 'value 1 is now rejected by `minimum`' })]);
  });

  it('enum [1, "a"] with type integer → integer is proven: a value the old side rejects is not checked', () => {
    expect(valid({ type: 'integer', enum: [1, 'a'] }, 'a')).toBe(false);
    expect(backward({ type: 'integer', enum: [1, 'a'] }, I)).toEqual({ verdict: 'proven', reasons: [] });
    expect(backward({ allOf: [{ enum: [1, 'a'] }, I] }, { enum: [1, 2] })).toEqual({ verdict: 'proven', reasons: [] });
  });

  it('enum of 256 integers → their range is proven value by value', () => {
    const values = Array.from({ length: 256 }, (_, i) => i * 7);
    expect(backward({ enum: values }, { enum: [...values, -1] })).toEqual({ verdict: 'proven', reasons: [] });
    const outcome = breaks({ enum: values }, { enum: values.slice(1) }, 0);
    expect(outcome.reasons.map((r) => [r.rule, r.witness])).toEqual([['enum_value_removed', 0]]);
  });
});

describe('unions on the new side', () => {
  it('type [string, null] → anyOf [string, null] and → oneOf [string, null]: proven, each type finds its branch', () => {
    const before = { type: ['string', 'null'] };
    expect(backward(before, { anyOf: [S, { type: 'null' }] })).toEqual({ verdict: 'proven', reasons: [] });
    expect(backward(before, { oneOf: [S, { type: 'null' }] })).toEqual({ verdict: 'proven', reasons: [] });
  });

  it('type [string, null, integer] → anyOf [string, null]: the integers break, at the anyOf', () => {
    const outcome = breaks({ type: ['string', 'null', 'integer'] }, { anyOf: [S, { type: 'null' }] }, 1);
    expect(outcome.reasons.filter((r) => r.verdict === 'breaking').map((r) => typeof r.witness)).toEqual(['number']);
  });

  it('string → anyOf [string, maxLength 5]: branches may overlap in anyOf, proven', () => {
    expect(backward(S, { anyOf: [S, { maxLength: 5 }] })).toEqual({ verdict: 'proven', reasons: [] });
  });

  it('string → oneOf [string, maxLength 5]: a short string matches both, and oneOf rejects it', () => {
    const after = { oneOf: [S, { maxLength: 5 }] };
    const outcome = breaks(S, after, 'a');
    expect(outcome.reasons[0]).toEqual(expect.objectContaining({ pointer: '/oneOf', rule: 'one_of_overlap' }));
  });

  it('string → oneOf [string, integer]: the branches exclude each other, proven', () => {
    expect(backward(S, { oneOf: [S, I] })).toEqual({ verdict: 'proven', reasons: [] });
    expect(backward({ type: ['string', 'integer'] }, { oneOf: [I, S, { type: 'null' }] })).toEqual({ verdict: 'proven', reasons: [] });
  });

  it('string → anyOf [integer with two string limits, string with maxLength 3]: the branch with fewest failures names the place', () => {
    const outcome = breaks(S, { anyOf: [{ type: 'integer', minLength: 2, maxLength: 2 }, { type: 'string', maxLength: 3 }] }, 'abcd');
    expect(outcome.reasons.map((r) => r.pointer)).toEqual(['/anyOf/1/maxLength']);
  });

  it('the same oneOf inside an old allOf is proven, though its branches are not proven apart', () => {
    const union = { oneOf: [{ pattern: '^a' }, { pattern: 'b$' }] };
    expect(backward({ type: 'string', allOf: [union] }, union)).toEqual({ verdict: 'proven', reasons: [] });
  });

  it('the same anyOf on both sides is proven without a branch search', () => {
    const union = { anyOf: [{ type: 'string', pattern: '^a' }, { type: 'string', pattern: 'b$' }] };
    expect(backward(union, union)).toEqual({ verdict: 'proven', reasons: [] });
    expect(backward({ type: 'string', ...union }, { minLength: 0, ...union })).toEqual({ verdict: 'proven', reasons: [] });
  });
});

describe('not on the new side', () => {
  it('string → not integer is proven; string → not const "a" breaks with "a", at the not', () => {
    expect(backward(S, { not: I })).toEqual({ verdict: 'proven', reasons: [] });
    const outcome = breaks(S, { not: { const: 'a' } }, 'a');
    expect(outcome.reasons).toEqual([expect.objectContaining({ pointer: '/not', rule: 'not_widened', witness: 'a' })]);
  });

  it('the same not on both sides is proven', () => {
    const not = { not: { type: 'string', pattern: '^a' } };
    expect(backward({ type: 'string', ...not }, { minLength: 0, ...not })).toEqual({ verdict: 'proven', reasons: [] });
  });
});

describe('conditionals on the new side', () => {
  const after = { if: S, then: { maxLength: 3 }, else: { type: 'integer' } };
  it('integer → if string then maxLength 3 else integer: the then arm is never met, proven', () => {
    expect(backward(I, after)).toEqual({ verdict: 'proven', reasons: [] });
  });
  it('string with maxLength 3 → the same: the else arm is never met, proven', () => {
    expect(backward({ type: 'string', maxLength: 3 }, after)).toEqual({ verdict: 'proven', reasons: [] });
    expect(backward({ type: 'string', maxLength: 3 }, { if: S, then: { maxLength: 3 } })).toEqual({ verdict: 'proven', reasons: [] });
  });
  it('string → the same breaks with a long string, at the then arm', () => {
    const outcome = breaks(S, after, 'abcd');
    expect(outcome.reasons.map((r) => r.pointer)).toEqual(['/then/maxLength']);
  });
  it('number → the same breaks with a fraction, at the else arm', () => {
    const outcome = breaks({ type: 'number' }, after, 0.5);
    expect(outcome.reasons.map((r) => r.pointer)).toEqual(['/else/type']);
  });
  it('the same if and then, with an else added: checked, and a payload outside the if breaks at the else', () => {
    const before = { if: S, then: { maxLength: 3 } };
    const outcome = breaks(before, { ...before, else: I }, null);
    expect(outcome.reasons.filter((r) => r.verdict === 'breaking').map((r) => r.pointer)).toEqual(['/else/type']);
  });
  it('if string then maxLength 2 → the same if with maxLength 3: proven, the old then arm lent to the case that does not split on it', () => {
    expect(backward({ if: S, then: { maxLength: 2 } }, { if: S, then: { maxLength: 3 } })).toEqual({ verdict: 'proven', reasons: [] });
  });

  it('if string then maxLength 5 → the same if with maxLength 3: breaks with a string of 4 (the then arms differ)', () => {
    breaks({ if: S, then: { maxLength: 5 } }, { if: S, then: { maxLength: 3 } }, 'abcd');
  });

  it('an old conditional on another if lends nothing: if const "zzzz" then maxLength 3 → if string then maxLength 3 breaks with "abcd"', () => {
    breaks({ type: 'string', if: { const: 'zzzz' }, then: { maxLength: 3 } }, { if: S, then: { maxLength: 3 } }, 'abcd');
    breaks({ if: { const: 'a' }, then: { maxLength: 0 } }, { if: S, then: { maxLength: 0 } }, 'abc');
  });
  it('an old schema with the same if lends its arms: proven when each arm narrows', () => {
    const before = { if: S, then: { maxLength: 2 }, else: { type: 'integer', minimum: 0 } };
    expect(backward(before, after)).toEqual({ verdict: 'proven', reasons: [] });
    expect(breaks({ if: S, then: { maxLength: 5 } }, after, 'abcd').verdict).toBe('breaking');
  });
});

describe('references and what nothing proves', () => {
  it('a $ref that resolves to nothing leaves the change unproven at the $ref', () => {
    const outcome = backward(S, { $ref: '#/$defs/missing' });
    expect(outcome.verdict).not.toBe('proven');
    expect(outcome.reasons.map((r) => r.pointer)).toContain('/$ref');
  });

  it('string → a $ref to a $ref to string is proven (each reference its own assumption)', () => {
    expect(backward(S, { $ref: '#/$defs/a', $defs: { a: { $ref: '#/$defs/b' }, b: S } })).toEqual({ verdict: 'proven', reasons: [] });
  });

  it('a $ref to a narrower definition breaks, at the definition', () => {
    const after = { $defs: { short: { type: 'string', maxLength: 2 } }, $ref: '#/$defs/short' };
    const outcome = breaks(S, after, 'abc');
    expect(outcome.reasons.map((r) => r.pointer)).toEqual(['/$ref/maxLength']);
  });

  it('string → allOf of one narrower $ref twice: each use breaks on its own (an assumption ends with its proof)', () => {
    const after = { allOf: [{ $ref: '#/$defs/y' }, { $ref: '#/$defs/y' }], $defs: { y: { type: 'string', maxLength: 1 } } };
    const outcome = breaks(S, after, 'ab');
    expect(outcome.reasons.map((r) => [r.pointer, r.verdict])).toEqual([['/allOf/0/$ref/maxLength', 'breaking'], ['/allOf/1/$ref/maxLength', 'breaking']]);
  });

  it('a recursive list → the same list with one more optional field is proven', () => {
    const list = (extra: Record<string, JsonValue>) => ({
      $defs: { node: { type: 'object', properties: { next: { $ref: '#/$defs/node' }, ...extra }, additionalProperties: false } }, $ref: '#/$defs/node',
    });
    expect(backward(list({}), list({ label: S }))).toEqual({ verdict: 'proven', reasons: [] });
    const outcome = breaks(list({ label: S }), list({}), { next: { label: 'a' } });
    expect(outcome.reasons[0]!.witness).toEqual(expect.objectContaining({}));
  });

  it('$dynamicRef is enforced and not analysed: unproven, named', () => {
    const outcome = backward(S, { $dynamicRef: '#meta', $defs: { m: { $dynamicAnchor: 'meta', type: 'string' } } });
    expect(outcome.verdict).not.toBe('proven');
    expect(outcome.reasons.map((r) => r.keyword)).toContain('$dynamicRef');
  });
});

describe('keywords of another instance type', () => {
  it('string → array and object keywords beside type string: proven, they constrain no string', () => {
    expect(backward(S, { type: 'string', minItems: 2, maxItems: 1, uniqueItems: true, contains: false })).toEqual({ verdict: 'proven', reasons: [] });
    expect(backward(S, { type: 'string', required: ['a'], maxProperties: 0, additionalProperties: false })).toEqual({ verdict: 'proven', reasons: [] });
  });
});

describe('a subschema that now rejects everything', () => {
  it('object with a string property a → the same with a: false breaks with any a, at the property itself', () => {
    const outcome = breaks({ type: 'object', properties: { a: S } }, { type: 'object', properties: { a: false } }, { a: 'x' });
    expect(outcome.reasons).toEqual([expect.objectContaining({ pointer: '/properties/a', rule: 'schema_closed', message: 'the schema now rejects every value' })]);
  });
});

describe('what the proof gives up on', () => {
  /** A string schema whose allOf holds seven two-branch anyOfs: 128 cases. */
  const many: JsonValue = { type: 'string', allOf: [1, 2, 3, 4, 5, 6, 7].map((i): JsonValue => ({ anyOf: [{ minLength: i }, { maxLength: i }] })) };

  it('an old side of 128 cases → a wider type: unproven, naming the anyOf and the 64-case limit', () => {
    const outcome = backward(many, { type: ['string', 'null'] });
    expect(outcome.verdict).toBe('unproven');
    expect(outcome.reasons).toEqual([expect.objectContaining({ pointer: '/anyOf', keyword: 'anyOf' })]);
    expect(outcome.reasons[0]!.message).toContain('more than 64 cases');
  });

  it('an old side of 128 cases → maxLength 3: never proven, and a long string breaks it', () => {
    expect(valid(many, 'abcdefgh')).toBe(true);
    expect(valid({ type: 'string', maxLength: 3 }, 'abcdefgh')).toBe(false);
    expect(backward(many, { type: 'string', maxLength: 3 }).verdict).not.toBe('proven');
  });

  it('a proof that runs out of work names the budget, whatever step it stopped at', () => {
    const before = { anyOf: [S, I] };
    const after = { anyOf: [S, { type: 'number' }] };
    for (let budget = 1; budget <= 30; budget++) {
      const outcome = compareSchemas(before, after, { budget }).backward;
      if (outcome.verdict !== 'proven') expect(outcome.reasons.map((r) => r.keyword)).toEqual(['budget']);
    }
    expect(backward(before, after).verdict).toBe('proven');
  });

  it('string → $async string: a keyword the validator enforces and nothing proves is unproven, at that keyword', () => {
    expect(backward(S, { $async: true, type: 'string' })).toEqual({
      verdict: 'unproven', reasons: [expect.objectContaining({ pointer: '/$async', keyword: '$async' })],
    });
  });

  it('string → anyOf [] and → oneOf []: no branch admits anything, at the empty list', () => {
    expect(breaks(S, { anyOf: [] }, 'a').reasons).toEqual([expect.objectContaining({ pointer: '/anyOf', rule: 'schema_closed', message: '`anyOf` has no branch' })]);
    expect(breaks(S, { oneOf: [] }, 'a').reasons).toEqual([expect.objectContaining({ pointer: '/oneOf', rule: 'schema_closed', message: '`oneOf` has no branch' })]);
  });

  it('enum [1, 2] → allOf [enum [1]]: a value rejected by an enum of a subschema is rejected, not removed', () => {
    expect(breaks({ enum: [1, 2] }, { allOf: [{ enum: [1] }] }, 2).reasons).toEqual([
      expect.objectContaining({ pointer: '', rule: 'value_rejected', witness: 2, message: 'value 2 is now rejected by `enum`' }),
    ]);
  });
});

describe('what each reason says', () => {
  const messages = (before: JsonValue, after: JsonValue) => backward(before, after).reasons.map((r) => r.message);
  it('names the not that excludes, the oneOf that overlaps, the reference that does not descend and the keyword not analysed', () => {
    expect(messages(S, { not: { const: 'a' } })).toEqual(['`not` now excludes payloads the old schema accepted']);
    expect(messages(S, { oneOf: [S, { maxLength: 5 }] })).toEqual(['a payload may now match more than one `oneOf` branch, and oneOf rejects it']);
    const selfRef = messages({ $ref: '#' }, { if: { type: 'null' }, then: { $ref: '#' }, else: { $ref: '#' } });
    expect(selfRef).toHaveLength(2);
    expect(backward({ $ref: '#' }, { if: { type: 'null' }, then: { $ref: '#' }, else: { $ref: '#' } }).reasons.map((r) => [r.pointer, r.keyword])).toEqual([['/then/$ref', '$ref'], ['/else/$ref', '$ref']]);
    for (const m of selfRef) expect(m).toContain('the schema refers to itself without descending into the payload');
    expect(messages(S, { $async: true, type: 'string' })[0]).toContain('`$async` is enforced by the validator but not analysed');
  });
});

describe('the case split and its shortcuts', () => {
  it('enum ["a"] → $async with enum ["a"]: ajv cannot decide the value, so the proof goes on and names $async', () => {
    const outcome = backward({ enum: ['a'] }, { $async: true, enum: ['a'] });
    expect(outcome.verdict).toBe('unproven');
    expect(outcome.reasons.map((r) => r.keyword)).toContain('$async');
  });

  it('names the first branch with fewest failures, in either order', () => {
    const pointers = (after: JsonValue) => backward(S, after).reasons.map((r) => r.pointer);
    expect(pointers({ anyOf: [{ type: 'string', maxLength: 3 }, { type: 'integer', minLength: 2, maxLength: 2 }] })).toEqual(['/anyOf/0/maxLength']);
    expect(pointers({ anyOf: [{ type: 'string', maxLength: 3 }, { type: 'string', maxLength: 2 }] })).toEqual(['/anyOf/0/maxLength']);
  });

  it('string → allOf [true] and anyOf [true, integer]: a true subschema holds everything', () => {
    expect(backward(S, { allOf: [true], anyOf: [true, I] })).toEqual({ verdict: 'proven', reasons: [] });
  });

  it('string → allOf [5]: a subschema that is no schema is unproven at its place', () => {
    const outcome = backward(S, { allOf: [5] });
    expect(outcome.verdict).toBe('unproven');
    expect(outcome.reasons.map((r) => [r.pointer, r.keyword])).toEqual([['/allOf/0', 'schema']]);
    expect(outcome.reasons[0]!.message).toContain('the schema is neither an object nor a boolean');
  });

  it('allOf [$async string] → $async string: a member of the old case with the same meaning proves it', () => {
    expect(backward({ allOf: [{ $async: true, type: 'string' }] }, { $async: true, type: 'string' })).toEqual({ verdict: 'proven', reasons: [] });
  });
});
