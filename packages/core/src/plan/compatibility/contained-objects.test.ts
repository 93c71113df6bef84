// Object keywords on the accepting side: a change is proven only when every object the old schema
// accepts passes the new one. Each break named here is shown by a payload the test itself checks
// with ajv (valid before, rejected after), and each case that must not be proven is shown breaking
// by a payload written by hand, so the oracle is ajv and the JSON Schema meaning, never the analysis.
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { DirectionOutcome, JsonValue } from '../../types.js';
import { compareSchemas } from '../compatibility.js';

const options = { strict: false, logger: false as const, validateSchema: false };
const D07 = 'http://json-schema.org/draft-07/schema#';
const ajv2020 = new Ajv2020(options);
const ajv07 = new Ajv(options);
const valid = (schema: JsonValue, value: JsonValue) => (JSON.stringify(schema).includes('draft-07') ? ajv07 : ajv2020).validate(schema as object, value) === true;
const backward = (before: JsonValue, after: JsonValue): DirectionOutcome => compareSchemas(before, after).backward;

/** The change breaks `payload` (checked with ajv), and the analysis says so with witnesses ajv confirms. */
const breaks = (before: JsonValue, after: JsonValue, payload: JsonValue): DirectionOutcome => {
  expect([valid(before, payload), valid(after, payload)], 'the payload is valid before and rejected after').toEqual([true, false]);
  const outcome = backward(before, after);
  expect(outcome.verdict).toBe('breaking');
  for (const r of outcome.reasons.filter((x) => x.verdict === 'breaking')) expect([valid(before, r.witness!), valid(after, r.witness!)]).toEqual([true, false]);
  return outcome;
};
/** The change breaks `payload` (checked with ajv), so the analysis must not call it proven. */
const notProven = (before: JsonValue, after: JsonValue, payload: JsonValue): DirectionOutcome => {
  expect([valid(before, payload), valid(after, payload)], 'the payload is valid before and rejected after').toEqual([true, false]);
  const outcome = backward(before, after);
  expect(outcome.verdict).not.toBe('proven');
  return outcome;
};
const proven = (before: JsonValue, after: JsonValue) => expect(backward(before, after)).toEqual({ verdict: 'proven', reasons: [] });
const O = { type: 'object' };
const obj = (extra: Record<string, JsonValue>): JsonValue => ({ type: 'object', ...extra });

