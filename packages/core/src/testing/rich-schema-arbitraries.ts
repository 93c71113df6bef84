// fast-check arbitraries over the whole 2020-12 vocabulary ($defs and recursive $refs, the
// combinators, conditionals, dependencies, tuples, contains, patterns, unevaluated*), random edits
// of such schemas (refactorings included), a draft-07 spelling, and payloads shaped after them.
import fc from 'fast-check';
import type { JsonObject, JsonValue } from '../types.js';

const NAMES = ['p0', 'p1', 'p2'];
const WORDS = ['a', 'b', 'ab', ''];

const leaf: fc.Arbitrary<JsonValue> = fc.oneof(
  fc.record({ type: fc.constant('string'), minLength: fc.integer({ min: 0, max: 2 }), maxLength: fc.integer({ min: 1, max: 4 }), pattern: fc.constant('^a'), format: fc.constant('date') },
    { requiredKeys: ['type'] }),
  fc.record({ type: fc.constantFrom('integer', 'number'), minimum: fc.integer({ min: -3, max: 0 }), maximum: fc.integer({ min: 0, max: 3 }),
    exclusiveMinimum: fc.integer({ min: -4, max: -1 }), multipleOf: fc.constantFrom(2, 3, 4, 0.5) }, { requiredKeys: ['type'] }),
  fc.record({ enum: fc.uniqueArray(fc.constantFrom<JsonValue>('a', 'b', 1, 2, null, true), { minLength: 1, maxLength: 4 }) }),
  fc.record({ const: fc.constantFrom<JsonValue>('a', 1, null) }),
  fc.constantFrom<JsonValue>({ type: 'boolean' }, { type: 'null' }, { type: ['string', 'null'] }, {}, true, { not: { type: 'string' } }),
) as fc.Arbitrary<JsonValue>;

const { node } = fc.letrec<{ node: JsonValue }>((tie) => ({
  node: (fc.oneof as (...args: unknown[]) => fc.Arbitrary<JsonValue>)({ depthSize: 'small', maxDepth: 3 },
    leaf,
    fc.constant<JsonValue>({ $ref: '#/$defs/d0' }),
    fc.constant<JsonValue>({ $ref: '#/$defs/list' }),
    fc.record({
      type: fc.constant('object'),
      properties: fc.dictionary(fc.constantFrom(...NAMES), tie('node'), { maxKeys: 3 }),
      required: fc.subarray(NAMES, { maxLength: 2 }),
      additionalProperties: fc.oneof(fc.boolean(), leaf),
      patternProperties: fc.record({ '^x': leaf }),
      propertyNames: fc.constant({ maxLength: 3 }),
      dependentRequired: fc.constant({ p0: ['p1'] }),
      dependentSchemas: fc.record({ p1: fc.constant({ required: ['p2'] }) }),
      minProperties: fc.integer({ min: 0, max: 2 }),
      maxProperties: fc.integer({ min: 1, max: 4 }),
      unevaluatedProperties: fc.constant(false),
    }, { requiredKeys: ['type', 'properties'] }),
    fc.record({
      type: fc.constant('array'),
      prefixItems: fc.array(leaf, { minLength: 1, maxLength: 2 }),
      items: fc.oneof(tie('node'), fc.constant(false)),
      contains: leaf, minContains: fc.integer({ min: 0, max: 2 }), maxContains: fc.integer({ min: 1, max: 3 }),
      minItems: fc.integer({ min: 0, max: 2 }), maxItems: fc.integer({ min: 1, max: 4 }), uniqueItems: fc.boolean(),
    }, { requiredKeys: ['type'] }),
    fc.record({ anyOf: fc.array(tie('node'), { minLength: 1, maxLength: 3 }) }),
    fc.record({ oneOf: fc.array(tie('node'), { minLength: 1, maxLength: 3 }) }),
    fc.record({ allOf: fc.array(tie('node'), { minLength: 1, maxLength: 2 }) }),
    fc.record({ if: fc.constant({ properties: { p0: { const: 'a' } }, required: ['p0'] }), then: tie('node'), else: tie('node') }, { requiredKeys: ['if'] }),
  ),
}));

