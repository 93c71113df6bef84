// The vocabulary's three questions, answered against ajv (the validator capctl runs) and the
// drafts' texts: which words are keywords of a draft, which of those the validator enforces, and
// what a schema object keeps when read in a draft (its keywords, nothing else, the input untouched).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../types.js';
import { createAjv } from './payload-validators.js';
import type { Draft } from './schema-node.js';
import { draftKeywords, enforced, keywordIn } from './vocabulary.js';

const DRAFTS: Draft[] = ['07', '2019', '2020'];
/** Does ajv for `draft` reject `{}` under `{[name]: value}`? Then the draft's validator enforces `name`. */
const rejectsEmpty = (draft: Draft, name: string, value: unknown) => createAjv(draft).validate({ [name]: value }, {}) === false;

describe('keywordIn', () => {
  it('knows a keyword only in the drafts that define it', () => {
    const where = (name: string) => DRAFTS.filter((draft) => keywordIn(draft, name) !== undefined);
    expect(where('type')).toEqual(DRAFTS);
    expect(where('prefixItems')).toEqual(['2020']);
    expect(where('additionalItems')).toEqual(['07', '2019']);
    expect(where('dependentRequired')).toEqual(['2019', '2020']);
    expect(where('$anchor')).toEqual(['2019', '2020']);
  });

  it('knows no word that is no keyword, nor a name every JavaScript object has', () => {
    for (const draft of DRAFTS) {
      for (const name of ['colour', '', 'toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']) expect(keywordIn(draft, name), `${draft}: ${name}`).toBeUndefined();
    }
  });

  it('says what a keyword is: minLength constrains strings only, properties applies to objects', () => {
    expect(keywordIn('2020', 'minLength')).toEqual(expect.objectContaining({ kind: 'assertion', only: 'string' }));
    expect(keywordIn('07', 'properties')).toEqual(expect.objectContaining({ kind: 'applicator', only: 'object' }));
    expect(keywordIn('2019', 'title')).toEqual(expect.objectContaining({ kind: 'annotation', handler: null }));
  });
});

describe('enforced', () => {
  it('is true for the assertions and applicators of the draft, which ajv does enforce', () => {
    const cases: [Draft, string, unknown][] = [
      ['2020', 'type', 'string'], ['2020', 'minProperties', 1], ['2020', 'required', ['a']], ['07', 'required', ['a']],
      ['2020', 'not', {}], ['2019', 'allOf', [false]], ['2020', 'anyOf', [false]], ['07', 'enum', [1]],
    ];
    for (const [draft, name, value] of cases) {
      expect(rejectsEmpty(draft, name, value), `ajv ${draft} enforces ${name}`).toBe(true);
      expect(enforced(draft, name), `${draft}: ${name}`).toBe(true);
    }
    expect(enforced('2020', 'prefixItems')).toBe(true);
    expect(enforced('07', 'additionalItems')).toBe(true);
  });

  it('is true for $async, which makes the validator answer with a promise', () => {
    const validate = createAjv('2020').compile({ $async: true, type: 'object' });
    expect(validate({})).toBeInstanceOf(Promise);
    for (const draft of DRAFTS) expect(enforced(draft, '$async'), draft).toBe(true);
  });

  it('is false for annotations, for words that only identify or hold schemas, and for words of another draft', () => {
    const cases: [Draft, string, unknown][] = [
      ['2020', 'title', 't'], ['2020', 'description', 'd'], ['2020', 'default', 1], ['2020', 'examples', [1]], ['2019', 'deprecated', true],
      ['2020', '$comment', 'c'], ['2020', '$defs', { a: false }], ['07', 'definitions', { a: false }], ['2020', '$id', 'https://example.org/s'],
      ['2020', '$schema', 'https://json-schema.org/draft/2020-12/schema'], ['07', 'prefixItems', [false]], ['2020', 'additionalItems', false],
      ['07', 'dependentRequired', { a: ['b'] }], ['2020', 'colour', 'red'],
    ];
    for (const [draft, name, value] of cases) {
      expect(rejectsEmpty(draft, name, value), `ajv ${draft} accepts {} under ${name}`).toBe(false);
      expect(enforced(draft, name), `${draft}: ${name}`).toBe(false);
    }
    expect(enforced('2019', 'readOnly')).toBe(false);
    expect(enforced('2020', 'toString')).toBe(false);
  });
});

describe('draftKeywords', () => {
  it('leaves out every word that is not a keyword of the draft, and keeps every keyword', () => {
    const schema: JsonObject = { type: 'array', prefixItems: [{}], additionalItems: false, colour: 'red', minItems: 1 };
    expect(draftKeywords(schema, '2020')).toEqual({ type: 'array', prefixItems: [{}], minItems: 1 });
    expect(draftKeywords(schema, '07')).toEqual({ type: 'array', additionalItems: false, minItems: 1 });
    expect(draftKeywords(schema, '2019')).toEqual({ type: 'array', additionalItems: false, minItems: 1 });
  });

  it('never changes the schema it reads, and answers the same when asked again', () => {
    const schema: JsonObject = { type: 'string', colour: 'red', nullable: true, toString: 'x' };
    const copy = structuredClone(schema);
    const first = draftKeywords(schema, '2020');
    expect(first).toEqual({ type: 'string', nullable: true });
    expect(schema).toEqual(copy);
    expect(draftKeywords(schema, '2020')).toEqual(first);
    expect(draftKeywords(schema, '07')).toEqual({ type: 'string', nullable: true });
    expect(schema).toEqual(copy);
  });

  it('keeps a schema of keywords only as it is', () => {
    const schema: JsonObject = { type: 'object', properties: { a: {} }, required: ['a'] };
    expect(draftKeywords(schema, '07')).toEqual({ type: 'object', properties: { a: {} }, required: ['a'] });
    expect(draftKeywords({}, '2020')).toEqual({});
  });
});