describe('required and property counts', () => {
  it('a name newly required breaks with an object without it, and names it at /required', () => {
    const outcome = breaks(O, obj({ required: ['a'] }), {});
    expect(outcome.reasons).toEqual([expect.objectContaining({ pointer: '/required', rule: 'required_added', message: '`a` is now required' })]);
    expect(Object.hasOwn(outcome.reasons[0]!.witness as object, 'a')).toBe(false);
  });

  it('only the names not required before are named: required a → required a, b', () => {
    const outcome = breaks(obj({ required: ['a'] }), obj({ required: ['a', 'b'] }), { a: 1 });
    expect(outcome.reasons.map((r) => r.message)).toEqual(['`b` is now required']);
  });

  it('names required before stay proven, in any order', () => {
    proven(obj({ required: ['a', 'b'] }), obj({ required: ['b', 'a'] }));
    proven(obj({ required: ['a', 'b'] }), obj({ required: ['a'] }));
  });

  it('a required name that is not a string is never proven: ajv requires a property named by its text', () => {
    for (const name of [1, 1.5, true, {}] as JsonValue[]) {
      const after = obj({ required: [name] });
      expect(valid(after, { [typeof name === 'object' ? '[object Object]' : String(name)]: 1 }), JSON.stringify(name)).toBe(true);
      const outcome = breaks(O, after, {});
      expect(outcome.reasons).toEqual([expect.objectContaining({ pointer: '/required', message: `the required name ${JSON.stringify(name)} is not a string, which is not analysed` })]);
    }
    notProven(O, obj({ required: ['a', 1] }), { a: 1 });
  });

  it('a higher minProperties breaks with an object of fewer properties, at /minProperties', () => {
    const outcome = breaks(O, obj({ minProperties: 2 }), { a: 1 });
    expect(outcome.reasons).toEqual([expect.objectContaining({ pointer: '/minProperties', rule: 'bound_tightened', message: '`minProperties` is now 2' })]);
    breaks(obj({ minProperties: 1 }), obj({ minProperties: 2 }), { a: 1 });
  });

  it('minProperties no higher than the old minimum, or than the count of names the old side requires, stays proven', () => {
    proven(obj({ minProperties: 2, maxProperties: 5 }), obj({ minProperties: 2 }));
    proven(obj({ minProperties: 3 }), obj({ minProperties: 2 }));
    proven(obj({ required: ['a', 'b'] }), obj({ required: ['a', 'b'], minProperties: 2 }));
    proven(obj({ required: ['a', 'b'], minProperties: 1 }), obj({ minProperties: 2 }));
  });

  it('minProperties above what the old side requires is not proven: required a, b → minProperties 3', () => {
    notProven(obj({ required: ['a', 'b'] }), obj({ minProperties: 3 }), { a: 1, b: 2 });
    notProven(obj({ required: ['a'], minProperties: 2 }), obj({ minProperties: 3 }), { a: 1, b: 2 });
  });

  it('a maxProperties below what the old side requires breaks with an object of the required names, at /maxProperties', () => {
    const outcome = breaks(obj({ required: ['a', 'b'] }), obj({ required: ['a', 'b'], maxProperties: 1 }), { a: 1, b: 2 });
    expect(outcome.reasons).toEqual([expect.objectContaining({ pointer: '/maxProperties', rule: 'bound_tightened', message: '`maxProperties` is now 1' })]);
  });

  it('a bound that is not a number, which ajv refuses to compile, is never proven', () => {
    for (const keyword of ['minProperties', 'maxProperties']) {
      const after = obj({ [keyword]: '2' });
      expect(() => new Ajv2020(options).compile(after as object), keyword).toThrow();
      for (const before of [O, obj({ [keyword]: 3 })]) {
        const outcome = backward(before, after);
        expect(outcome.verdict, keyword).not.toBe('proven');
        expect(outcome.reasons.map((r) => r.pointer), keyword).toContain(`/${keyword}`);
      }
    }
  });

  it('a maxProperties added, or lowered, is not proven; the same or a higher one stays proven', () => {
    const added = notProven(O, obj({ maxProperties: 2 }), { a: 1, b: 2, c: 3 });
    expect(added.reasons).toEqual([expect.objectContaining({ pointer: '/maxProperties', keyword: 'maxProperties' })]);
    expect(added.reasons[0]!.message).toContain('`maxProperties` is now 2');
    notProven(obj({ maxProperties: 3 }), obj({ maxProperties: 2 }), { a: 1, b: 2, c: 3 });
    proven(obj({ maxProperties: 2, required: ['a'] }), obj({ maxProperties: 2 }));
    proven(obj({ maxProperties: 2 }), obj({ maxProperties: 3 }));
  });
});

