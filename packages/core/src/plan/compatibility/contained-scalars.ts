// Containment for the keywords that look at one value: `type`, `enum`/`const`, numeric bounds and
// `multipleOf` (by exact divisibility), string lengths, `pattern` and `format`.
import type { JsonValue } from '../../types.js';
import type { Context, Failure } from './context.js';
import { failure, unproven } from './contained.js';
import type { Conjunction } from './expand.js';
import { declaredTypes, hasNumbers, type Bound, type Facts } from './facts.js';
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

/**
 * `multipleOf: m` holds for every multiple of `k` only when ajv's floating-point test agrees: for
 * safe integers exact divisibility, or the same divisor. (0.3 is not a multiple of 0.1 to ajv.)
 */
function divides(m: number, f: Facts): boolean {
  if (m === 1 && !f.types.has('number')) return true;
  return f.multipleOf.some((k) => k === m || (Number.isSafeInteger(k) && Number.isSafeInteger(m) && k % m === 0));
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
    else if (!implied(v)) out.push(tightened(ctx, d, n, keyword, 'number'));
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
  return out;
}

/** Failures of the one-value keywords of `n` for the old case `d` (whose value set is infinite or undecided). */
export function scalarChecks(d: Conjunction, f: Facts, n: SchemaNode, ctx: Context): Failure[] {
  const k = keywordsOf(n);
  const out: Failure[] = [];
  if (k['type'] !== undefined) {
    const declared = declaredTypes(k['type']);
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
  if (k['const'] !== undefined) out.push(failure(ctx, 'const_added', 'const', `only ${JSON.stringify(k['const'])} is now allowed`, d, n));
  if (k['enum'] !== undefined) out.push(failure(ctx, 'enum_added', 'enum', 'an `enum` was added', d, n));
  if (hasNumbers(f)) out.push(...numberChecks(d, f, n, ctx));
  if (f.types.has('string')) out.push(...stringChecks(d, f, n, ctx));
  return out;
}
