// A subschema seen in its document: the draft that gives its keywords their meaning, and local
// `$ref` resolution (JSON pointers, `$defs`/`definitions`, anchors), resolved lazily on demand.
import type { JsonObject, JsonValue } from '../../types.js';
import { isJsonObject } from '../../json-object.js';
import { escapeSegment, splitPointer } from '../../parse/json-pointer.js';
import { draftKeywords, keywordIn } from './vocabulary.js';

export type Draft = '07' | '2019' | '2020';

/** One schema document (the old or the new action schema). */
export interface SchemaDoc {
  readonly root: JsonValue;
  readonly draft: Draft;
}

/** A subschema and where it sits; `synthetic` nodes (a type split) belong to no document. */
export interface SchemaNode {
  readonly schema: JsonValue;
  readonly doc: SchemaDoc;
  readonly pointer: string;
  readonly synthetic?: boolean;
}

export function draftOf(root: JsonValue): Draft {
  const declared = isJsonObject(root) && typeof root['$schema'] === 'string' ? root['$schema'] : '';
  if (/draft-0[4-7]/.test(declared)) return '07';
  if (declared.includes('2019-09')) return '2019';
  return '2020';
}

export const rootNode = (root: JsonValue): SchemaNode => ({ schema: root, doc: { root, draft: draftOf(root) }, pointer: '' });

/**
 * The subschema under `segments`, or undefined when the keyword is absent. The first segment is a
 * keyword: a word that is not a keyword of the node's draft has no subschema (ajv ignores it).
 */
export function child(node: SchemaNode, ...segments: (string | number)[]): SchemaNode | undefined {
  if (isJsonObject(node.schema) && segments.length > 0 && keywordIn(node.doc.draft, String(segments[0])) === undefined) return undefined;
  return walk(node, segments);
}

/** The value under `segments` whatever the words on the way (a JSON pointer into the document). */
function walk(node: SchemaNode, segments: readonly (string | number)[]): SchemaNode | undefined {
  let value: JsonValue | undefined = node.schema;
  for (const s of segments) {
    if (Array.isArray(value) && /^\d+$/.test(String(s))) value = value[Number(s)];
    else if (isJsonObject(value) && Object.hasOwn(value, String(s))) value = value[String(s)];
    else return undefined;
  }
  if (value === undefined) return undefined;
  const pointer = node.pointer + segments.map((s) => `/${escapeSegment(s)}`).join('');
  return { schema: value, doc: node.doc, pointer };
}

/** The node's keywords of its draft; words the draft's validator does not know are left out. */
export const keywordsOf = (node: SchemaNode): JsonObject => (isJsonObject(node.schema) ? draftKeywords(node.schema, node.doc.draft) : {});

/** Why a `$ref` cannot be followed, or the node it points to. */
export type Resolved = { readonly node: SchemaNode } | { readonly problem: string };

/** What a raw scan of a document finds: nested `$id`s and every spot that names an anchor. */
interface DocIndex {
  readonly nestedIds: boolean;
  readonly anchors: ReadonlyMap<string, readonly { readonly pointer: string; readonly via: string }[]>;
}

const indexes = new WeakMap<object, DocIndex>();

