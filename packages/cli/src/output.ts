// Where and how plans are shown: Ink only on a terminal and for the text format (loaded with a
// dynamic import, so pipes and CI never pay for it), else the plain renderers, whose chunks are
// written to stdout as they are made (render/write-chunks.ts): a plan is never one string.
import type { Plan } from '@capctl/core';
import { planJsonChunks } from './render/json.js';
import { createPalette, shouldUseColor } from './render/palette.js';
import type { ShownTarget } from './render/shown-target.js';
import { TERMINAL_OBJECT_LINES } from './render/plan-lines.js';
import { planTextChunks } from './render/text.js';
import { writeChunks } from './render/write-chunks.js';
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

function plainTextChunks(plan: Plan, io: Io, options: ShowOptions = {}): Generator<string> {
  const palette = createPalette({ color: shouldUseColor(io.stdout, io.env) });
  const terminal = io.stdout.isTTY === true;
  const width = terminal ? io.stdout.columns : undefined;
  return planTextChunks(plan, { palette, width, allowBreaking: options.allowBreaking, ...(terminal ? { foldAt: TERMINAL_OBJECT_LINES } : {}) });
}

export function plainText(plan: Plan, io: Io, options: ShowOptions = {}): string {
  return [...plainTextChunks(plan, io, options)].join('');
}

/** The plain text of plainText, written to stdout as it is made. */
export async function writePlainText(plan: Plan, io: Io, options: ShowOptions = {}): Promise<void> {
  await writeChunks(io.stdout, plainTextChunks(plan, io, options), 'the plan to stdout');
}

/** A plan in a format, in chunks (no colour, no width); Markdown with a record is sealed (plan-record.ts). */
export async function planChunks(plan: Plan, format: PlanFormat, target?: ShownTarget, record?: PlanRecord): Promise<Iterable<string>> {
  if (format === 'json') return planJsonChunks(plan, target);
  if (format === 'markdown') {
    const { markdownPlan } = await import('./render/markdown.js');
    const { BodyDigest, encodeRecord, sealRecordWith } = await import('./plan-record.js');
    const markdown = markdownPlan(plan, { marker: PLAN_COMMENT_MARKER, ...(target === undefined ? {} : { target }), ...(record ? { record: encodeRecord(record) } : {}) });
    if (!record) return markdown.chunks();
    // The record binds the body below it: digest the body once, then write it with the record sealed.
    const body = new BodyDigest();
    for (const chunk of markdown.chunks()) body.update(chunk);
    const digest = body.digest();
    return (function* sealed() {
      let first = true;
      for (const chunk of markdown.chunks()) {
        yield first ? sealRecordWith(chunk, digest) : chunk;
        first = false;
      }
    })();
  }
  return planTextChunks(plan, { palette: createPalette({ color: false }) });
}

export async function renderPlan(plan: Plan, format: PlanFormat, target?: ShownTarget, record?: PlanRecord): Promise<string> {
  return [...await planChunks(plan, format, target, record)].join('');
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
  if (format === 'text') await writePlainText(plan, io, options);
  else await writeChunks(io.stdout, await planChunks(plan, format, options.target, options.record), 'the plan to stdout');
}
