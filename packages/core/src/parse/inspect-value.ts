// Checks a loaded YAML value before anything else walks it: nesting depth, what aliases add when
// expanded (js-yaml shares one object per anchor, so a bomb loads in microseconds and explodes
// only when walked), alias cycles, numbers that are not finite and lone surrogates. Iterative,
// and each shared object is walked once: the check itself cannot explode.
import { joinPointer } from './json-pointer.js';
import {
  hasLoneSurrogate, LONE_SURROGATE_MESSAGE, MAX_ALIAS_EXPANSION, MAX_DEPTH, NOT_FINITE_MESSAGE, TOO_DEEP_MESSAGE, type InputProblem,
} from './input-limits.js';

interface Frame {
  readonly node: object;
  readonly pointer: string;
  readonly keys: readonly string[];
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

function scalarProblem(value: unknown, pointer: string): InputProblem | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return { code: 'not_finite', pointer, message: NOT_FINITE_MESSAGE };
  if (typeof value !== 'string') return undefined;
  if (hasLoneSurrogate(value)) return { code: 'lone_surrogate', pointer, message: LONE_SURROGATE_MESSAGE };
  if (NUMBER_SPELLING.test(value) && !Number.isFinite(Number(value))) {
    return { code: 'not_finite', pointer, message: `${NOT_FINITE_MESSAGE} (a string spelled like one is refused too: it would read as a number elsewhere)` };
  }
  return undefined;
}

/** The first problem of a loaded value; `shared` says whether objects may be shared (YAML aliases). */
export function inspectValue(root: unknown, shared: boolean): InputProblem | undefined {
  const measured = shared ? new Map<object, Measured>() : undefined;
  const open = new Set<object>();
  const stack: Frame[] = [];
  let added = 0;

  /** Starts a value at `pointer` (as many containers deep as the stack holds): a problem, or undefined. */
  const enter = (value: unknown, pointer: string, parent: Frame | undefined): InputProblem | undefined => {
    if (typeof value !== 'object' || value === null) {
      if (parent) parent.size += 1;
      return scalarProblem(value, pointer);
    }
    const depth = stack.length;
    const known = measured?.get(value);
    if (known !== undefined && parent !== undefined) {
      added += known.size;
      if (added > MAX_ALIAS_EXPANSION) {
        return { code: 'alias_expansion', pointer, message: `aliases here expand the document past ${MAX_ALIAS_EXPANSION.toLocaleString('en-US')} values (an alias bomb?); write the values out or use fewer aliases` };
      }
      if (depth + known.height > MAX_DEPTH) return { code: 'too_deep', pointer, message: TOO_DEEP_MESSAGE };
      parent.size += known.size;
      parent.height = Math.max(parent.height, known.height + 1);
      return undefined;
    }
    if (open.has(value)) return { code: 'alias_cycle', pointer, message: 'an alias refers to a node that contains it; a definition cannot be infinite' };
    if (depth >= MAX_DEPTH) return { code: 'too_deep', pointer, message: TOO_DEEP_MESSAGE };
    if (shared) open.add(value);
    const keys = Array.isArray(value) ? value.map((_, i) => String(i)) : Object.keys(value);
    stack.push({ node: value, pointer, keys, index: 0, size: 1, height: 1 });
    return undefined;
  };

  const first = enter(root, '', undefined);
  if (first) return first;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    if (frame.index < frame.keys.length) {
      const key = frame.keys[frame.index++] as string;
      const pointer = joinPointer(frame.pointer, key);
      if (!Array.isArray(frame.node) && hasLoneSurrogate(key)) return { code: 'lone_surrogate', pointer, message: `the key ${LONE_SURROGATE_MESSAGE}` };
      const problem = enter((frame.node as Record<string, unknown>)[key], pointer, frame);
      if (problem) return problem;
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
