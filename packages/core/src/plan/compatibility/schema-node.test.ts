// A subschema seen in its document: the draft a `$schema` names, `child`'s walk by keyword (RFC 6901
// pointers, words of the draft only) and `resolveRef`, which answers a node only where ajv resolves
// the reference to that very subschema (checked with ajv on probe values) and a problem otherwise.
import { Ajv } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '../../types.js';
import { child, draftOf, keywordsOf, resolveRef, rootNode, type SchemaNode } from './schema-node.js';

const D07 = 'http://json-schema.org/draft-07/schema#';
const D2019 = 'https://json-schema.org/draft/2019-09/schema';
const opts = { strict: false, logger: false, validateSchema: false } as const;
// A fresh validator per check: documents with the same `$id` would clash in one.
const validator = { '07': () => new Ajv(opts), '2019': () => new Ajv2019(opts), '2020': () => new Ajv2020(opts) };
const PROBES: JsonValue[] = [null, true, 0, 7, 2.5, '', 'abc', [], [1], {}, { a: 1 }];

const problem = (r: ReturnType<typeof resolveRef>): string => ('problem' in r ? r.problem : `resolved to ${r.node.pointer}`);
const pointerOf = (r: ReturnType<typeof resolveRef>): string => ('node' in r ? r.node.pointer : `problem: ${r.problem}`);

/** `$ref` resolves to the subschema at `pointer`, and ajv agrees: the document `{$ref, ...}` judges every probe as that subschema does. */
function resolvesLikeAjv(doc: JsonObject, ref: string, pointer: string, target: JsonValue): void {
  const node = rootNode(doc);
  const r = resolveRef(node, ref);
  expect(pointerOf(r)).toBe(pointer);
  if ('node' in r) {
    expect(r.node.schema).toBe(target);
    expect(r.node.doc).toBe(node.doc);
  }
  const ajv = validator[node.doc.draft]();
  const withRef = ajv.compile({ ...doc, $ref: ref });
  const alone = ajv.compile(target as object);
  for (const v of PROBES) expect(withRef(v), JSON.stringify(v)).toBe(alone(v));
}

describe('draftOf', () => {
  it('reads draft-04, -06 and -07 as draft-07, 2019-09 as 2019, anything else as 2020-12', () => {
    for (const d of ['04', '05', '06', '07']) expect(draftOf({ $schema: `http://json-schema.org/draft-${d}/schema#` })).toBe('07');
    expect(draftOf({ $schema: D2019 })).toBe('2019');
    expect(draftOf({ $schema: 'https://json-schema.org/draft/2020-12/schema' })).toBe('2020');
    expect(draftOf({})).toBe('2020');
    expect(draftOf({ $schema: 7 })).toBe('2020');
    expect(draftOf(true)).toBe('2020');
    expect(draftOf(null)).toBe('2020');
    expect(draftOf(['draft-07'])).toBe('2020');
  });

  it('makes the root node of a document at the empty pointer', () => {
    const root = { $schema: D07, type: 'string' };
    expect(rootNode(root)).toEqual({ schema: root, doc: { root, draft: '07' }, pointer: '' });
  });
});

describe('child', () => {
  const schema = {
    properties: { 'a/b~c': { type: 'string' }, p: { items: { type: 'integer' } } },
    allOf: Array.from({ length: 11 }, (_, i) => ({ minimum: i })),
    type: 'string',
    additionalItems: { type: 'null' },
    foo: { type: 'null' },
  };
  const node = rootNode(schema);

  it('walks a keyword and the names under it, escaping each segment into the pointer (RFC 6901)', () => {
    const c = child(node, 'properties', 'a/b~c');
    expect(c).toEqual({ schema: schema.properties['a/b~c'], doc: node.doc, pointer: '/properties/a~1b~0c' });
    const inner = child(child(node, 'properties', 'p')!, 'items');
    expect(inner).toEqual({ schema: { type: 'integer' }, doc: node.doc, pointer: '/properties/p/items' });
  });

  it('reads a list by index, as a number or a string of digits, and nothing else', () => {
    expect(child(node, 'allOf', 10)?.schema).toEqual({ minimum: 10 });
    expect(child(node, 'allOf', '10')?.pointer).toBe('/allOf/10');
    expect(child(node, 'allOf', 0)?.schema).toEqual({ minimum: 0 });
    expect(child(node, 'allOf', 11)).toBeUndefined();
    expect(child(node, 'allOf', '1x')).toBeUndefined();
    expect(child(node, 'allOf', 'x1')).toBeUndefined();
    expect(child(node, 'allOf', 'length')).toBeUndefined();
    for (const notIndex of ['1e0', '0x1', ' 1', '+1', '1.0']) expect(child(node, 'allOf', notIndex), notIndex).toBeUndefined();
  });

  it('finds nothing inside a value that holds no such member, nor an inherited name', () => {
    expect(child(node, 'type', 0)).toBeUndefined();
    expect(child(node, 'type', 'length')).toBeUndefined();
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) expect(child(node, 'properties', name)).toBeUndefined();
    expect(child(node, 'properties', 'q')).toBeUndefined();
    expect(child(rootNode(true), 'not')).toBeUndefined();
  });

  it('gives no subschema under a word that is not a keyword of the draft (ajv ignores it)', () => {
    expect(child(node, 'additionalItems')).toBeUndefined();
    expect(child(node, 'foo')).toBeUndefined();
    const d07 = rootNode({ $schema: D07, additionalItems: { type: 'null' }, prefixItems: [{}] });
    expect(child(d07, 'additionalItems')?.pointer).toBe('/additionalItems');
    expect(child(d07, 'prefixItems', 0)).toBeUndefined();
  });

  it('reads a list node by index (a list is no schema, so its first segment is no keyword)', () => {
    const list = child(node, 'allOf')!;
    expect(child(list, 3)).toEqual({ schema: { minimum: 3 }, doc: node.doc, pointer: '/allOf/3' });
  });

  it('with no segments is the node itself', () => {
    const c = child(node);
    expect(c).toEqual({ schema, doc: node.doc, pointer: '' });
  });
});

