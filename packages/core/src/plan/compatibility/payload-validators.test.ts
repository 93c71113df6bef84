// ajv as the judge of witnesses, where ajv itself fails: a schema it refuses to compile, or a
// validator that throws on a payload (a root it re-enters without consuming the payload overflows
// the stack). Either is "ajv cannot decide": never a throw, and the relation stays unproven at the
// keywords where its proof stopped, not one blanket "could not be analysed".
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DirectionOutcome, JsonValue } from '../../types.js';
import { compareSchemas } from '../compatibility.js';
import { accepts, createAjv, judge, MAX_DOCUMENTS, rejectingKeyword, validatorOf } from './payload-validators.js';
import { child, rootNode } from './schema-node.js';

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

const D07 = 'http://json-schema.org/draft-07/schema#';
/**
 * A description no document compiled before has: validators are cached by document text for the
 * life of the process, so each call of a test below compiles its documents anew.
 */
const fresh = (what: string): string => `${what} ${randomUUID()}`;

describe('createAjv', () => {
  it('makes a validator of each draft with formats and format limits, reading words it does not know as nothing', () => {
    for (const draft of ['07', '2019', '2020'] as const) {
      const ajv = createAjv(draft);
      const email = ajv.compile({ type: 'string', format: 'email' });
      expect([email('a@example.com'), email('not an address')], draft).toEqual([true, false]);
      const date = ajv.compile({ type: 'string', format: 'date', formatMaximum: '2024-12-31' });
      expect([date('2024-01-01'), date('2025-01-01')], draft).toEqual([true, false]);
      const annotated = ajv.compile({ type: 'integer', 'x-unit': 'ms', format: 'no-such-format' });
      expect([annotated(1), annotated('a')], draft).toEqual([true, false]);
      // The meta-schema refuses a negative length; the keyword can still be read.
      const negative = ajv.compile({ type: 'string', minLength: -1 });
      expect([negative(''), negative(1)], draft).toEqual([true, false]);
    }
    const tuple = { items: [{ type: 'string' }], additionalItems: false };
    expect(createAjv('07').compile(tuple)(['a', 'b'])).toBe(false);
    expect(createAjv('2019').compile(tuple)(['a', 'b'])).toBe(false);
    expect(createAjv('2019').compile({ dependentRequired: { a: ['b'] } })({ a: 1 })).toBe(false);
    expect(createAjv('07').compile({ dependentRequired: { a: ['b'] } })({ a: 1 })).toBe(true);
    expect(createAjv('2020').compile({ prefixItems: [{ type: 'string' }], items: false })(['a'])).toBe(true);
  });
});
const D2019 = 'https://json-schema.org/draft/2019-09/schema';

