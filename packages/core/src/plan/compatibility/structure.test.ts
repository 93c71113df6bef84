// Which subschema applies to a property or an array position, by the JSON Schema drafts' rules:
// listed properties and matching patterns before the fallback, tuple positions before the rest
// (`prefixItems`/`items` in 2020-12, array `items`/`additionalItems` before), and `unevaluated*`
// only where no in-place applicator evaluates. Expected pointers come from the drafts' text.
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../types.js';
import { rootNode } from './schema-node.js';
import { additionalNode, itemNode, itemPointer, itemsCoverAll, prefixLength, propertyNodes, regexOf, unevaluatedIsPlain, unevaluatedItemsArePlain } from './structure.js';

const D07 = 'http://json-schema.org/draft-07/schema#';
const D2019 = 'https://json-schema.org/draft/2019-09/schema';
const props = (schema: JsonValue, name: string) => propertyNodes(rootNode(schema), name).map((n) => n.pointer);
const item = (schema: JsonValue, i: number) => itemNode(rootNode(schema), i)?.pointer;

describe('properties', () => {
  const schema = { properties: { a: {} }, patternProperties: { '^a': {}, 'b$': {} }, additionalProperties: false };
  it('applies the listed schema and every matching pattern, else the fallback', () => {
    expect(props(schema, 'a')).toEqual(['/properties/a', '/patternProperties/^a']);
    expect(props(schema, 'ab')).toEqual(['/patternProperties/^a', '/patternProperties/b$']);
    expect(props(schema, 'c')).toEqual(['/additionalProperties']);
    expect(props({}, 'c')).toEqual([]);
    expect(props({ patternProperties: { '(': {} } }, '(')).toEqual([]);
  });

  it('falls back to unevaluatedProperties only where no in-place applicator evaluates', () => {
    expect(props({ unevaluatedProperties: false }, 'c')).toEqual(['/unevaluatedProperties']);
    for (const k of ['allOf', 'anyOf', 'oneOf', '$ref', '$dynamicRef', '$recursiveRef', 'if', 'dependentSchemas', 'dependencies', 'not']) {
      const applicator: Record<string, JsonValue> = { [k]: k.endsWith('Of') ? [{}] : k === 'dependentSchemas' || k === 'dependencies' ? { a: {} } : k.startsWith('$') ? '#' : {} };
      expect(unevaluatedIsPlain(rootNode(applicator)), k).toBe(false);
      expect(props({ ...applicator, unevaluatedProperties: false }, 'c'), k).toEqual([]);
    }
    expect(additionalNode(rootNode({ additionalProperties: {}, unevaluatedProperties: false }))?.pointer).toBe('/additionalProperties');
  });
});

describe('array positions', () => {
  it('2020-12: prefixItems, then items, then a plain unevaluatedItems', () => {
    const s = { prefixItems: [{}, {}], items: false };
    expect([item(s, 0), item(s, 1), item(s, 2), item(s, 9)]).toEqual(['/prefixItems/0', '/prefixItems/1', '/items', '/items']);
    expect(prefixLength(rootNode(s))).toBe(2);
    expect([itemPointer(rootNode(s), 1), itemPointer(rootNode(s), 2)]).toEqual(['/prefixItems/1', '/items']);
    expect(item({ prefixItems: [{}], unevaluatedItems: false }, 1)).toBe('/unevaluatedItems');
    expect(item({ prefixItems: [{}], contains: {}, unevaluatedItems: false }, 1)).toBeUndefined();
    expect(item({ prefixItems: [{}] }, 1)).toBeUndefined();
    expect(prefixLength(rootNode({ items: [{}, {}] }))).toBe(0);
  });

  it('draft-07 and 2019-09: array items, then additionalItems; a single items applies everywhere', () => {
    for (const $schema of [D07, D2019]) {
      const s = { $schema, items: [{}, {}], additionalItems: false };
      expect([item(s, 0), item(s, 1), item(s, 2)]).toEqual(['/items/0', '/items/1', '/additionalItems']);
      expect(prefixLength(rootNode(s))).toBe(2);
      expect([itemPointer(rootNode(s), 1), itemPointer(rootNode(s), 2)]).toEqual(['/items/1', '/additionalItems']);
      expect([item({ $schema, items: {} }, 0), item({ $schema, items: {} }, 5)]).toEqual(['/items', '/items']);
      expect(itemPointer(rootNode({ $schema, items: {} }), 3)).toBe('/items');
      expect(prefixLength(rootNode({ $schema, prefixItems: [{}] }))).toBe(0);
    }
    expect(item({ $schema: D2019, items: [{}], unevaluatedItems: false }, 1)).toBe('/unevaluatedItems');
    expect(item({ $schema: D2019, unevaluatedItems: false }, 0)).toBe('/unevaluatedItems');
    expect(item({ $schema: D2019, items: [{}] }, 1)).toBeUndefined();
  });

  it('items covers every position in 2020-12 when present, and before only as one schema or with additionalItems', () => {
    expect(itemsCoverAll(rootNode({ items: {} }))).toBe(true);
    expect(itemsCoverAll(rootNode({ prefixItems: [{}] }))).toBe(false);
    expect(itemsCoverAll(rootNode({ $schema: D2019, items: {} }))).toBe(true);
    expect(itemsCoverAll(rootNode({ $schema: D2019, items: [{}] }))).toBe(false);
    expect(itemsCoverAll(rootNode({ $schema: D2019, items: [{}], additionalItems: {} }))).toBe(true);
    expect(itemsCoverAll(rootNode({ $schema: D2019 }))).toBe(false);
    expect(unevaluatedItemsArePlain(rootNode({ items: {} }))).toBe(true);
    expect(unevaluatedItemsArePlain(rootNode({ contains: {} }))).toBe(false);
  });
});

describe('regexOf', () => {
  it('compiles as ajv does (Unicode), and gives null for a pattern that does not compile', () => {
    expect(regexOf('^.$')?.test('😀')).toBe(true);
    expect(regexOf('\\p{L}')?.test('é')).toBe(true);
    expect(regexOf('(')).toBeNull();
    expect(regexOf('\\-')).toBeNull();
    expect(regexOf('(')).toBeNull();
  });
});
