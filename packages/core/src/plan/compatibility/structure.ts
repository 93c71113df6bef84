// Which subschemas apply to one property of an object or one position of an array, by draft:
// `properties`/`patternProperties`/`additionalProperties`, `prefixItems`/`items` (2020-12) and
// array `items`/`additionalItems` (draft-07, 2019-09); `unevaluated*` where nothing else evaluates.
import { isJsonObject } from '../../json-object.js';
import { child, keywordsOf, type SchemaNode } from './schema-node.js';

const regexes = new Map<string, RegExp | null>();

/** The pattern as ajv compiles it (Unicode), or null when it does not compile. */
export function regexOf(pattern: string): RegExp | null {
  let re = regexes.get(pattern);
  if (re === undefined) {
    try {
      re = new RegExp(pattern, 'u');
    } catch {
      re = null;
    }
    if (regexes.size > 2000) regexes.clear();
    regexes.set(pattern, re);
  }
  return re;
}

const APPLICATORS = ['allOf', 'anyOf', 'oneOf', '$ref', '$dynamicRef', '$recursiveRef', 'if', 'dependentSchemas', 'dependencies', 'not'];

/** Whether `unevaluated*` at this node can be read as the plain fallback keyword (no in-place applicator evaluates). */
export const unevaluatedIsPlain = (node: SchemaNode): boolean => APPLICATORS.every((k) => keywordsOf(node)[k] === undefined);

/** The same for `unevaluatedItems`, which `contains` also marks evaluated (2020-12). */
export const unevaluatedItemsArePlain = (node: SchemaNode): boolean => unevaluatedIsPlain(node) && keywordsOf(node)['contains'] === undefined;

/** Whether `items` (with `additionalItems` before 2020-12) evaluates every position, so `unevaluatedItems` never applies. */
export function itemsCoverAll(node: SchemaNode): boolean {
  const k = keywordsOf(node);
  if (node.doc.draft === '2020') return k['items'] !== undefined;
  return k['items'] !== undefined && (!Array.isArray(k['items']) || k['additionalItems'] !== undefined);
}

/** The fallback schema for properties neither listed nor matched: additionalProperties, or a plain unevaluatedProperties. */
export function additionalNode(node: SchemaNode): SchemaNode | undefined {
  return child(node, 'additionalProperties') ?? (unevaluatedIsPlain(node) ? child(node, 'unevaluatedProperties') : undefined);
}

export const patternsOf = (node: SchemaNode): string[] => {
  const p = keywordsOf(node)['patternProperties'];
  return isJsonObject(p) ? Object.keys(p) : [];
};

export const propertyNamesOf = (node: SchemaNode): string[] => {
  const p = keywordsOf(node)['properties'];
  return isJsonObject(p) ? Object.keys(p) : [];
};

/** The subschemas that apply to property `name` of an object under this node (empty: anything). */
export function propertyNodes(node: SchemaNode, name: string): SchemaNode[] {
  const out: SchemaNode[] = [];
  const listed = child(node, 'properties', name);
  if (listed !== undefined) out.push(listed);
  for (const p of patternsOf(node)) if (regexOf(p)?.test(name)) out.push(child(node, 'patternProperties', p)!);
  if (out.length > 0) return out;
  const fallback = additionalNode(node);
  return fallback === undefined ? [] : [fallback];
}

/** Number of positions with a schema of their own (tuple positions). */
export function prefixLength(node: SchemaNode): number {
  const k = keywordsOf(node);
  if (node.doc.draft === '2020') return Array.isArray(k['prefixItems']) ? k['prefixItems'].length : 0;
  return Array.isArray(k['items']) ? k['items'].length : 0;
}

/** The schema of array position `index` (or of every position from there on when `index` is past the tuple). */
export function itemNode(node: SchemaNode, index: number): SchemaNode | undefined {
  const k = keywordsOf(node);
  if (node.doc.draft === '2020') {
    if (index < prefixLength(node)) return child(node, 'prefixItems', index);
    return child(node, 'items') ?? (unevaluatedItemsArePlain(node) ? child(node, 'unevaluatedItems') : undefined);
  }
  if (Array.isArray(k['items'])) {
    if (index < k['items'].length) return child(node, 'items', index);
    return child(node, 'additionalItems') ?? (unevaluatedItemsArePlain(node) ? child(node, 'unevaluatedItems') : undefined);
  }
  return child(node, 'items') ?? (unevaluatedItemsArePlain(node) ? child(node, 'unevaluatedItems') : undefined);
}

/** The pointer segment of position `index`, for reasons. */
export function itemPointer(node: SchemaNode, index: number): string {
  if (index < prefixLength(node)) return `/${node.doc.draft === '2020' ? 'prefixItems' : 'items'}/${index}`;
  const k = keywordsOf(node);
  if (node.doc.draft !== '2020' && Array.isArray(k['items'])) return '/additionalItems';
  return '/items';
}
