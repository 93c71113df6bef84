// The bound keywords of JSON Schema (numbers, strings, arrays, objects): a new bound is fine only
// when the old schema already implied it, so every payload valid before stays valid.
import type { CompatibilityReason, JsonObject, JsonValue } from '../types.js';

type Reason = CompatibilityReason;

const num = (value: JsonValue | undefined): number | undefined => (typeof value === 'number' ? value : undefined);

const tightened = (pointer: string, keyword: string, was: JsonValue | undefined, now: JsonValue | undefined): Reason => ({
  pointer: `${pointer}/${keyword}`,
  rule: 'bound_tightened',
  message: was === undefined
    ? `\`${keyword}: ${JSON.stringify(now)}\` was added: payloads outside it are now rejected`
    : `\`${keyword}\` changed from ${JSON.stringify(was)} to ${JSON.stringify(now)}: payloads within the old bound are now rejected`,
});

/** Lower bounds: does the old schema already guarantee `value >= min` (or `> min` when exclusive)? */
function impliesLower(o: JsonObject, min: number, exclusive: boolean): boolean {
  const oMin = num(o['minimum']);
  const oEx = num(o['exclusiveMinimum']);
  if (exclusive) return (oEx !== undefined && oEx >= min) || (oMin !== undefined && oMin > min);
  return (oMin !== undefined && oMin >= min) || (oEx !== undefined && oEx >= min);
}

function impliesUpper(o: JsonObject, max: number, exclusive: boolean): boolean {
  const oMax = num(o['maximum']);
  const oEx = num(o['exclusiveMaximum']);
  if (exclusive) return (oEx !== undefined && oEx <= max) || (oMax !== undefined && oMax < max);
  return (oMax !== undefined && oMax <= max) || (oEx !== undefined && oEx <= max);
}

function isMultiple(of: number | undefined, m: number): boolean {
  if (of === undefined) return false;
  const q = of / m;
  return Number.isFinite(q) && Math.abs(q - Math.round(q)) < 1e-9;
}

export function numericBounds(o: JsonObject, n: JsonObject, pointer: string, out: Reason[]): void {
  const checks: [string, (v: number) => boolean][] = [
    ['minimum', (v) => impliesLower(o, v, false)],
    ['exclusiveMinimum', (v) => impliesLower(o, v, true)],
    ['maximum', (v) => impliesUpper(o, v, false)],
    ['exclusiveMaximum', (v) => impliesUpper(o, v, true)],
    ['multipleOf', (v) => isMultiple(num(o['multipleOf']), v)],
  ];
  for (const [keyword, implied] of checks) {
    const value = n[keyword];
    if (value === undefined || value === o[keyword]) continue;
    if (typeof value !== 'number' || !implied(value)) out.push(tightened(pointer, keyword, o[keyword], value));
  }
}

/** `min*` must not rise and `max*` must not fall; each pair is given as [keyword, isMin]. */
function sizeBounds(o: JsonObject, n: JsonObject, pointer: string, out: Reason[], keywords: readonly (readonly [string, boolean])[]): void {
  for (const [keyword, isMin] of keywords) {
    const value = n[keyword];
    if (value === undefined) continue;
    const was = num(o[keyword]);
    const fine = typeof value === 'number' && was !== undefined && (isMin ? was >= value : was <= value);
    if (!fine) out.push(tightened(pointer, keyword, o[keyword], value));
  }
}

export function stringBounds(o: JsonObject, n: JsonObject, pointer: string, out: Reason[]): void {
  sizeBounds(o, n, pointer, out, [['minLength', true], ['maxLength', false]]);
  if (n['pattern'] !== undefined && n['pattern'] !== o['pattern']) out.push(tightened(pointer, 'pattern', o['pattern'], n['pattern']));
  if (n['format'] !== undefined && n['format'] !== o['format']) {
    out.push({
      pointer: `${pointer}/format`,
      rule: 'format_changed',
      message: `\`format\` is now ${JSON.stringify(n['format'])}: payloads in another format are rejected`,
    });
  }
}

export function arrayBounds(o: JsonObject, n: JsonObject, pointer: string, out: Reason[]): void {
  sizeBounds(o, n, pointer, out, [['minItems', true], ['maxItems', false]]);
  if (n['uniqueItems'] === true && o['uniqueItems'] !== true) out.push(tightened(pointer, 'uniqueItems', o['uniqueItems'], true));
}

export function objectBounds(o: JsonObject, n: JsonObject, pointer: string, out: Reason[]): void {
  sizeBounds(o, n, pointer, out, [['minProperties', true], ['maxProperties', false]]);
}
