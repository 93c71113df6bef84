// A subschema seen in its document: the draft that gives its keywords their meaning, and local
// `$ref` resolution (JSON pointers, `$defs`/`definitions`, anchors), resolved lazily on demand.
import type { JsonObject, JsonValue } from '../../types.js';
import { isJsonObject } from '../../json-object.js';
import { escapeSegment, splitPointer } from '../../parse/json-pointer.js';

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

/** The subschema under `segments`, or undefined when the keyword is absent. */
export function child(node: SchemaNode, ...segments: (string | number)[]): SchemaNode | undefined {
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

export const keywordsOf = (node: SchemaNode): JsonObject => (isJsonObject(node.schema) ? node.schema : {});

/** Why a `$ref` cannot be followed, or the node it points to. */
export type Resolved = { readonly node: SchemaNode } | { readonly problem: string };

function findAnchor(value: JsonValue, name: string, pointer: string, depth: number): string | undefined {
  if (depth > 64 || (typeof value !== 'object' || value === null)) return undefined;
  if (isJsonObject(value) && (value['$anchor'] === name || value['$id'] === `#${name}`)) return pointer;
  const entries: [string, JsonValue][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  for (const [key, v] of entries) {
    const found = findAnchor(v, name, `${pointer}/${escapeSegment(key)}`, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Resolves a reference against the node's document; only local (`#...`) references resolve. */
export function resolveRef(node: SchemaNode, ref: JsonValue | undefined): Resolved {
  if (typeof ref !== 'string') return { problem: '`$ref` is not a string' };
  if (!ref.startsWith('#')) return { problem: `\`$ref\` ${JSON.stringify(ref)} points outside the schema; remote references are never fetched` };
  let fragment: string;
  try {
    fragment = decodeURIComponent(ref.slice(1));
  } catch {
    return { problem: `\`$ref\` ${JSON.stringify(ref)} is not a valid URI fragment` };
  }
  let pointer = fragment;
  if (!fragment.startsWith('/') && fragment !== '') {
    const found = findAnchor(node.doc.root, fragment, '', 0);
    if (found === undefined) return { problem: `\`$ref\` ${JSON.stringify(ref)} names no anchor in the schema` };
    pointer = found;
  }
  const target = child({ schema: node.doc.root, doc: node.doc, pointer: '' }, ...splitPointer(pointer));
  if (target === undefined) return { problem: `\`$ref\` ${JSON.stringify(ref)} resolves to nothing in the schema` };
  return { node: target };
}

/** Keywords that only annotate: they never change which payloads are valid. */
export const ANNOTATIONS = new Set([
  '$schema', '$comment', 'title', 'description', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly',
  '$id', 'id', '$anchor', '$vocabulary', 'contentEncoding', 'contentMediaType', 'contentSchema',
]);