describe('named properties', () => {
  it('a property typed on an open object breaks with any other value under that name, with the two ways to add it safely', () => {
    const outcome = breaks(O, obj({ properties: { a: { type: 'string' } } }), { a: 1 });
    expect(outcome.reasons).toEqual([expect.objectContaining({
      pointer: '/properties/a', rule: 'property_added_to_open_object',
      message: expect.stringMatching(/^property `a` was added with constraints while the object stays open: old payloads may carry `a` with any value and some are now rejected; close the schema/),
      fixes: [expect.stringContaining('additionalProperties: false'), expect.stringContaining('declare `a` with a type')],
    })]);
  });

  it('the pointer escapes ~ and / in the name (RFC 6901), and the witness uses the name itself', () => {
    const outcome = breaks(O, obj({ properties: { 'a/b~c': { type: 'string' } } }), { 'a/b~c': 1 });
    expect(outcome.reasons.map((r) => r.pointer)).toEqual(['/properties/a~1b~0c']);
    expect(Object.keys(outcome.reasons[0]!.witness as object)).toEqual(['a/b~c']);
  });

  it('what the old side allowed an unlisted property is named when there was a rule for it', () => {
    const outcome = breaks(obj({ additionalProperties: { type: 'string' } }), obj({ properties: { a: { type: 'string', maxLength: 2 } } }), { a: 'abc' });
    expect(outcome.reasons[0]!.message).toContain('may carry `a` with any value additionalProperties allowed and some');
  });

  it('a property the old side listed, narrowed, breaks at the keyword inside it', () => {
    const outcome = breaks(obj({ properties: { a: {} } }), obj({ properties: { a: { type: 'string' } } }), { a: 1 });
    expect(outcome.reasons.map((r) => [r.pointer, r.rule])).toEqual([['/properties/a/type', 'type_narrowed']]);
  });

  it('the same property on both sides, or a wider one, stays proven; also when the old side lists it only by pattern', () => {
    proven(obj({ properties: { a: { type: 'string' } } }), obj({ properties: { a: { type: 'string' } }, title: 't' }));
    proven(obj({ properties: { a: { type: 'string' } } }), obj({ properties: { a: { type: ['string', 'null'] } } }));
    proven(obj({ patternProperties: { '^a': { type: 'string' } } }), obj({ patternProperties: { '^a': { type: 'string' } }, properties: { ab: { type: 'string' } } }));
    proven(obj({ additionalProperties: { type: 'string' } }), obj({ additionalProperties: { type: 'string' }, properties: { a: { type: ['string', 'number'] } } }));
  });

  it('a property the old side forbids may be typed at will', () => {
    proven(obj({ properties: { a: false } }), obj({ properties: { a: { type: 'string' } } }));
    proven(obj({ properties: { a: false, b: {} } }), obj({ properties: { a: { type: 'string' }, b: {} } }));
  });

  it('a listed property dropped while additionalProperties is false breaks with an object carrying it', () => {
    const outcome = breaks(obj({ properties: { a: {} } }), obj({ additionalProperties: false }), { a: 1 });
    expect(outcome.reasons).toContainEqual(expect.objectContaining({ pointer: '/properties/a', rule: 'property_removed', message: 'property `a` was removed while additionalProperties is false' }));
  });

  it('names the properties in order, whichever side lists them', () => {
    const outcome = breaks(obj({ properties: { b: {}, d: {} } }), obj({ properties: { c: { type: 'string' }, a: { type: 'string' } }, additionalProperties: false }), { b: 1 });
    expect(outcome.reasons.map((r) => r.pointer).filter((p) => p.startsWith('/properties/'))).toEqual(['/properties/a', '/properties/b', '/properties/c', '/properties/d']);
  });

  it('a property the old side listed as true is typed like any other: it breaks', () => {
    breaks(obj({ properties: { a: true } }), obj({ properties: { a: { type: 'string' } } }), { a: 1 });
  });

  it('a listed property dropped to a typed additionalProperties is a narrowing of it, not a removal', () => {
    const outcome = breaks(obj({ properties: { a: {} } }), obj({ additionalProperties: { type: 'string' } }), { a: 1 });
    expect(outcome.reasons.map((r) => r.rule)).not.toContain('property_removed');
  });

  it('where no payload is found, the reason still names the keyword that changed', () => {
    const added = notProven(O, obj({ properties: { a: { not: { const: 'zq-17' } } } }), { a: 'zq-17' });
    expect(added.reasons).toEqual([expect.objectContaining({ pointer: '/properties/a', verdict: 'unproven', keyword: 'properties' })]);
    const removed = notProven(obj({ properties: { a: { type: 'string', pattern: '^[0-9]{4}-q$' } }, required: ['a'] }), obj({ additionalProperties: false }), { a: '2026-q' });
    expect(removed.reasons).toContainEqual(expect.objectContaining({ pointer: '/properties/a', verdict: 'unproven', keyword: 'additionalProperties' }));
  });

  it('a property set to false on the new side is not a removal under additionalProperties, but a narrowing of that property', () => {
    const outcome = breaks(obj({ properties: { a: {} } }), obj({ properties: { a: false } }), { a: 1 });
    expect(outcome.reasons.map((r) => r.rule)).not.toContain('property_removed');
    expect(outcome.reasons.map((r) => r.pointer)).toEqual(['/properties/a']);
  });
});

