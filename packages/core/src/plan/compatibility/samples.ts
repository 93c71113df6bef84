// Candidate values for a conjunction of subschemas, aimed at the edges of a second schema (the
// hint): the raw material of witnesses. Nothing here is trusted; ajv judges every payload built.
import type { JsonObject, JsonValue } from '../../types.js';
import { isJsonObject } from '../../json-object.js';
import { factsOf, hasNumbers, type Facts } from './facts.js';
import { judge } from './payload-validators.js';
import { keywordsOf, type SchemaNode } from './schema-node.js';
import { itemNode, prefixLength, propertyNamesOf, propertyNodes, regexOf } from './structure.js';
import type { Budget } from './context.js';
import { expand, TooManyCases } from './expand.js';

const ANY: JsonValue[] = ['a', 0, {}, [], null, true, 1.5, -1, ''];

const FORMAT_SAMPLES: Record<string, string> = {
  'date-time': '2024-01-01T00:00:00Z', date: '2024-01-01', time: '00:00:00Z', email: 'a@example.com',
  hostname: 'example.com', ipv4: '192.0.2.1', ipv6: '2001:db8::1', uri: 'https://example.com/a',
  'uri-reference': '/a', uuid: '123e4567-e89b-12d3-a456-426614174000', duration: 'P1D', regex: 'a',
  'json-pointer': '/a', 'relative-json-pointer': '0', 'idn-email': 'a@example.com', 'idn-hostname': 'example.com',
  iri: 'https://example.com/a', 'iri-reference': '/a', 'uri-template': '/a/{b}',
};

