// Random JSON Schema documents for the fuzzer: every keyword of draft-07, 2019-09 and 2020-12
// (vocabulary.ts), boolean schemas wherever a schema may stand, and the families that hid
// unsound proofs before: nested `$id`, duplicate and decoy anchors, edge floats, Unicode
// patterns, formats with bounds, `nullable`, draft mismatches and prototype property names.
import type { JsonObject, JsonValue } from '../../types.js';
import { EDGE_NUMBERS, FORMAT_VALUES, FORMATS, LITERALS, MULTIPLES, NAMES, ORDERED_FORMATS, PATTERNS, TYPES } from './edge-values.js';
import type { Rng } from './prng.js';
import { DRAFTS, KEYWORDS, SCHEMA_URIS, type Draft, type Theme } from './vocabulary.js';

/** Where a subschema is being written: the draft, how deep, and what `$ref` may point at. */
export interface Gen {
  readonly rng: Rng;
  readonly draft: Draft;
  readonly depth: number;
  readonly refs: readonly string[];
}

const MAX_DEPTH = 3;
const THEMES: readonly Theme[] = ['string', 'number', 'object', 'array', 'any'];

/** An object with these entries as own properties (so `__proto__` is a key, not the prototype). */
export const objectOf = (entries: readonly (readonly [string, JsonValue])[]): JsonObject => Object.fromEntries(entries) as JsonObject;

const deeper = (g: Gen): Gen => ({ ...g, depth: g.depth + 1 });
const literal = (g: Gen): JsonValue => g.rng.pick(LITERALS);
const edgeNumber = (g: Gen): number => g.rng.chance(0.5) ? g.rng.range(-3, 5) : g.rng.pick(EDGE_NUMBERS);
const count = (g: Gen): number => g.rng.range(0, 4);
const names = (g: Gen, min: number, max: number): string[] => g.rng.some(NAMES, min, max);
const schemas = (g: Gen, min: number, max: number): JsonValue[] => Array.from({ length: g.rng.range(min, max) }, () => schema(deeper(g)));
const schemaMap = (g: Gen, keys: string[]): JsonObject => objectOf(keys.map((k) => [k, schema(deeper(g))]));
const orderedFormatValue = (g: Gen, format: string): string => g.rng.pick(FORMAT_VALUES[format] ?? ['2020-01-01']);

/** The value of one keyword (`schema` for the words that hold subschemas). */
const VALUES: Readonly<Record<string, (g: Gen, s: JsonObject) => JsonValue>> = {
  type: (g) => g.rng.chance(0.7) ? g.rng.pick(TYPES) : g.rng.some(TYPES, 1, 3),
  enum: (g) => Array.from({ length: g.rng.range(1, 4) }, () => literal(g)),
  const: literal,
  multipleOf: (g) => g.rng.pick(MULTIPLES),
  minimum: edgeNumber, maximum: edgeNumber, exclusiveMinimum: edgeNumber, exclusiveMaximum: edgeNumber,
  minLength: count, maxLength: count, minItems: count, maxItems: count, minProperties: count, maxProperties: count,
  minContains: count, maxContains: count,
  pattern: (g) => g.rng.pick(PATTERNS),
  format: (g) => g.rng.pick(FORMATS),
  formatMinimum: (g, s) => orderedFormatValue(g, String(s['format'])),
  formatMaximum: (g, s) => orderedFormatValue(g, String(s['format'])),
  formatExclusiveMinimum: (g, s) => orderedFormatValue(g, String(s['format'])),
  formatExclusiveMaximum: (g, s) => orderedFormatValue(g, String(s['format'])),
  contentEncoding: (g) => g.rng.pick(['base64', '7bit']),
  contentMediaType: (g) => g.rng.pick(['application/json', 'text/plain']),
  contentSchema: (g) => schema(deeper(g)),
  properties: (g) => schemaMap(g, names(g, 1, 3)),
  patternProperties: (g) => schemaMap(g, g.rng.some(PATTERNS, 1, 2)),
  additionalProperties: (g) => schema(deeper(g)), propertyNames: (g) => schema(deeper(g)),
  unevaluatedProperties: (g) => schema(deeper(g)), unevaluatedItems: (g) => schema(deeper(g)),
  additionalItems: (g) => schema(deeper(g)), contains: (g) => schema(deeper(g)), not: (g) => schema(deeper(g)),
  required: (g) => names(g, 1, 3),
  dependencies: (g) => objectOf(names(g, 1, 2).map((n) => [n, g.rng.chance(0.5) ? names(g, 0, 2) : schema(deeper(g))])),
  dependentRequired: (g) => objectOf(names(g, 1, 2).map((n) => [n, names(g, 0, 2)])),
  dependentSchemas: (g) => schemaMap(g, names(g, 1, 2)),
  items: (g) => g.draft !== '2020' && g.rng.chance(0.3) ? schemas(g, 1, 3) : schema(deeper(g)),
  prefixItems: (g) => schemas(g, 1, 3),
  uniqueItems: (g) => g.rng.chance(0.8),
  allOf: (g) => schemas(g, 1, 3), anyOf: (g) => schemas(g, 1, 3), oneOf: (g) => schemas(g, 1, 3),
  if: (g) => schema(deeper(g)),
  $ref: (g) => g.rng.pick(g.refs.length > 0 ? g.refs : ['#']),
  $anchor: (g) => g.rng.pick(['B', 'C']), $dynamicAnchor: (g) => g.rng.pick(['D', 'meta']), $dynamicRef: (g) => g.rng.pick(['#A', '#meta', '#']),
  $recursiveAnchor: (g) => g.rng.chance(0.8), $recursiveRef: () => '#',
  $id: (g) => g.draft === '07' && g.rng.chance(0.3) ? g.rng.pick(['#A', '#B']) : g.rng.chance(0.5) ? `item${g.rng.int(1000)}.json` : `https://example.com/s${g.rng.int(1000)}.json`,
  nullable: (g) => g.rng.chance(0.7),
  title: () => 'a title', description: () => 'text', $comment: () => 'note', deprecated: (g) => g.rng.chance(0.5),
  readOnly: (g) => g.rng.chance(0.5), writeOnly: (g) => g.rng.chance(0.5),
  // Decoy anchors and ids inside data, which no validator may resolve a reference to.
  default: (g) => g.rng.chance(0.3) ? { $anchor: 'A', $id: '#A', type: 'string' } : literal(g),
  examples: (g) => g.rng.chance(0.3) ? [{ $anchor: 'A', $id: '#A', const: 'decoy' }] : [literal(g), literal(g)],
  discriminator: () => ({ propertyName: 'a' }),
  'x-note': () => 'kept as an unknown word',
  id: () => 'legacy.json',
};