describe('keywordsOf', () => {
  it('keeps the keywords of the draft and leaves out the rest; a boolean schema has none', () => {
    expect(keywordsOf(rootNode({ $schema: D07, type: 'array', prefixItems: [{}], additionalItems: false, foo: 1 }))).toEqual({ $schema: D07, type: 'array', additionalItems: false });
    expect(keywordsOf(rootNode({ type: 'array', prefixItems: [{}], additionalItems: false }))).toEqual({ type: 'array', prefixItems: [{}] });
    expect(keywordsOf(rootNode(true))).toEqual({});
    expect(keywordsOf(rootNode(false))).toEqual({});
  });
});

describe('resolveRef: JSON pointers', () => {
  const a = { type: 'string', minLength: 2 };
  it.each<[string, JsonObject, string, string, () => JsonValue]>([
    ['$defs', { $defs: { a } }, '#/$defs/a', '/$defs/a', () => a],
    ['definitions', { definitions: { a } }, '#/definitions/a', '/definitions/a', () => a],
    ['a list', { $defs: { l: [{ type: 'null' }, a] } }, '#/$defs/l/1', '/$defs/l/1', () => a],
    ['an escaped name', { $defs: { 'x/y~z': a } }, '#/$defs/x~1y~0z', '/$defs/x~1y~0z', () => a],
    ['a percent-encoded name', { $defs: { 'a b': a } }, '#/$defs/a%20b', '/$defs/a b', () => a],
  ])('resolves a pointer into %s as ajv does', (_, doc, ref, pointer, target) => resolvesLikeAjv(doc, ref, pointer, target()));

  it('resolves `#` to the root itself', () => {
    const doc = { type: 'integer', maximum: 3 };
    const r = resolveRef(rootNode(doc), '#');
    expect(pointerOf(r)).toBe('');
    if ('node' in r) expect(r.node.schema).toBe(doc);
  });

  it('says when the reference is not a string, points outside, is no valid fragment or resolves to nothing', () => {
    const node = rootNode({ $defs: { a } });
    expect(problem(resolveRef(node, 5))).toMatch(/is not a string/);
    expect(problem(resolveRef(node, undefined))).toMatch(/is not a string/);
    expect(problem(resolveRef(node, 'other.json#/$defs/a'))).toMatch(/"other.json#\/\$defs\/a" points outside the schema; remote references are never fetched/);
    expect(problem(resolveRef(node, 'https://example.com/s'))).toMatch(/points outside/);
    expect(problem(resolveRef(node, '#%E0%A4%A'))).toMatch(/"#%E0%A4%A" is not a valid URI fragment/);
    expect(problem(resolveRef(node, '#/$defs/b'))).toMatch(/"#\/\$defs\/b" resolves to nothing in the schema/);
    expect(problem(resolveRef(node, '#/$defs/a/type/0'))).toMatch(/resolves to nothing/);
    expect(problem(resolveRef(node, '#/constructor'))).toMatch(/resolves to nothing/);
    // A document with a nested `$id` elsewhere: a pointer to nothing is still nothing.
    const withId = rootNode({ $defs: { a, r: { $id: 'https://example.com/r' } } });
    expect(problem(resolveRef(withId, '#/$defs/b'))).toMatch(/resolves to nothing/);
    expect(problem(resolveRef(withId, '#/$defs/a/nothing'))).toMatch(/resolves to nothing/);
    const listWithId = rootNode({ allOf: [{ $id: 'https://example.com/l' }] });
    expect(problem(resolveRef(listWithId, '#/allOf/5/type'))).toMatch(/resolves to nothing/);
  });
});

