// The plan as plain terminal text: what a pipe, a CI log or a terminal without Ink shows.
// Colours come only from the injected palette; the plain palette gives no escape codes. Lines
// are terminal-safe (plan-lines.ts) and log-safe: no line of data starts a workflow command.
import { maskStep, type Plan } from '@capctl/core';
import { layoutLine, unfittedRow } from './layout.js';
import type { Palette } from './palette.js';
import { eachPlanBlock } from './plan-lines.js';
import { logLine } from './safe-text/log-text.js';

export interface TextRenderOptions {
  readonly palette: Palette;
  /** Columns to fit; undefined means no limit (a file or a pipe). */
  readonly width?: number;
  /** The user passed --allow-breaking (the breaking note then says so). */
  readonly allowBreaking?: boolean;
  /** Lines a new object's listing may take on a terminal (`TERMINAL_OBJECT_LINES`); absent, all are shown. */
  readonly foldAt?: number;
}

/**
 * The masked plan as text, one line per step, ending with the summary line and a newline: in
 * chunks of a step (or a line) each, every step masked and laid out only when its turn comes.
 */
export function* planTextChunks(plan: Plan, options: TextRenderOptions): Generator<string> {
  const { palette, width } = options;
  for (const block of eachPlanBlock(plan, { allowBreaking: options.allowBreaking, foldAt: options.foldAt, eachStep: maskStep })) {
    // A step's lines as one chunk.
    const rows: string[] = [];
    for (const line of block) {
      if (width === undefined) rows.push(unfittedRow(line, palette));
      else for (const row of layoutLine(line, palette, width)) rows.push(row);
    }
    if (rows.length === 0) continue;
    const chunk = `${rows.join('\n')}\n`;
    // logLine changes only a row holding `::` or `##[`; the rows are joined by line breaks, so
    // neither spans two rows, and a chunk holding neither is what logLine of each row gives.
    yield chunk.includes('::') || chunk.includes('##[') ? `${rows.map(logLine).join('\n')}\n` : chunk;
  }
}

/** The whole of planTextChunks as one string (tests, and small plans). */
export const renderPlanText = (plan: Plan, options: TextRenderOptions): string => [...planTextChunks(plan, options)].join('');