/** Keywords to write for a theme: mostly the draft's own, sometimes one from another draft. */
function keywordPool(g: Gen, theme: Theme): string[] {
  const inDraft = (k: string) => (KEYWORDS[k]?.[0] ?? []).includes(g.draft);
  const themed = (k: string) => theme === 'any' || KEYWORDS[k]?.[1] === theme || KEYWORDS[k]?.[1] === 'any';
  const all = Object.keys(KEYWORDS).filter(themed);
  return g.rng.chance(0.1) ? all : all.filter(inDraft);
}

/** A random subschema: a boolean, or an object of one to four keywords around one theme. */
export function schema(g: Gen): JsonValue {
  const { rng } = g;
  if (g.depth >= MAX_DEPTH || rng.chance(0.12)) {
    return rng.pick<JsonValue>([true, false, {}, { type: rng.pick(TYPES) }, { const: literal(g) }, { minimum: edgeNumber(g) }, { maxLength: count(g) }]);
  }
  const theme = rng.pick(THEMES);
  const entries: [string, JsonValue][] = [];
  if (theme !== 'any' && rng.chance(0.6)) entries.push(['type', theme === 'number' ? rng.pick(['number', 'integer']) : theme]);
  for (const k of rng.some(keywordPool(g, theme), 1, 4)) {
    if (k === 'type' && entries.length > 0) continue;
    if (k.startsWith('format') && k !== 'format' && !entries.some(([e]) => e === 'format')) entries.push(['format', rng.pick(ORDERED_FORMATS)]);
    if (k === 'nullable' && !entries.some(([e]) => e === 'type')) entries.push(['type', rng.pick(TYPES)]);
    const value = (VALUES[k] ?? literal)(g, objectOf(entries));
    entries.push([k, value]);
    if (k === 'if') {
      if (rng.chance(0.7)) entries.push(['then', rng.chance(0.5) ? rng.chance(0.5) : schema(deeper(g))]);
      if (rng.chance(0.7)) entries.push(['else', rng.chance(0.5) ? rng.chance(0.5) : schema(deeper(g))]);
    }
  }
  return objectOf(entries);
}

/** A whole document: `$schema`, definitions to refer to (some in nested resources), then the body. */
export function document(rng: Rng, draft: Draft = rng.pick(DRAFTS)): JsonValue {
  const defsWord = draft === '07' || rng.chance(0.2) ? 'definitions' : '$defs';
  const defNames = rng.some(['d0', 'd1', 'd2'], 0, 2);
  const refs = [...defNames.map((n) => `#/${defsWord}/${n}`), '#', ...rng.some(['#A', '#/properties/a', '#/examples/0', '#/default'], 0, 1)];
  const g: Gen = { rng, draft, depth: 1, refs };
  const defs: [string, JsonValue][] = defNames.map((n) => [n, schema(g)]);
  if (rng.chance(0.2)) defs.push(['anchored', anchored(g)]);
  if (rng.chance(0.2)) {
    // A nested resource whose own `#/.../x` and `#A` are not the root's.
    defs.push(['x', schema(g)]);
    defs.push(['inner', { $id: 'inner.json', [defsWord]: { x: schema(g) }, $ref: `#/${defsWord}/x`, ...(rng.chance(0.5) ? anchorEntry(draft) : {}) }]);
    refs.push(`#/${defsWord}/x`, 'inner.json', `inner.json#/${defsWord}/x`, `#/${defsWord}/inner`);
  }
  if (rng.chance(0.04)) return rng.chance(0.5);
  const body = schema({ ...g, depth: 0 });
  const root: [string, JsonValue][] = [];
  if (rng.chance(0.9)) root.push(['$schema', SCHEMA_URIS[draft]]);
  if (rng.chance(0.2)) root.push(['$id', 'https://example.com/root.json']);
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) root.push(...Object.entries(body));
  else if (body === false) root.push(['not', true]);
  if (defs.length > 0) root.push([defsWord, objectOf(defs)]);
  return objectOf(root);
}

const anchorEntry = (draft: Draft): JsonObject => (draft === '07' ? { $id: '#A' } : { $anchor: 'A' });

function anchored(g: Gen): JsonValue {
  const s = schema(g);
  return { ...(typeof s === 'object' && s !== null && !Array.isArray(s) ? s : {}), ...anchorEntry(g.draft) };
}
