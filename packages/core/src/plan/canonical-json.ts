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

/**
 * What becomes of an own `__proto__` member (JSON.parse and the YAML loaders make them), the one
 * key that assigning cannot make a member of a plain object.
 * - `'assigned'`: as `canonicalize` treats it. It is assigned to the sorted copy, which sets the
 *   copy's prototype (an object or null value) or does nothing (any other value); it is never a
 *   member of the result, so neither JSON text nor `Object.keys` shows it.
 * - `'kept-where-sorted'`: kept, as a member, in an object whose keys are in sorted order
 *   already; assigned, as above, where an object is rebuilt in sorted order. What
 *   `stableStringify` has always printed, and so the text every stored digest was made from:
 *   changing it would change the digest of a stored revision or policy set holding such a key.
 */
export type ProtoMember = 'assigned' | 'kept-where-sorted';

export interface CanonicalViewOptions {
  /** `'assigned'` (as `canonicalize`) unless set; see `ProtoMember`. */
  readonly proto?: ProtoMember;
}

/**
 * `canonicalize(value)` without the copies that would equal their input: a plain object whose
 * keys are in sorted order and defined (with `'assigned'`, none of them `__proto__`), all the way
 * down, is returned itself, and an array or object that holds such a part and another is copied
 * around the part. Members whose value is `undefined` are dropped, as `canonicalize` drops them;
 * anything but a plain object (another prototype, none) is `canonicalize`'s own copy. With
 * `'assigned'` the result is `canonicalize(value)` member for member, in the same order, prototype
 * for prototype. Plan steps and a service's answers are mostly canonical already, so their text and
 * listings copy little. The result shares objects with its input: read it, never change it or
 * hand it out.
 */
export function canonicalView(value: JsonValue, options: CanonicalViewOptions = {}): JsonValue {
  return viewOf(value, options.proto === 'kept-where-sorted');
}

/** Sorted as Array#sort sorts them; integer-like keys, which objects list first, pass only if that is their sorted order too. */
function keysInOrder(keys: readonly string[]): boolean {
  for (let i = 1; i < keys.length; i++) if ((keys[i - 1] as string) > (keys[i] as string)) return false;
  return true;
}

function viewOf(value: JsonValue, keepProto: boolean): JsonValue {
  if (Array.isArray(value)) {
    let out: JsonValue[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = value[i] as JsonValue;
      const view = viewOf(item, keepProto);
      // Object.is: a NaN (never JSON, but a number) is its own view.
      if (!Object.is(view, item)) (out ??= value.slice())[i] = view;
    }
    return out ?? value;
  }
  if (!isJsonObject(value)) return value;
  if (Object.getPrototypeOf(value) !== Object.prototype) return canonicalize(value);
  const keys = Object.keys(value);
  if (keysInOrder(keys)) return sortedObjectView(value, keys, keepProto);
  // Rebuilt in sorted order by assignment, as `canonicalize` builds its copy (`__proto__` too, in both forms).
  return rebuilt(value, keys.sort(), false, keepProto);
}

/** An object whose keys are in order: itself, or a copy where a member's view differs. */
function sortedObjectView(value: JsonObject, keys: readonly string[], keepProto: boolean): JsonObject {
  let out: JsonObject | undefined;
  for (const key of keys) {
    const item = value[key];
    // Rare: a member to drop or to assign. The copy is made member by member instead.
    if (item === undefined || (key === '__proto__' && !keepProto)) return rebuilt(value, keys, keepProto, keepProto);
    const view = viewOf(item, keepProto);
    // Object.is: a NaN (never JSON, but a number) is its own view. A spread copy keeps a `__proto__` member as a member.
    if (!Object.is(view, item)) (out ??= { ...value })[key] = view;
  }
  return out ?? value;
}

/**
 * A fresh object of `value`'s defined members in the order of `keys`, each its view: a `__proto__`
 * member kept as a member (`keepMember`), else assigned.
 */
function rebuilt(value: JsonObject, keys: readonly string[], keepMember: boolean, keepProto: boolean): JsonObject {
  const out: JsonObject = {};
  for (const key of keys) {
    const item = value[key];
    if (item === undefined) continue;
    if (key !== '__proto__') out[key] = viewOf(item, keepProto);
    else if (keepMember) Object.defineProperty(out, key, { value: viewOf(item, keepProto), enumerable: true, writable: true, configurable: true });
    else assignProto(out, item);
  }
  return out;
}

/**
 * A `__proto__` member assigned, as `canonicalize` assigns it: its own copy becomes the prototype,
 * never an object of the input, whose frozen members would refuse the members assigned after it.
 */
function assignProto(out: JsonObject, item: JsonValue): void {
  out['__proto__'] = canonicalize(item);
}

/**
 * JSON text with sorted object keys: equal values give equal text, that of `canonicalize`, but
 * for a `__proto__` member, which it keeps where its object's keys are in order (`ProtoMember`):
 * the text of every digest made so far, kept byte for byte.
 */
export function stableStringify(value: JsonValue): string {
  return JSON.stringify(canonicalView(value, { proto: 'kept-where-sorted' }));
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
