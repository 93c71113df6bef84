// One direction's verdict from its reasons, and what a direction says when its proof runs out of
// work: a payload that breaks is still shown (checked here with ajv), otherwise the relation is
// unproven at the root, worded for its direction, naming the budget.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { BreakingReason, JsonValue, UnprovenReason } from '../../types.js';
import { compareSchemas } from '../compatibility.js';
import { compareDirection, directionOf } from './compare.js';

const ajv = new Ajv2020({ strict: false, logger: false, validateSchema: false });
const valid = (schema: JsonValue, value: JsonValue) => ajv.validate(schema as object, value) === true;

const breaking = (pointer: string): BreakingReason => ({ pointer, rule: 'type_narrowed', direction: 'backward', verdict: 'breaking', witness: pointer, message: 'm' });
const unproven = (pointer: string): UnprovenReason => ({ pointer, rule: 'unproven', direction: 'backward', verdict: 'unproven', keyword: 'pattern', message: 'm' });

describe('directionOf', () => {
  it('is proven with no reasons, unproven with only unproven ones', () => {
    expect(directionOf([])).toEqual({ verdict: 'proven', reasons: [] });
    expect(directionOf([unproven('/a'), unproven('/b')])).toEqual({ verdict: 'unproven', reasons: [unproven('/a'), unproven('/b')] });
  });

  it('is breaking with one breaking reason among unproven ones, which it puts first', () => {
    expect(directionOf([unproven('/a'), breaking('/b'), unproven('/c'), breaking('/d')])).toEqual({
      verdict: 'breaking', reasons: [breaking('/b'), breaking('/d'), unproven('/a'), unproven('/c')],
    });
  });
});

describe('a direction whose proof runs out of work', () => {
  const exhausted = (direction: string, from: string, to: string) => ({
    pointer: '', rule: 'unproven', direction, verdict: 'unproven', keyword: 'budget',
    message: `not proven that every payload valid in the ${from} schema stays valid in the ${to} one (/: the schemas are too large or too deeply nested to compare within the work budget); `
      + 'no payload that breaks was found either, so the change is not treated as compatible',
  });

  it('still shows a payload that breaks: the search for one has work of its own', () => {
    const before = { type: 'integer' };
    const after = { type: 'integer', maximum: 5 };
    const result = compareSchemas(before, after, { budget: 1 });
    expect(result.backward.verdict).toBe('breaking');
    const [reason] = result.backward.reasons as readonly BreakingReason[];
    expect([valid(before, reason!.witness), valid(after, reason!.witness)]).toEqual([true, false]);
    expect(result.forward).toEqual({ verdict: 'unproven', reasons: [exhausted('forward', 'new', 'old')] });
    // The payload comes from the old schema's values: the new one's would all pass it.
    const constant = compareSchemas({ const: 'zebra' }, { enum: ['a', 'b'] }, { budget: 1 }).backward;
    expect(constant).toEqual({
      verdict: 'breaking',
      reasons: [{ pointer: '', rule: 'unproven', direction: 'backward', verdict: 'breaking', witness: 'zebra', message: 'the schemas are too large or too deeply nested to compare within the work budget' }],
    });
  });

  it('is unproven at the root, worded for each direction, when no payload breaks it', () => {
    const before = { type: 'integer', maximum: 3 };
    const after = { type: 'integer', maximum: 5 };
    const result = compareSchemas(before, after, { budget: 1 });
    expect(result.backward).toEqual({ verdict: 'unproven', reasons: [exhausted('backward', 'old', 'new')] });
    expect(result.forward.verdict).toBe('breaking');
    const [reason] = result.forward.reasons as readonly BreakingReason[];
    expect([valid(after, reason!.witness), valid(before, reason!.witness)]).toEqual([true, false]);
    // With the default budget the same change is proven.
    expect(compareSchemas(before, after).backward.verdict).toBe('proven');
  });
});

describe('the reasons of a direction', () => {
  it('name each place once, though several cases of the old schema fail there alike', () => {
    // Both cases of `anyOf` (any string, a non-empty string) meet the new maxLength the same way.
    const union = compareSchemas({ anyOf: [{ type: 'string' }, { type: 'string', minLength: 1 }] }, { type: 'string', maxLength: 3 }).backward;
    expect(union.reasons.map((r) => [r.pointer, r.rule])).toEqual([['/maxLength', 'bound_tightened']]);
    const items = compareSchemas({ type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'string', maxLength: 2 }] } }, { type: 'array', items: { type: 'string', minLength: 1 } }).backward;
    expect(items.reasons.map((r) => [r.pointer, r.rule])).toEqual([['/items/minLength', 'bound_tightened']]);
  });
});

describe('compareDirection', () => {
  it('takes an absent schema as one that accepts every payload', () => {
    const narrowed = compareDirection(undefined, { type: 'string' }, 'backward');
    expect(narrowed.verdict).toBe('breaking');
    const [reason] = narrowed.reasons as readonly BreakingReason[];
    expect(valid({ type: 'string' }, reason!.witness)).toBe(false);
    expect(compareDirection({ type: 'string' }, undefined, 'backward')).toEqual({ verdict: 'proven', reasons: [] });
  });

  it('shows a payload that breaks a schema naming a prototype property, though the proof is not attempted', () => {
    // The payload comes from the old schema's values ({a: 'x'}): the new one's would all fail the old.
    const before = { type: 'object', properties: { a: { const: 'x' } }, required: ['a'] };
    const after = { type: 'object', properties: { toString: { type: 'string' }, a: { const: 'y' } } };
    const backward = compareSchemas(before, after).backward;
    expect(backward.verdict).toBe('breaking');
    const [reason] = backward.reasons as readonly BreakingReason[];
    expect(reason).toMatchObject({
      pointer: '', rule: 'unproven', direction: 'backward',
      message: 'property name "toString" is looked up by the validator through the JavaScript prototype, which is not analysed',
    });
    expect([valid(before, reason!.witness), valid(after, reason!.witness)]).toEqual([true, false]);
  });
});