describe('resolveRef: nested `$id` resources', () => {
  const idd = { $id: 'https://example.com/r', type: 'string', $defs: { in: { type: 'integer' } } };

  it('does not resolve into a resource with its own base URI: the target, or an object on the way, declaring `$id`', () => {
    const node = rootNode({ $defs: { r: idd }, allOf: [{ $id: 'https://example.com/l', $defs: { in: {} } }] });
    expect(problem(resolveRef(node, '#/$defs/r'))).toMatch(/"#\/\$defs\/r" points into a nested `\$id` resource/);
    expect(problem(resolveRef(node, '#/$defs/r/$defs/in'))).toMatch(/points into a nested `\$id` resource/);
    expect(problem(resolveRef(node, '#/allOf/0/$defs/in'))).toMatch(/points into a nested `\$id` resource/);
  });

  it('resolves beside a nested resource, and under a root `$id`', () => {
    const beside = { $defs: { r: idd, s: { type: 'null' } } };
    resolvesLikeAjv(beside, '#/$defs/s', '/$defs/s', beside.$defs.s);
    const rooted = { $id: 'https://example.com/root', $defs: { s: { type: 'null' } } };
    resolvesLikeAjv(rooted, '#/$defs/s', '/$defs/s', rooted.$defs.s);
  });

  it('does not resolve a reference that sits inside a nested resource (its `#` is that resource)', () => {
    const doc = { $defs: { r: { $id: 'https://example.com/r', $ref: '#/$defs/s' }, s: { type: 'null' } } };
    const inside = child(rootNode(doc), '$defs', 'r')!;
    expect(problem(resolveRef(inside, '#/$defs/s'))).toMatch(/"#\/\$defs\/s" sits inside a nested `\$id` resource/);
    // A synthetic node (a type split) belongs to no document: its pointer is no place to be inside of.
    expect(pointerOf(resolveRef({ ...inside, synthetic: true }, '#/$defs/s'))).toBe('/$defs/s');
  });

  it('does not resolve an anchor of a nested resource from the root', () => {
    const node = rootNode({ $defs: { r: { $id: 'https://example.com/r', $defs: { a: { $anchor: 'x', type: 'string' } } } } });
    expect(problem(resolveRef(node, '#x'))).toMatch(/points into a nested `\$id` resource/);
  });

  it('answers, without overflowing the stack, on a document nested far deeper than any real schema', () => {
    let deep: JsonObject = { $anchor: 'x' };
    for (let i = 0; i < 100_000; i++) deep = { not: deep };
    const node = rootNode({ $defs: { d: deep, s: { type: 'null' } } });
    expect(pointerOf(resolveRef(node, '#/$defs/s'))).toBe('/$defs/s');
    expect(problem(resolveRef(node, '#x'))).toMatch(/names no anchor/);
  });

  it('does not resolve into a resource whose `$id` sits deeper than the anchor scan reaches', () => {
    const path: string[] = [];
    let deep: JsonObject = { $id: 'https://example.com/deep', $defs: { a: { type: 'null' } } };
    for (let i = 0; i < 80; i++) {
      deep = { not: deep };
      path.push('not');
    }
    const node = rootNode({ $defs: { d: deep } });
    expect(problem(resolveRef(node, `#/$defs/d/${path.join('/')}/$defs/a`))).toMatch(/points into a nested `\$id` resource/);
  });
});

