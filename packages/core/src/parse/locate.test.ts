import { describe, expect, it } from 'vitest';
import { yamlText } from '../testing/index.js';
import { createLocator } from './locate.js';

const text = yamlText(
  'actions:',
  '  - variant: a',
  '    aliases: [x, "y/z"]',
  '    schema:',
  '  - variant: b',
  '    schema: &s {type: object}',
  '    other: *s',
  '    "a/b~c": 1',
);

describe('createLocator', () => {
  const locator = createLocator(text);

  it('finds values, keys, list items and escaped segments', () => {
    expect(locator.position('/actions/0/variant')).toEqual({ line: 2, column: 14 });
    expect(locator.position('/actions/0/variant', true)).toEqual({ line: 2, column: 5 });
    expect(locator.position('/actions/0/aliases/1')).toEqual({ line: 3, column: 18 });
    expect(locator.position('/actions/1/a~1b~0c', true)).toEqual({ line: 8, column: 5 });
    expect(locator.position('/actions/1')).toEqual({ line: 5, column: 5 });
    expect(locator.position('/actions/1/other/type')).toEqual({ line: 6, column: 23 });
  });

  it('points an empty value at its key, and a missing path at its deepest existing parent', () => {
    expect(locator.position('/actions/0/schema')).toEqual({ line: 4, column: 5 });
    expect(locator.position('/actions/1/missing')).toEqual({ line: 5, column: 5 });
    expect(locator.position('/actions/7/variant')).toEqual({ line: 2, column: 3 });
  });

  it('gives the pointer of the node at an offset', () => {
    expect(locator.pointerAt(text.indexOf('"y/z"'))).toBe('/actions/0/aliases/1');
    expect(locator.pointerAt(text.indexOf('variant: b'))).toBe('/actions/1/variant');
    expect(locator.pointerAt(0)).toBe('/actions');
  });

  it('locates JSON text too', () => {
    const json = createLocator('{\n  "actions": [\n    {"variant": "a"}\n  ]\n}');
    expect(json.position('/actions/0/variant')).toEqual({ line: 3, column: 17 });
  });
});
