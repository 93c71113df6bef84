// fast-check arbitraries for schema compatibility: small JSON Schemas, mutations of them that
// loosen or tighten, and payloads generated from a schema (checked with ajv by the tests).
import fc from 'fast-check';
import type { JsonObject, JsonValue } from '../types.js';

const NAMES = ['p0', 'p1', 'p2', 'p3'];
const WORDS = ['a', 'b', 'c'];

const leaf: fc.Arbitrary<JsonObject> = fc.oneof(
  fc.record({ type: fc.constant('string'), minLength: fc.integer({ min: 0, max: 2 }), maxLength: fc.integer({ min: 2, max: 4 }) }, { requiredKeys: ['type'] }),
  fc.record({ type: fc.constant('string'), enum: fc.uniqueArray(fc.constantFrom(...WORDS), { minLength: 1 }) }),
  fc.record({ type: fc.constantFrom('integer', 'number'), minimum: fc.integer({ min: -3, max: 0 }), maximum: fc.integer({ min: 0, max: 3 }) }, { requiredKeys: ['type'] }),
  fc.constant({ type: 'boolean' }),
  fc.constant({ type: ['string', 'null'] }),
  fc.constant({}),
) as fc.Arbitrary<JsonObject>;

const objectOf = (inner: fc.Arbitrary<JsonObject>): fc.Arbitrary<JsonObject> =>
  fc.dictionary(fc.constantFrom(...NAMES), inner, { maxKeys: 3 }).chain((properties) => fc.record({
    type: fc.constant('object'),
    properties: fc.constant(properties),
    required: fc.subarray(Object.keys(properties)),
    additionalProperties: fc.boolean(),
  }, { requiredKeys: ['type', 'properties'] }));

const arrayOf = (inner: fc.Arbitrary<JsonObject>): fc.Arbitrary<JsonObject> =>
  fc.record({ type: fc.constant('array'), items: inner, maxItems: fc.integer({ min: 1, max: 3 }) }, { requiredKeys: ['type', 'items'] });

/** A schema of up to three levels: objects and arrays of leaves. */
export const schemaArb: fc.Arbitrary<JsonObject> = objectOf(fc.oneof(leaf, objectOf(leaf), arrayOf(leaf)));

type Mutation = readonly [op: string, at: number, param: number];

const OPS = [
  'widenType', 'narrowType', 'dropType', 'addEnumValue', 'removeEnumValue', 'addEnum', 'addConst',
  'lowerMin', 'raiseMin', 'dropMin', 'raiseMax', 'lowerMax', 'dropMax', 'exclusiveMin',
  'raiseMinLength', 'lowerMaxLength', 'dropMaxLength', 'raiseMaxItems', 'lowerMaxItems',
  'addRequired', 'removeRequired', 'closeObject', 'openObject', 'addProperty', 'removeProperty', 'pattern',
];

export const mutationsArb: fc.Arbitrary<Mutation[]> = fc.array(
  fc.tuple(fc.constantFrom(...OPS), fc.nat(20), fc.integer({ min: -2, max: 4 })), { minLength: 1, maxLength: 3 },
);

function nodes(schema: JsonObject, out: JsonObject[] = []): JsonObject[] {
  out.push(schema);
  const props = schema['properties'];
  if (props && typeof props === 'object' && !Array.isArray(props)) for (const p of Object.values(props)) nodes(p as JsonObject, out);
  const items = schema['items'];
  if (items && typeof items === 'object' && !Array.isArray(items)) nodes(items as JsonObject, out);
  return out;
}

const num = (v: JsonValue | undefined, fallback: number) => (typeof v === 'number' ? v : fallback);

