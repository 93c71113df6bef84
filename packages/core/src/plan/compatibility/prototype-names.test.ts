// A schema that names a property JavaScript finds on every object through its prototype is left
// unproven, wherever the name stands: as a key of a property map, in a list of names, or as a key
// of the schema itself. The oracle is Object.prototype, and a pair where ajv shows the difference.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../types.js';
import { compareSchemas } from '../compatibility.js';
import { prototypeName } from './prototype-names.js';

const parsed = (text: string) => JSON.parse(text) as JsonValue;
const inherited = Object.getOwnPropertyNames(Object.prototype);

describe('prototypeName', () => {
  it.each<[string, JsonValue, string]>([
    ['a property map', { properties: { a: {}, toString: {} } }, 'properties'],
    ['required', { required: ['a', 'valueOf'] }, 'required'],
    ['dependentRequired keys', { dependentRequired: { constructor: ['a'] } }, 'dependentRequired'],
    ['dependentRequired lists', { dependentRequired: { a: ['hasOwnProperty'] } }, 'dependentRequired'],
    ['dependencies lists', { dependencies: { a: ['isPrototypeOf'] } }, 'dependencies'],
    ['dependentSchemas keys', { dependentSchemas: { propertyIsEnumerable: {} } }, 'dependentSchemas'],
    ['inside allOf after another branch', { allOf: [{ required: ['a'] }, { properties: { toLocaleString: {} } }] }, 'properties'],
    ['deep inside items', { items: { items: { required: ['__defineGetter__'] } } }, 'required'],
  ])('finds the name in %s', (_, schema, keyword) => {
    const found = prototypeName(schema);
    expect(found?.keyword).toBe(keyword);
    expect(inherited).toContain(found?.name);
  });

  it('finds an own __proto__ key of the schema', () => {
    expect(prototypeName(parsed('{"type":"object","__proto__":{}}'))).toEqual({ keyword: '__proto__', name: '__proto__' });
  });

  it('finds nothing in names that are not inherited, nor in values that are not names', () => {
    for (const schema of [
      { properties: { a: {}, proto: {} }, required: ['a', 'Constructor'] },
      { enum: ['toString', 'constructor'] },
      { const: 'valueOf' },
      { pattern: 'toString' },
      { required: [1, null] },
      { dependencies: { a: { required: ['b'] } } },
      ['a', 1, null, true],
      'toString',
    ] as JsonValue[]) {
      expect(prototypeName(schema), JSON.stringify(schema)).toBeUndefined();
    }
  });

  it('scans 64 levels deep, and past that gives up and says so (unproven, not passed over)', () => {
    let deep: JsonValue = { required: ['a'] };
    let shallow: JsonValue = { required: ['a'] };
    for (let i = 0; i < 64; i++) deep = { items: deep };
    for (let i = 0; i < 63; i++) shallow = { items: shallow };
    expect(prototypeName(deep)).toEqual({ keyword: 'schema', name: '(nested too deeply to scan)' });
    expect(prototypeName(shallow)).toBeUndefined();
  });

  it('leaves a change unproven when only the new side names toString, though ajv tells the two apart', () => {
    const ajv = new Ajv2020({ strict: false, logger: false, validateSchema: false });
    const before = { type: 'object' };
    const after = { type: 'object', required: ['toString'] };
    expect(ajv.validate(after, {})).toBe(true);
    const outcome = compareSchemas(before, after).backward;
    expect(outcome.verdict).not.toBe('proven');
    expect(outcome.reasons.map((r) => r.keyword)).toEqual(['required']);
  });
});
