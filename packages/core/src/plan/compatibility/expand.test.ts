// The old side's normal form: its cases together admit every payload the schema admits (checked
// with ajv on each value: some case has every node accept it), a combinator splits into as many
// cases as it has branches, and past 64 cases the expansion stops with TooManyCases.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../types.js';
import { Budget, BudgetExceeded } from './context.js';
import { expand, TooManyCases } from './expand.js';
import { accepts } from './payload-validators.js';
import { rootNode } from './schema-node.js';

const ajv = new Ajv2020({ strict: false, logger: false, validateSchema: false });
const cases = (schema: JsonValue) => expand([rootNode(schema)], new Budget(10_000));
const pointers = (schema: JsonValue) => cases(schema).map((c) => c.map((n) => n.pointer));

const SCHEMAS: JsonValue[] = [
  { anyOf: [{ type: 'string' }, { type: 'integer' }] },
  { oneOf: [{ type: 'string', maxLength: 2 }, { type: 'string', minLength: 2 }] },
  { allOf: [{ anyOf: [{ minimum: 3 }, { maximum: 0 }] }, { type: 'integer' }] },
  { if: { type: 'string' }, then: { maxLength: 2 }, else: { type: 'integer' } },
  { if: { type: 'string' }, then: { maxLength: 2 } },
  { if: { type: 'string' }, else: { type: 'integer' } },
  { $defs: { t: { anyOf: [{ type: 'null' }, { type: 'boolean' }] } }, $ref: '#/$defs/t' },
];
const VALUES: JsonValue[] = [null, true, 0, 1, 4, -1, 'a', 'abc', 'ab', 1.5, [], {}];

describe('expand', () => {
  it.each(SCHEMAS.map((s) => [JSON.stringify(s), s]))('every value ajv accepts under %s is accepted by every node of some case', (_, schema) => {
    for (const value of VALUES.filter((v) => ajv.validate(schema as object, v))) {
      expect(cases(schema).some((c) => c.every((n) => accepts(n, value) === true)), JSON.stringify(value)).toBe(true);
    }
  });

  it('splits anyOf and oneOf per branch, multiplies them, and keeps the schema itself in each case', () => {
    expect(pointers({ anyOf: [{}, {}], oneOf: [{}, {}, {}] })).toEqual([
      ['', '/anyOf/0', '/oneOf/0'], ['', '/anyOf/0', '/oneOf/1'], ['', '/anyOf/0', '/oneOf/2'],
      ['', '/anyOf/1', '/oneOf/0'], ['', '/anyOf/1', '/oneOf/1'], ['', '/anyOf/1', '/oneOf/2'],
    ]);
    expect(pointers({ anyOf: [] })).toEqual([['']]);
    expect(pointers({ type: 'string' })).toEqual([['']]);
    expect(pointers(true)).toEqual([['']]);
  });

  it('joins allOf and $ref into the case', () => {
    expect(pointers({ $defs: { t: {} }, $ref: '#/$defs/t', allOf: [{}, { anyOf: [{}, {}] }] })).toEqual([
      ['', '/$defs/t', '/allOf/0', '/allOf/1', '/allOf/1/anyOf/0'],
      ['', '/$defs/t', '/allOf/0', '/allOf/1', '/allOf/1/anyOf/1'],
    ]);
  });

  it('splits a conditional into the if-and-then case and the else case, with a missing arm as no constraint', () => {
    expect(pointers({ if: {}, then: {}, else: {} })).toEqual([['', '/if', '/then'], ['', '/else']]);
    expect(pointers({ if: {}, then: {} })).toEqual([['', '/if', '/then'], ['']]);
    expect(pointers({ if: {}, else: {} })).toEqual([['', '/if'], ['', '/else']]);
    expect(pointers({ if: {} })).toEqual([['']]);
    expect(pointers({ then: {}, else: {} })).toEqual([['']]);
  });

  it('follows a reference once around a cycle', () => {
    expect(pointers({ $defs: { a: { $ref: '#' } }, $ref: '#/$defs/a' })).toEqual([['', '/$defs/a']]);
    expect(cases({ $ref: '#' })).toHaveLength(1);
    expect(pointers({ $ref: '#/$defs/missing' })).toEqual([['']]);
  });

  it('allows 64 cases and refuses 65', () => {
    const branches = (n: number) => Array.from({ length: n }, (_, i): JsonValue => ({ const: i }));
    expect(cases({ anyOf: branches(64) })).toHaveLength(64);
    expect(() => cases({ anyOf: branches(65) })).toThrow(TooManyCases);
    expect(cases({ anyOf: branches(8), oneOf: branches(8) })).toHaveLength(64);
    expect(() => cases({ anyOf: branches(8), oneOf: branches(9) })).toThrow(TooManyCases);
  });

  it('spends a step of the budget on each node it expands', () => {
    const schema = { anyOf: [{}, {}] };
    expect(() => expand([rootNode(schema)], new Budget(2))).toThrow(BudgetExceeded);
    expect(expand([rootNode(schema)], new Budget(3))).toHaveLength(2);
  });
});
