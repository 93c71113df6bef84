// The cheap equivalence the proof trusts without looking further: two subschemas equal as JSON
// mean the same only in the same draft, with references that resolve alike, and with no dynamic
// reference (whose target depends on where it is reached from). Each pair that must not be taken
// as the same is shown by a payload ajv accepts on one side and rejects on the other.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../types.js';
import { compareSchemas } from '../compatibility.js';
import { Budget } from './context.js';
import { sameMeaning } from './same-meaning.js';
import { child, rootNode } from './schema-node.js';

const options = { strict: false, logger: false as const, validateSchema: false };
const D07 = 'http://json-schema.org/draft-07/schema#';
const D2019 = 'https://json-schema.org/draft/2019-09/schema';

describe('sameMeaning', () => {
  it('is false for the same subschema in draft-07 and in 2019-09: dependentRequired is a keyword of the second only', () => {
    const inner = { type: 'object', dependentRequired: { x: ['y'] } };
    const before = { $schema: D07, type: 'object', properties: { a: inner } };
    const after = { $schema: D2019, type: 'object', properties: { a: inner } };
    expect(new Ajv(options).validate(before, { a: { x: 1 } })).toBe(true);
    expect(new Ajv2019(options).validate(after, { a: { x: 1 } })).toBe(false);
    expect(sameMeaning(child(rootNode(before), 'properties', 'a')!, child(rootNode(after), 'properties', 'a')!, new Budget(1000))).toBe(false);
    expect(compareSchemas(before, after).backward.verdict).toBe('breaking');
  });

  it('is false for the same $ref text resolving to different definitions in two documents', () => {
    const before = { $defs: { t: { type: 'string' } }, properties: { a: { $ref: '#/$defs/t' } } };
    const after = { $defs: { t: { type: 'integer' } }, properties: { a: { $ref: '#/$defs/t' } } };
    const ajv = new Ajv2020(options);
    expect([ajv.validate(before, { a: 'x' }), ajv.validate(after, { a: 'x' })]).toEqual([true, false]);
    expect(sameMeaning(child(rootNode(before), 'properties', 'a')!, child(rootNode(after), 'properties', 'a')!, new Budget(1000))).toBe(false);
  });

  it('checks every reference of the subschema, not only the first', () => {
    const doc = (t: JsonValue): JsonValue => ({ $defs: { s: { type: 'string' }, t }, properties: { p: { allOf: [{ $ref: '#/$defs/s' }, { $ref: '#/$defs/t' }] } } });
    const before = doc({ type: 'string' });
    const after = doc({ type: 'string', maxLength: 1 });
    const ajv = new Ajv2020(options);
    expect([ajv.validate(before as object, { p: 'ab' }), ajv.validate(after as object, { p: 'ab' })]).toEqual([true, false]);
    expect(sameMeaning(child(rootNode(before), 'properties', 'p')!, child(rootNode(after), 'properties', 'p')!, new Budget(1000))).toBe(false);
    expect(compareSchemas(before, after).backward.verdict).toBe('breaking');
  });

  it('is true for a recursive schema and its copy (a reference cycle across two documents ends)', () => {
    const list = (): JsonValue => ({ $defs: { n: { type: 'object', properties: { next: { $ref: '#/$defs/n' }, v: { type: 'string' } } } }, $ref: '#/$defs/n' });
    expect(sameMeaning(rootNode(list()), rootNode(list()), new Budget(1000))).toBe(true);
    expect(compareSchemas(list(), list()).backward).toEqual({ verdict: 'proven', reasons: [] });
  });

  it('is false for a dynamic reference anywhere inside, even in an array after other entries', () => {
    for (const schema of [
      { allOf: [{ $dynamicRef: '#m' }, {}] },
      { allOf: [{}, { $dynamicRef: '#m' }] },
      { properties: { a: { $recursiveRef: '#' } } },
    ] as JsonValue[]) {
      expect(sameMeaning(rootNode(schema), rootNode(structuredClone(schema)), new Budget(1000)), JSON.stringify(schema)).toBe(false);
    }
    expect(sameMeaning(rootNode({ allOf: [{}, { type: 'string' }] }), rootNode({ allOf: [{}, { type: 'string' }] }), new Budget(1000))).toBe(true);
  });

  it('is false when a reference resolves to nothing on either side', () => {
    const broken = { properties: { a: { $ref: '#/$defs/missing' } } };
    expect(sameMeaning(rootNode(broken), rootNode(structuredClone(broken)), new Budget(1000))).toBe(false);
    const oneSided = (defs: JsonValue): JsonValue => ({ $defs: defs, properties: { a: { $ref: '#/$defs/t' } } });
    const a = child(rootNode(oneSided({ t: {} })), 'properties', 'a')!;
    const b = child(rootNode(oneSided({})), 'properties', 'a')!;
    expect([sameMeaning(a, b, new Budget(1000)), sameMeaning(b, a, new Budget(1000))]).toEqual([false, false]);
  });
});
