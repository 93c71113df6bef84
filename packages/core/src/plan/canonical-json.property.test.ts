// canonicalView, the one canonical form that shares what is canonical already, held on arbitrary
// JSON (`__proto__`, integer-like and undefined members, null prototypes, frozen values) to
// canonicalize member for member, and, as stableStringify uses it, to the digest text made before.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '../types.js';
import { isJsonObject } from '../json-object.js';
import { canonicalize, canonicalView, stableStringify } from './canonical-json.js';

const KEYS = ['__proto__', '__proto__', '__proto__', 'constructor', 'toString', '10', '9', '0', '01', 'a', 'B', 'b', 'é', '', 'z'];

/** Any JSON as JavaScript holds it: a member may be undefined, an object may have no prototype. */
const raw: fc.Arbitrary<JsonValue> = fc.letrec<{ value: JsonValue; object: JsonObject }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<JsonValue>,
    fc.constantFrom(-0, 1e21, Number.NaN),
    tie('object'),
    fc.array(tie('value'), { maxLength: 3 }),
  ),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 2 })), fc.option(tie('value'), { nil: undefined, freq: 8 }), { maxKeys: 5 }) as fc.Arbitrary<JsonObject>,
})).value;

/** Values canonical in part: a canonical copy beside what is not, and the other way round. */
const json: fc.Arbitrary<JsonValue> = fc.tuple(raw, raw, fc.nat(4)).map(([a, b, pick]): JsonValue => {
  if (pick === 0) return a;
  // Top-level keys in order (a `__proto__` among them a member), deeper ones as they came.
  if (pick === 4) return isJsonObject(a) ? Object.fromEntries(Object.entries(a).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))) : a;
  if (pick === 1) return canonicalize(a);
  if (pick === 2) return { z: canonicalize(a), a: b, m: [canonicalize(b), a] };
  return { a: canonicalize(a), b: [b] };
});

/** What a value is, as far as anything reads it: own members in order, each value, and the prototype. */
function shape(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value === undefined ? '(undefined)' : value;
  if (Array.isArray(value)) return { array: value.map(shape) };
  const proto: unknown = Object.getPrototypeOf(value);
  return {
    members: Object.keys(value).map((key) => [key, shape((value as Record<string, unknown>)[key])]),
    proto: proto === Object.prototype ? 'Object' : proto === null ? 'null' : shape(proto),
  };
}

function hasProtoMember(value: JsonValue): boolean {
  if (Array.isArray(value)) return value.some(hasProtoMember);
  if (!isJsonObject(value)) return false;
  return Object.keys(value).some((key) => key === '__proto__' || (value[key] !== undefined && hasProtoMember(value[key])));
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}

/** The CLI's test before the one view: when a value could be listed as it was. */
function referenceIsCanonical(value: JsonValue): boolean {
  if (Array.isArray(value)) return value.every(referenceIsCanonical);
  if (typeof value !== 'object' || value === null) return true;
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    if ((i > 0 && (keys[i - 1] as string) > key) || key === '__proto__' || value[key] === undefined) return false;
  }
  return keys.every((key) => referenceIsCanonical(value[key] as JsonValue));
}

/** stableStringify's view before the one view, word for word: the text every stored digest was made from. */
function referenceSortedView(value: JsonValue): JsonValue {
  if (Array.isArray(value)) {
    let out: JsonValue[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = value[i] as JsonValue;
      const view = referenceSortedView(item);
      if (view !== item) (out ??= value.slice())[i] = view;
    }
    return out ?? value;
  }
  if (!isJsonObject(value)) return value;
  if (Object.getPrototypeOf(value) !== Object.prototype) return canonicalize(value);
  const keys = Object.keys(value);
  if (keys.some((key, i) => i > 0 && (keys[i - 1] as string) > key)) {
    const sorted: JsonObject = {};
    for (const key of keys.sort()) {
      const item = value[key];
      if (item !== undefined) sorted[key] = referenceSortedView(item);
    }
    return sorted;
  }
  let out: JsonObject | undefined;
  for (const key of keys) {
    const item = value[key];
    if (item === undefined) continue;
    const view = referenceSortedView(item);
    if (view !== item) (out ??= { ...value })[key] = view;
  }
  return out ?? value;
}