/** A root schema: a node beside `$defs` holding a plain definition and a recursive list. */
export const richSchemaArb: fc.Arbitrary<JsonObject> = fc.tuple(node, leaf).map(([root, d0]) => ({
  $defs: {
    d0,
    list: { type: 'object', properties: { value: { $ref: '#/$defs/d0' }, next: { $ref: '#/$defs/list' } }, required: ['value'] },
  },
  ...(typeof root === 'object' && root !== null && !Array.isArray(root) ? root : { allOf: [root] }),
}));

type Edit = readonly [op: string, at: number, param: number];

const EDITS = [
  'widenType', 'narrowType', 'dropKeyword', 'dropKeyword', 'addEnumValue', 'removeEnumValue', 'lowerMin', 'raiseMin', 'raiseMax', 'lowerMax',
  'multipleOf', 'addRequired', 'removeRequired', 'closeObject', 'openObject', 'addProperty', 'nullable', 'addBranch', 'removeBranch',
  'oneToAny', 'anyToOne', 'inlineRef', 'moveToDefs', 'renameDefs', 'annotate', 'tighten', 'dropItems', 'notType', 'changeDef',
];

export const editsArb: fc.Arbitrary<Edit[]> = fc.array(fc.tuple(fc.constantFrom(...EDITS), fc.nat(40), fc.integer({ min: -2, max: 4 })), { minLength: 1, maxLength: 3 });

/** Every subschema object (not through `$ref`), parents before children. */
function subschemas(s: JsonValue, out: JsonObject[] = []): JsonObject[] {
  if (typeof s !== 'object' || s === null) return out;
  if (Array.isArray(s)) {
    for (const x of s) subschemas(x, out);
    return out;
  }
  out.push(s);
  for (const [k, v] of Object.entries(s)) {
    if (['enum', 'const', 'required', 'dependentRequired', 'examples'].includes(k)) continue;
    if (['properties', 'patternProperties', '$defs', 'dependentSchemas'].includes(k) && typeof v === 'object' && v !== null) for (const x of Object.values(v)) subschemas(x, out);
    else subschemas(v, out);
  }
  return out;
}

const num = (v: JsonValue | undefined, fallback: number) => (typeof v === 'number' ? v : fallback);

