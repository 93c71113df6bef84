// Candidate payloads for a counterexample search: values built from the schema that must accept
// them (a rough generator that follows its keywords), the literals both schemas mention, edge
// values, and neighbours of payloads already accepted. None is trusted; ajv judges each one.
import type { JsonObject, JsonValue } from '../../types.js';
import { isJsonObject } from '../../json-object.js';
import { EDGE_NUMBERS, EDGE_STRINGS, FORMAT_VALUES, LITERALS, NAMES } from './edge-values.js';
import { getAt } from './json-tree.js';
import type { Rng } from './prng.js';

const MAX_DEPTH = 5;

/** Every literal a document mentions (const, enum, examples, default, bounds, names), for payloads to reuse. */
export function harvest(v: JsonValue, out: { values: JsonValue[]; names: Set<string> } = { values: [], names: new Set() }, depth = 0): { values: JsonValue[]; names: Set<string> } {
  if (depth > 12 || out.values.length > 300) return out;
  if (typeof v === 'number') out.values.push(v, v + 1, v - 1, v * 2, v / 2, -v, Math.floor(v), v + Number.EPSILON * Math.abs(v));
  else if (typeof v === 'string') out.values.push(v, v.slice(0, 1), `${v}a`);
  else if (Array.isArray(v)) v.forEach((x) => harvest(x, out, depth + 1));
  else if (isJsonObject(v)) {
    for (const [k, x] of Object.entries(v)) {
      out.names.add(k);
      if (k === 'const' || k === 'default') out.values.push(x);
      if ((k === 'enum' || k === 'examples') && Array.isArray(x)) out.values.push(...x);
      if ((k === 'properties' || k === 'dependentRequired' || k === 'dependentSchemas' || k === 'dependencies') && isJsonObject(x)) Object.keys(x).forEach((n) => out.names.add(n));
      harvest(x, out, depth + 1);
    }
  }
  return out;
}

function resolve(root: JsonValue, ref: string): JsonValue | undefined {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let cur: JsonValue | undefined = root;
  for (const raw of ref.slice(2).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      return undefined;
    }
    cur = getAt(cur as JsonValue, [Array.isArray(cur) ? Number(segment) : segment]);
    if (cur === undefined) return undefined;
  }
  return cur;
}

const inferType = (s: JsonObject, rng: Rng): string => {
  const t = s['type'];
  if (typeof t === 'string') return t;
  if (Array.isArray(t) && t.length > 0) return String(rng.pick(t));
  if (['properties', 'required', 'additionalProperties', 'patternProperties', 'minProperties'].some((k) => k in s)) return 'object';
  if (['items', 'prefixItems', 'contains', 'minItems', 'maxItems'].some((k) => k in s)) return 'array';
  if (['minLength', 'maxLength', 'pattern', 'format'].some((k) => k in s)) return 'string';
  if (['minimum', 'maximum', 'multipleOf', 'exclusiveMinimum', 'exclusiveMaximum'].some((k) => k in s)) return rng.pick(['number', 'integer']);
  return rng.pick(['string', 'number', 'integer', 'object', 'array', 'boolean', 'null']);
};

/** A value the schema probably accepts (or is near to accepting). */
export function instance(s: JsonValue | undefined, root: JsonValue, rng: Rng, depth = 0): JsonValue {
  if (!isJsonObject(s) || depth > MAX_DEPTH || rng.chance(0.08)) return rng.pick(LITERALS);
  if (typeof s['$ref'] === 'string' && rng.chance(0.7) && depth < MAX_DEPTH) {
    const target = resolve(root, s['$ref']);
    if (target !== undefined) return instance(target, root, rng, depth + 1);
  }
  if ('const' in s && rng.chance(0.8)) return s['const'] as JsonValue;
  if (Array.isArray(s['enum']) && s['enum'].length > 0 && rng.chance(0.8)) return rng.pick(s['enum']);
  const branches = ['allOf', 'anyOf', 'oneOf'].flatMap((k) => (Array.isArray(s[k]) ? s[k] : []));
  for (const k of ['then', 'else', 'if']) if (s[k] !== undefined) branches.push(s[k]);
  if (branches.length > 0 && rng.chance(0.4)) return instance(rng.pick(branches), root, rng, depth + 1);
  switch (inferType(s, rng)) {
    case 'string': return stringFor(s, rng);
    case 'number': return numberFor(s, rng, false);
    case 'integer': return numberFor(s, rng, true);
    case 'boolean': return rng.chance(0.5);
    case 'null': return null;
    case 'object': return objectFor(s, root, rng, depth);
    case 'array': return arrayFor(s, root, rng, depth);
    default: return rng.pick(LITERALS);
  }
}

