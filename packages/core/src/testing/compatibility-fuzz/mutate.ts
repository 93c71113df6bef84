// Related schema pairs: the new schema is the old one after one to three small edits at random
// subschemas (loosen, tighten, rewrite into an equal form, switch the draft), so that most pairs
// are close enough for the analysis to attempt a proof.
import type { JsonObject, JsonValue } from '../../types.js';
import { isJsonObject } from '../../json-object.js';
import { EDGE_NUMBERS, LITERALS, MULTIPLES, NAMES, PATTERNS, TYPES } from './edge-values.js';
import { objectOf, schema, type Gen } from './grammar.js';
import { getAt, schemaPaths, setAt, type Path } from './json-tree.js';
import type { Rng } from './prng.js';
import { DRAFTS, draftOfDocument, KEYWORDS, SCHEMA_URIS } from './vocabulary.js';

type Edit = (s: JsonValue, g: Gen) => JsonValue | undefined;

const NUMERIC = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems',
  'minProperties', 'maxProperties', 'minContains', 'maxContains', 'multipleOf'];

const withEntry = (s: JsonObject, key: string, value: JsonValue | undefined): JsonObject =>
  objectOf([...Object.entries(s).filter(([k]) => k !== key), ...(value === undefined ? [] : [[key, value] as const])]);

const onObject = (edit: (s: JsonObject, g: Gen) => JsonValue | undefined): Edit => (s, g) => (isJsonObject(s) ? edit(s, g) : undefined);

/** Single constraints an edit adds or replaces: the assertions a proof must weigh most often. */
const BOUNDS: readonly (readonly [string, (g: Gen) => JsonValue])[] = [
  ['maxLength', (g) => g.rng.range(0, 4)], ['minLength', (g) => g.rng.range(0, 4)], ['maxItems', (g) => g.rng.range(0, 3)],
  ['minItems', (g) => g.rng.range(0, 3)], ['maxProperties', (g) => g.rng.range(0, 2)], ['minProperties', (g) => g.rng.range(0, 2)],
  ['maximum', (g) => g.rng.pick(EDGE_NUMBERS)], ['minimum', (g) => g.rng.pick(EDGE_NUMBERS)],
  ['exclusiveMaximum', (g) => g.rng.pick(EDGE_NUMBERS)], ['exclusiveMinimum', (g) => g.rng.pick(EDGE_NUMBERS)],
  ['multipleOf', (g) => g.rng.pick(MULTIPLES)], ['pattern', (g) => g.rng.pick(PATTERNS)], ['uniqueItems', () => true],
  ['required', (g) => [g.rng.pick(NAMES)]], ['const', (g) => g.rng.pick(LITERALS)], ['enum', (g) => g.rng.some(LITERALS, 1, 3)],
  ['type', (g) => g.rng.pick(TYPES)], ['additionalProperties', () => false], ['propertyNames', (g) => ({ maxLength: g.rng.range(0, 2) })],
  ['contains', (g) => ({ type: g.rng.pick(TYPES) })], ['items', (g) => ({ type: g.rng.pick(TYPES) })], ['not', (g) => ({ type: g.rng.pick(TYPES) })],
];

const bound: Edit = onObject((s, g) => {
  const [k, value] = g.rng.pick(BOUNDS);
  return withEntry(s, k, value(g));
});

