// The families of issue 33 where a change was once proven compatible though a payload breaks it:
// each pair comes with that payload, checked with ajv (valid before, rejected after), and the
// verdict must never be `proven`; a `breaking` verdict's witness is checked with ajv too. Pairs
// that are compatible stay proven, so the fixes do not turn everything unproven.
import { Ajv } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { BreakingReason, DirectionOutcome, JsonValue, UnprovenReason } from '../types.js';
import { compareSchemas } from './compatibility.js';

const addFormats = ((formats as unknown as { default?: unknown }).default ?? formats) as unknown as typeof formats.default;
const options = { strict: false, logger: false as const, validateSchema: false };
const ajvs = { '07': new Ajv(options), '2019': new Ajv2019(options), '2020': new Ajv2020(options) };
for (const ajv of Object.values(ajvs)) addFormats(ajv);
const D07 = 'http://json-schema.org/draft-07/schema#';
const D2019 = 'https://json-schema.org/draft/2019-09/schema';
const draftOf = (s: JsonValue) => (JSON.stringify(s).includes('draft-07') ? '07' : JSON.stringify(s).includes('2019-09') ? '2019' : '2020');
const valid = (schema: JsonValue, value: JsonValue) => ajvs[draftOf(schema)].validate(schema as object, value) === true;

const S = { type: 'string' };
const I = { type: 'integer' };
const parsed = (text: string) => JSON.parse(text) as JsonValue;