describe('canonicalView', () => {
  it("is canonicalize's copy member for member and prototype for prototype, the input itself when that is canonical", () => {
    const seen = { shared: 0, copied: 0, partShared: 0 };
    fc.assert(fc.property(json, (value) => {
      const before = shape(value);
      const view = canonicalView(value);
      expect(shape(view)).toEqual(shape(canonicalize(value)));
      expect(shape(value)).toEqual(before);
      expect(Object.is(view, value)).toBe(referenceIsCanonical(value));
      seen[Object.is(view, value) ? 'shared' : 'copied'] += 1;
      // A canonical part inside a plain object that is not canonical is shared, not copied.
      if (isJsonObject(value) && Object.getPrototypeOf(value) === Object.prototype && isJsonObject(view) && view !== value && value['z'] !== undefined && referenceIsCanonical(value['z'])) {
        expect(view['z']).toBe(value['z']);
        seen.partShared += 1;
      }
    }), { numRuns: 2000 });
    expect(seen.shared).toBeGreaterThan(100);
    expect(seen.copied).toBeGreaterThan(100);
    expect(seen.partShared).toBeGreaterThan(50);
  });

  it('never holds an undefined member, whatever it does with `__proto__`', () => {
    const defined = (value: unknown): boolean =>
      typeof value !== 'object' || value === null || Object.values(value).every((item) => item !== undefined && defined(item));
    fc.assert(fc.property(json, (value) => {
      expect(defined(canonicalView(value))).toBe(true);
      expect(defined(canonicalView(value, { proto: 'kept-where-sorted' }))).toBe(true);
    }), { numRuns: 1000 });
  });

  it('stableStringify prints the text it printed before, and that of canonicalize wherever no `__proto__` member is kept', () => {
    const seen = { protoKept: 0, protoDropped: 0, plain: 0 };
    fc.assert(fc.property(json, (value) => {
      const text = stableStringify(value);
      expect(text).toBe(JSON.stringify(referenceSortedView(value)));
      expect(JSON.stringify(canonicalView(value, { proto: 'kept-where-sorted' }))).toBe(text);
      const canonicalText = JSON.stringify(canonicalize(value));
      if (!hasProtoMember(value)) {
        expect(text).toBe(canonicalText);
        seen.plain += 1;
      } else seen[text === canonicalText ? 'protoDropped' : 'protoKept'] += 1;
    }), { numRuns: 2000 });
    // The option matters: some `__proto__` members were kept in the text, some were not.
    expect(seen.protoKept).toBeGreaterThan(20);
    expect(seen.protoDropped).toBeGreaterThan(20);
    expect(seen.plain).toBeGreaterThan(100);
  });

  it('reads frozen values (a plan is frozen) in both forms', () => {
    fc.assert(fc.property(json, (value) => {
      const text = JSON.stringify(referenceSortedView(value));
      const canonical = shape(canonicalize(value));
      const frozen = deepFreeze(value);
      expect(shape(canonicalView(frozen))).toEqual(canonical);
      expect(stableStringify(frozen)).toBe(text);
    }), { numRuns: 1000 });
    // The case in point: the prototype a `__proto__` member makes holds a frozen `a`, and `a` is assigned after it.
    const value = deepFreeze(JSON.parse('{"b":1,"__proto__":{"a":1},"a":2}') as JsonValue);
    expect(JSON.stringify(canonicalView(value))).toBe('{"a":2,"b":1}');
    expect(stableStringify(value)).toBe('{"a":2,"b":1}');
  });
});
