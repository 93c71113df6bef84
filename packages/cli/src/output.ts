// Where and how plans are shown: Ink only on a terminal and for the text format (loaded with a
// dynamic import, so pipes and CI never pay for it), else the plain renderers.
import type { Plan } from '@capctl/core';
import { renderPlanJson } from './render/json.js';
import { createPalette, shouldUseColor } from './render/palette.js';
import type { ShownTarget } from './render/shown-target.js';
import { TERMINAL_OBJECT_LINES } from './render/plan-lines.js';
import { renderPlanText } from './render/text.js';
import { describeTarget, type Target } from './target.js';
import type { PlanRecord } from './plan-record.js';

export type PlanFormat = 'text' | 'markdown' | 'json';

export const PLAN_FORMATS: readonly PlanFormat[] = ['text', 'markdown', 'json'];

/** The hidden line a pull-request workflow looks for to update its one comment in place. */
export const PLAN_COMMENT_MARKER = '<!-- capctl-plan -->';

export interface Io {
  readonly stdin: NodeJS.ReadStream;
  readonly stdout: NodeJS.WriteStream;
  readonly stderr: NodeJS.WriteStream;
  readonly env: NodeJS.ProcessEnv;
}

export const processIo = (): Io => ({ stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env });

/** Ink draws only on a real terminal; CAPCTL_NO_INK=1 forces the plain renderer there too. */
export function canUseInk(io: Io): boolean {
  return io.stdout.isTTY === true && io.env['CAPCTL_NO_INK'] !== '1';
}

/** A terminal a person can type a confirmation into. */
export function isInteractive(io: Io): boolean {
  return canUseInk(io) && io.stdin.isTTY === true;
}

export interface ShowOptions {
  /** The user passed --allow-breaking (the plan's breaking note then says so). */
  readonly allowBreaking?: boolean;
  /** Where the plan was made: named in the Markdown header and JSON's `target` (text says it on stderr). */
  readonly target?: ShownTarget;
  /** Markdown: what the plan showed, for its hidden record line (plan-record.ts). */
  readonly record?: PlanRecord;
}

/** The target as outputs name it, with the lineage of the database that stored the plan. */
export function shownTarget(target: Target, lineage: string): ShownTarget {
  return target.kind === 'http'
    ? { kind: 'service', location: target.url, org: target.orgId, lineage }
    : { kind: 'local', location: describeTarget(target), org: target.orgId, lineage };
}

export function plainText(plan: Plan, io: Io, options: ShowOptions = {}): string {
  const palette = createPalette({ color: shouldUseColor(io.stdout, io.env) });
  const terminal = io.stdout.isTTY === true;
  const width = terminal ? io.stdout.columns : undefined;
  return renderPlanText(plan, { palette, width, allowBreaking: options.allowBreaking, ...(terminal ? { foldAt: TERMINAL_OBJECT_LINES } : {}) });
}

export async function renderPlan(plan: Plan, format: PlanFormat, target?: ShownTarget, record?: PlanRecord): Promise<string> {
  if (format === 'json') return renderPlanJson(plan, target);
  if (format === 'markdown') {
    const { renderPlanMarkdown } = await import('./render/markdown.js');
    const { encodeRecord, sealRecord } = await import('./plan-record.js');
    const markdown = renderPlanMarkdown(plan, { marker: PLAN_COMMENT_MARKER, ...(target === undefined ? {} : { target }), ...(record ? { record: encodeRecord(record) } : {}) });
    return record ? sealRecord(markdown) : markdown;
  }
  return renderPlanText(plan, { palette: createPalette({ color: false }) });
}

/**
 * Starts loading the Ink UI when it will draw, so that reading it overlaps with planning;
 * `showPlan` then finds it loaded.
 */
export function preloadInk(format: PlanFormat, io: Io): void {
  if (format === 'text' && canUseInk(io)) void import('./ui/run-ink.js').catch(() => undefined);
}

/** Shows a plan on stdout in the chosen format. */
export async function showPlan(plan: Plan, format: PlanFormat, io: Io, options: ShowOptions = {}): Promise<void> {
  if (format === 'text' && canUseInk(io)) {
    const { showPlanInk } = await import('./ui/run-ink.js');
    await showPlanInk(plan, { stdout: io.stdout, allowBreaking: options.allowBreaking });
    return;
  }
  io.stdout.write(format === 'text' ? plainText(plan, io, options) : await renderPlan(plan, format, options.target, options.record));
}