/** [family, what, old, new, a payload the old schema accepts and the new one rejects]: `old → new` is never proven. */
const BREAKS: [string, string, JsonValue, JsonValue, JsonValue][] = [
  ['1 format limits', 'formatMinimum added', { type: 'string', format: 'date' }, { type: 'string', format: 'date', formatMinimum: '2020-01-01' }, '2019-05-05'],
  ['1 format limits', 'formatMaximum lowered', { type: 'string', format: 'date', formatMaximum: '2030-01-01' }, { type: 'string', format: 'date', formatMaximum: '2020-01-01' }, '2025-01-01'],
  ['1 format limits', 'formatExclusiveMinimum added', { type: 'string', format: 'date' }, { type: 'string', format: 'date', formatExclusiveMinimum: '2020-01-01' }, '2020-01-01'],
  ['1 format limits', 'formatExclusiveMaximum added', { type: 'string', format: 'date' }, { type: 'string', format: 'date', formatExclusiveMaximum: '2020-01-01' }, '2020-01-01'],
  ['1 nullable', 'nullable dropped', { type: 'string', nullable: true }, S, null],
  ['1 nullable', 'nullable dropped inside a property', { type: 'object', properties: { a: { type: 'integer', nullable: true } } }, { type: 'object', properties: { a: I } }, { a: null }],
  ['2 unevaluatedItems', 'beside allOf', { type: 'array' }, { type: 'array', allOf: [{ prefixItems: [true] }], unevaluatedItems: false }, [1, 2]],
  ['2 unevaluatedItems', 'beside $ref', { type: 'array' }, { type: 'array', $ref: '#/$defs/one', unevaluatedItems: false, $defs: { one: { prefixItems: [true] } } }, [1, 2]],
  ['2 unevaluatedItems', 'beside allOf with a boolean branch', { type: 'array' }, { type: 'array', allOf: [true], unevaluatedItems: I }, ['a']],
  ['2 unevaluatedItems', 'beside if without then', { type: 'array' }, { type: 'array', if: { prefixItems: [true] }, unevaluatedItems: false }, [1, 2]],
  ['3 multipleOf', 'multipleOf 1 on unbounded integers (1e21)', I, { type: 'integer', multipleOf: 1 }, 1e21],
  ['3 multipleOf', 'divisor of an old divisor, unbounded (1e21)', { type: 'integer', multipleOf: 2 }, { type: 'integer', multipleOf: 1 }, 1e21],
  ['3 multipleOf', 'an integer multipleOf does not make integers (5e-324)', { type: 'number', multipleOf: 2 }, I, 5e-324],
  ['4 draft-07', 'unevaluatedProperties on the old side is no keyword', { $schema: D07, type: 'object', unevaluatedProperties: false }, { $schema: D07, type: 'object', additionalProperties: false }, { a: 1 }],
  ['4 draft-07', 'dependentRequired on the old side is no keyword', { $schema: D07, type: 'object', dependentRequired: { a: ['b'] } }, { $schema: D07, type: 'object', dependencies: { a: ['b'] } }, { a: 1 }],
  ['4 draft-07', 'minContains on the old side is no keyword', { $schema: D07, type: 'array', contains: S, minContains: 2 }, { $schema: D07, type: 'array', contains: S, minItems: 2 }, ['a']],
  ['4 draft-07', 'unevaluatedItems on the old side is no keyword', { $schema: D07, type: 'array', unevaluatedItems: false }, { $schema: D07, type: 'array', maxItems: 0 }, [1]],
  ['4 draft-07', 'dependentSchemas on the old side is no keyword', { $schema: D07, type: 'object', dependentSchemas: { a: { required: ['b'] } } }, { $schema: D07, type: 'object', dependencies: { a: { required: ['b'] } } }, { a: 1 }],
  ['5 $ref', 'a $ref inside a nested $id resource resolves against its base',
    S, { $id: 'urn:x:root', $defs: { s: S, inner: { $id: 'urn:x:inner', $defs: { s: I }, allOf: [{ $ref: '#/$defs/s' }] } }, allOf: [{ $ref: '#/$defs/inner' }] }, 'a'],
  ['5 $ref', 'the same $anchor in two resources', I, { $defs: { a: { $id: 'http://example.com/a', $anchor: 't', type: 'integer' }, b: { $anchor: 't', type: 'string' } }, $ref: '#t' }, 1],
  ['5 $ref', '$anchor inside examples is not an anchor', I, { examples: [{ $anchor: 't', type: 'integer' }], $defs: { b: { $anchor: 't', type: 'string' } }, $ref: '#t' }, 1],
  ['5 $ref', '$anchor inside const is not an anchor', I, { type: 'integer', const: 1, $defs: { b: { $anchor: 't', type: 'string' } }, allOf: [{ $ref: '#t' }], default: { $anchor: 't' } }, 1],
  ['7 boolean conditionals', 'if: false sends everything to else', {}, { if: false, then: { const: 'then' }, else: { const: 'else' } }, 'then'],
  ['7 boolean conditionals', 'else: false', {}, { if: { const: 1 }, else: false }, 0],
  ['7 boolean conditionals', 'then: false with if: true', {}, { if: true, then: false }, 0],
  ['8 prototype names', 'toString under properties', { type: 'object', properties: { a: {} }, additionalProperties: false }, { type: 'object', properties: { a: {}, toString: S }, additionalProperties: false }, { a: 1 }],
  ['8 prototype names', 'constructor under properties', { type: 'object', additionalProperties: false }, { type: 'object', properties: { constructor: S }, additionalProperties: false }, {}],
];

/** [family, what, old, new, a payload the NEW schema accepts and the old one rejects]: the forward relation is never proven. */
const FORWARD_BREAKS: [string, string, JsonValue, JsonValue, JsonValue][] = [
  ['6 forward nullable', 'nullable added', S, { type: 'string', nullable: true }, null],
  ['6 forward nullable', 'nullable added to a property', { type: 'object', properties: { a: I } }, { type: 'object', properties: { a: { type: 'integer', nullable: true } } }, { a: null }],
  ['6 forward nullable', 'nullable added under a $ref', { $defs: { a: I }, $ref: '#/$defs/a' }, { $defs: { a: { type: 'integer', nullable: true } }, $ref: '#/$defs/a' }, null],
];

