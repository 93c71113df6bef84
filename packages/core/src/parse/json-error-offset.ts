// A scanner for untrusted JSON text, run before JSON.parse: it finds the first syntax error and
// the first value JSON.parse would alter or that nests too deeply (a number beyond the double
// range becomes Infinity, then `null`; a lone surrogate escape becomes U+FFFD on output), a key
// JavaScript reads as a prototype, each with its exact offset and JSON pointer. Iterative: depth
// costs no stack.
import { escapeSegment } from './json-pointer.js';
import { isReservedKey, LONE_SURROGATE_MESSAGE, MAX_DEPTH, NOT_FINITE_MESSAGE, RESERVED_KEY_MESSAGE, TOO_DEEP_MESSAGE } from './input-limits.js';

export interface JsonProblem {
  readonly code: 'json_syntax' | 'too_deep' | 'not_finite' | 'lone_surrogate' | 'reserved_key';
  readonly offset: number;
  /** The pointer of the value being read when the problem was found. */
  readonly pointer: string;
  readonly message: string;
}

interface Frame {
  readonly object: boolean;
  index: number;
  /** Offsets of the current member's key (quotes included); -1 before the first key. */
  keyStart: number;
  keyEnd: number;
}

const LITERAL = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
/** Characters a string holds as they are: not a quote, backslash, control character or surrogate. */
const PLAIN = /[^"\\\u0000-\u001f\ud800-\udfff]*/y;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;
const show = (c: string | undefined) => (c === undefined ? 'end of input' : `\`${c}\``);

/** The current member's key of an object frame, unescaped. */
function keyOf(text: string, frame: Frame): string {
  try {
    return JSON.parse(text.slice(frame.keyStart, frame.keyEnd)) as string;
  } catch {
    return text.slice(frame.keyStart + 1, frame.keyEnd - 1);
  }
}

function pointerOf(text: string, stack: readonly Frame[]): string {
  let pointer = '';
  for (const frame of stack) {
    if (!frame.object) pointer += `/${frame.index}`;
    else if (frame.keyStart >= 0) pointer += `/${escapeSegment(keyOf(text, frame))}`;
  }
  return pointer;
}

// `"__proto__"` and `"prototype"` are 11 characters with their quotes; escapes only lengthen a key.
const RESERVED_KEY_TEXT = 11;

/** Whether the key just read into `stack`'s top frame is one JavaScript reads as a prototype. */
function reservedKeyAt(text: string, stack: readonly Frame[]): string | undefined {
  const top = stack[stack.length - 1] as Frame;
  if (top.keyEnd - top.keyStart < RESERVED_KEY_TEXT) return undefined;
  const raw = text.slice(top.keyStart, top.keyEnd);
  if (!raw.includes('proto') && !raw.includes('\\')) return undefined;
  const key = keyOf(text, top);
  const parent = stack[stack.length - 2];
  const parentKey = parent?.object === true && parent.keyStart >= 0 ? keyOf(text, parent) : undefined;
  return isReservedKey(key, parentKey) ? key : undefined;
}

/**
 * The first problem of JSON text, or undefined when JSON.parse reads it faithfully. `extraDepth`
 * allows levels beyond MAX_DEPTH for a wrapper around the limited document (a request body).
 */
export function scanJson(text: string, extraDepth = 0): JsonProblem | undefined {
  const stack: Frame[] = [];
  let i = 0;
  const problem = (code: JsonProblem['code'], offset: number, message: string): JsonProblem => ({ code, offset, pointer: pointerOf(text, stack), message });
  const space = () => {
    for (let c = text.charCodeAt(i); c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d; c = text.charCodeAt(++i));
  };
  /** Reads the string at `i` (its opening quote); a problem, or undefined with `i` after it. */
  const string = (): JsonProblem | undefined => {
    for (i++; i < text.length; i++) {
      // Runs of ordinary characters are skipped by the regex engine, far faster than a loop here.
      PLAIN.lastIndex = i;
      PLAIN.test(text);
      i = PLAIN.lastIndex;
      if (i >= text.length) break;
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return undefined;
      }
      if (c < 0x20) return problem('json_syntax', i, 'a control character (e.g. a line break) inside a string; escape it');
      if (c === 0x5c) {
        const next = text[i + 1];
        if (next !== 'u') {
          if (next === undefined || !ESCAPES.has(next)) return problem('json_syntax', i, `unknown escape \`\\${next ?? ''}\` in a string`);
          i++;
          continue;
        }
        const hex = text.slice(i + 2, i + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) return problem('json_syntax', i, 'a `\\u` escape needs four hex digits');
        const unit = parseInt(hex, 16);
        const pair = /^\\u([dD][c-fC-F][0-9a-fA-F]{2})/.exec(text.slice(i + 6, i + 12));
        if (isLow(unit) || (isHigh(unit) && pair === null)) return problem('lone_surrogate', i, LONE_SURROGATE_MESSAGE);
        i += isHigh(unit) ? 11 : 5;
        continue;
      }
      if (isHigh(c) && isLow(text.charCodeAt(i + 1))) i++;
      else if (isHigh(c) || isLow(c)) return problem('lone_surrogate', i, LONE_SURROGATE_MESSAGE);
    }
    return problem('json_syntax', i, 'a string is not closed; add the closing `"`');
  };
  let mode: 'value' | 'key' | 'after' = 'value';
  for (;;) {
    space();
    const top = stack[stack.length - 1];
    if (mode === 'value') {
      const c = text[i];
      if (c === '{' || c === '[') {
        if (stack.length >= MAX_DEPTH + extraDepth) return problem('too_deep', i, TOO_DEEP_MESSAGE);
        stack.push({ object: c === '{', index: 0, keyStart: -1, keyEnd: -1 });
        i++;
        space();
        if (text[i] === (c === '{' ? '}' : ']')) {
          i++;
          stack.pop();
          mode = 'after';
        } else mode = c === '{' ? 'key' : 'value';
        continue;
      }
      if (c === '"') {
        const bad = string();
        if (bad) return bad;
        mode = 'after';
        continue;
      }
      LITERAL.lastIndex = i;
      const literal = LITERAL.exec(text)?.[0];
      if (literal === undefined) return problem('json_syntax', i, `unexpected ${show(c)}; expected a value (string, number, object, array, true, false or null)`);
      if (/^-?\d/.test(literal) && !Number.isFinite(Number(literal))) return problem('not_finite', i, NOT_FINITE_MESSAGE);
      i += literal.length;
      mode = 'after';
      continue;
    }
    if (mode === 'key' && top !== undefined) {
      if (text[i] !== '"') return problem('json_syntax', i, `unexpected ${show(text[i])}; expected a "quoted" key`);
      const start = i;
      const bad = string();
      if (bad) return bad;
      top.keyStart = start;
      top.keyEnd = i;
      const reserved = reservedKeyAt(text, stack);
      if (reserved !== undefined) return problem('reserved_key', start, `\`${reserved}\` ${RESERVED_KEY_MESSAGE}`);
      space();
      if (text[i] !== ':') return problem('json_syntax', i, `unexpected ${show(text[i])}; expected \`:\` after the key`);
      i++;
      mode = 'value';
      continue;
    }
    if (top === undefined) return i < text.length ? problem('json_syntax', i, `unexpected ${show(text[i])} after the end of the document`) : undefined;
    const close = top.object ? '}' : ']';
    if (text[i] === ',') {
      i++;
      if (top.object) {
        top.keyStart = -1;
        mode = 'key';
      } else {
        top.index++;
        mode = 'value';
      }
      continue;
    }
    if (text[i] === close) {
      i++;
      stack.pop();
      continue;
    }
    return problem('json_syntax', i, `unexpected ${show(text[i])}; expected \`,\` or \`${close}\``);
  }
}

/** The offset of the first syntax error, or undefined when the text is valid JSON. */
export function jsonErrorOffset(text: string): number | undefined {
  const found = scanJson(text);
  return found?.code === 'json_syntax' ? found.offset : undefined;
}
