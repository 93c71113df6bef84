// Containment for the keywords that look at one value: `type` (with OpenAPI `nullable`),
// `enum`/`const`, numeric bounds and `multipleOf` (where ajv's float test agrees with exact
// divisibility), string lengths, `pattern`, `format` and ajv-formats' `formatMinimum` and kin.
import type { JsonValue } from '../../types.js';
import { jsonEqual } from '../canonical-json.js';
import type { Context, Failure } from './context.js';
import { failure, unproven } from './contained.js';
import type { Conjunction } from './expand.js';
import { hasNumbers, typesOfSchema, type Bound, type Facts } from './facts.js';
import { samples } from './samples.js';
import { keywordsOf, type SchemaNode } from './schema-node.js';

const num = (v: JsonValue | undefined): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** What the old case said for this keyword, for messages. */
function was(d: Conjunction, keyword: string): JsonValue | undefined {
  for (const o of d) {
    const v = keywordsOf(o)[keyword];
    if (v !== undefined) return v;
  }
  return undefined;
}

function tightened(ctx: Context, d: Conjunction, n: SchemaNode, keyword: string, only?: string): Failure {
  const now = keywordsOf(n)[keyword];
  const before = was(d, keyword);
  const detail = before === undefined
    ? `\`${keyword}: ${JSON.stringify(now)}\` was added`
    : `\`${keyword}\` changed from ${JSON.stringify(before)} to ${JSON.stringify(now)}`;
  const f = failure(ctx, 'bound_tightened', keyword, detail, d, n);
  return only === undefined ? f : { ...f, candidates: (s) => samples(d, n, s, 0, only).map((v) => ctx.lift(v, s)) };
}

const impliesLower = (have: Bound | undefined, need: Bound): boolean =>
  have !== undefined && (have.value > need.value || (have.value === need.value && (have.exclusive || !need.exclusive)));
const impliesUpper = (have: Bound | undefined, need: Bound): boolean =>
  have !== undefined && (have.value < need.value || (have.value === need.value && (have.exclusive || !need.exclusive)));

/** Integers up to this size divide exactly under ajv's test `x/m !== parseInt(x/m)` (half an ulp of x/m stays below 1/m). */
const EXACT = 2 ** 52;

/**
 * `multipleOf: m` holds for every old payload only where ajv's floating-point test provably agrees
 * with exact arithmetic: the same divisor (the same test), or integers bounded within ±2^52 and an
 * integer `m` dividing the old integer divisor (or `m = 1`). Beyond that, 1e21 (`parseInt` reads
 * "1e+21" as 1) and 5e-324 (5e-324/2 is 0) break the arithmetic, so it stays unproven.
 */
function divides(m: number, f: Facts): boolean {
  if (f.multipleOf.some((k) => k === m)) return true;
  const boundedIntegers = !f.types.has('number') && f.lower !== undefined && f.upper !== undefined && Math.abs(f.lower.value) <= EXACT && Math.abs(f.upper.value) <= EXACT;
  if (!boundedIntegers || !Number.isSafeInteger(m) || m < 1) return false;
  return m === 1 || f.multipleOf.some((k) => Number.isSafeInteger(k) && k % m === 0);
}

/** Numbers where ajv's float test and exact arithmetic part: tried as witnesses of a `multipleOf` change. */
const FLOAT_EDGES: readonly number[] = [1e21, -1e21, 2e21, 5e20, 2 ** 53, 2 ** 53 + 2, 5e-324, -5e-324, 1e-7, 1e300, 0.3, 0];

function multipleOfFailure(ctx: Context, d: Conjunction, n: SchemaNode): Failure {
  const f = tightened(ctx, d, n, 'multipleOf', 'number');
  const m = num(keywordsOf(n)['multipleOf']) ?? 1;
  // m·1e21 divided by m is 1e21, which ajv's test rejects, while a larger old divisor may still accept it.
  const edges = [...FLOAT_EDGES, m * 1e21, m * 2e21, -m * 1e21];
  return { ...f, candidates: (s) => [...edges.map((v) => ctx.lift(v, s)), ...f.candidates(s)] };
}

function numberChecks(d: Conjunction, f: Facts, n: SchemaNode, ctx: Context): Failure[] {
  const k = keywordsOf(n);
  const out: Failure[] = [];
  const bounds: [string, (v: number) => boolean][] = [
    ['minimum', (v) => impliesLower(f.lower, { value: v, exclusive: false })],
    ['exclusiveMinimum', (v) => impliesLower(f.lower, { value: v, exclusive: true })],
    ['maximum', (v) => impliesUpper(f.upper, { value: v, exclusive: false })],
    ['exclusiveMaximum', (v) => impliesUpper(f.upper, { value: v, exclusive: true })],
    ['multipleOf', (v) => divides(v, f)],
  ];
  for (const [keyword, implied] of bounds) {
    if (k[keyword] === undefined) continue;
    const v = num(k[keyword]);
    if (v === undefined) out.push(unproven(ctx, keyword, `\`${keyword}\` is not a finite number`, d));
    else if (!implied(v)) out.push(keyword === 'multipleOf' ? multipleOfFailure(ctx, d, n) : tightened(ctx, d, n, keyword, 'number'));
  }
  return out;
}