/** [what, old, new, direction, payload valid on the side that must stay valid and rejected on the other]: counterexamples the differential fuzzer found. */
const FUZZ_FINDINGS: [string, JsonValue, JsonValue, 'backward' | 'forward', JsonValue][] = [
  ['nullable widening of an array (forward-41adbb2ad708)', { type: 'array' }, { type: 'array', nullable: true }, 'forward', null],
  ['nullable widening of an integer (forward-07abe986967c)', I, { type: 'integer', nullable: true }, 'forward', null],
  ['formatExclusiveMaximum dropped (forward-fcd0aab5f63f)', { format: 'iso-date-time', formatExclusiveMaximum: '2' }, { format: 'iso-date-time' }, 'forward', '2020-01-01T00:00:00'],
  ['if: false with else: false (backward-c5a453c061cb)', {}, { if: false, else: false }, 'backward', []],
  ['type: [] checks no type (forward-f8a76ea3b03a)', { type: ['integer'] }, { type: [] }, 'forward', null],
  ['a relative draft-07 $schema on one side (forward-cae16141d64d)', { dependentRequired: { c: ['b'] } }, { $schema: 'draft-07/schema#', dependentRequired: { c: ['b'] } }, 'forward', { c: true }],
];

/** [what, old, new]: new schemas ajv refuses to compile (no such anchor, or one anchor twice in a resource): never proven. */
const UNCOMPILABLE: [string, JsonValue, JsonValue][] = [
  ['the only $anchor sits inside examples', I, { examples: [{ $anchor: 't', type: 'integer' }], $ref: '#t' }],
  ['the same $anchor twice in one resource', I, { $defs: { a: { $anchor: 't', type: 'integer' }, b: { $anchor: 't', type: 'integer' } }, $ref: '#t' }],
];

/** [what, old, new, backward, forward]: changes that stay proven (precision kept). */
const HOLDS: [string, JsonValue, JsonValue, boolean, boolean][] = [
  ['draft-07: 2019+ words are annotations on both sides', { $schema: D07, type: 'object' }, { $schema: D07, type: 'object', unevaluatedProperties: false, dependentRequired: { a: ['b'] } }, true, true],
  ['draft-07: unevaluatedItems added is no keyword', { $schema: D07, type: 'array' }, { $schema: D07, type: 'array', unevaluatedItems: false, minContains: 3 }, true, true],
  ['2019-09: dependentRequired is a keyword', { $schema: D2019, type: 'object', dependentRequired: { a: ['b'] } }, { $schema: D2019, type: 'object', dependentRequired: { a: ['b'] } }, true, true],
  ['nullable kept', { type: 'string', nullable: true }, { type: ['string', 'null'] }, true, true],
  ['same format limit', { type: 'string', format: 'date', formatMinimum: '2020-01-01' }, { type: 'string', format: 'date', formatMinimum: '2020-01-01', maxLength: 20 }, false, true],
  ['format limit removed', { type: 'string', format: 'date', formatMinimum: '2020-01-01' }, { type: 'string', format: 'date' }, true, false],
  ['multipleOf to a divisor on bounded integers', { type: 'integer', multipleOf: 6, minimum: 0, maximum: 1000 }, { type: 'integer', multipleOf: 3, minimum: 0, maximum: 1000 }, true, false],
  ['multipleOf kept', { type: 'number', multipleOf: 0.1 }, { type: 'number', multipleOf: 0.1, minimum: -1e300 }, false, true],
  ['unevaluatedItems plain', { type: 'array', prefixItems: [S], items: false }, { type: 'array', prefixItems: [S], unevaluatedItems: false }, true, true],
  ['type: [] is no constraint', { type: [] }, {}, true, true],
  ['anchor named once', I, { $defs: { b: { $anchor: 't', type: 'integer' } }, $ref: '#t' }, true, true],
  ['if: false, then arm never met', { const: 'else' }, { if: false, then: { const: 'then' }, else: { const: 'else' } }, true, true],
  ['if: true, else arm never met', { const: 'then' }, { if: true, then: { const: 'then' }, else: { const: 'else' } }, true, true],
];