describe('properties only patterns or additionalProperties cover', () => {
  it('a pattern typed on an open object breaks with a name it matches', () => {
    const outcome = breaks(O, obj({ patternProperties: { '^x_': { type: 'string' } } }), { x_a: 1 });
    expect(Object.keys(outcome.reasons[0]!.witness as object).every((name) => name.startsWith('x_'))).toBe(true);
  });

  it('a wider pattern breaks with a name only it matches, not one the old pattern already typed', () => {
    const outcome = breaks(obj({ patternProperties: { '^x_': { type: 'string' } } }), obj({ patternProperties: { '^x': { type: 'string' } } }), { xa: 1 });
    expect(outcome.reasons.map((r) => [r.pointer, r.rule])).toEqual([['/patternProperties/^x/type', 'type_narrowed']]);
  });

  it('the same pattern, or one whose names the old side types the same, stays proven', () => {
    proven(obj({ patternProperties: { '^x_': { type: 'string' } } }), obj({ patternProperties: { '^x_': { type: ['string', 'null'] } } }));
    proven(obj({ additionalProperties: { type: 'string' } }), obj({ patternProperties: { '^x_': { type: 'string' } } }));
  });

  it('a new pattern whose names the old side closed stays proven, when the old patterns cannot match them', () => {
    proven(obj({ patternProperties: { '^a_': {} }, additionalProperties: false }), obj({ patternProperties: { '^a_': {}, '^b_': { type: 'string' } }, additionalProperties: false }));
    proven(obj({ patternProperties: { '^ab': {} }, additionalProperties: false }), obj({ patternProperties: { '^ab': {}, '^ac': { type: 'string' } }, additionalProperties: false }));
  });

  it('a new pattern that may meet an old one is checked against it: ^a → ^ab typed, ^ab → ^a typed', () => {
    breaks(obj({ patternProperties: { '^a': {} }, additionalProperties: false }), obj({ patternProperties: { '^a': {}, '^ab': { type: 'string' } }, additionalProperties: false }), { ab: 1 });
    notProven(obj({ patternProperties: { '^ab': {} }, additionalProperties: false }), obj({ patternProperties: { '^ab': {}, '^a': { type: 'string' } }, additionalProperties: false }), { ab: 1 });
  });

  it('a pattern without an anchor may meet any other: its proof fails at the new pattern', () => {
    const pointers = (o: DirectionOutcome) => o.reasons.map((r) => r.pointer);
    expect(pointers(notProven(obj({ patternProperties: { zb: {} }, additionalProperties: false }), obj({ patternProperties: { zb: {}, '^a': { type: 'string' } }, additionalProperties: false }), { azb: 1 })))
      .toEqual(['/patternProperties/^a/type']);
    expect(pointers(notProven(obj({ patternProperties: { '^a': {} }, additionalProperties: false }), obj({ patternProperties: { '^a': {}, b: { type: 'string' } }, additionalProperties: false }), { ab: 1 })))
      .toEqual(['/patternProperties/b/type']);
  });

  it('an old pattern that may meet the new one is what names matching the new one were held to: ^a string → ^ab string stays proven', () => {
    proven(obj({ patternProperties: { '^a': { type: 'string' } }, additionalProperties: false }), obj({ patternProperties: { '^a': { type: 'string' }, '^ab': { type: 'string' } }, additionalProperties: false }));
  });

  it('a pattern nested under a pattern gives the witness its name from the inner one', () => {
    const before = obj({ patternProperties: { '^o': { type: 'object', patternProperties: { '^x': {} }, additionalProperties: false } } });
    breaks(before, obj({ patternProperties: { '^o': { type: 'object', additionalProperties: { type: 'string' } } } }), { o: { x: 1 } });
  });

  it('a recursive schema through additionalProperties is proven by descending into the payload', () => {
    const tree = (extra: Record<string, JsonValue>) => ({ $defs: { t: { type: 'object', additionalProperties: { $ref: '#/$defs/t' }, ...extra } }, $ref: '#/$defs/t' });
    proven(tree({ maxProperties: 3 }), tree({}));
    proven(obj({ patternProperties: { '^n': { $ref: '#' } }, maxProperties: 3 }), obj({ patternProperties: { '^n': { $ref: '#' } } }));
  });

  it('a character that may be absent, or an alternative, does not part two patterns: ^ab? and ^ac both match ac', () => {
    for (const old of ['^ab?', '^ab*c', '^ab{0,2}c', '^b|c', '^\u{1F600}?']) {
      const before = obj({ patternProperties: { [old]: {} }, additionalProperties: false });
      const after = obj({ patternProperties: { [old]: {}, '^ac': { type: 'string' } }, additionalProperties: false });
      breaks(before, after, { ac: 1 });
    }
    const astral = obj({ patternProperties: { '^x\u{1F600}?': {} }, additionalProperties: false });
    notProven(astral, obj({ patternProperties: { '^x\u{1F600}?': {}, '^x\u{1F914}': { type: 'string' } }, additionalProperties: false }), { 'x\u{1F914}': 1 });
  });

  it('a character a quantifier needs at least once, or one before the part that may be absent, still parts them', () => {
    for (const [old, now] of [['^ab+', '^ac'], ['^ab.*', '^ac'], ['^ab?', '^b'], ['^abc?', '^ac']]) {
      proven(obj({ patternProperties: { [old!]: {} }, additionalProperties: false }), obj({ patternProperties: { [old!]: {}, [now!]: { type: 'string' } }, additionalProperties: false }));
    }
    breaks(obj({ patternProperties: { '^abc?': {} }, additionalProperties: false }), obj({ patternProperties: { '^abc?': {}, '^abd': { type: 'string' } }, additionalProperties: false }), { abd: 1 });
  });

  it('a typed additionalProperties after an old pattern breaks with a name the pattern matches that nothing lists', () => {
    const before = obj({ properties: { a: { type: 'string' } }, patternProperties: { '^a': {} }, additionalProperties: false });
    breaks(before, obj({ properties: { a: { type: 'string' } }, additionalProperties: { type: 'string' } }), { a1: 1 });
  });

  it('a typed additionalProperties breaks with a name no new pattern matches, when the old side had none', () => {
    breaks(O, obj({ patternProperties: { '^e': {} }, additionalProperties: { type: 'string' } }), { zz: 1 });
    breaks(O, obj({ patternProperties: { '^e': {}, '^q': {} }, additionalProperties: { type: 'string' } }), { zz: 1 });
  });

  it('additionalProperties typed breaks with a name nothing lists or matches on the new side', () => {
    const outcome = breaks(obj({ properties: { extra: {}, x_extra: {} }, patternProperties: { '^o': {} } }),
      obj({ properties: { extra: {}, x_extra: {} }, patternProperties: { '^o': {} }, additionalProperties: { type: 'string' } }), { zz: 1 });
    expect(Object.keys(outcome.reasons[0]!.witness as object)).toEqual(['zz']);
  });

  it('additionalProperties typed after an old pattern breaks with a name that pattern matches (a pattern with / in it too)', () => {
    breaks(obj({ patternProperties: { '^a/': {} }, additionalProperties: false }), obj({ additionalProperties: { type: 'string' } }), { 'a/': 1 });
    breaks(obj({ patternProperties: { '^a~': {} }, additionalProperties: false }), obj({ additionalProperties: { type: 'string' } }), { 'a~': 1 });
  });

  it('additionalProperties typed, not false, is a narrowing of the unlisted properties, not a closing', () => {
    const outcome = breaks(obj({ additionalProperties: { type: ['string', 'number'] } }), obj({ additionalProperties: { type: 'string' } }), { a: 1 });
    expect(outcome.reasons.map((r) => [r.pointer, r.rule])).toEqual([['/additionalProperties/type', 'type_narrowed']]);
  });

  it('additionalProperties: false breaks with an unlisted property, one reason at /additionalProperties', () => {
    const outcome = breaks(obj({ properties: { a: {} } }), obj({ properties: { a: {} }, additionalProperties: false }), { b: 1 });
    expect(outcome.reasons).toEqual([expect.objectContaining({ pointer: '/additionalProperties', rule: 'additional_properties_closed', message: 'additionalProperties is now false: payloads with unlisted properties are rejected' })]);
  });

  it('additionalProperties: false after patterns that were open breaks once, with a name a pattern matches', () => {
    const outcome = breaks(obj({ patternProperties: { '^a': {}, '^b': {} }, additionalProperties: false }), obj({ additionalProperties: false }), { a: 1 });
    expect(outcome.reasons.map((r) => r.rule)).toEqual(['additional_properties_closed']);
  });

  it('additionalProperties that was false, or the same, stays proven; a plain unevaluatedProperties counts as it', () => {
    proven(obj({ additionalProperties: false }), obj({ additionalProperties: { type: 'string' } }));
    proven(obj({ additionalProperties: { type: 'string' } }), obj({ additionalProperties: { type: 'string' }, title: 't' }));
    proven(obj({ additionalProperties: { type: 'string' } }), obj({ unevaluatedProperties: { type: 'string' } }));
    breaks(O, obj({ unevaluatedProperties: { type: 'string' } }), { a: 1 });
  });

  it('sixteen combinations of old patterns are still compared', () => {
    const patterns = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`^p${i}`, { type: 'string' }]));
    proven(obj({ patternProperties: patterns, additionalProperties: { type: 'string' } }), obj({ additionalProperties: { type: 'string' } }));
  });

  it('too many combinations of old patterns for a new pattern is unproven, at patternProperties', () => {
    const patterns = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`p${i}`, { type: 'string' }]));
    const outcome = notProven(obj({ patternProperties: patterns }), obj({ patternProperties: { '^q': { type: 'string' } } }), { q: 1 });
    expect(outcome.reasons).toContainEqual(expect.objectContaining({ keyword: 'patternProperties', message: expect.stringContaining('too many combinations of patterns to compare') }));
  });

  it('too many combinations of old patterns is unproven, not proven', () => {
    const patterns = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`^p${i}`, { type: 'string' }]));
    const outcome = notProven(obj({ allOf: [{ patternProperties: patterns }] }), obj({ additionalProperties: { type: 'string' } }), { a: 1 });
    expect(outcome.reasons).toContainEqual(expect.objectContaining({ keyword: 'additionalProperties', message: expect.stringContaining('too many combinations of patterns to compare') }));
  });
});