function stringChecks(d: Conjunction, f: Facts, n: SchemaNode, ctx: Context): Failure[] {
  const k = keywordsOf(n);
  const out: Failure[] = [];
  const minLength = num(k['minLength']);
  if (k['minLength'] !== undefined && (minLength === undefined || minLength > f.minLength)) out.push(tightened(ctx, d, n, 'minLength', 'string'));
  const maxLength = num(k['maxLength']);
  if (k['maxLength'] !== undefined && (maxLength === undefined || f.maxLength === undefined || maxLength < f.maxLength)) out.push(tightened(ctx, d, n, 'maxLength', 'string'));
  if (k['pattern'] !== undefined && !f.patterns.includes(k['pattern'] as string)) out.push(tightened(ctx, d, n, 'pattern', 'string'));
  if (k['format'] !== undefined && !f.formats.includes(k['format'] as string)) {
    out.push({ ...failure(ctx, 'format_changed', 'format', `\`format\` is now ${JSON.stringify(k['format'])}`, d, n), candidates: (s) => samples(d, n, s, 0, 'string').map((v) => ctx.lift(v, s)) });
  }
  out.push(...formatLimitChecks(d, n, ctx));
  return out;
}

const FORMAT_LIMITS = ['formatMinimum', 'formatMaximum', 'formatExclusiveMinimum', 'formatExclusiveMaximum'];

/**
 * ajv-formats' limits compare by the format's own order, which is not analysed: a limit holds only
 * when an old subschema has the same format and the same limit; otherwise it is unproven.
 */
function formatLimitChecks(d: Conjunction, n: SchemaNode, ctx: Context): Failure[] {
  const k = keywordsOf(n);
  const out: Failure[] = [];
  for (const keyword of FORMAT_LIMITS) {
    if (k[keyword] === undefined) continue;
    const same = d.some((o) => !o.synthetic && jsonEqual(keywordsOf(o)['format'] ?? null, k['format'] ?? null) && jsonEqual(keywordsOf(o)[keyword] ?? null, k[keyword]!));
    if (same) continue;
    const f = unproven(ctx, keyword, `\`${keyword}\` compares by the format's order, which is not analysed`, d, n);
    out.push({ ...f, candidates: (s) => samples(d, n, s, 0, 'string').map((v) => ctx.lift(v, s)) });
  }
  return out;
}

/** Failures of the one-value keywords of `n` for the old case `d` (whose value set is infinite or undecided). */
export function scalarChecks(d: Conjunction, f: Facts, n: SchemaNode, ctx: Context): Failure[] {
  const k = keywordsOf(n);
  const out: Failure[] = [];
  // `type: []` checks nothing in ajv (and `nullable` beside it is refused below).
  if (k['type'] !== undefined && !(Array.isArray(k['type']) && k['type'].length === 0)) {
    const declared = typesOfSchema(k);
    if (declared === undefined) out.push(unproven(ctx, 'type', '`type` is neither a string nor an array', d));
    else {
      const lost = [...f.types].filter((t) => !declared.has(t));
      if (lost.length > 0) {
        const names = lost.map((t) => `\`${t}\``).join(', ');
        out.push({
          ...failure(ctx, 'type_narrowed', 'type', `type no longer accepts ${names}`, d, n),
          candidates: (s) => lost.flatMap((t) => samples(d, n, s, 0, t)).map((v) => ctx.lift(v, s)),
        });
      }
    }
  }
  const noType = k['type'] === undefined || (Array.isArray(k['type']) && k['type'].length === 0);
  if (k['nullable'] !== undefined && (noType || (k['nullable'] === false && typesOfSchema(k)?.has('null')))) {
    // ajv refuses to compile `nullable` without `type`, or `nullable: false` beside `type: null`.
    out.push(unproven(ctx, 'nullable', '`nullable` without `type` (or against `type: null`) is refused by the validator', d));
  }
  if (k['const'] !== undefined) out.push(failure(ctx, 'const_added', 'const', `only ${JSON.stringify(k['const'])} is now allowed`, d, n));
  if (k['enum'] !== undefined) out.push(failure(ctx, 'enum_added', 'enum', 'an `enum` was added', d, n));
  if (hasNumbers(f)) out.push(...numberChecks(d, f, n, ctx));
  if (f.types.has('string')) out.push(...stringChecks(d, f, n, ctx));
  return out;
}
