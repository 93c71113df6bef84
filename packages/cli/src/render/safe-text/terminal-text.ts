// Data made safe for a terminal (text output and Ink): every control, bidi and invisible character shown as a visible escape, as git and less do.
import { HIDDEN_OR_CONTROL } from '@capctl/core';

/** What a terminal would act on or hide instead of showing: core's one list, the one names may not hold. */
export const UNSAFE_CHARACTERS = new RegExp(HIDDEN_OR_CONTROL.source, 'gu');

/** The same list, not global: `test` keeps no position between calls. */
const ANY_UNSAFE = new RegExp(HIDDEN_OR_CONTROL.source, 'u');

const SHORT: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `\x1b`, `\r`, `\u202e`, `\u{e0041}`: how one unsafe character is written out. */
export function visibleEscape(char: string): string {
  const short = SHORT[char];
  if (short !== undefined) return short;
  const code = char.codePointAt(0) ?? 0;
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, '0')}`;
  if (code <= 0xffff) return `\\u${code.toString(16).padStart(4, '0')}`;
  return `\\u{${code.toString(16)}}`;
}

/** Text from data as a terminal must show it: one line, no byte a terminal would act on, nothing hidden. */
export function terminalText(text: string): string {
  // One test first: text with nothing to escape (nearly all of it) is returned as it is, without
  // the replace's walk and the callback machinery it sets up.
  return ANY_UNSAFE.test(text) ? escapeTerminalText(text) : text;
}

/** terminalText without its shortcut: the replace on any text (the reference the shortcut is tested against). */
export function escapeTerminalText(text: string): string {
  return text.replace(UNSAFE_CHARACTERS, visibleEscape);
}
