// Maps a character of a YAML scalar's value back to its place in the file, so a CEL error inside
// a folded, quoted or block scalar is reported where the character is written.

const isSpace = (c: string | undefined): boolean => c === ' ' || c === '\n' || c === '\r' || c === '\t';

/** How far an escape (`\u00e9`, `\"`, `''`) may stand before the character it writes. */
const ESCAPE_REACH = 12;

/**
 * For each offset in `value`, the offset in `source` where it is written, with the scalar's text
 * starting at `start` and ending at `end`. Line folding turns a newline and indentation into one
 * space, and escapes write one character with several: the walk aligns the two texts greedily.
 */
export function scalarOffsets(value: string, source: string, start: number, end: number): number[] {
  const out: number[] = [];
  let j = start;
  for (const c of value) {
    const from = j;
    if (isSpace(c)) {
      while (j < end && !isSpace(source[j])) j++;
    } else {
      while (j < end && j - from <= ESCAPE_REACH && !source.startsWith(c, j)) j++;
      if (!source.startsWith(c, j)) j = from;
    }
    const at = Math.min(j, Math.max(start, end - 1));
    // A surrogate pair is two offsets in `value`: both point at the character.
    for (let k = 0; k < c.length; k++) out.push(at);
    if (j < end) j += source.startsWith(c, j) ? c.length : 1;
  }
  out.push(Math.min(j, end));
  return out;
}