/** Strings a pattern probably matches: its literal parts with common classes filled in. */
export function patternSamples(pattern: string): string[] {
  const core = pattern.replace(/^\^/, '').replace(/\$$/, '');
  const filled = core
    .replace(/\\d|\[0-9\]/g, '1').replace(/\\w|\[a-zA-Z0-9_\]|\[a-z\]|\[a-zA-Z\]|\[A-Za-z\]/g, 'a').replace(/\[A-Z\]/g, 'A')
    .replace(/\\s/g, ' ').replace(/\.(?=[*+?{]|$)/g, 'a').replace(/\{(\d+)(,\d*)?\}/g, '').replace(/[*+?()|]/g, '').replace(/\\(.)/g, '$1');
  const re = regexOf(pattern);
  return [filled, `${filled}1`, 'a', 'A', '1', ''].filter((s) => re === null || re.test(s));
}

function numberSamples(f: Facts, hint: JsonObject): number[] {
  const points = [0, 1, -1, 0.5, 2, 1e9];
  for (const b of [f.lower, f.upper]) if (b) points.push(b.value, b.value + 1, b.value - 1, b.value + 0.5, b.value - 0.5);
  for (const k of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']) {
    const v = hint[k];
    if (typeof v === 'number' && Number.isFinite(v)) points.push(v, v + 1, v - 1, v + 0.5, v - 0.5, v / 2);
  }
  const step = f.multipleOf[0];
  const out = new Set<number>();
  for (const p of points) {
    const near = step !== undefined ? [Math.floor(p / step) * step, Math.ceil(p / step) * step] : f.types.has('number') ? [p, Math.floor(p)] : [Math.floor(p), Math.ceil(p)];
    for (const v of near) {
      if (!Number.isFinite(v)) continue;
      if (f.lower && (v < f.lower.value || (f.lower.exclusive && v === f.lower.value))) continue;
      if (f.upper && (v > f.upper.value || (f.upper.exclusive && v === f.upper.value))) continue;
      out.add(v === 0 ? 0 : v);
    }
  }
  return [...out];
}

function stringSamples(f: Facts, hint: JsonObject): string[] {
  const lengths = new Set([f.minLength, f.minLength + 1, f.maxLength ?? 3]);
  for (const k of ['minLength', 'maxLength']) if (typeof hint[k] === 'number') lengths.add((hint[k] as number) + (k === 'minLength' ? -1 : 1));
  const out = [...lengths].filter((n) => n >= f.minLength && n <= (f.maxLength ?? Infinity) && n < 10_000).map((n) => 'a'.repeat(n));
  for (const format of f.formats) if (FORMAT_SAMPLES[format]) out.unshift(FORMAT_SAMPLES[format]);
  for (const p of f.patterns) out.unshift(...patternSamples(p));
  out.push('not a date or an address', '0');
  return out;
}

export interface Sampler {
  readonly budget: Budget;
}

function uniq(values: JsonValue[], limit: number): JsonValue[] {
  const seen = new Set<string>();
  const out: JsonValue[] = [];
  for (const v of values) {
    const key = JSON.stringify(v);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(v);
    if (out.length >= limit) break;
  }
  return out;
}

/** A value all of `nodes` accept (checked with ajv where it can), or the first candidate. */
export function exampleOf(nodes: readonly SchemaNode[], s: Sampler, depth = 0, only?: string): JsonValue {
  const all = samples(nodes, undefined, s, depth, only);
  return all.find((v) => nodes.every((n) => judge(n, v) !== false)) ?? all[0] ?? null;
}

/** Candidate values for the conjunction `nodes`, with `hint` (the other side) steering the edges. */
export function samples(nodes: readonly SchemaNode[], hint: SchemaNode | undefined, s: Sampler, depth = 0, only?: string): JsonValue[] {
  s.budget.step(10);
  // References and combinators first: each case of the normal form is sampled on its own.
  if (nodes.some((n) => COMBINED.some((k) => keywordsOf(n)[k] !== undefined))) {
    let cases: SchemaNode[][] | undefined;
    try {
      cases = expand(nodes, s.budget);
    } catch (e) {
      if (!(e instanceof TooManyCases)) throw e;
    }
    if (cases !== undefined) return uniq(cases.slice(0, 6).flatMap((c) => caseSamples(c, hint, s, depth, only)), 30);
  }
  return caseSamples(nodes, hint, s, depth, only);
}

const COMBINED = ['$ref', 'allOf', 'anyOf', 'oneOf', 'if'];

function caseSamples(nodes: readonly SchemaNode[], hint: SchemaNode | undefined, s: Sampler, depth: number, only?: string): JsonValue[] {
  const f = factsOf(nodes);
  const h = hint ? keywordsOf(hint) : {};
  const out: JsonValue[] = [];
  for (const n of nodes) {
    const k = keywordsOf(n);
    if (Array.isArray(k['examples'])) out.push(...k['examples'].slice(0, 3));
    if (k['default'] !== undefined) out.push(k['default']);
  }
  if (f.values !== undefined) return uniq([...f.values.slice(0, 20), ...out], 24);
  const want = (t: string) => f.types.has(t as never) && (only === undefined || only === t || (only === 'number' && t === 'integer'));
  if (want('string')) out.push(...stringSamples(f, h));
  if (hasNumbers(f) && (only === undefined || only === 'number' || only === 'integer')) out.push(...numberSamples(f, h));
  if (want('boolean')) out.push(true, false);
  if (want('null')) out.push(null);
  if (depth > 3) {
    if (want('object')) out.push({});
    if (want('array')) out.push([]);
    return uniq(out, 24);
  }
  if (want('object')) out.push(...objectSamples(nodes, f, hint, s, depth));
  if (want('array')) out.push(...arraySamples(nodes, f, hint, s, depth));
  return uniq(out.filter((v) => only === undefined || typeMatches(v, only)), 24);
}

function typeMatches(v: JsonValue, t: string): boolean {
  if (t === 'integer') return typeof v === 'number' && Number.isInteger(v);
  if (t === 'number') return typeof v === 'number';
  if (t === 'null') return v === null;
  if (t === 'array') return Array.isArray(v);
  if (t === 'object') return isJsonObject(v);
  return typeof v === t;
}

function objectSamples(nodes: readonly SchemaNode[], f: Facts, hint: SchemaNode | undefined, s: Sampler, depth: number): JsonValue[] {
  const base: JsonObject = {};
  const at = (name: string) => nodes.flatMap((n) => propertyNodes(n, name));
  for (const name of [...f.required].slice(0, 50)) base[name] = exampleOf(at(name), s, depth + 1);
  const out: JsonValue[] = [base];
  const names = new Set([...nodes.flatMap(propertyNamesOf), ...(hint ? propertyNamesOf(hint) : [])]);
  for (const name of [...names].slice(0, 20)) {
    const local = at(name);
    if (local.some((n) => n.schema === false)) continue;
    const values = local.length === 0 ? ANY : samples(local, hint ? propertyNodes(hint, name)[0] : undefined, s, depth + 1);
    for (const v of values.slice(0, 6)) out.push({ ...base, [name]: v });
  }
  out.push({ ...base, extra: 'a' });
  for (const name of [...f.required]) {
    const { [name]: _, ...rest } = base;
    out.push(rest);
  }
  return out;
}

function arraySamples(nodes: readonly SchemaNode[], f: Facts, hint: SchemaNode | undefined, s: Sampler, depth: number): JsonValue[] {
  const positions = Math.max(0, ...nodes.map(prefixLength));
  const element = (i: number) => nodes.map((n) => itemNode(n, i)).filter((n): n is SchemaNode => n !== undefined);
  const prefix: JsonValue[] = [];
  for (let i = 0; i < positions; i++) prefix.push(exampleOf(element(i), s, depth + 1));
  const rest = element(positions);
  const restValues = rest.some((n) => n.schema === false) ? [] : rest.length === 0 ? ANY.slice(0, 4) : samples(rest, hint ? itemNode(hint, positions) : undefined, s, depth + 1).slice(0, 6);
  const out: JsonValue[] = [prefix];
  for (const v of restValues) out.push([...prefix, v], [...prefix, v, v]);
  const fill = restValues[0] ?? null;
  const pad = (n: number) => [...prefix, ...Array.from({ length: Math.max(0, n - prefix.length) }, () => fill)];
  out.push(pad(f.minItems));
  const hintMax = hint ? keywordsOf(hint)['maxItems'] : undefined;
  if (typeof hintMax === 'number' && hintMax < 1000) out.push(pad(hintMax + 1));
  if (restValues.length > 1) out.push([...prefix, ...restValues]);
  return out;
}
