// ajv as the judge of witnesses, where ajv itself fails: a schema it refuses to compile, or a
// validator that throws on a payload (a root it re-enters without consuming the payload overflows
// the stack). Either is "ajv cannot decide": never a throw, and the relation stays unproven at the
// keywords where its proof stopped, not one blanket "could not be analysed".
import { describe, expect, it } from 'vitest';
import type { DirectionOutcome, JsonValue } from '../../types.js';
import { compareSchemas } from '../compatibility.js';
import { accepts, rejectingKeyword } from './payload-validators.js';
import { rootNode } from './schema-node.js';

/**
 * Strings re-enter the root forever (ajv overflows the stack); other values meet `else`. ajv's
 * validators are cached by schema text and a throwing one is never run again, so each test
 * passes its own `description` and sees a validator no other test has run (tests run shuffled); the other schemas below likewise.
 */
const loopingOnStrings = (description: string): JsonValue => ({ description, if: { type: 'string' }, then: { $ref: '#' }, else: { type: 'integer', maximum: 5 } });
/** ajv refuses to compile it: the only anchor `t` sits inside `examples`, no schema position. */
const uncompilable = (description: string): JsonValue => ({ description, examples: [{ $anchor: 't', type: 'integer' }], $ref: '#t' });
/** ajv refuses to add it at all: one `$id` names two different subschemas. */
const unaddable = (description: string): JsonValue => ({
  description,
  $defs: { a: { $id: 'https://example.com/x', type: 'string' }, b: { $id: 'https://example.com/x', type: 'integer' } },
  type: 'integer', maximum: 5,
});

const keywords = (outcome: DirectionOutcome) => outcome.reasons.map((r) => `${r.pointer} ${r.verdict === 'unproven' ? r.keyword : r.rule}`);

describe('accepts, when ajv cannot decide', () => {
  it('answers undefined for a payload on which the validator throws, and afterwards, without throwing', () => {
    const node = rootNode(loopingOnStrings('accepts'));
    expect(accepts(node, 4)).toBe(true);
    expect(accepts(node, 6)).toBe(false);
    expect(() => accepts(node, 'text')).not.toThrow();
    expect(accepts(rootNode(loopingOnStrings('accepts')), 'text')).toBeUndefined();
    expect(() => rejectingKeyword(rootNode(loopingOnStrings('rejectingKeyword')), 'text')).not.toThrow();
    expect(rejectingKeyword(rootNode(loopingOnStrings('rejectingKeyword')), 6)).toBeUndefined();
  });

  it('answers undefined for a schema ajv refuses to compile, or to add', () => {
    expect(accepts(rootNode(uncompilable('accepts')), 1)).toBeUndefined();
    expect(rejectingKeyword(rootNode(uncompilable('rejectingKeyword')), 'x')).toBeUndefined();
    expect(accepts(rootNode(unaddable('accepts')), 1)).toBeUndefined();
    expect(rejectingKeyword(rootNode(unaddable('rejectingKeyword')), 'x')).toBeUndefined();
  });
});

describe('a relation judged by a validator that fails', () => {
  it('stays unproven where its proof stopped when the new schema loops on strings', () => {
    // Forward: payloads of the new schema must pass the old one. Strings (which make ajv throw)
    // and 4 or 5 (the lowered maximum) do not; a throw must not turn that into a blanket reason.
    const forward = compareSchemas({ type: 'integer', maximum: 3 }, loopingOnStrings('compare')).forward;
    expect(forward.verdict).not.toBe('proven');
    expect(keywords(forward)).toContain('/maximum maximum');
    expect(keywords(forward)).not.toContain(' schema');
  });

  it('stays unproven at the reference when the new schema does not compile', () => {
    const backward = compareSchemas({ type: 'integer' }, uncompilable('compare')).backward;
    expect(backward.verdict).toBe('unproven');
    expect(keywords(backward)).toEqual(['/$ref $ref']);
  });

  it('stays unproven at the lowered bound when ajv refuses to add the schema', () => {
    // Forward: 4 and 5 pass the new schema's words, not the old maximum; ajv cannot confirm it.
    const forward = compareSchemas({ type: 'integer', maximum: 3 }, unaddable('compare')).forward;
    expect(forward.verdict).toBe('unproven');
    expect(keywords(forward)).toEqual(['/maximum maximum']);
  });
});
