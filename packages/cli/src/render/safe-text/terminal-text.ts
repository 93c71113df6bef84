// Data made safe for a terminal (text output and Ink): every control, bidi and invisible character shown as a visible escape, as git and less do.

/**
 * What a terminal would act on or hide instead of showing: C0 controls, DEL, C1 controls,
 * bidi controls, zero-width and other invisible characters, line and paragraph separators,
 * interlinear annotations and Unicode tag characters (invisible ASCII look-alikes).
 */
// eslint-disable-next-line no-control-regex
export const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\u{e0000}-\u{e007f}]/gu;

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
  return text.replace(UNSAFE_CHARACTERS, visibleEscape);
}
