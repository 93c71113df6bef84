// Checks a loaded YAML value before anything else walks it: nesting depth, what aliases add when
// expanded (js-yaml shares one object per anchor, so a bomb loads in microseconds and explodes
// only when walked), alias cycles, numbers that are not finite, lone surrogates and keys that
// JavaScript reads as prototypes. Iterative, and each shared object is walked once: the check
// itself cannot explode. Pointers are built only for a problem, from the keys on the stack.
import { escapeSegment } from './json-pointer.js';
import {
  hasLoneSurrogate, isReservedKey, LONE_SURROGATE_MESSAGE, MAX_ALIAS_EXPANSION, MAX_DEPTH, NOT_FINITE_MESSAGE, RESERVED_KEY_MESSAGE,
  TOO_DEEP_MESSAGE, type InputProblem,
} from './input-limits.js';

interface Frame {
  readonly node: object;
  readonly keys: readonly string[] | undefined;
  readonly length: number;
  /** The next child to visit; the one being visited is `index - 1`. */
  index: number;
  /** Values in this subtree so far, expanded. */
  size: number;
  /** Levels of containers below this one, expanded. */
  height: number;
}

interface Measured {
  readonly size: number;
  readonly height: number;
}

// js-yaml reads `1e400` as a string where YAML 1.2 (and the `yaml` package) read Infinity: a
// plain scalar spelled like an out-of-range number must not quietly become text either.
const NUMBER_SPELLING = /^[-+]?(?:\.\d+|\d+(?:\.\d*)?)(?:[eE][-+]?\d+)$/;

function scalarProblem(value: unknown): Omit<InputProblem, 'pointer'> | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : { code: 'not_finite', message: NOT_FINITE_MESSAGE };
  if (typeof value !== 'string') return undefined;
  if (hasLoneSurrogate(value)) return { code: 'lone_surrogate', message: LONE_SURROGATE_MESSAGE };
  // Cheap test first: an exponent is needed to leave the double range in few characters.
  if ((value.includes('e') || value.includes('E')) && NUMBER_SPELLING.test(value) && !Number.isFinite(Number(value))) {
    return { code: 'not_finite', message: `${NOT_FINITE_MESSAGE} (a string spelled like one is refused too: it would read as a number elsewhere)` };
  }
  return undefined;
}

const keyAt = (frame: Frame, index: number): string => (frame.keys === undefined ? String(index) : (frame.keys[index] as string));

function pointerOf(stack: readonly Frame[]): string {
  let pointer = '';
  for (const frame of stack) pointer += `/${escapeSegment(keyAt(frame, frame.index - 1))}`;
  return pointer;
}

/** The first problem of a loaded value; `shared` says whether objects may be shared (YAML aliases). */
export function inspectValue(root: unknown, shared: boolean): InputProblem | undefined {
  const measured = shared ? new Map<object, Measured>() : undefined;
  const open = new Set<object>();
  const stack: Frame[] = [];
  let added = 0;
  const problem = (found: Omit<InputProblem, 'pointer'>): InputProblem => ({ ...found, pointer: pointerOf(stack) });

  /** Starts a value below the frames on the stack: a problem, or undefined. */
  const enter = (value: unknown, parent: Frame | undefined): InputProblem | undefined => {
    if (typeof value !== 'object' || value === null) {
      if (parent) parent.size += 1;
      const found = scalarProblem(value);
      return found === undefined ? undefined : problem(found);
    }
    const known = measured?.get(value);
    if (known !== undefined && parent !== undefined) {
      added += known.size;
      if (added > MAX_ALIAS_EXPANSION) {
        return problem({ code: 'alias_expansion', message: `aliases here expand the document past ${MAX_ALIAS_EXPANSION.toLocaleString('en-US')} values (an alias bomb?); write the values out or use fewer aliases` });
      }
      if (stack.length + known.height > MAX_DEPTH) return problem({ code: 'too_deep', message: TOO_DEEP_MESSAGE });
      parent.size += known.size;
      parent.height = Math.max(parent.height, known.height + 1);
      return undefined;
    }
    if (open.has(value)) return problem({ code: 'alias_cycle', message: 'an alias refers to a node that contains it; a definition cannot be infinite' });
    if (stack.length >= MAX_DEPTH) return problem({ code: 'too_deep', message: TOO_DEEP_MESSAGE });
    if (shared) open.add(value);
    const keys = Array.isArray(value) ? undefined : Object.keys(value);
    stack.push({ node: value, keys, length: keys === undefined ? (value as unknown[]).length : keys.length, index: 0, size: 1, height: 1 });
    return undefined;
  };

  const first = enter(root, undefined);
  if (first) return first;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    if (frame.index < frame.length) {
      const index = frame.index++;
      if (frame.keys === undefined) {
        const found = enter((frame.node as unknown[])[index], frame);
        if (found) return found;
        continue;
      }
      const key = frame.keys[index] as string;
      if (hasLoneSurrogate(key)) return problem({ code: 'lone_surrogate', message: `the key ${LONE_SURROGATE_MESSAGE}`, key: true });
      const parent = stack[stack.length - 2];
      if (isReservedKey(key, parent === undefined ? undefined : keyAt(parent, parent.index - 1))) {
        return problem({ code: 'reserved_key', message: `\`${key}\` ${RESERVED_KEY_MESSAGE}`, key: true });
      }
      const found = enter((frame.node as Record<string, unknown>)[key], frame);
      if (found) return found;
      continue;
    }
    stack.pop();
    open.delete(frame.node);
    measured?.set(frame.node, { size: frame.size, height: frame.height });
    const parent = stack[stack.length - 1];
    if (parent) {
      parent.size += frame.size;
      parent.height = Math.max(parent.height, frame.height + 1);
    }
  }
  return undefined;
}
