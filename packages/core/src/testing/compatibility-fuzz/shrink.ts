// Shrinking a counterexample, as QuickCheck and Hypothesis do: smaller variants of the old
// schema, the new schema and the payload are tried one step at a time, and a variant is kept
// while the analysis still proves the direction and ajv still shows it wrong.
import type { JsonValue } from '../../types.js';
import { isJsonObject } from '../../json-object.js';
import { sizeOf } from './json-tree.js';
import type { Counterexample } from './oracle.js';

/** One-step simplifications of a JSON value, roughly smallest first. */
export function* smaller(v: JsonValue, depth = 0): Generator<JsonValue> {
  if (depth > 20) return;
  if (Array.isArray(v)) {
    if (v.length > 0) yield [];
    for (let i = 0; i < v.length; i++) yield [...v.slice(0, i), ...v.slice(i + 1)];
    for (let i = 0; i < v.length; i++) for (const x of smaller(v[i] as JsonValue, depth + 1)) yield v.map((y, j) => (j === i ? x : y));
    return;
  }
  if (isJsonObject(v)) {
    const entries = Object.entries(v);
    if (entries.length > 0 && depth > 0) yield* [true, false, {}];
    for (const [k] of entries) yield Object.fromEntries(entries.filter(([j]) => j !== k)) as JsonValue;
    for (const [k, x] of entries) for (const y of smaller(x, depth + 1)) yield Object.fromEntries(entries.map(([j, z]) => [j, j === k ? y : z])) as JsonValue;
    return;
  }
  if (typeof v === 'string' && v.length > 0) yield* ['', [...v].slice(0, 1).join(''), [...v].slice(1).join('')];
  if (typeof v === 'number' && v !== 0 && !Object.is(v, -0)) yield* [0, 1, Math.trunc(v), Math.sign(v)].filter((x) => x !== v && Math.abs(x) < Math.abs(v));
  if (v === true) yield false;
  if (v !== null && depth > 0) yield null;
}

const PARTS = ['old', 'new', 'payload'] as const;

/** The smallest variant for which `fails` still holds, found within `limit` evaluations. */
export function shrink(c: Counterexample, fails: (c: Counterexample) => boolean, limit = 3000): Counterexample {
  let best = c;
  let left = limit;
  let improved = true;
  while (improved && left > 0) {
    improved = false;
    for (const part of PARTS) {
      for (const candidate of smaller(best[part])) {
        if (left-- <= 0) break;
        if (sizeOf(candidate) >= sizeOf(best[part])) continue;
        const next = { ...best, [part]: candidate };
        if (fails(next)) {
          best = next;
          improved = true;
          break;
        }
      }
    }
  }
  return best;
}