/** The verdict's shape: a break leads with its witness, an unproven direction names a keyword in every reason. */
const checkShape = (outcome: DirectionOutcome) => {
  if (outcome.verdict === 'proven') expect(outcome.reasons).toEqual([]);
  if (outcome.verdict === 'breaking') expect(outcome.reasons[0].witness).not.toBeUndefined();
  if (outcome.verdict === 'unproven') for (const r of outcome.reasons) expect(r.keyword).toEqual(expect.any(String));
};

const checkWitnesses = (from: JsonValue, to: JsonValue, reasons: readonly { verdict?: string; witness?: JsonValue }[]) => {
  for (const r of reasons.filter((x) => x.verdict === 'breaking')) {
    expect(valid(from, r.witness!), `witness ${JSON.stringify(r.witness)} valid before`).toBe(true);
    expect(valid(to, r.witness!), `witness ${JSON.stringify(r.witness)} rejected after`).toBe(false);
  }
};

describe('issue 33: never proven when a payload breaks the change', () => {
  it.each(BREAKS)('%s: %s (backward)', (_, __, before, after, payload) => {
    expect(valid(before, payload), 'the counterexample is valid before').toBe(true);
    expect(valid(after, payload), 'the counterexample is rejected after').toBe(false);
    const outcome = compareSchemas(before, after).backward;
    expect(outcome.verdict).not.toBe('proven');
    checkShape(outcome);
    checkWitnesses(before, after, outcome.reasons);
  });

  it.each(FORWARD_BREAKS)('%s: %s (forward)', (_, __, before, after, payload) => {
    expect(valid(after, payload), 'the counterexample is valid after').toBe(true);
    expect(valid(before, payload), 'the counterexample is rejected before').toBe(false);
    const outcome = compareSchemas(before, after).forward;
    expect(outcome.verdict).not.toBe('proven');
    checkShape(outcome);
    checkWitnesses(after, before, outcome.reasons);
  });

  it.each(FUZZ_FINDINGS)('fuzzer finding: %s', (_, before, after, direction, payload) => {
    const [from, to] = direction === 'backward' ? [before, after] : [after, before];
    expect(valid(from, payload), 'the counterexample is valid where it must stay valid').toBe(true);
    expect(valid(to, payload), 'the counterexample is rejected on the other side').toBe(false);
    const outcome = compareSchemas(before, after)[direction];
    expect(outcome.verdict).not.toBe('proven');
    checkShape(outcome);
    checkWitnesses(from, to, outcome.reasons);
  });

  it.each(UNCOMPILABLE)('%s: ajv refuses the new schema, and the change is not proven', (_, before, after) => {
    expect(() => ajvs['2020'].compile(after as object)).toThrow();
    expect(compareSchemas(before, after).backward.verdict).not.toBe('proven');
  });

  it('returns (unproven) when both arms of a conditional refer back to the root (fuzzer: seed 33033 pair 4903 never returned)', () => {
    for (const draft of [{}, { $schema: D07 }] as Record<string, JsonValue>[]) {
      const result = compareSchemas({ ...draft, $ref: '#' }, { ...draft, if: { type: 'null' }, then: { $ref: '#' }, else: { $ref: '#' } });
      expect([result.backward.verdict, result.forward.verdict]).toEqual(['unproven', 'unproven']);
    }
  });

  it('returns (unproven) when ajv overflows the stack on a root referred to from inside allOf inside oneOf (fuzzer: seed 33033 pair 7040 never returned)', () => {
    const before = parsed('{"$schema":"https://json-schema.org/draft/2019-09/schema","oneOf":[{"anyOf":[{"type":"integer","exclusiveMaximum":-5e-324}],"description":"text"},{"allOf":[{"$ref":"#","oneOf":[{"maxLength":3},{"minimum":9007199254740992},{"maxLength":1}],"readOnly":true},{"deprecated":false,"default":1e+21,"$anchor":"B"}],"anyOf":[{"propertyNames":true,"maxContains":2,"format":"date-time","formatMinimum":"2020-01-01T00:00:00Z","minContains":3},{"writeOnly":true,"deprecated":true,"type":"boolean","nullable":true,"examples":[{"a":"a"},false]}]},{"exclusiveMinimum":-0}],"$anchor":"C","maxContains":0}');
    const after = parsed('{"$schema":"https://json-schema.org/draft/2020-12/schema","oneOf":[{"anyOf":[{"type":"integer","exclusiveMaximum":-5e-324}],"description":"text"},{"allOf":[{"$ref":"#","oneOf":[{"maxLength":3},{"minimum":9007199254740992},{"maxLength":1}],"readOnly":true},{"deprecated":false,"default":1e+21,"$anchor":"B"}],"anyOf":[{"propertyNames":true,"maxContains":2,"format":"date-time","formatMinimum":"2020-01-01T00:00:00Z","minContains":3},{"writeOnly":true,"deprecated":true,"type":"boolean","nullable":true,"examples":[{"a":"a"},false],"exclusiveMaximum":9007199254740991}]},{"exclusiveMinimum":-0}],"$anchor":"C","maxContains":0,"minimum":-1e+21}');
    const result = compareSchemas(before, after);
    expect([result.backward.verdict, result.forward.verdict]).toEqual(['unproven', 'unproven']);
  });

  it('finds the witness of a boolean conditional: only "else" passes `if: false`, and 0 fails `else: false`', () => {
    const ifFalse = compareSchemas({}, { if: false, then: { const: 'then' }, else: { const: 'else' } }).backward;
    expect(ifFalse.verdict).toBe('breaking');
    const elseFalse = compareSchemas({}, { if: { const: 1 }, else: false }).backward;
    expect(elseFalse.verdict).toBe('breaking');
    expect(elseFalse.reasons.some((r) => r.verdict === 'breaking' && r.witness !== 1 && valid({}, r.witness!))).toBe(true);
    expect(valid({ if: { const: 1 }, else: false }, 0)).toBe(false);
  });

  it('cannot state a break without its payload, nor an unproven relation without its keyword (type errors)', () => {
    // @ts-expect-error a breaking reason needs its witness
    const bare: BreakingReason = { pointer: '', rule: 'type_narrowed', message: 'm', verdict: 'breaking' };
    // @ts-expect-error an unproven reason names its keyword
    const vague: UnprovenReason = { pointer: '', rule: 'unproven', message: 'm', verdict: 'unproven' };
    // @ts-expect-error a breaking direction leads with a breaking reason
    const unshown: DirectionOutcome = { verdict: 'breaking', reasons: [vague] };
    expect([bare, vague, unshown]).toHaveLength(3);
  });

  it('names the keyword nothing proves', () => {
    const reasons = compareSchemas({ type: 'string', format: 'date' }, { type: 'string', format: 'date', formatMinimum: '2020-01-01' }).backward.reasons;
    expect(reasons.map((r) => r.keyword ?? r.rule)).toContain('formatMinimum');
    const proto = compareSchemas({ type: 'object' }, { type: 'object', required: ['toString'] }).backward.reasons;
    expect(proto.map((r) => r.keyword)).toEqual(['required']);
  });

  it('leaves a schema naming `__proto__` unproven in both directions, even unchanged', () => {
    const schema = parsed('{"type":"object","properties":{"__proto__":{"type":"string"}},"additionalProperties":false}');
    const result = compareSchemas(schema, parsed(JSON.stringify(schema)));
    expect([result.backward.verdict, result.forward.verdict]).toEqual(['unproven', 'unproven']);
  });
});

describe('issue 33: what stays proven', () => {
  it.each(HOLDS)('%s', (_, before, after, backward, forward) => {
    const result = compareSchemas(before, after);
    expect([result.backward.verdict === 'proven', result.forward.verdict === 'proven']).toEqual([backward, forward]);
    checkWitnesses(before, after, result.backward.reasons);
    checkWitnesses(after, before, result.forward.reasons);
  });
});
