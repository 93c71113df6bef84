// The limits on untrusted input (definitions come from pull requests), one place for all of
// them: the CLI's loaders, core's checks and the service's body checks use these constants.

/**
 * How deeply arrays and objects may nest in a definition, an action schema or a request body
 * (the root container is level 1). Deeper input is refused, never left to overflow the stack.
 */
export const MAX_DEPTH = 128;

/**
 * How many values YAML aliases may add to a document when expanded. Anchors that share a few
 * fragments add hundreds; an alias bomb adds billions and is refused at this bound.
 */
export const MAX_ALIAS_EXPANSION = 100_000;

/** A problem that makes input unusable as it is, with where it is. */
export interface InputProblem {
  readonly code: 'too_deep' | 'alias_expansion' | 'alias_cycle' | 'not_finite' | 'lone_surrogate' | 'reserved_key';
  readonly pointer: string;
  readonly message: string;
  /** The problem is the key at `pointer` itself: placed at the key, not at its value. */
  readonly key?: boolean;
}

export const TOO_DEEP_MESSAGE = `nested more than ${MAX_DEPTH} levels deep; flatten this part (use fewer nested arrays and objects)`;
export const NOT_FINITE_MESSAGE = 'is a number too large to represent (or not a number at all); write a finite number';
export const LONE_SURROGATE_MESSAGE = 'holds a lone UTF-16 surrogate (`\\ud800`-`\\udfff` without its pair), which is not text; remove or fix the escape';

export const RESERVED_KEY_MESSAGE = 'is a key JavaScript reads as an object\'s prototype, not as data (the service refuses it in every body); rename it';

/**
 * True for `__proto__`, and for `prototype` in an object held under `constructor`: the keys the
 * service's JSON parser refuses (they would reach an object's prototype). `parentKey` is the key
 * the object holding `key` sits under.
 */
export function isReservedKey(key: string, parentKey: string | undefined): boolean {
  return key === '__proto__' || (key === 'prototype' && parentKey === 'constructor');
}

const LONE_SURROGATE = /\p{Surrogate}/u;
// String.prototype.isWellFormed (Node 20+) answers natively; the regex is the fallback.
const isWellFormed = (String.prototype as { isWellFormed?: (this: string) => boolean }).isWellFormed;

/** True for a string that is not well-formed UTF-16 (a surrogate without its pair). */
export function hasLoneSurrogate(text: string): boolean {
  return isWellFormed === undefined ? LONE_SURROGATE.test(text) : !isWellFormed.call(text);
}