function edit(root: JsonObject, s: JsonObject, op: string, k: number): void {
  const keys = Object.keys(s);
  const defs = root['$defs'] as JsonObject;
  const branches = (s['oneOf'] ?? s['anyOf']) as JsonValue[] | undefined;
  const edits: Record<string, () => void> = {
    widenType: () => { s['type'] = s['type'] === 'integer' ? 'number' : typeof s['type'] === 'string' ? [s['type'], s['type'] === 'boolean' ? 'null' : 'boolean'] : s['type'] ?? 'string'; },
    narrowType: () => { s['type'] = s['type'] === 'number' ? 'integer' : Array.isArray(s['type']) ? s['type'][0] ?? 'string' : 'string'; },
    dropKeyword: () => { const key = keys[Math.abs(k) % Math.max(1, keys.length)]; if (key !== undefined && key !== '$defs') delete s[key]; },
    addEnumValue: () => { if (Array.isArray(s['enum'])) s['enum'] = [...s['enum'], `w${k}`]; },
    removeEnumValue: () => { if (Array.isArray(s['enum']) && s['enum'].length > 1) s['enum'] = s['enum'].slice(1); },
    lowerMin: () => { s['minimum'] = num(s['minimum'], 0) - 1; },
    raiseMin: () => { s['minimum'] = num(s['minimum'], -5) + Math.abs(k) + 1; },
    raiseMax: () => { s['maximum'] = num(s['maximum'], 0) + 1; },
    lowerMax: () => { s['maximum'] = num(s['maximum'], 5) - Math.abs(k) - 1; },
    multipleOf: () => { s['multipleOf'] = [2, 4, 6, 0.5, 3][Math.abs(k) % 5]!; },
    addRequired: () => { s['required'] = [...new Set([...((s['required'] ?? []) as string[]), NAMES[Math.abs(k) % NAMES.length]!])]; },
    removeRequired: () => { s['required'] = ((s['required'] ?? []) as string[]).slice(1); },
    closeObject: () => { s['additionalProperties'] = false; },
    openObject: () => { delete s['additionalProperties']; delete s['unevaluatedProperties']; },
    addProperty: () => { s['properties'] = { ...(s['properties'] as JsonObject ?? {}), [NAMES[Math.abs(k) % 3]!]: k % 2 === 0 ? {} : { type: 'string' } }; },
    nullable: () => { if (s === root) return; const copy = { ...s }; for (const key of keys) delete s[key]; s['oneOf'] = [{ type: 'null' }, copy]; },
    addBranch: () => { if (branches) branches.push(k % 2 === 0 ? { type: 'string' } : { type: 'integer', minimum: 7 }); },
    removeBranch: () => { if (branches && branches.length > 1) branches.pop(); },
    oneToAny: () => { if (s['oneOf']) { s['anyOf'] = s['oneOf']; delete s['oneOf']; } },
    anyToOne: () => { if (s['anyOf']) { s['oneOf'] = s['anyOf']; delete s['anyOf']; } },
    inlineRef: () => { if (s['$ref'] === '#/$defs/d0' && defs['d0'] !== undefined) { delete s['$ref']; Object.assign(s, structuredClone(defs['d0'] as JsonObject)); } },
    moveToDefs: () => { if (s !== root && !('$ref' in s)) { defs[`m${Math.abs(k)}`] = { ...s }; for (const key of keys) delete s[key]; s['$ref'] = `#/$defs/m${Math.abs(k)}`; } },
    renameDefs: () => {
      if (defs['d0'] === undefined) return;
      defs['e0'] = defs['d0'];
      delete defs['d0'];
      for (const x of subschemas(root)) if (x['$ref'] === '#/$defs/d0') x['$ref'] = '#/$defs/e0';
    },
    annotate: () => { s['title'] = `t${k}`; s['description'] = 'changed'; s['examples'] = [k]; s['deprecated'] = true; },
    tighten: () => { s['maxLength'] = 1; s['maxItems'] = 1; s['maxProperties'] = 1; },
    dropItems: () => { if ('prefixItems' in s || s['type'] === 'array') s['items'] = k % 2 === 0 ? false : { type: 'string' }; },
    notType: () => { s['not'] = { type: ['integer', 'string', 'null'][Math.abs(k) % 3]! }; },
    changeDef: () => { defs['d0'] = [{ type: 'string' }, { enum: ['a', 1] }, { type: 'number', maximum: 1 }, {}][Math.abs(k) % 4]!; },
  };
  edits[op]?.();
}

/** `schema` changed by `edits`, each at one of its subschemas. */
export function applyEdits(schema: JsonObject, edits: readonly Edit[]): JsonObject {
  const copy = structuredClone(schema);
  for (const [op, at, param] of edits) {
    const all = subschemas(copy);
    const target = all[at % all.length];
    if (target !== undefined) edit(copy, target, op, param);
  }
  return copy;
}

const anything: fc.Arbitrary<JsonValue> = fc.oneof(
  fc.constantFrom<JsonValue>(...WORDS, '2024-01-01', 'abcdef'), fc.integer({ min: -6, max: 8 }), fc.constantFrom(0.5, -1.5, 1.5),
  fc.boolean(), fc.constant(null), fc.constant({}), fc.constant([]), fc.constant({ x1: 1 }), fc.constant({ p0: 'a', p1: 1 }),
) as fc.Arbitrary<JsonValue>;

