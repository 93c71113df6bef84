// Screen rows for the plan window, laid out only for the lines on screen, over any random-access
// list of the presenter's lines (the lazy plan document, or an array in tests).
import { segmentRows, wrapText } from '../render/layout.js';
import type { PlanLine, Segment } from '../render/plan-lines.js';

/** Lines read by index; an array is one, and so is the lazy plan document. */
export interface Lines {
  readonly length: number;
  at(index: number): PlanLine | undefined;
}

/** One screen row: an indent and styled parts that fit the width. */
export interface Row {
  readonly indent: number;
  readonly parts: readonly Segment[];
}

/** The line at `index`, or undefined outside the lines (never counted from the end, as `at` does). */
export const lineAt = (lines: Lines, index: number): PlanLine | undefined =>
  index < 0 || index >= lines.length ? undefined : lines.at(index);

/** The rows one line takes at `width`, wrapped as the text renderer wraps it. */
export function lineRows(line: PlanLine, width: number): readonly Row[] {
  if (line.overflow === 'wrap') {
    const room = Math.max(width, 20) - line.indent;
    return wrapText(line.text, room).map((text) => ({ indent: line.indent, parts: [{ text, styles: line.styles }] }));
  }
  if (line.segments.length === 0) return [{ indent: 0, parts: [] }];
  return segmentRows(line, width);
}

/** The text of a line, for search. */
export function lineText(line: PlanLine): string {
  return line.overflow === 'wrap' ? line.text : line.segments.map((s) => s.text).join('');
}

/** The rows from line `top` on that fill `height` rows (the last line may be cut at the bottom). */
export function windowRows(lines: Lines, top: number, height: number, width: number): Row[] {
  const rows: Row[] = [];
  for (let index = Math.max(top, 0); index < lines.length && rows.length < height; index++) {
    const line = lineAt(lines, index);
    if (line !== undefined) rows.push(...lineRows(line, width).slice(0, height - rows.length));
  }
  return rows;
}

/** The first line of the last screenful: End shows the plan's end at the bottom. */
export function lastTop(lines: Lines, height: number, width: number): number {
  let used = 0;
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lineAt(lines, index);
    used += line === undefined ? 0 : lineRows(line, width).length;
    if (used > height) return Math.min(index + 1, lines.length - 1);
  }
  return 0;
}

/** Whether the whole document fits in `height` rows; stops counting as soon as it does not. */
export function fitsIn(lines: Lines, height: number, width: number): boolean {
  let used = 0;
  for (let index = 0; index < lines.length; index++) {
    const line = lineAt(lines, index);
    used += line === undefined ? 0 : lineRows(line, width).length;
    if (used > height) return false;
  }
  return true;
}

/** The line index a screenful after (or before) `top`, in lines that fit. */
export function pageFrom(lines: Lines, top: number, height: number, width: number, forward: boolean): number {
  let used = 0;
  let index = top;
  const step = forward ? 1 : -1;
  for (;;) {
    const next = forward ? index : index - 1;
    const line = lineAt(lines, next);
    if (line === undefined) return Math.max(0, Math.min(index, lines.length - 1));
    used += lineRows(line, width).length;
    if (used > height) return Math.max(0, index === top ? index + step : index);
    index += step;
  }
}

/** The next (or previous) index in `indexes` after `from`, wrapping around; undefined when empty. */
export function nextIndex(indexes: readonly number[], from: number, forward: boolean): number | undefined {
  if (indexes.length === 0) return undefined;
  if (forward) return indexes.find((i) => i > from) ?? indexes[0];
  return indexes.findLast((i) => i < from) ?? indexes.at(-1);
}

/** Indexes of the lines holding `query`, ignoring case; an empty query matches nothing. */
export function searchLines(lines: Lines, query: string): number[] {
  const needle = query.toLowerCase();
  const found: number[] = [];
  for (let index = 0; needle !== '' && index < lines.length; index++) {
    const line = lineAt(lines, index);
    if (line !== undefined && lineText(line).toLowerCase().includes(needle)) found.push(index);
  }
  return found;
}
