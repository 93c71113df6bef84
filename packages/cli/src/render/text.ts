// The plan as plain terminal text: what a pipe, a CI log or a terminal without Ink shows.
// Colours come only from the injected palette; the plain palette gives no escape codes. Lines
// are terminal-safe (plan-lines.ts) and log-safe: no line of data starts a workflow command.
import { maskPlan, type Plan } from '@capctl/core';
import { layoutLine } from './layout.js';
import type { Palette } from './palette.js';
import { planLines } from './plan-lines.js';
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

/** The masked plan as text, one line per step, ending with the summary line and a newline. */
export function renderPlanText(plan: Plan, options: TextRenderOptions): string {
  const masked = maskPlan(plan);
  const lines = planLines(masked, { allowBreaking: options.allowBreaking, foldAt: options.foldAt }).flatMap((line) => layoutLine(line, options.palette, options.width)).map(logLine);
  return `${lines.join('\n')}\n`;
}
