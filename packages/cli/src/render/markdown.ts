// The plan as a pull-request comment (docs/pull-requests-and-ci.md): a hidden marker, the summary,
// every delete, breaking change and policy violation (never cut), a table of changed objects, then one folded diff
// per object; the size budget cuts only the other rows and the diffs, and says how many it cut.
import { maskPlan, type Plan, type Step } from '@capctl/core';
import { ATTENTION_FORMS, attentionSection, needsAttention } from './markdown-attention.js';
import { markdownReason } from './markdown-reason.js';
import { policySection } from './markdown-policy.js';
import { diagnosticText, driftNote, partialNote, summaryLine } from './plan-summary.js';
import { fenceFor, markerLine } from './markdown-escape.js';
import { markdownCodeLine, markdownHtmlText, markdownText } from './safe-text/markdown-text.js';
import { targetText, type ShownTarget } from './shown-target.js';
import { describeStep, driftText, objectDiff, versionText, type StepDetails } from './step-details.js';
import { DRIFT_LABEL } from './symbols.js';

/** GitHub's limit on one comment's body. */
export const MARKDOWN_MAX_CHARS = 65_536;
export const PLAN_MARKER = '<!-- capctl-plan -->';

export interface MarkdownRenderOptions {
  /** Characters the whole comment may hold; GitHub's 65,536 by default. */
  readonly maxChars?: number;
  /** The hidden marker line (or a bare name to wrap in `<!-- -->`); `<!-- capctl-plan -->` by default. */
  readonly marker?: string;
  /** Where the plan was made (service or local state, org, lineage): said under the title. */
  readonly target?: ShownTarget;
  /** The hidden line recording what the plan showed (plan-record.ts), right after the marker. */
  readonly record?: string;
}

/** Every part ends with a newline; parts are joined by one more, which makes blank lines between. */
const join = (parts: readonly string[]): string => parts.join('\n');

/**
 * A plan comment laid out: what fits the budget is decided once (keeping no more than the
 * budget's worth of text), and `chunks()` writes it, making each row and diff as its turn comes;
 * it may be called again (to digest the body before writing it) and gives the same chunks. The
 * first chunk holds the marker and record lines.
 */
export interface MarkdownPlan {
  chunks(): Generator<string>;
}

export function markdownPlan(plan: Plan, options: MarkdownRenderOptions = {}): MarkdownPlan {
  const maxChars = options.maxChars ?? MARKDOWN_MAX_CHARS;
  const masked = maskPlan(plan);
  const where = options.target === undefined ? '' : `${markdownText(targetText(options.target))}\n`;
  const record = options.record === undefined ? '' : `${options.record}\n`;
  const title = `${markerLine(options.marker ?? PLAN_MARKER)}\n${record}### capctl plan\n${where}`;
  const head = join(headFor(title, masked, maxChars));
  const layout = fitBudget(head, masked.steps, maxChars);
  return { chunks: () => layoutChunks(head, masked.steps, layout) };
}

/** The whole comment as one string (tests, and callers that quote it). */
export const renderPlanMarkdown = (plan: Plan, options: MarkdownRenderOptions = {}): string => [...markdownPlan(plan, options).chunks()].join('');

/**
 * The parts before the table, with the deletes and breaking changes in the most detailed form
 * that leaves room for the table's header and the cut note; the shortest form when none does,
 * because those are never cut.
 */
function headFor(title: string, plan: Plan, maxChars: number): string[] {
  const reserve = TABLE_HEADER.length + cutNote({ rows: plan.steps.length, diffs: plan.steps.length, total: plan.steps.length }, maxChars).length + 64;
  let head: string[] = [];
  for (const form of ATTENTION_FORMS) {
    head = [title, `**${summaryLine(plan.summary)}**\n`, ...partialPart(plan), ...attentionSection(plan, form), ...policySection(plan), ...driftPart(plan), ...diagnosticsPart(plan)];
    if (join(head).length + reserve <= maxChars) break;
  }
  return head;
}

function partialPart(plan: Plan): string[] {
  const note = partialNote(plan);
  return note === undefined ? [] : [`> [!NOTE]\n> ${markdownText(note)}\n`];
}

function driftPart(plan: Plan): string[] {
  const note = driftNote(plan);
  return note === undefined ? [] : [`> [!IMPORTANT]\n> ${markdownText(note)}\n`];
}

function diagnosticsPart(plan: Plan): string[] {
  if (plan.diagnostics.length === 0) return [];
  return [plan.diagnostics.map((diagnostic) => `- ${markdownText(diagnosticText(diagnostic))}\n`).join('')];
}

const TABLE_HEADER = '| | Kind | Name | Version | Changes |\n|:-:|---|---|---|---|\n';

function tableRow(details: StepDetails): string {
  const { step } = details;
  const version = details.versions === undefined ? '' : versionText(details.versions);
  const cells = [details.symbol, step.kind, markdownText(step.name), version];
  return `| ${[...cells, changesCell(details)].join(' | ')} |\n`;
}

/** Badges in bold, then notes and changed fields; escaped here because of the bold markup. */
function changesCell(details: StepDetails): string {
  const badges = [
    ...details.badges.map((badge) => `**${badge.label}**`),
    ...(details.drift === undefined ? [] : [`**${DRIFT_LABEL}**`]),
  ];
  const parts = [
    ...details.notes,
    ...details.fields.map((field) => field.path),
    ...(details.schemaDiff.length > 0 ? ['schema'] : []),
  ].map(markdownText);
  if (details.step.op === 'create' && badges.length + parts.length === 0) return 'new';
  return [...badges, ...parts].join(', ');
}