describe('accepts, as the validator of each draft', () => {
  it('reads a tuple as its draft says', () => {
    // draft-07 and 2019-09: `items` as a list gives positions, `additionalItems` the rest;
    // 2020-12: `prefixItems` gives positions, and the earlier drafts do not know the word.
    const tuple07 = rootNode({ $schema: D07, description: fresh('tuple'), items: [{ type: 'string' }], additionalItems: false });
    expect([accepts(tuple07, ['a']), accepts(tuple07, ['a', 'b']), accepts(tuple07, [1])]).toEqual([true, false, false]);
    const tuple2019 = rootNode({ $schema: D2019, description: fresh('tuple'), items: [{ type: 'string' }], additionalItems: false });
    expect([accepts(tuple2019, ['a']), accepts(tuple2019, ['a', 'b']), accepts(tuple2019, [1])]).toEqual([true, false, false]);
    const tuple2020 = rootNode({ description: fresh('tuple'), prefixItems: [{ type: 'string' }], items: false });
    expect([accepts(tuple2020, ['a']), accepts(tuple2020, ['a', 'b']), accepts(tuple2020, [1])]).toEqual([true, false, false]);
    // `prefixItems` is no word of draft-07: `items: false` then admits no item at all.
    const prefix07 = rootNode({ $schema: D07, description: fresh('tuple'), prefixItems: [{ type: 'string' }], items: false });
    expect([accepts(prefix07, []), accepts(prefix07, ['a'])]).toEqual([true, false]);
  });

  it('knows dependentRequired from 2019-09 on, and not in draft-07', () => {
    const schema = (draft: string): JsonValue => ({ $schema: draft, description: fresh('dependentRequired'), dependentRequired: { a: ['b'] } });
    expect(accepts(rootNode(schema(D2019)), { a: 1 })).toBe(false);
    expect(accepts(rootNode(schema('https://json-schema.org/draft/2020-12/schema')), { a: 1 })).toBe(false);
    expect(accepts(rootNode(schema(D07)), { a: 1 })).toBe(true);
  });

  it('checks formats and format limits, and ignores words it does not know', () => {
    const email = rootNode({ description: fresh('formats'), type: 'string', format: 'email' });
    expect([accepts(email, 'a@example.com'), accepts(email, 'not an address')]).toEqual([true, false]);
    const date = rootNode({ description: fresh('formats'), type: 'string', format: 'date', formatMaximum: '2024-12-31' });
    expect([accepts(date, '2024-01-01'), accepts(date, '2025-01-01')]).toEqual([true, false]);
    const annotated = rootNode({ description: fresh('unknown words'), type: 'integer', 'x-unit': 'ms', unit: { of: 'time' } });
    expect([accepts(annotated, 1), accepts(annotated, 'a')]).toEqual([true, false]);
  });

  it('compiles a schema its meta-schema refuses where each keyword can still be read', () => {
    // A negative `minLength` breaks the meta-schema, not the keyword: capctl judges payloads, not schemas.
    const node = rootNode({ description: fresh('meta-schema'), type: 'string', minLength: -1 });
    expect([accepts(node, ''), accepts(node, 1)]).toEqual([true, false]);
  });

  it('accepts everything under true and nothing under false, and cannot judge a root that is no schema', () => {
    expect([accepts(rootNode(true), 1), accepts(rootNode(true), { a: [] })]).toEqual([true, true]);
    expect([accepts(rootNode(false), 1), accepts(rootNode(false), null)]).toEqual([false, false]);
    for (const root of [null, 5, 'string', ['string']] as JsonValue[]) expect(accepts(rootNode(root), 'string'), JSON.stringify(root)).toBeUndefined();
  });

  it('judges a subschema where it sits in its document, whatever its property name', () => {
    // Names that a URI fragment must encode: `%` starts an escape, `%25` is one already.
    for (const name of ['a b', '50%', '%25', 'a/b', 'a~b', 'é', 'a#b']) {
      const root: JsonValue = { description: fresh('names'), type: 'object', properties: { [name]: { type: 'integer' }, other: { type: 'string' } } };
      const node = child(rootNode(root), 'properties', name)!;
      expect([accepts(node, 1), accepts(node, 'a')], name).toEqual([true, false]);
    }
    // The document first, then a subschema of it, twice: each answer is the subschema's own.
    const defs = rootNode({ description: fresh('defs'), $defs: { n: { type: 'integer', maximum: 3 } }, type: 'string' });
    const n = child(defs, '$defs', 'n')!;
    expect([accepts(defs, 3), accepts(defs, 'a'), accepts(n, 3), accepts(n, 4), accepts(n, 'a'), accepts(n, 3)]).toEqual([false, true, true, false, false, true]);
  });

  it('keeps two documents apart, and the same text as one', () => {
    const description = fresh('apart');
    const a = { description, type: 'integer' };
    const b = { description, type: 'string' };
    for (let round = 0; round < 2; round++) {
      expect([accepts(rootNode(a), 1), accepts(rootNode(b), 1)]).toEqual([true, false]);
      expect([accepts(rootNode(structuredClone(a)), 'a'), accepts(rootNode(structuredClone(b)), 'a')]).toEqual([false, true]);
    }
  });

  it('judges a synthetic node by its own schema, not by the document it came from', () => {
    const doc = rootNode({ description: fresh('synthetic'), anyOf: [{ type: 'string' }, { type: ['integer', 'null'] }] });
    const piece = { schema: { type: 'integer' }, doc: doc.doc, pointer: '/anyOf/1', synthetic: true };
    expect([accepts(piece, 1), accepts(piece, null), accepts(piece, 'a')]).toEqual([true, false, false]);
  });

  it('does not run a synthetic node whose own references fan out', () => {
    const defs: Record<string, JsonValue> = { d20: { type: 'object' } };
    for (let i = 0; i < 20; i++) defs[`d${i}`] = { allOf: [{ $ref: `#/$defs/d${i + 1}` }, { $ref: `#/$defs/d${i + 1}` }] };
    const doc = rootNode({ description: fresh('synthetic fan-out'), anyOf: [{ type: 'string' }] });
    const piece = { schema: { description: fresh('synthetic fan-out'), $defs: defs, $ref: '#/$defs/d0' }, doc: doc.doc, pointer: '/anyOf/0', synthetic: true };
    expect(accepts(piece, {})).toBeUndefined();
  });

  it('does not run a validator whose work could explode: a reference fan-out of 2^20 visits', () => {
    const defs: Record<string, JsonValue> = { d20: { type: 'object' } };
    for (let i = 0; i < 20; i++) defs[`d${i}`] = { allOf: [{ $ref: `#/$defs/d${i + 1}` }, { $ref: `#/$defs/d${i + 1}` }] };
    const node = rootNode({ description: fresh('fan-out'), $defs: defs, $ref: '#/$defs/d0' });
    expect(accepts(node, {})).toBeUndefined();
    expect(rejectingKeyword(node, 1)).toBeUndefined();
    // The same shape a few levels deep is validated.
    const small = rootNode({ description: fresh('fan-out'), $defs: { d0: { allOf: [{ $ref: '#/$defs/d1' }, { $ref: '#/$defs/d1' }] }, d1: { type: 'object' } }, $ref: '#/$defs/d0' });
    expect([accepts(small, {}), accepts(small, 1)]).toEqual([true, false]);
  });

  it('gives no verdict for an $async schema, whose validator answers with a promise', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const node = rootNode({ description: fresh('async'), $async: true, type: 'integer' });
      expect(accepts(node, 'not an integer')).toBeUndefined();
      expect(accepts(node, 1)).toBeUndefined();
      // A rejected promise nobody handles would be reported once the event loop turns.
      await new Promise((resolve) => setImmediate(resolve));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});

describe('rejectingKeyword', () => {
  it('names the keyword ajv rejects the value with, and none when it accepts it', () => {
    const node = rootNode({ description: fresh('rejecting'), type: 'integer', maximum: 5 });
    expect(rejectingKeyword(node, 7)).toBe('maximum');
    expect(rejectingKeyword(node, 'a')).toBe('type');
    expect(rejectingKeyword(node, 3)).toBeUndefined();
    expect(rejectingKeyword(rootNode(false), 3)).toBe(undefined);
  });
});

describe('judge', () => {
  it('answers as ajv does, with or without the one-value shortcut', () => {
    const scalar = rootNode({ description: fresh('judge'), type: 'integer', maximum: 5 });
    expect([judge(scalar, 5), judge(scalar, 6), judge(scalar, 'a')]).toEqual([true, false, false]);
    // `format` is no one-value keyword the shortcut reads: ajv answers.
    const email = rootNode({ description: fresh('judge'), type: 'string', format: 'email' });
    expect([judge(email, 'a@example.com'), judge(email, 'a')]).toEqual([true, false]);
    expect(judge(rootNode(uncompilable('judge')), 1)).toBeUndefined();
  });
});

describe('the validators kept', () => {
  it('are let go after MAX_DOCUMENTS new documents, so a long-running service does not grow', () => {
    const schema = { description: fresh('kept'), type: 'integer', maximum: 3 };
    const kept = validatorOf(rootNode(schema));
    expect(kept?.(3)).toBe(true);
    // The same document, and the same text in a new object, are not compiled again.
    expect(validatorOf(rootNode(schema))).toBe(kept);
    expect(validatorOf(rootNode(structuredClone(schema)))).toBe(kept);
    for (let i = 0; i < MAX_DOCUMENTS; i++) validatorOf(rootNode({ description: fresh('filler'), const: i }));
    const anew = validatorOf(rootNode(schema));
    expect(anew).not.toBe(kept);
    expect([anew?.(3), anew?.(4)]).toEqual([true, false]);
  });
});