function indexOf(root: JsonValue): DocIndex {
  if (typeof root !== 'object' || root === null) return { nestedIds: false, anchors: new Map() };
  let index = indexes.get(root);
  if (index !== undefined) return index;
  let nestedIds = false;
  const anchors = new Map<string, { pointer: string; via: string }[]>();
  const note = (name: string, pointer: string, via: string) => anchors.set(name, [...(anchors.get(name) ?? []), { pointer, via }]);
  const scan = (value: JsonValue, pointer: string, depth: number): void => {
    if (typeof value !== 'object' || value === null) return;
    if (depth > 64) {
      nestedIds = true; // too deep to know: every reference is left unproven
      return;
    }
    if (isJsonObject(value)) {
      if (depth > 0 && typeof value['$id'] === 'string') nestedIds = true;
      for (const via of ['$anchor', '$dynamicAnchor']) if (typeof value[via] === 'string') note(value[via], pointer, via);
      // A draft-07 anchor (`$id: "#name"`); ajv does not resolve one on the root, which names its own base instead.
      if (depth > 0 && typeof value['$id'] === 'string' && value['$id'].startsWith('#')) note(value['$id'].slice(1), pointer, '$id');
    }
    const entries: [string, JsonValue][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
    for (const [key, v] of entries) scan(v, `${pointer}/${escapeSegment(key)}`, depth + 1);
  };
  scan(root, '', 0);
  index = { nestedIds, anchors };
  indexes.set(root, index);
  return index;
}

/** Whether an object strictly below the root on the way to `pointer` (the target included) declares `$id`: a base ajv resolves against. */
function crossesResource(doc: SchemaDoc, pointer: string): boolean {
  if (!indexOf(doc.root).nestedIds) return false;
  let value: JsonValue | undefined = doc.root;
  for (const s of splitPointer(pointer)) {
    if (Array.isArray(value)) value = value[Number(s)];
    else if (isJsonObject(value) && Object.hasOwn(value, s)) value = value[s];
    else return false;
    if (isJsonObject(value) && typeof value['$id'] === 'string') return true;
  }
  return false;
}

const ONE_SCHEMA = new Set(['not', 'if', 'then', 'else', 'items', 'contains', 'additionalProperties', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties', 'additionalItems']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies']);

/** Whether `pointer` names a schema position (only through keywords that hold subschemas), as ajv's traversal sees them. */
function schemaPosition(doc: SchemaDoc, pointer: string): boolean {
  const segments = splitPointer(pointer);
  let value: JsonValue | undefined = doc.root;
  for (let i = 0; i < segments.length; i++) {
    const key = segments[i]!;
    if (!isJsonObject(value) || !Object.hasOwn(value, key) || keywordIn(doc.draft, key) === undefined) return false;
    const inner: JsonValue = value[key]!;
    if (SCHEMA_MAPS.has(key) && isJsonObject(inner) && i + 1 < segments.length && Object.hasOwn(inner, segments[i + 1]!)) value = inner[segments[++i]!];
    else if (SCHEMA_LISTS.has(key) && Array.isArray(inner) && i + 1 < segments.length && /^\d+$/.test(segments[i + 1]!)) value = inner[Number(segments[++i])];
    else if (ONE_SCHEMA.has(key) && (isJsonObject(inner) || typeof inner === 'boolean')) value = inner;
    else return false;
  }
  return true;
}

/** The anchor kinds ajv registers in each draft. */
const anchorKinds = (draft: Draft): readonly string[] => (draft === '07' ? ['$id'] : draft === '2019' ? ['$anchor'] : ['$anchor', '$dynamicAnchor']);

/**
 * Resolves a reference against the node's document as ajv does, or says why it cannot be sure:
 * only local (`#...`) references from the root resource; an anchor must be named exactly once in
 * the document, by the draft's own anchor keyword, at a schema position (not inside `examples`,
 * `const` or `default`); a pointer must not cross a nested `$id` resource.
 */
export function resolveRef(node: SchemaNode, ref: JsonValue | undefined): Resolved {
  if (typeof ref !== 'string') return { problem: '`$ref` is not a string' };
  if (!ref.startsWith('#')) return { problem: `\`$ref\` ${JSON.stringify(ref)} points outside the schema; remote references are never fetched` };
  if (!node.synthetic && crossesResource(node.doc, node.pointer)) {
    return { problem: `\`$ref\` ${JSON.stringify(ref)} sits inside a nested \`$id\` resource, whose base URI is not analysed` };
  }
  let fragment: string;
  try {
    fragment = decodeURIComponent(ref.slice(1));
  } catch {
    return { problem: `\`$ref\` ${JSON.stringify(ref)} is not a valid URI fragment` };
  }
  let pointer = fragment;
  if (!fragment.startsWith('/') && fragment !== '') {
    const spots = indexOf(node.doc.root).anchors.get(fragment) ?? [];
    if (spots.length === 0) return { problem: `\`$ref\` ${JSON.stringify(ref)} names no anchor in the schema` };
    const [spot] = spots;
    if (spots.length > 1 || !anchorKinds(node.doc.draft).includes(spot!.via) || !schemaPosition(node.doc, spot!.pointer)) {
      return { problem: `\`$ref\` ${JSON.stringify(ref)} names an anchor that is declared more than once, outside a schema position or by a keyword this draft does not resolve` };
    }
    pointer = spot!.pointer;
  }
  if (crossesResource(node.doc, pointer)) return { problem: `\`$ref\` ${JSON.stringify(ref)} points into a nested \`$id\` resource, whose base URI is not analysed` };
  const target = walk({ schema: node.doc.root, doc: node.doc, pointer: '' }, splitPointer(pointer));
  if (target === undefined) return { problem: `\`$ref\` ${JSON.stringify(ref)} resolves to nothing in the schema` };
  return { node: target };
}

/** Keywords that only annotate: they never change which payloads are valid. */
export const ANNOTATIONS = new Set([
  '$schema', '$comment', 'title', 'description', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly',
  '$id', 'id', '$anchor', '$vocabulary', 'contentEncoding', 'contentMediaType', 'contentSchema',
]);