describe('propertyNames', () => {
  it('property names constrained on an open object break with a name the new rule refuses, at /propertyNames', () => {
    const outcome = breaks(O, obj({ propertyNames: { maxLength: 3 } }), { abcd: 1 });
    expect(outcome.reasons).toEqual([expect.objectContaining({ pointer: '/propertyNames', rule: 'property_names_added', message: 'property names are now constrained' })]);
  });

  it('each kind of name a rule may refuse is tried: the empty name, a lower-case one, a digit, a dash', () => {
    breaks(O, obj({ propertyNames: { minLength: 1 } }), { '': 1 });
    breaks(O, obj({ propertyNames: { pattern: '^[A-Z_]+$' } }), { a: 1 });
    breaks(O, obj({ propertyNames: { pattern: '^[a-z]+$' } }), { A_B: 1 });
    breaks(O, obj({ propertyNames: { pattern: '^[^0-9]' } }), { 0: 1 });
  });

  it('a name the old side lists is tried first, with the rest of an object the old side accepts', () => {
    const before = obj({ properties: { long_name: {}, n: { type: 'integer' } }, required: ['n'], additionalProperties: false });
    const outcome = breaks(before, obj({ ...(before as object), propertyNames: { maxLength: 8 } }), { n: 1, long_name: 1 });
    expect(outcome.reasons[0]!.witness).toEqual(expect.objectContaining({ long_name: expect.anything() }));
  });

  it('the same rule, or an old one that implies the new one, stays proven', () => {
    proven(obj({ propertyNames: { maxLength: 3 } }), obj({ propertyNames: { maxLength: 3 }, title: 't' }));
    proven(obj({ propertyNames: { maxLength: 3 } }), obj({ propertyNames: { maxLength: 5 } }));
    proven(obj({ allOf: [{ propertyNames: { maxLength: 9 } }, { propertyNames: { minLength: 1 } }] }), obj({ propertyNames: { minLength: 1 } }));
    proven(O, obj({ propertyNames: true }));
  });

  it('an old rule that does not imply the new one is not proven', () => {
    notProven(obj({ propertyNames: { maxLength: 5 } }), obj({ propertyNames: { maxLength: 3 } }), { abcd: 1 });
  });

  it('a closed object whose names all pass the new rule stays proven; a name that does not pass breaks', () => {
    proven(obj({ properties: { ab: {}, cd: {} }, additionalProperties: false }), obj({ properties: { ab: {}, cd: {} }, additionalProperties: false, propertyNames: { maxLength: 2 } }));
    breaks(obj({ properties: { ab: {}, cde: {} }, additionalProperties: false }), obj({ properties: { ab: {}, cde: {} }, additionalProperties: false, propertyNames: { maxLength: 2 } }), { cde: 1 });
  });

  it('a name the old side lists but forbids is no name a payload carries', () => {
    proven(obj({ properties: { ab: {}, cde: false }, additionalProperties: false }), obj({ properties: { ab: {} }, additionalProperties: false, propertyNames: { maxLength: 2 } }));
  });

  it('one closed member of an allOf closes the object; a name one member forbids is no name a payload carries', () => {
    const closed = { properties: { ab: {}, cde: {} }, additionalProperties: false };
    proven(obj({ allOf: [closed, { properties: { cde: false } }] }), obj({ allOf: [closed, { properties: { cde: false } }], propertyNames: { maxLength: 2 } }));
  });

  it('an object closed but with patterns is not closed: their names are not all known', () => {
    notProven(obj({ patternProperties: { '^a': {} }, additionalProperties: false }), obj({ patternProperties: { '^a': {} }, additionalProperties: false, propertyNames: { maxLength: 2 } }), { abc: 1 });
  });

  it('an object with additionalProperties that is not false is open', () => {
    breaks(obj({ properties: { ab: {} }, additionalProperties: { type: 'string' } }), obj({ properties: { ab: {} }, propertyNames: { maxLength: 2 } }), { abc: 'x' });
  });
});

describe('unevaluatedProperties beside in-place applicators', () => {
  it('is not analysed: a new one is unproven, or breaking when a payload shows it', () => {
    const outcome = breaks(O, obj({ allOf: [{ properties: { a: {} } }], unevaluatedProperties: false }), { b: 1 });
    expect(outcome.reasons).toContainEqual(expect.objectContaining({ pointer: '/unevaluatedProperties', message: '`unevaluatedProperties` beside in-place applicators is not analysed' }));
  });

  it('unevaluatedProperties: true, or beside additionalProperties (which evaluates every other name), constrains nothing more', () => {
    proven(O, obj({ allOf: [{ properties: { a: {} } }], unevaluatedProperties: true }));
    proven(obj({ additionalProperties: { type: 'string' } }), obj({ allOf: [{ properties: { a: { type: 'string' } } }], additionalProperties: { type: 'string' }, unevaluatedProperties: false }));
  });
});