/** Payloads shaped after a subschema of `root` (many valid under it; tests filter with ajv). */
export function richInstanceArb(root: JsonObject, s: JsonValue = root, depth = 0): fc.Arbitrary<JsonValue> {
  if (typeof s !== 'object' || s === null || Array.isArray(s) || depth > 4) return anything;
  const ref = s['$ref'];
  if (typeof ref === 'string' && ref.startsWith('#/$defs/')) return richInstanceArb(root, (root['$defs'] as JsonObject)[ref.slice(8)] ?? {}, depth + 1);
  const pick = (key: string) => (Array.isArray(s[key]) && s[key].length > 0 ? fc.constantFrom(...s[key]).chain((b) => richInstanceArb(root, b, depth + 1)) : undefined);
  const combined = pick('oneOf') ?? pick('anyOf') ?? pick('allOf');
  if (Array.isArray(s['enum'])) return fc.oneof(fc.constantFrom(...s['enum']), anything);
  if (s['const'] !== undefined) return fc.oneof(fc.constant(s['const']), anything);
  const type = Array.isArray(s['type']) ? s['type'][0] : s['type'];
  const shaped = ((): fc.Arbitrary<JsonValue> => {
    switch (type) {
      case 'string': return fc.constantFrom('a', 'ab', 'abc', '', '2024-01-01', 'b');
      case 'integer': return fc.integer({ min: -6, max: 8 });
      case 'number': return fc.oneof(fc.integer({ min: -6, max: 8 }), fc.constantFrom(0.5, 2.5));
      case 'boolean': return fc.boolean();
      case 'array': {
        const prefix = (Array.isArray(s['prefixItems']) ? s['prefixItems'] : []).map((p) => richInstanceArb(root, p, depth + 1));
        return fc.tuple(fc.tuple(...prefix), fc.array(richInstanceArb(root, s['items'] ?? {}, depth + 1), { maxLength: 3 }))
          .map(([a, b]) => [...a, ...b] as JsonValue);
      }
      case 'object': {
        const props = (s['properties'] ?? {}) as JsonObject;
        const known = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, richInstanceArb(root, v, depth + 1)]));
        return fc.record({ known: fc.record(known, { requiredKeys: [] }), extra: fc.dictionary(fc.constantFrom(...NAMES, 'x1', 'zz'), anything, { maxKeys: 2 }) })
          .map(({ known: k, extra }) => ({ ...extra, ...k }) as JsonValue);
      }
      default: return anything;
    }
  })();
  return combined === undefined ? shaped : fc.oneof(combined, shaped);
}

/** The same schema in draft-07's spelling: `definitions`, array `items` + `additionalItems`, `dependencies`. */
export function toDraft07(schema: JsonValue): JsonValue {
  const walk = (s: JsonValue): JsonValue => {
    if (Array.isArray(s)) return s.map(walk);
    if (typeof s !== 'object' || s === null) return s;
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(s)) {
      if (k === '$defs') out['definitions'] = walk(v);
      else if (k === '$ref' && typeof v === 'string') out['$ref'] = v.replace('#/$defs/', '#/definitions/');
      else if (k === 'prefixItems') out['items'] = walk(v);
      else if (k === 'items' && 'prefixItems' in s) out['additionalItems'] = walk(v);
      else if (k === 'dependentRequired' || k === 'dependentSchemas') out['dependencies'] = { ...(out['dependencies'] as JsonObject ?? {}), ...(walk(v) as JsonObject) };
      else if (['unevaluatedProperties', 'unevaluatedItems', 'minContains', 'maxContains'].includes(k)) continue;
      else if (['properties', 'patternProperties', '$defs'].includes(k) && typeof v === 'object' && v !== null && !Array.isArray(v)) out[k] = Object.fromEntries(Object.entries(v).map(([a, b]) => [a, walk(b)]));
      else out[k] = walk(v);
    }
    return out;
  };
  return { $schema: 'http://json-schema.org/draft-07/schema#', ...(walk(schema) as JsonObject) };
}