function stringFor(s: JsonObject, rng: Rng): string {
  const format = typeof s['format'] === 'string' ? FORMAT_VALUES[s['format']] : undefined;
  if (format && rng.chance(0.7)) return rng.pick(format);
  for (const k of ['formatMinimum', 'formatMaximum', 'formatExclusiveMinimum', 'formatExclusiveMaximum']) if (typeof s[k] === 'string' && rng.chance(0.3)) return s[k] as string;
  if (typeof s['pattern'] === 'string' && rng.chance(0.6)) {
    let re: RegExp | undefined;
    try { re = new RegExp(s['pattern'], 'u'); } catch { re = undefined; }
    const fits = re === undefined ? [] : EDGE_STRINGS.filter((x) => re.test(x));
    if (fits.length > 0) return rng.pick(fits);
  }
  const min = typeof s['minLength'] === 'number' ? s['minLength'] : 0;
  const max = typeof s['maxLength'] === 'number' ? s['maxLength'] : min + 3;
  const n = Math.max(0, Math.min(20, rng.range(min, Math.max(min, max))));
  return rng.chance(0.3) ? rng.pick(EDGE_STRINGS) : Array.from({ length: n }, () => rng.pick(['a', 'b', '😀', 'é'])).join('');
}

function numberFor(s: JsonObject, rng: Rng, integer: boolean): number {
  const near: number[] = [];
  for (const k of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']) {
    const v = s[k];
    if (typeof v === 'number') near.push(v, v + 1, v - 1, v + 0.5, v - 0.5, v + Number.EPSILON * Math.abs(v) * 2);
  }
  const m = s['multipleOf'];
  if (typeof m === 'number' && m > 0) near.push(...[0, 1, 2, 3, 7, 1e21, 2 ** 53].map((k) => k * m), ...near.map((x) => Math.round(x / m) * m));
  const v = near.length > 0 && rng.chance(0.7) ? rng.pick(near) : rng.pick(EDGE_NUMBERS);
  return integer && rng.chance(0.8) ? Math.round(v) : v;
}

function objectFor(s: JsonObject, root: JsonValue, rng: Rng, depth: number): JsonObject {
  const props = isJsonObject(s['properties']) ? s['properties'] : {};
  const names = new Set<string>(Array.isArray(s['required']) ? s['required'].filter((n): n is string => typeof n === 'string') : []);
  for (const n of Object.keys(props)) if (rng.chance(0.6)) names.add(n);
  if (rng.chance(0.3)) names.add(rng.pick(NAMES));
  const entries = [...names].map((n) => [n, instance(Object.hasOwn(props, n) ? props[n] : s['additionalProperties'], root, rng, depth + 1)] as const);
  return Object.fromEntries(entries) as JsonObject;
}

function arrayFor(s: JsonObject, root: JsonValue, rng: Rng, depth: number): JsonValue[] {
  const tuple = Array.isArray(s['prefixItems']) ? s['prefixItems'] : Array.isArray(s['items']) ? s['items'] : [];
  const rest = Array.isArray(s['items']) ? s['additionalItems'] : s['items'];
  const out = tuple.filter(() => rng.chance(0.9)).map((t) => instance(t, root, rng, depth + 1));
  const more = rng.range(0, 3);
  for (let i = 0; i < more; i++) out.push(instance(rest ?? s['contains'], root, rng, depth + 1));
  if (s['contains'] !== undefined && rng.chance(0.5)) out.push(instance(s['contains'], root, rng, depth + 1));
  if (s['uniqueItems'] === true && rng.chance(0.3) && out.length > 0) out.push(out[0] as JsonValue);
  return out;
}

/** A payload near an accepted one: one leaf, key or item changed. */
export function neighbour(p: JsonValue, pool: readonly JsonValue[], names: readonly string[], rng: Rng, depth = 0): JsonValue {
  const value = () => (rng.chance(0.5) && pool.length > 0 ? rng.pick(pool) : rng.pick(LITERALS));
  if (Array.isArray(p) && depth < 4) {
    const i = rng.int(p.length + 1);
    switch (rng.int(4)) {
      case 0: return [...p, value()];
      case 1: return p.filter((_, j) => j !== i);
      case 2: return p.length > 0 ? [...p, p[rng.int(p.length)] as JsonValue] : [value()];
      default: return p.map((x, j) => (j === i ? neighbour(x, pool, names, rng, depth + 1) : x));
    }
  }
  if (isJsonObject(p) && depth < 4) {
    const keys = Object.keys(p);
    const pick = keys.length > 0 ? rng.pick(keys) : undefined;
    switch (rng.int(3)) {
      case 0: return Object.fromEntries([...Object.entries(p), [rng.pick(names.length > 0 ? names : NAMES), value()]]) as JsonObject;
      case 1: return Object.fromEntries(Object.entries(p).filter(([k]) => k !== pick)) as JsonObject;
      default: return Object.fromEntries(Object.entries(p).map(([k, x]) => [k, k === pick ? neighbour(x, pool, names, rng, depth + 1) : x])) as JsonObject;
    }
  }
  return value();
}
