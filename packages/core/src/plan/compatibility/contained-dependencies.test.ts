// Dependencies added on the new side break old payloads that carry the trigger without what it now
// asks for; the same or a weaker dependency, a trigger the old side forbids, or names the old side
// already requires keep the change proven. Each break is shown by a payload ajv checks, and each
// reason points at the keyword of the new schema that states the dependency.
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

const breaks = (before: JsonValue, after: JsonValue, payload: JsonValue): DirectionOutcome => {
  expect([valid(before, payload), valid(after, payload)], 'the payload is valid before and rejected after').toEqual([true, false]);
  const outcome = compareSchemas(before, after).backward;
  expect(outcome.verdict).toBe('breaking');
  for (const r of outcome.reasons.filter((x) => x.verdict === 'breaking')) expect([valid(before, r.witness!), valid(after, r.witness!)]).toEqual([true, false]);
  return outcome;
};
const proven = (before: JsonValue, after: JsonValue) => expect(compareSchemas(before, after).backward).toEqual({ verdict: 'proven', reasons: [] });
const O = { type: 'object' };

describe('dependentRequired and draft-07 dependencies lists', () => {
  it('object → dependentRequired a: [b, c] breaks with an a alone, naming both', () => {
    const outcome = breaks(O, { type: 'object', dependentRequired: { a: ['b', 'c'] } }, { a: 1 });
    expect(outcome.reasons).toEqual([expect.objectContaining({ pointer: '/dependentRequired', rule: 'dependent_required_added', message: 'when `a` is present, `b`, `c` must now be present too' })]);
  });

  it('required b → dependentRequired a: [b, c] names only c, and the witness keeps b', () => {
    const outcome = breaks({ type: 'object', required: ['b'] }, { type: 'object', required: ['b'], dependentRequired: { a: ['b', 'c'] } }, { a: 1, b: 1 });
    expect(outcome.reasons.map((r) => r.message)).toEqual(['when `a` is present, `c` must now be present too']);
  });

  it('the same dependency, or a weaker one, stays proven; in draft-07 too', () => {
    proven({ type: 'object', dependentRequired: { a: ['b', 'c'] } }, { type: 'object', dependentRequired: { a: ['b'] }, title: 't' });
    proven({ type: 'object', dependencies: { a: ['b'] } }, { type: 'object', dependentRequired: { a: ['b'] } });
    proven({ $schema: D07, type: 'object', dependencies: { a: ['b', 'c'] } }, { $schema: D07, type: 'object', dependencies: { a: ['c'] } });
  });

  it('a trigger the old side types is not a trigger it forbids: properties a → dependentRequired a: [b] breaks', () => {
    breaks({ type: 'object', properties: { a: { type: 'string' } } }, { type: 'object', properties: { a: { type: 'string' } }, dependentRequired: { a: ['b'] } }, { a: 'x' });
  });

  it('an old dependency that is weaker breaks with the trigger and what the old one asks: a: [c] → a: [c, b]', () => {
    const outcome = breaks({ type: 'object', dependentRequired: { a: ['c'] } }, { type: 'object', dependentRequired: { a: ['c', 'b'] } }, { a: 1, c: 1 });
    expect(outcome.reasons.map((r) => r.message)).toEqual(['when `a` is present, `b` must now be present too']);
  });

  it('a trigger the old side forbids needs nothing', () => {
    proven({ type: 'object', properties: { a: false } }, { type: 'object', dependentRequired: { a: ['b'] }, dependentSchemas: { a: { required: ['x'] } } });
  });

  it('draft-07: dependencies a: [b] breaks with an a alone, at /dependencies (the keyword the schema has)', () => {
    const after = { $schema: D07, type: 'object', dependencies: { a: ['b'] } };
    const outcome = breaks({ $schema: D07, type: 'object' }, after, { a: 1 });
    expect(outcome.reasons).toEqual([expect.objectContaining({ pointer: '/dependencies', rule: 'dependent_required_added' })]);
  });
});

describe('dependentSchemas and draft-07 dependencies schemas', () => {
  it('object → dependentSchemas a: required c breaks with an a alone', () => {
    const outcome = breaks(O, { type: 'object', dependentSchemas: { a: { required: ['c'] } } }, { a: 1 });
    expect(outcome.reasons).toEqual([expect.objectContaining({ pointer: '/dependentSchemas', rule: 'dependent_schema_added', message: 'when `a` is present, the object must now satisfy another schema' })]);
  });

  it('a stronger old dependency, or the same one, stays proven', () => {
    proven({ type: 'object', dependentSchemas: { a: { required: ['c', 'd'] } } }, { type: 'object', dependentSchemas: { a: { required: ['c'] } } });
    proven({ type: 'object', dependentSchemas: { a: { required: ['c'] } } }, { type: 'object', dependentSchemas: { a: { required: ['c'] } }, title: 't' });
  });

  it('an old dependency on another trigger does not count', () => {
    breaks({ type: 'object', dependentSchemas: { b: { required: ['c'] } } }, { type: 'object', dependentSchemas: { a: { required: ['c'] } } }, { a: 1 });
  });

  it('an old dependency that is weaker breaks with the trigger and what the old one asks', () => {
    const before = { type: 'object', dependentSchemas: { a: { required: ['c'] } } };
    breaks(before, { type: 'object', dependentSchemas: { a: { required: ['c', 'd'] } } }, { a: 1, c: 1 });
  });

  it('draft-07: dependencies c: required d breaks with a c alone, at /dependencies', () => {
    const after = { $schema: D07, type: 'object', dependencies: { c: { required: ['d'] } } };
    const outcome = breaks({ $schema: D07, type: 'object' }, after, { c: 1 });
    expect(outcome.reasons).toEqual([expect.objectContaining({ pointer: '/dependencies', rule: 'dependent_schema_added' })]);
  });
});
