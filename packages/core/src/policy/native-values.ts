// The values of the native evaluator and what it does with them, as CEL does: equality and order
// of scalars (ints and doubles by value), selecting a field of a JSON object or a view; BAIL where
// the library's answer is the one to give.
import { JsonMap } from './json-view.js';
import { SubjectView } from './subject-view.js';

/** A CEL error: the policy fails on the subject. A class, so no JSON value can pass for one. */
export class NativeError {
  constructor(readonly nativeError: string) {}
}
export const BAIL: unique symbol = Symbol('bail');
export type Value = unknown;
export type NativeResult = Value | NativeError | typeof BAIL;
/** The variables an expression reads, by name (comprehensions add theirs on a child frame). */
export type Frame = Record<string, unknown>;
export type NativeExpression = (frame: Frame) => NativeResult;

/**
 * The one shared copy of a name or string constant of an expression. The parser's strings are
 * cut from the source, and a field read with one (`get('after')`, `object[key]`, a frame's
 * variable) compares it by content with every candidate; a property key is the shared copy, so
 * names are compared by identity. Called when an expression is compiled, never per subject.
 */
export const shared = (text: string): string => Object.keys({ [text]: true })[0] ?? text;

export const fail = (message: string): NativeError => new NativeError(message);
export const isNativeError = (v: unknown): v is NativeError => v instanceof NativeError;
export const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
export const isScalar = (v: unknown): boolean => {
  const type = typeof v;
  return v === null || type === 'string' || type === 'bigint' || type === 'number' || type === 'boolean';
};
export const INT_MIN = -(2n ** 63n);
export const INT_MAX = 2n ** 63n - 1n;

/** CEL equality of scalars: numbers across int and double by value, other types never equal. */
export function scalarEquals(a: Value, b: Value): boolean {
  if (typeof a === 'bigint' && typeof b === 'number') return Number.isInteger(b) && a === BigInt(b);
  if (typeof a === 'number' && typeof b === 'bigint') return Number.isInteger(a) && BigInt(a) === b;
  return a === b;
}

const numeric = (v: Value): v is bigint | number => typeof v === 'bigint' || typeof v === 'number';

export function compare(fn: string, a: Value, b: Value): boolean | NativeError {
  let order: number;
  if (numeric(a) && numeric(b)) {
    if (typeof a === 'number' && Number.isNaN(a)) return false;
    if (typeof b === 'number' && Number.isNaN(b)) return false;
    order = a < b ? -1 : a > b ? 1 : 0;
  } else if ((typeof a === 'string' && typeof b === 'string') || (typeof a === 'boolean' && typeof b === 'boolean')) {
    order = a < b ? -1 : a > b ? 1 : 0;
  } else {
    return fail(`no such overload: ${fn}`);
  }
  switch (fn) {
    case '_<_': return order < 0;
    case '_<=_': return order <= 0;
    case '_>_': return order > 0;
    default: return order >= 0;
  }
}

export function select(operand: Value, field: string, testOnly: boolean): NativeResult {
  if (operand === BAIL || isNativeError(operand)) return operand;
  if (operand instanceof SubjectView) {
    // The library says a key whose value is null is not there: `has` of one is its to answer.
    if (testOnly) return operand.has(field) && operand.get(field) === null ? BAIL : operand.has(field);
    const value = operand.get(field);
    return value !== undefined || operand.has(field) ? value : fail(`field not found: ${field}`);
  }
  if (operand instanceof JsonMap) {
    const has = operand.has(field);
    if (testOnly) return has && operand.raw(field) === null ? BAIL : has;
    return has ? operand.raw(field) : fail(`field not found: ${field}`);
  }
  if (isPlain(operand)) {
    const has = Object.hasOwn(operand, field);
    // The library says a key whose value is null is not there: `has` of one is its to answer.
    if (testOnly) return has && operand[field] === null ? BAIL : has;
    return has ? operand[field] : fail(`field not found: ${field}`);
  }
  // `has` of anything else, and objects of other prototypes (not JSON): the library decides.
  if (testOnly) return BAIL;
  return typeof operand === 'object' && operand !== null && !Array.isArray(operand) ? BAIL : fail(`type mismatch: cannot select ${field}`);
}