function fold(details: StepDetails): string {
  const { step } = details;
  const title = [details.symbol, step.kind, step.name, ...titleExtras(details)].join(' ');
  const reasons = details.reasons.map(
    (reason) => `- ${markdownReason(reason)}\n`,
  );
  const diff = diffBlock(step);
  const drift = details.drift === undefined ? [] : [`- **${markdownText(driftText(details.drift))}**\n`];
  return join([
    `<details><summary>${markdownHtmlText(title)}</summary>\n`,
    ...(reasons.length + drift.length > 0 ? [[...drift, ...reasons].join('')] : []),
    ...(diff === undefined ? [] : [diff]),
    '</details>\n',
  ]);
}

function titleExtras(details: StepDetails): string[] {
  return [
    ...(details.versions === undefined ? [] : [versionText(details.versions)]),
    ...details.badges.map((badge) => badge.label),
    ...(details.drift === undefined ? [] : [`(${DRIFT_LABEL})`]),
  ];
}

function diffBlock(step: Step): string | undefined {
  const lines = objectDiff(step);
  if (lines.length === 0) return undefined;
  const body = lines.map((line) => markdownCodeLine(line.text)).join('\n');
  const fence = fenceFor(body);
  return `${fence}diff\n${body}\n${fence}\n`;
}

/** What fits: nothing but the head (no steps), the whole table with the folds kept, or a trimmed table. */
type Layout =
  | { readonly kind: 'head' }
  | { readonly kind: 'whole'; readonly folds: readonly string[]; readonly note?: string }
  | { readonly kind: 'trimmed'; readonly chosen: Uint8Array; readonly cut: number; readonly note: string };

const rowOf = (step: Step): string => tableRow(describeStep(step));

/**
 * Keeps the head and the table whole and as many folds as fit, dropping folds from the end.
 * Folds are built only while they fit: a plan of thousands of objects diffs only what is shown.
 * Only a plan whose table alone is over the budget loses table rows too, never those of
 * deletes and breaking changes while they fit. Rows are measured, not kept: the table is
 * written only when it fits, and then made again.
 */
function fitBudget(head: string, steps: readonly Step[], maxChars: number): Layout {
  if (steps.length === 0) return { kind: 'head' };
  const total = steps.length;
  const rowLengths = new Uint32Array(total);
  let table = TABLE_HEADER.length;
  for (const [index, step] of steps.entries()) {
    rowLengths[index] = rowOf(step).length;
    table += rowLengths[index] as number;
  }
  const fixed = head.length + 1 + table;
  const kept: string[] = [];
  let used = fixed;
  for (const step of steps) {
    const part = fold(describeStep(step));
    const left = total - kept.length - 1;
    const note = left > 0 ? cutNote({ rows: 0, diffs: left, total }, maxChars).length + 1 : 0;
    if (used + 1 + part.length + note > maxChars) break;
    used += 1 + part.length;
    kept.push(part);
  }
  const diffs = total - kept.length;
  if (diffs === 0) return { kind: 'whole', folds: kept };
  const note = cutNote({ rows: 0, diffs, total }, maxChars);
  if (fixed + 1 + note.length <= maxChars) return { kind: 'whole', folds: kept, note };
  const longest = cutNote({ rows: total, diffs: total, total }, maxChars);
  const trimmed = trimmedRows(steps, rowLengths, maxChars - head.length - 1 - longest.length - 1);
  return { kind: 'trimmed', ...trimmed, note: cutNote({ rows: trimmed.cut, diffs: total, total }, maxChars) };
}

/** The layout as chunks: the head, then the table a row at a time, then the folds or the cut note. */
function* layoutChunks(head: string, steps: readonly Step[], layout: Layout): Generator<string> {
  yield head;
  if (layout.kind === 'head') return;
  yield `\n${TABLE_HEADER}`;
  if (layout.kind === 'whole') {
    for (const step of steps) yield rowOf(step);
    for (const part of layout.folds) yield `\n${part}`;
    if (layout.note !== undefined) yield `\n${layout.note}`;
    return;
  }
  for (const [index, step] of steps.entries()) if (layout.chosen[index] === 1) yield rowOf(step);
  if (layout.cut > 0) yield missingRow(layout.cut);
  yield `\n${layout.note}`;
}

interface Cut {
  readonly rows: number;
  readonly diffs: number;
  readonly total: number;
}

function cutNote(cut: Cut, maxChars: number): string {
  const limit = maxChars.toLocaleString('en-US');
  const rows = cut.rows > 0 ? `${cut.rows} of ${cut.total} table rows and ` : '';
  return `> [!NOTE]\n> ${rows}${cut.diffs} of ${cut.total} diffs were left out to keep this comment within ${limit} characters. Run \`capctl plan\` on the branch to see the full plan.\n`;
}

const missingRow = (n: number): string => `| | | … ${n} more objects | | |\n`;

/**
 * The rows that fit in `room` characters: those of deletes and breaking changes first, then the
 * others in plan order; shown in plan order, with a last row saying how many are missing.
 */
function trimmedRows(steps: readonly Step[], rowLengths: Uint32Array, room: number): { chosen: Uint8Array; cut: number } {
  const chosen = new Uint8Array(steps.length);
  let size = TABLE_HEADER.length + missingRow(steps.length).length;
  let count = 0;
  choosing: for (const first of [true, false]) {
    for (const [index, step] of steps.entries()) {
      if (needsAttention(step) !== first) continue;
      const length = rowLengths[index] as number;
      if (size + length > room) break choosing;
      size += length;
      chosen[index] = 1;
      count += 1;
    }
  }
  return { chosen, cut: steps.length - count };
}
