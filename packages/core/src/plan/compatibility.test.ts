// Each schema compatibility rule, with the pointer and rule name it reports.
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../types.js';
import { canonicalize } from './canonical-json.js';
import { compareSchemas as compareBoth } from './compatibility.js';

/** The backward relation in the shape these tests were written for. */
const compareSchemas = (before: JsonValue, after: JsonValue) => {
  const { verdict, reasons } = compareBoth(before, after).backward;
  return { compatibility: verdict === 'proven' ? 'backward' : 'breaking', reasons: reasons.map(({ pointer, rule, message }) => ({ pointer, rule, message })) };
};

const obj = (properties: Record<string, JsonValue>, extra: Record<string, JsonValue> = {}): JsonValue => ({ type: 'object', properties, ...extra });
const rules = (before: JsonValue, after: JsonValue) => compareSchemas(before, after).reasons.map((r) => [r.rule, r.pointer]);

describe('compareSchemas', () => {
  it('calls an equal schema (in another key order) backward', () => {
    expect(compareSchemas({ type: 'string', minLength: 1 }, { minLength: 1, type: 'string' })).toEqual({ compatibility: 'backward', reasons: [] });
  });

  it('breaks when a property is added to required', () => {
    expect(rules(obj({ a: { type: 'string' } }), obj({ a: { type: 'string' } }, { required: ['a'] }))).toEqual([['required_added', '/required']]);
  });

  it('is backward when a property is removed from required', () => {
    expect(compareSchemas(obj({ a: {} }, { required: ['a'] }), obj({ a: {} })).compatibility).toBe('backward');
  });

  it('breaks when an enum value is removed, and not when one is added', () => {
    const ab = { type: 'string', enum: ['a', 'b'] };
    expect(rules(ab, { type: 'string', enum: ['a'] })).toEqual([['enum_value_removed', '/enum']]);
    expect(compareSchemas(ab, { type: 'string', enum: ['b', 'a', 'c'] }).compatibility).toBe('backward');
  });

  it('breaks when an enum or a const is added', () => {
    expect(rules({ type: 'string' }, { type: 'string', enum: ['a'] })).toEqual([['enum_added', '/enum']]);
    expect(rules({ type: 'string' }, { type: 'string', const: 'a' })).toEqual([['const_added', '/const']]);
  });

  it('breaks when a type is narrowed, and not when it is widened', () => {
    expect(rules({ type: 'number' }, { type: 'integer' })).toEqual([['type_narrowed', '/type']]);
    expect(rules({ type: ['string', 'null'] }, { type: 'string' })).toEqual([['type_narrowed', '/type']]);
    expect(rules({}, { type: 'string' })).toEqual([['type_narrowed', '/type']]);
    expect(compareSchemas({ type: 'integer' }, { type: 'number' }).compatibility).toBe('backward');
    expect(compareSchemas({ type: 'string' }, { type: ['string', 'null'] }).compatibility).toBe('backward');
    expect(compareSchemas({ type: 'string' }, {}).compatibility).toBe('backward');
  });

  it('breaks when a bound is added or tightened, and not when it is loosened', () => {
    expect(rules({ type: 'integer' }, { type: 'integer', minimum: 0 })).toEqual([['bound_tightened', '/minimum']]);
    expect(rules({ type: 'integer', maximum: 10 }, { type: 'integer', maximum: 5 })).toEqual([['bound_tightened', '/maximum']]);
    expect(rules({ type: 'integer', minimum: 0 }, { type: 'integer', exclusiveMinimum: 0 })).toEqual([['bound_tightened', '/exclusiveMinimum']]);
    expect(rules({ type: 'string', maxLength: 10 }, { type: 'string', maxLength: 3 })).toEqual([['bound_tightened', '/maxLength']]);
    expect(rules({ type: 'string' }, { type: 'string', minLength: 1 })).toEqual([['bound_tightened', '/minLength']]);
    expect(rules({ type: 'string' }, { type: 'string', pattern: '^a' })).toEqual([['bound_tightened', '/pattern']]);
    expect(rules({ type: 'array' }, { type: 'array', maxItems: 2 })).toEqual([['bound_tightened', '/maxItems']]);
    expect(rules({ type: 'array', minItems: 1 }, { type: 'array', minItems: 2 })).toEqual([['bound_tightened', '/minItems']]);
    expect(compareSchemas({ type: 'integer', minimum: 5, maximum: 6 }, { type: 'integer', minimum: 0, maximum: 9 }).compatibility).toBe('backward');
    expect(compareSchemas({ type: 'integer', exclusiveMinimum: 0 }, { type: 'integer', minimum: 0 }).compatibility).toBe('backward');
  });

  it('ignores bounds of types the old schema never admitted', () => {
    expect(compareSchemas({ type: 'string' }, { type: 'string', minimum: 3 }).compatibility).toBe('backward');
  });

  it('breaks when additionalProperties is closed', () => {
    expect(rules(obj({ a: {} }), obj({ a: {} }, { additionalProperties: false }))).toEqual([['additional_properties_closed', '/additionalProperties']]);
    expect(rules(obj({ a: {} }, { additionalProperties: true }), obj({ a: {} }, { additionalProperties: false })))
      .toEqual([['additional_properties_closed', '/additionalProperties']]);
  });

  it('accepts a new property while additionalProperties stays closed', () => {
    const closed = { additionalProperties: false };
    expect(compareSchemas(obj({ a: {} }, closed), obj({ a: {}, b: { type: 'string' } }, closed)).compatibility).toBe('backward');
  });

  it('breaks when a constrained property is added to an open object, or removed from a closed one', () => {
    expect(rules(obj({}), obj({ b: { type: 'string' } }))).toEqual([['property_added_to_open_object', '/properties/b']]);
    const closed = { additionalProperties: false };
    expect(rules(obj({ a: {} }, closed), obj({}, closed))).toEqual([['property_removed', '/properties/a']]);
  });

  it('says why adding a typed property to an open object breaks, and what to do', () => {
    const [reason] = compareSchemas(obj({ a: {} }), obj({ a: {}, b: { type: 'integer', minimum: 0 } })).reasons;
    expect(reason?.rule).toBe('property_added_to_open_object');
    expect(reason?.message).toContain('old payloads may carry `b` with any value');
    expect(reason?.message).toContain('additionalProperties: false');
    expect(reason?.message).toContain('--allow-breaking');
    expect(compareSchemas(obj({}), obj({ b: {} })).compatibility).toBe('backward');
    expect(rules(obj({}, { additionalProperties: { type: 'string' } }), obj({ b: { type: 'string', maxLength: 3 } }, { additionalProperties: { type: 'string' } })))
      .toEqual([['property_added_to_open_object', '/properties/b']]);
  });

  it('follows nested properties and items', () => {
    const before = obj({ tags: { type: 'array', items: obj({ k: { type: 'string', enum: ['x', 'y'] } }) } });
    const after = obj({ tags: { type: 'array', items: obj({ k: { type: 'string', enum: ['x'] } }) } });
    expect(rules(before, after)).toEqual([['enum_value_removed', '/properties/tags/items/properties/k/enum']]);
  });

  it('proves a union widened, and leaves a reference to nothing unproven', () => {
    expect(compareSchemas({ oneOf: [{ type: 'string' }] }, { oneOf: [{ type: 'string' }, { type: 'null' }] })).toEqual({ compatibility: 'backward', reasons: [] });
    expect(rules({ $ref: '#/$defs/a' }, { $ref: '#/$defs/b' })).toEqual([['unproven', '/$ref']]);
  });

  it('ignores changed annotations', () => {
    expect(compareSchemas({ type: 'string', description: 'a' }, { type: 'string', description: 'b', title: 't' }).compatibility).toBe('backward');
  });

  it('handles boolean schemas', () => {
    expect(compareSchemas(false, { type: 'string' }).compatibility).toBe('backward');
    expect(compareSchemas({ type: 'string' }, true).compatibility).toBe('backward');
    expect(rules({ type: 'string' }, false)).toEqual([['schema_closed', '']]);
  });

  it('calls a schema it cannot walk unproven, with one reason at the root, and never throws', () => {
    // An own `__proto__` key, after the planner's canonical copy: a prototype, not a keyword.
    const unwalkable = canonicalize(JSON.parse('{"allOf":[{"additionalProperties":{"__proto__":{"allOf":[false]}}}]}') as JsonValue);
    const reason = (direction: string) => ({
      pointer: '', rule: 'unproven', direction, verdict: 'unproven', keyword: 'schema',
      message: 'the schema could not be analysed, so the change is not treated as compatible',
    });
    // Each relation walks its first schema's payloads into the second: the unwalkable one second.
    expect(compareBoth({ type: false }, unwalkable).backward).toEqual({ verdict: 'unproven', reasons: [reason('backward')] });
    expect(compareBoth(unwalkable, { type: false }).forward).toEqual({ verdict: 'unproven', reasons: [reason('forward')] });
  });
});