function mutate(s: JsonObject, op: string, k: number): void {
  const props = (s['properties'] ?? {}) as JsonObject;
  const required = (s['required'] ?? []) as string[];
  const edits: Record<string, () => void> = {
    widenType: () => { s['type'] = s['type'] === 'integer' ? 'number' : typeof s['type'] === 'string' ? [s['type'], 'null'] : s['type'] ?? 'string'; },
    narrowType: () => { s['type'] = s['type'] === 'number' ? 'integer' : Array.isArray(s['type']) ? s['type'][0] ?? 'string' : 'string'; },
    dropType: () => { delete s['type']; },
    addEnumValue: () => { if (Array.isArray(s['enum'])) s['enum'] = [...s['enum'], `w${k}`]; },
    removeEnumValue: () => { if (Array.isArray(s['enum'])) s['enum'] = s['enum'].slice(1); },
    addEnum: () => { s['enum'] = WORDS.slice(0, Math.max(1, k)); },
    addConst: () => { s['const'] = 'a'; },
    lowerMin: () => { s['minimum'] = num(s['minimum'], 0) - 1; },
    raiseMin: () => { s['minimum'] = num(s['minimum'], -5) + Math.abs(k) + 1; },
    dropMin: () => { delete s['minimum']; },
    raiseMax: () => { s['maximum'] = num(s['maximum'], 0) + 1; },
    lowerMax: () => { s['maximum'] = num(s['maximum'], 5) - Math.abs(k) - 1; },
    dropMax: () => { delete s['maximum']; },
    exclusiveMin: () => { s['exclusiveMinimum'] = num(s['minimum'], k); },
    raiseMinLength: () => { s['minLength'] = num(s['minLength'], 0) + 1; },
    lowerMaxLength: () => { s['maxLength'] = Math.max(0, num(s['maxLength'], 4) - 1); },
    dropMaxLength: () => { delete s['maxLength']; },
    raiseMaxItems: () => { s['maxItems'] = num(s['maxItems'], 1) + 1; },
    lowerMaxItems: () => { s['maxItems'] = Math.max(0, num(s['maxItems'], 3) - 1); },
    addRequired: () => { s['required'] = [...new Set([...required, NAMES[Math.abs(k) % NAMES.length] as string])]; },
    removeRequired: () => { s['required'] = required.slice(1); },
    closeObject: () => { s['additionalProperties'] = false; },
    openObject: () => { delete s['additionalProperties']; },
    addProperty: () => { s['properties'] = { ...props, [NAMES[Math.abs(k) % NAMES.length] as string]: k % 2 === 0 ? {} : { type: 'string' } }; },
    removeProperty: () => { const [first] = Object.keys(props); if (first !== undefined) { const { [first]: _, ...rest } = props; s['properties'] = rest; } },
    pattern: () => { s['pattern'] = '^a'; },
  };
  edits[op]?.();
}

/** `schema` changed by `mutations`, each applied at one of its sub-schemas. */
export function applyMutations(schema: JsonObject, mutations: readonly Mutation[]): JsonObject {
  const copy = structuredClone(schema);
  for (const [op, at, param] of mutations) {
    const all = nodes(copy);
    const target = all[at % all.length];
    if (target !== undefined) mutate(target, op, param);
  }
  return copy;
}

const anything: fc.Arbitrary<JsonValue> = fc.oneof(
  fc.constantFrom(...WORDS, '', 'abcdef'), fc.integer({ min: -6, max: 6 }), fc.constantFrom(0.5, -1.5), fc.boolean(), fc.constant(null),
  fc.constant({}), fc.constant([]),
) as fc.Arbitrary<JsonValue>;

/** Payloads shaped after `schema` (mostly valid under it; tests filter with ajv). */
export function instanceArb(schema: JsonValue, depth = 0): fc.Arbitrary<JsonValue> {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema) || depth > 4) return anything;
  const s = schema as JsonObject;
  if (Array.isArray(s['enum'])) return fc.oneof(fc.constantFrom(...(s['enum'] as JsonValue[])), anything);
  const type = Array.isArray(s['type']) ? s['type'][0] : s['type'];
  switch (type) {
    case 'string': return fc.oneof(fc.string({ maxLength: 5 }), fc.constantFrom(...WORDS));
    case 'integer': return fc.integer({ min: -6, max: 6 });
    case 'number': return fc.oneof(fc.integer({ min: -6, max: 6 }), fc.constantFrom(0.5, 2.5));
    case 'boolean': return fc.boolean();
    case 'array': return fc.array(instanceArb(s['items'] ?? {}, depth + 1), { maxLength: 4 });
    case 'object': {
      const props = (s['properties'] ?? {}) as JsonObject;
      const known = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, instanceArb(v, depth + 1)]));
      return fc.record({ known: fc.record(known, { requiredKeys: [] }), extra: fc.dictionary(fc.constantFrom(...NAMES), anything, { maxKeys: 2 }) })
        .map(({ known: k, extra }) => ({ ...extra, ...k }) as JsonValue);
    }
    default: return anything;
  }
}
