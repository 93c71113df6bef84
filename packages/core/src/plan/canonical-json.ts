// JSON values compared and printed independently of object key order: the planner's notion of
// "the same value", and the stable form that makes plans byte-identical for permuted inputs.
import type { JsonObject, JsonValue } from '../types.js';
import { isJsonObject } from '../json-object.js';

/** A deep copy with object keys sorted; keys whose value is `undefined` are dropped. */
export function canonicalize(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map((item) => canonicalize(item));
  if (!isJsonObject(value)) return value;
  const out: JsonObject = {};
  for (const key of Object.keys(value).sort()) {
    const item = value[key];
    if (item !== undefined) out[key] = canonicalize(item);
  }
  return out;
}

/** `canonicalize` for values known to be objects (keeps the object type for callers). */
export function canonicalObject(value: JsonObject): JsonObject {
  return canonicalize(value) as JsonObject;
}

function keysInOrder(keys: readonly string[]): boolean {
  for (let i = 1; i < keys.length; i++) if ((keys[i - 1] as string) > (keys[i] as string)) return false;
  return true;
}

/**
 * `canonicalize` that returns a value itself where it is canonical already (a plain object with
 * sorted keys, all the way down), so that only the unsorted parts are copied. Plan steps are
 * mostly canonical fields, so their text (the revision digest) copies little. Never handed out:
 * the result shares objects with its input, which only a string made from it may do.
 */
function sortedView(value: JsonValue): JsonValue {
  if (Array.isArray(value)) {
    let out: JsonValue[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = value[i] as JsonValue;
      const view = sortedView(item);
      if (view !== item) (out ??= value.slice())[i] = view;
    }
    return out ?? value;
  }
  if (!isJsonObject(value)) return value;
  // Anything but a plain object is rebuilt, exactly as `canonicalize` does.
  if (Object.getPrototypeOf(value) !== Object.prototype) return canonicalize(value);
  const keys = Object.keys(value);
  if (!keysInOrder(keys)) {
    const sorted: JsonObject = {};
    for (const key of keys.sort()) {
      const item = value[key];
      if (item !== undefined) sorted[key] = sortedView(item);
    }
    return sorted;
  }
  let out: JsonObject | undefined;
  for (const key of keys) {
    const item = value[key];
    if (item === undefined) continue;
    const view = sortedView(item);
    if (view !== item) (out ??= { ...value })[key] = view;
  }
  return out ?? value;
}

/** JSON text with sorted object keys: equal values give equal text (that of `canonicalize`). */
export function stableStringify(value: JsonValue): string {
  return JSON.stringify(sortedView(value));
}

function definedKeyCount(value: JsonObject): number {
  let count = 0;
  for (const key in value) if (value[key] !== undefined) count += 1;
  return count;
}

/** Deep equality of JSON values where object key order does not matter (array order does). */
export function jsonEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  let count = 0;
  for (const key in a) {
    const left = a[key];
    if (left === undefined) continue;
    count += 1;
    if (!Object.hasOwn(b, key) || !jsonEqual(left, b[key])) return false;
  }
  return count === definedKeyCount(b);
}
