// The shortcut that judges one-value keywords without ajv must answer as ajv does: every schema of
// the table below is made only of such keywords (so the shortcut must answer), and each answer is
// compared with ajv's on values at and around each bound.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../types.js';
import { scalarAccepts, scalarRejecting } from './scalar-accepts.js';
import { rootNode } from './schema-node.js';

const ajv = new Ajv2020({ strict: false, logger: false, validateSchema: false });
const valid = (schema: JsonValue, value: JsonValue) => ajv.validate(schema as object, value) === true;

const SCHEMAS: JsonValue[] = [
  true, false, {},
  { type: 'string' }, { type: ['integer', 'null'] }, { type: 'number' },
  { enum: [1, 'a', null, [1], { b: 2 }] }, { const: 'a' }, { const: { b: 2 } },
  { minimum: 2 }, { maximum: 2 }, { exclusiveMinimum: 2 }, { exclusiveMaximum: 2 },
  { minLength: 2 }, { maxLength: 2 }, { pattern: '^a+$' },
  { type: 'integer', minimum: 0, maximum: 10, title: 'annotated', description: 'also' },
  { type: 'string', minLength: 1, maxLength: 3, pattern: 'b' },
  { $defs: { s: { type: 'string', maxLength: 1 } }, $ref: '#/$defs/s' },
  { $defs: { s: { $ref: '#/$defs/t' }, t: { enum: ['a', 'b'] } }, $ref: '#/$defs/s', minLength: 1 },
  { definitions: { s: { type: 'integer' } }, const: 'a' },
];
const VALUES: JsonValue[] = [null, true, 0, 1, 1.5, 2, 2.5, 3, -1, 'a', 'ab', 'aab', 'abc', 'abcd', '😀😀', 'b', [], [1], {}, { b: 2 }];

describe('scalarAccepts', () => {
  it.each(SCHEMAS.map((s) => [JSON.stringify(s), s]))('answers as ajv does for %s', (_, schema) => {
    for (const value of VALUES) expect(scalarAccepts(rootNode(schema), value), JSON.stringify(value)).toBe(valid(schema, value));
  });

  it('does not answer for a keyword it does not judge, a bound that is no number, or a reference to nothing', () => {
    for (const schema of [{ type: 'string', format: 'email' }, { minimum: '2' }, { maxLength: null }, { $ref: '#/$defs/none' }, { properties: {} }, { pattern: '(' }, { pattern: 5 }, { type: 'word' }, { type: [] }] as JsonValue[]) {
      expect(scalarAccepts(rootNode(schema), 'a'), JSON.stringify(schema)).toBeUndefined();
    }
  });

  it('does not answer through a chain of more than eight references', () => {
    const defs: Record<string, JsonValue> = { d9: { const: 'a' } };
    for (let i = 0; i < 9; i++) defs[`d${i}`] = { $ref: `#/$defs/d${i + 1}` };
    expect(valid({ $defs: defs, $ref: '#/$defs/d0' }, 'a')).toBe(true);
    expect(scalarAccepts(rootNode({ $defs: defs, $ref: '#/$defs/d0' }), 'a')).toBeUndefined();
    expect(scalarAccepts(rootNode({ $defs: defs, $ref: '#/$defs/d2' }), 'a')).toBe(true);
  });
});

describe('scalarRejecting', () => {
  it('names the first one-value keyword ajv rejects the value with, and none when ajv accepts it', () => {
    const schema = { type: 'string', minLength: 2, maxLength: 3, pattern: 'b' };
    for (const value of VALUES) {
      const keyword = scalarRejecting(rootNode(schema), value);
      if (valid(schema, value)) expect(keyword, JSON.stringify(value)).toBeUndefined();
      else {
        const first = Object.keys(schema).find((k) => !valid({ [k]: schema[k as keyof typeof schema] }, value));
        expect(keyword, JSON.stringify(value)).toBe(first);
      }
    }
    expect(scalarRejecting(rootNode(false), 1)).toBeUndefined();
    expect(scalarRejecting(rootNode({ format: 'email', maxLength: 1 }), 'abc')).toBe('maxLength');
  });
});