describe('resolveRef: anchors', () => {
  const a = { $anchor: 'x', type: 'string' };

  it.each<[string, JsonObject, string]>([
    ['in $defs', { $defs: { a } }, '/$defs/a'],
    ['under a property', { properties: { p: a } }, '/properties/p'],
    ['under a property named like a keyword', { properties: { properties: a } }, '/properties/properties'],
    ['in a list of subschemas', { anyOf: [{ type: 'null' }, a] }, '/anyOf/1'],
    ['eleventh in a list of subschemas', { anyOf: [...Array.from({ length: 10 }, () => ({ type: 'null' })), a] }, '/anyOf/10'],
    ['under one subschema', { not: { not: a } }, '/not/not'],
    ['under items (one schema in 2020-12)', { items: a }, '/items'],
    ['beside null and false values', { $defs: { a, n: { const: null, enum: [null, 1], not: false } } }, '/$defs/a'],
  ])('a 2020-12 `$anchor` %s resolves where ajv does', (_, doc, pointer) => {
    resolvesLikeAjv(doc, '#x', pointer, a);
  });

  it('resolves a 2020-12 `$dynamicAnchor` as a plain anchor, and a percent-encoded name', () => {
    const d = { $dynamicAnchor: 'x', type: 'integer' };
    resolvesLikeAjv({ $defs: { d } }, '#x', '/$defs/d', d);
    const spaced = { $anchor: 'a-b', type: 'null' };
    expect(pointerOf(resolveRef(rootNode({ $defs: { spaced } }), '#a%2Db'))).toBe('/$defs/spaced');
  });

  it('resolves a 2019-09 `$anchor`, also in a list of items, but not a `$dynamicAnchor` (2020-12 only)', () => {
    resolvesLikeAjv({ $schema: D2019, $defs: { a } }, '#x', '/$defs/a', a);
    resolvesLikeAjv({ $schema: D2019, items: [{ type: 'null' }, a] }, '#x', '/items/1', a);
    const dyn = rootNode({ $schema: D2019, $defs: { d: { $dynamicAnchor: 'x', type: 'integer' } } });
    expect(problem(resolveRef(dyn, '#x'))).toMatch(/by a keyword this draft does not resolve/);
  });

  it('does not resolve a draft-07 root `$id` of `#name` as an anchor, which ajv cannot resolve', () => {
    const root: JsonObject = { $schema: D07, $id: '#top', type: 'string', anyOf: [{ $ref: '#top' }, { type: 'string' }] };
    expect(() => validator['07']().compile(root)).toThrow(/can't resolve reference #top/);
    expect(problem(resolveRef(rootNode(root), '#top'))).toMatch(/names no anchor/);
  });

  it('takes only a `$id` of `#name` for a draft-07 anchor, and no `$id` for a 2020-12 one', () => {
    expect(problem(resolveRef(rootNode({ $schema: D07, $id: 'xtop', type: 'string' }), '#top'))).toMatch(/names no anchor/);
    expect(problem(resolveRef(rootNode({ $defs: { a: { $id: '#top', type: 'string' } } }), '#top'))).toMatch(/by a keyword this draft does not resolve/);
    // Below the root, a draft-07 `$id` anchor is found, and then left to the nested-resource rule (its base is not analysed).
    const below = rootNode({ $schema: D07, definitions: { a: { $id: '#top', type: 'string' } } });
    expect(problem(resolveRef(below, '#top'))).toMatch(/"#top" points into a nested `\$id` resource/);
    const other = rootNode({ $schema: D07, definitions: { a: { $id: 'xtop', type: 'string' } } });
    expect(problem(resolveRef(other, '#top'))).toMatch(/names no anchor/);
  });

  it('does not resolve `$anchor` in draft-07, which names anchors by `$id`', () => {
    expect(problem(resolveRef(rootNode({ $schema: D07, definitions: { a } }), '#x'))).toMatch(/by a keyword this draft does not resolve/);
  });

  it('does not resolve an anchor declared twice', () => {
    const node = rootNode({ $defs: { a, b: { $anchor: 'x', type: 'integer' } } });
    expect(problem(resolveRef(node, '#x'))).toMatch(/"#x" names an anchor that is declared more than once/);
  });

  it.each<[string, JsonObject]>([
    ['examples', { examples: [a] }],
    ['const', { const: a }],
    ['default', { default: a }],
    ['enum', { enum: [a] }],
    ['a word of no draft', { foo: a }],
    ['a word of another draft', { additionalItems: a }],
    ['the properties map itself', { properties: { $anchor: 'x', undefined: { type: 'string' } } }],
    ['a property of const', { const: { $defs: { a } } }],
    ['a word of no draft inside a subschema', { not: { foo: a } }],
    ['const inside items', { items: { const: a } }],
  ])('does not resolve an anchor in %s, which is no schema position', (_, doc) => {
    expect(problem(resolveRef(rootNode(doc), '#x'))).toMatch(/outside a schema position/);
  });

  it('says when no anchor has the name, also in a document that is not an object', () => {
    expect(problem(resolveRef(rootNode({ $defs: { a } }), '#y'))).toMatch(/"#y" names no anchor in the schema/);
    expect(problem(resolveRef(rootNode(true), '#x'))).toMatch(/names no anchor/);
    expect(problem(resolveRef(rootNode(null), '#x'))).toMatch(/names no anchor/);
    expect(problem(resolveRef(rootNode([a]), '#x'))).toMatch(/names/);
  });
});

describe('a node used with resolveRef', () => {
  it('resolves against its own document whatever node of it asks', () => {
    const doc = { $defs: { a: { type: 'null' } }, properties: { p: { $ref: '#/$defs/a' } } };
    const p = child(rootNode(doc), 'properties', 'p') as SchemaNode;
    const r = resolveRef(p, '#/$defs/a');
    expect(pointerOf(r)).toBe('/$defs/a');
    expect('node' in r && r.node.doc).toBe(p.doc);
  });
});