const EDITS: readonly Edit[] = [
  bound, bound, bound, bound,
  (_s, g) => g.rng.chance(0.5),
  () => ({}),
  (_s, g) => schema(g),
  onObject((s, g) => { const keys = Object.keys(s); return keys.length ? withEntry(s, g.rng.pick(keys), undefined) : undefined; }),
  onObject((s, g) => { const k = g.rng.pick(Object.keys(KEYWORDS)); const one = schema({ ...g, depth: 2 }); return isJsonObject(one) && one[k] !== undefined ? withEntry(s, k, one[k]) : withEntry(s, k, g.rng.pick(LITERALS)); }),
  onObject((s, g) => {
    const keys = NUMERIC.filter((k) => typeof s[k] === 'number');
    if (keys.length === 0) return undefined;
    const k = g.rng.pick(keys);
    const v = s[k] as number;
    const next = k === 'multipleOf' ? g.rng.pick([v * 2, v / 2, ...MULTIPLES]) : g.rng.pick([v + 1, v - 1, v * 2, v / 2, v + 0.5, ...EDGE_NUMBERS.slice(0, 12)]);
    return withEntry(s, k, /Length|Items|Properties|Contains/.test(k) ? Math.max(0, Math.round(next)) : next);
  }),
  onObject((s, g) => Array.isArray(s['enum']) ? withEntry(s, 'enum', g.rng.chance(0.5) ? [...s['enum'], g.rng.pick(LITERALS)] : s['enum'].slice(1)) : undefined),
  onObject((s, g) => withEntry(s, 'required', g.rng.chance(0.5) && Array.isArray(s['required']) ? s['required'].slice(1) : [...(Array.isArray(s['required']) ? s['required'] : []), g.rng.pick(NAMES)])),
  onObject((s, g) => {
    const t = s['type'];
    const next = t === 'integer' ? 'number' : t === 'number' ? 'integer' : typeof t === 'string' ? [t, g.rng.pick(TYPES)] : Array.isArray(t) ? t.slice(1) : g.rng.pick(TYPES);
    return withEntry(s, 'type', next);
  }),
  onObject((s, g) => {
    const typed = s['type'] === undefined ? withEntry(s, 'type', g.rng.pick(TYPES)) : s;
    return withEntry(typed, 'nullable', s['nullable'] === true ? undefined : g.rng.chance(0.8));
  }),
  onObject((s, g) => withEntry(s, 'pattern', g.rng.chance(0.3) ? undefined : g.rng.pick(PATTERNS))),
  onObject((s) => {
    const flip = ['additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'additionalItems', 'uniqueItems', 'then', 'else', 'items']
      .filter((k) => typeof s[k] === 'boolean');
    return flip.length > 0 ? withEntry(s, flip[0] as string, !(s[flip[0] as string] as boolean)) : undefined;
  }),
  // Rewrites that keep the meaning (the analysis should prove them) or nearly do.
  (s, g) => ({ [g.rng.pick(['allOf', 'anyOf', 'oneOf'])]: [s] }),
  (s, g) => ({ anyOf: [s, schema(g)] }),
  (s) => ({ not: { not: s } }),
  (s, g) => ({ allOf: [s, schema(g)] }),
  (s, g) => ({ if: schema(g), then: s, else: g.rng.chance(0.5) ? s : g.rng.chance(0.5) }),
];

/** One edit at a random subschema; the root may also change its draft or move its body into `$defs`. */
function editOnce(doc: JsonValue, rng: Rng): JsonValue {
  const draft = draftOfDocument(doc);
  const g: Gen = { rng, draft, depth: 2, refs: ['#'] };
  if (isJsonObject(doc) && rng.chance(0.06)) return withEntry(doc, '$schema', SCHEMA_URIS[rng.pick(DRAFTS)]);
  if (isJsonObject(doc) && rng.chance(0.04)) {
    const { $schema, ...body } = doc;
    return objectOf([...($schema === undefined ? [] : [['$schema', $schema] as const]), ['$ref', '#/$defs/moved'], ['$defs', objectOf([['moved', objectOf(Object.entries(body))]])]]);
  }
  const paths = schemaPaths(doc);
  const path: Path = rng.pick(paths);
  const here = getAt(doc, path);
  if (here === undefined) return doc;
  for (let tries = 0; tries < 4; tries++) {
    if (path.length > 0) {
      const next = rng.pick(EDITS)(here, g);
      if (next !== undefined) return setAt(doc, path, next);
      continue;
    }
    // At the root the edit applies to the body; `$schema`, `$id` and the definitions stay put.
    const root = isJsonObject(doc) ? Object.entries(doc) : [];
    const kept = root.filter(([k]) => ROOT_WORDS.has(k));
    const body = isJsonObject(doc) ? objectOf(root.filter(([k]) => !ROOT_WORDS.has(k))) : doc;
    const next = rng.pick(EDITS)(body, g);
    if (next === undefined) continue;
    if (kept.length === 0) return next;
    return objectOf([...kept, ...(isJsonObject(next) ? Object.entries(next) : next === true ? [] : [['not', true] as const])]);
  }
  return doc;
}

const ROOT_WORDS = new Set(['$schema', '$id', '$defs', 'definitions']);

/** The old schema after one to three edits. */
export function mutate(doc: JsonValue, rng: Rng): JsonValue {
  let out = doc;
  const n = rng.range(1, 3);
  for (let i = 0; i < n; i++) out = editOnce(out, rng);
  if (isJsonObject(doc) && isJsonObject(out) && doc['$schema'] !== undefined && out['$schema'] === undefined && rng.chance(0.8)) {
    return objectOf([['$schema', doc['$schema']], ...Object.entries(out)]);
  }
  return out;
}
