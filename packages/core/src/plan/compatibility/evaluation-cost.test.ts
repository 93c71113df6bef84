// The bound on validation work counts each subschema a validator may visit, as a tree unfolds:
// here counted by hand for each applicator, for references, for a cycle through the payload, and
// for a reference fan-out whose unfolded size is 2^n, past which ajv is never run.
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../types.js';
import { compareSchemas } from '../compatibility.js';
import { evaluationCost, MAX_EVALUATION_COST } from './evaluation-cost.js';
import { rootNode } from './schema-node.js';

const cost = (schema: JsonValue) => evaluationCost(rootNode(schema));

describe('evaluationCost', () => {
  it('is 1 for a schema without subschemas, and 1 more for each subschema of each applicator', () => {
    expect(cost(true)).toBe(1);
    expect(cost({ type: 'string', minLength: 1 })).toBe(1);
    for (const key of ['not', 'if', 'then', 'else', 'items', 'contains', 'additionalProperties', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties']) {
      expect(cost({ [key]: { type: 'string' } }), key).toBe(2);
      expect(cost({ [key]: false }), key).toBe(2);
      expect(cost({ [key]: 'string' }), key).toBe(1);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items']) expect(cost({ [key]: [{}, true, { not: {} }] }), key).toBe(5);
    for (const key of ['properties', 'patternProperties', 'dependentSchemas', 'dependencies']) expect(cost({ [key]: { a: {}, b: { not: {} } } }), key).toBe(4);
    const D07 = 'http://json-schema.org/draft-07/schema#';
    expect(cost({ $schema: D07, additionalItems: { type: 'string' } })).toBe(2);
    expect(cost({ $schema: D07, additionalItems: false })).toBe(2);
  });

  it('counts nothing under a word of another draft, which the validator ignores (it once threw, so the document was never validated)', () => {
    expect(cost({ additionalItems: { not: {} }, dependentSchemas: { a: {} } })).toBe(2);
    expect(cost({ $schema: 'http://json-schema.org/draft-07/schema#', prefixItems: [{}], unevaluatedItems: {}, dependentSchemas: { a: {} }, items: {} })).toBe(2);
  });

  it('does not count a list of names under dependencies as a subschema', () => {
    expect(cost({ dependencies: { a: ['b', 'c'], d: { required: ['e'] } } })).toBe(2);
  });

  it('follows a $ref to its target, and counts a reference to nothing as nothing', () => {
    expect(cost({ $defs: { t: { not: {} } }, $ref: '#/$defs/t' })).toBe(3);
    expect(cost({ $ref: '#/$defs/missing' })).toBe(1);
  });

  it('is exact up to the limit and just above it past the limit', () => {
    const wide = (n: number): JsonValue => ({ properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, {}])) });
    expect(cost(wide(MAX_EVALUATION_COST - 1))).toBe(MAX_EVALUATION_COST);
    expect(cost(wide(MAX_EVALUATION_COST))).toBe(MAX_EVALUATION_COST + 1);
  });

  it('counts a cycle through the payload once', () => {
    expect(cost({ $defs: { n: { properties: { next: { $ref: '#/$defs/n' } } } }, $ref: '#/$defs/n' })).toBe(4);
  });

  it('counts a shared target each time it is reached: a fan-out of n levels costs 2^(n+1) - 1', () => {
    const fan = (n: number): JsonValue => {
      const defs: Record<string, JsonValue> = { [`d${n}`]: {} };
      for (let i = 0; i < n; i++) defs[`d${i}`] = { allOf: [{ $ref: `#/$defs/d${i + 1}` }, { $ref: `#/$defs/d${i + 1}` }] };
      return { $defs: defs, $ref: '#/$defs/d0' };
    };
    // root → d0 (1 + 1), each level: the node, its two allOf entries, each entry's target.
    const expected = (n: number): number => 1 + level(n);
    const level = (n: number): number => (n === 0 ? 1 : 1 + 2 * (1 + level(n - 1)));
    for (const n of [1, 2, 5, 10]) expect(cost(fan(n))).toBe(expected(n));
    expect(expected(16)).toBeGreaterThan(MAX_EVALUATION_COST);
    expect(cost(fan(16))).toBe(MAX_EVALUATION_COST + 1);
    expect(cost(fan(40))).toBe(MAX_EVALUATION_COST + 1);
  });

  it('a schema with a word of another draft is still validated: integer → maximum 5 breaks with a payload ajv rejects', () => {
    const options = { strict: false, logger: false as const, validateSchema: false };
    const D07 = 'http://json-schema.org/draft-07/schema#';
    const pairs: [JsonValue, JsonValue, Ajv | Ajv2020][] = [
      [{ type: 'integer', additionalItems: {} }, { type: 'integer', maximum: 5 }, new Ajv2020(options)],
      [{ $schema: D07, type: 'integer', prefixItems: [{}] }, { $schema: D07, type: 'integer', maximum: 5 }, new Ajv(options)],
    ];
    for (const [before, after, ajv] of pairs) {
      const outcome = compareSchemas(before, after).backward;
      expect(outcome.verdict, JSON.stringify(before)).toBe('breaking');
      const witness = outcome.reasons[0]!.witness!;
      expect([ajv.validate(before as object, witness), ajv.validate(after as object, witness)]).toEqual([true, false]);
    }
  });
});
