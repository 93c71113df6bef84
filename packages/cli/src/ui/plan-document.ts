// The plan as a window shows it: the presenter's lines computed once as plain data (the same
// lines the text renderer prints), where the deletes and breaking changes are, and the summary
// to keep on top. Rows are laid out only for the lines on screen, so drawing never grows with the plan.
import { maskPlan, type Plan } from '@capctl/core';
import { segmentRows, wrapText } from '../render/layout.js';
import { planLines, TERMINAL_OBJECT_LINES, type PlanLine, type Segment } from '../render/plan-lines.js';
import { summaryLine } from '../render/plan-summary.js';
import { terminalText } from '../render/safe-text/terminal-text.js';
import { BADGE_BREAKING, BADGE_DELETE } from '../render/symbols.js';

export interface PlanDocument {
  /** Every line of the plan, as the text renderer prints them. */
  readonly lines: readonly PlanLine[];
  /** Indexes of the headlines of deletes and breaking changes, in order. */
  readonly attention: readonly number[];
  /** The summary line and the notes after it: what the window keeps above the rows. */
  readonly header: readonly PlanLine[];
}

/** One screen row: an indent and styled parts that fit the width. */
export interface Row {
  readonly indent: number;
  readonly parts: readonly Segment[];
}

/** Lines for a plan (masked here, whatever the caller did), computed once. */
export function planDocument(plan: Plan, allowBreaking = false): PlanDocument {
  const lines = planLines(maskPlan(plan), { allowBreaking, foldAt: TERMINAL_OBJECT_LINES });
  const attention: number[] = [];
  lines.forEach((line, index) => {
    if (line.overflow === 'truncate' && line.segments.some(isDestructiveBadge)) attention.push(index);
  });
  const summary = terminalText(summaryLine(plan.summary));
  const at = lines.findLastIndex((line) => line.overflow === 'wrap' && line.indent === 0 && line.text === summary);
  return { lines, attention, header: at === -1 ? [] : lines.slice(at) };
}

/** A badge is recognised by its style list itself, so a step named `DELETE` is not one. */
const isDestructiveBadge = (segment: Segment): boolean =>
  segment.styles === BADGE_DELETE.styles || segment.styles === BADGE_BREAKING.styles;

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
export function windowRows(lines: readonly PlanLine[], top: number, height: number, width: number): Row[] {
  const rows: Row[] = [];
  for (let index = top; index < lines.length && rows.length < height; index++) {
    const line = lines[index];
    if (line !== undefined) rows.push(...lineRows(line, width).slice(0, height - rows.length));
  }
  return rows;
}

/** The first line of the last screenful: End shows the plan's end at the bottom. */
export function lastTop(lines: readonly PlanLine[], height: number, width: number): number {
  let used = 0;
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index];
    used += line === undefined ? 0 : lineRows(line, width).length;
    if (used > height) return Math.min(index + 1, lines.length - 1);
  }
  return 0;
}

/** Whether the whole document fits in `height` rows; stops counting as soon as it does not. */
export function fitsIn(lines: readonly PlanLine[], height: number, width: number): boolean {
  let used = 0;
  for (const line of lines) {
    used += lineRows(line, width).length;
    if (used > height) return false;
  }
  return true;
}

/** The line index `count` screenfuls after (or before, when negative) `top`, in lines that fit. */
export function pageFrom(lines: readonly PlanLine[], top: number, height: number, width: number, forward: boolean): number {
  let used = 0;
  let index = top;
  const step = forward ? 1 : -1;
  for (;;) {
    const next = forward ? index : index - 1;
    const line = lines[next];
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
export function searchLines(lines: readonly PlanLine[], query: string): number[] {
  const needle = query.toLowerCase();
  if (needle === '') return [];
  const found: number[] = [];
  lines.forEach((line, index) => {
    if (lineText(line).toLowerCase().includes(needle)) found.push(index);
  });
  return found;
}
