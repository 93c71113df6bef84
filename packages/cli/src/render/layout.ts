// Fits plan lines to a terminal width: lines wrap at spaces (long words are split), never cut,
// because their ends hold what decides (verdicts, badges, version arrows). Widths are display
// widths, as a terminal draws them: a wide East Asian glyph or an emoji counts two.
import stringWidth from 'string-width';
import { paintWith, type Palette, type Style } from './palette.js';
import type { PlanLine, Segment } from './plan-lines.js';

/** Below this, indentation and symbols would not fit; narrower widths are treated as this. */
const MIN_WIDTH = 20;

/** Printable ASCII is one column a character; anything else is measured (string-width). */
const NARROW = /^[\x20-\x7e]*$/;
const length = (text: string): number => (NARROW.test(text) ? text.length : stringWidth(text));
const charWidth = (char: string): number => (NARROW.test(char) ? 1 : stringWidth(char));

/** The line as one or more painted output lines, none wider than `width` (no limit when undefined). */
export function layoutLine(line: PlanLine, palette: Palette, width: number | undefined): string[] {
  if (width === undefined) return [unfittedRow(line, palette)];
  const pad = ' '.repeat(line.indent);
  const room = Math.max(width, MIN_WIDTH) - line.indent;
  if (line.overflow === 'wrap') {
    return wrapText(line.text, room).map((part) => pad + paintWith(palette, line.styles, part));
  }
  if (line.segments.length === 0) return [''];
  return segmentRows(line, width).map((row) => ' '.repeat(row.indent) + row.parts.map((part) => paintWith(palette, part.styles, part.text)).join(''));
}

/**
 * The one row of a line given no width (a pipe or a file): what wrapping in unlimited room gives,
 * without measuring or splitting anything.
 */
export function unfittedRow(line: PlanLine, palette: Palette): string {
  if (line.overflow === 'wrap') return ' '.repeat(line.indent) + paintWith(palette, line.styles, line.text);
  if (line.segments.length === 0) return '';
  let row = ' '.repeat(line.indent);
  for (const part of line.segments) row += paintWith(palette, part.styles, part.text);
  return row;
}

/** Continuation rows of a wrapped headline or diff line sit this much deeper, so they read as one entry. */
export const CONTINUATION_INDENT = 4;

/** A segment line as the rows it takes at `width`: the first at its indent, the rest deeper. */
export function segmentRows(line: { readonly indent: number; readonly segments: readonly Segment[] }, width: number | undefined): { indent: number; parts: Segment[] }[] {
  const usable = width === undefined ? Number.POSITIVE_INFINITY : Math.max(width, MIN_WIDTH);
  const deeper = line.indent + CONTINUATION_INDENT;
  return wrapSegments(line.segments, usable - line.indent, usable - deeper).map((parts, index) => ({
    indent: index === 0 ? line.indent : deeper,
    parts,
  }));
}

/** The columns of segments that are all printable ASCII; infinite when any is not. */
function asciiLength(segments: readonly Segment[]): number {
  let sum = 0;
  for (const { text } of segments) {
    if (!NARROW.test(text)) return Number.POSITIVE_INFINITY;
    sum += text.length;
  }
  return sum;
}

interface StyledChar {
  readonly char: string;
  readonly styles: readonly Style[];
  /** Columns it takes on a screen. */
  readonly width: number;
}

const widthOf = (chars: readonly StyledChar[]): number => chars.reduce((sum, c) => sum + c.width, 0);

/** The longest start of `chars` that fits in `room` columns (at least one character, so that wrapping ends). */
function fitting(chars: readonly StyledChar[], room: number): number {
  let used = 0;
  let count = 0;
  while (count < chars.length && used + (chars[count]?.width ?? 0) <= room) used += chars[count++]?.width ?? 0;
  return Math.max(count, 1);
}

/** Consecutive characters of the same styles as one segment again. */
function toSegments(chars: readonly StyledChar[]): Segment[] {
  const segments: { text: string; styles: readonly Style[] }[] = [];
  for (const { char, styles } of chars) {
    const last = segments.at(-1);
    if (last !== undefined && last.styles === styles) last.text += char;
    else segments.push({ text: char, styles });
  }
  return segments;
}

/** Splits `chars` into runs of spaces and runs of other characters, in order. */
function runs(chars: readonly StyledChar[]): StyledChar[][] {
  const out: StyledChar[][] = [];
  for (const c of chars) {
    const last = out.at(-1);
    const lastIsSpace = last?.[0]?.char === ' ';
    if (last !== undefined && lastIsSpace === (c.char === ' ')) last.push(c);
    else out.push([c]);
  }
  return out;
}

/**
 * Wraps styled segments like `wrapText`: words move whole to the next line (the spaces at a
 * break are dropped), a word longer than a line is split, and every part keeps its styles.
 * The first line has `room` columns, the following ones `nextRoom`.
 */
export function wrapSegments(segments: readonly Segment[], room: number, nextRoom = room): Segment[][] {
  // What surely fits is returned without measuring each character: anything in unlimited room
  // (a pipe or a file), and printable ASCII (one column a character) no longer than the room.
  if (room === Number.POSITIVE_INFINITY || asciiLength(segments) <= room) return [[...segments]];
  const chars = segments.flatMap((part) => [...part.text].map((char) => ({ char, styles: part.styles, width: charWidth(char) })));
  if (widthOf(chars) <= room) return [[...segments]];
  const lines: StyledChar[][] = [];
  const limit = () => (lines.length === 0 ? room : nextRoom);
  let current: StyledChar[] = [];
  let gap: StyledChar[] = [];
  for (const run of runs(chars)) {
    if (run[0]?.char === ' ') {
      gap = run;
      continue;
    }
    if (widthOf(current) + widthOf(gap) + widthOf(run) <= limit()) {
      current = [...current, ...gap, ...run];
    } else {
      if (current.length > 0) lines.push(current);
      let rest = run;
      while (widthOf(rest) > limit()) {
        const cut = fitting(rest, limit());
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      current = rest;
    }
    gap = [];
  }
  if (current.length > 0) lines.push(current);
  return lines.map(toSegments);
}

/** Words move whole to the next line; a word longer than a line is split. */
export function wrapText(text: string, room: number): string[] {
  if (length(text) <= room) return [text];
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (length(candidate) <= room) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    let rest = [...word].map((char) => ({ char, styles: [], width: charWidth(char) }));
    while (widthOf(rest) > room) {
      const cut = fitting(rest, room);
      lines.push(rest.slice(0, cut).map((c) => c.char).join(''));
      rest = rest.slice(cut);
    }
    current = rest.map((c) => c.char).join('');
  }
  if (current !== '') lines.push(current);
  return lines;
}
