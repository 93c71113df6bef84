// The plan as a pull-request comment (DESIGN.md): a hidden marker, then the summary and a table
// of changed objects that are never folded, then one folded diff per object, within a size budget.
import { maskPlan, type Plan, type Step } from '@capctl/core';
import { breakingNote, diagnosticText, summaryLine } from './plan-summary.js';
import { escapeCell, escapeHtml, escapeProse, fenceFor, inlineCode, markerLine } from './markdown-escape.js';
import { describeStep, objectDiff, versionText, type StepDetails } from './step-details.js';

/** GitHub's limit on one comment's body. */
export const MARKDOWN_MAX_CHARS = 65_536;
export const PLAN_MARKER = '<!-- capctl-plan -->';

export interface MarkdownRenderOptions {
  /** Characters the whole comment may hold; GitHub's 65,536 by default. */
  readonly maxChars?: number;
  /** The hidden marker line (or a bare name to wrap in `<!-- -->`); `<!-- capctl-plan -->` by default. */
  readonly marker?: string;
}

/** Every part ends with a newline; parts are joined by one more, which makes blank lines between. */
const join = (parts: readonly string[]): string => parts.join('\n');

export function renderPlanMarkdown(plan: Plan, options: MarkdownRenderOptions = {}): string {
  const maxChars = options.maxChars ?? MARKDOWN_MAX_CHARS;
  const masked = maskPlan(plan);
  const details = masked.steps.map(describeStep);
  const head = [`${markerLine(options.marker ?? PLAN_MARKER)}\n### capctl plan\n`, ...overview(masked)];
  return fitBudget(head, details.map(tableRow), details, maxChars);
}

function overview(plan: Plan): string[] {
  const parts = [`**${summaryLine(plan.summary)}**\n`];
  const breaking = breakingNote(plan.summary);
  if (breaking !== undefined) parts.push(`> [!WARNING]\n> ${breaking}\n`);
  if (plan.diagnostics.length > 0) {
    parts.push(plan.diagnostics.map((diagnostic) => `- ${escapeCell(diagnosticText(diagnostic))}\n`).join(''));
  }
  return parts;
}

const TABLE_HEADER = '| | Kind | Name | Version | Changes |\n|:-:|---|---|---|---|\n';

function tableRow(details: StepDetails): string {
  const { step } = details;
  const version = details.versions === undefined ? '' : versionText(details.versions);
  const cells = [details.symbol, step.kind, step.name, version].map(escapeCell);
  return `| ${[...cells, changesCell(details)].join(' | ')} |\n`;
}

/** Badges in bold, then notes and changed fields; escaped here because of the bold markup. */
function changesCell(details: StepDetails): string {
  const badges = details.badges.map((badge) => `**${badge.label}**`);
  const parts = [
    ...details.notes,
    ...details.fields.map((field) => field.path),
    ...(details.schemaDiff.length > 0 ? ['schema'] : []),
  ].map(escapeCell);
  if (details.step.op === 'create' && badges.length + parts.length === 0) return 'new';
  return [...badges, ...parts].join(', ');
}

function fold(details: StepDetails): string {
  const { step } = details;
  const title = [details.symbol, step.kind, step.name, ...titleExtras(details)].join(' ');
  const reasons = details.reasons.map(
    (reason) => `- ${inlineCode(reason.pointer || '/')} ${reason.rule}: ${escapeProse(reason.message)}\n`,
  );
  const diff = diffBlock(step);
  return join([
    `<details><summary>${escapeHtml(title)}</summary>\n`,
    ...(reasons.length > 0 ? [reasons.join('')] : []),
    ...(diff === undefined ? [] : [diff]),
    '</details>\n',
  ]);
}

function titleExtras(details: StepDetails): string[] {
  return [
    ...(details.versions === undefined ? [] : [versionText(details.versions)]),
    ...details.badges.map((badge) => badge.label),
  ];
}

function diffBlock(step: Step): string | undefined {
  const lines = objectDiff(step);
  if (lines.length === 0) return undefined;
  const body = lines.map((line) => line.text).join('\n');
  const fence = fenceFor(body);
  return `${fence}diff\n${body}\n${fence}\n`;
}

/**
 * Keeps the head and the table whole and as many folds as fit, dropping folds from the end.
 * Folds are built only while they fit: a plan of thousands of objects diffs only what is shown.
 * Only a plan whose table alone is over the budget loses table rows too.
 */
function fitBudget(head: readonly string[], rows: readonly string[], steps: readonly StepDetails[], maxChars: number): string {
  if (rows.length === 0) return join(head);
  const table = TABLE_HEADER + rows.join('');
  const fixed = join([...head, table]).length;
  const kept: string[] = [];
  let used = fixed;
  for (const details of steps) {
    const part = fold(details);
    const left = steps.length - kept.length - 1;
    const note = left > 0 ? cutNote(left, steps.length, maxChars).length + 1 : 0;
    if (used + 1 + part.length + note > maxChars) break;
    used += 1 + part.length;
    kept.push(part);
  }
  const cut = steps.length - kept.length;
  if (cut === 0) return join([...head, table, ...kept]);
  const note = cutNote(cut, steps.length, maxChars);
  if (fixed + 1 + note.length <= maxChars) return join([...head, table, ...kept, note]);
  return join([...head, trimmedTable(rows, maxChars - join(head).length - 1 - note.length - 1), note]);
}

function cutNote(cut: number, total: number, maxChars: number): string {
  const limit = maxChars.toLocaleString('en-US');
  return `> [!NOTE]\n> ${cut} of ${total} diffs were left out to keep this comment within ${limit} characters. Run \`capctl plan\` on the branch to see the full plan.\n`;
}

/** The table's first rows within `room` characters, and a last row saying how many are missing. */
function trimmedTable(rows: readonly string[], room: number): string {
  let table = TABLE_HEADER;
  for (const [index, row] of rows.entries()) {
    const missing = `| | | … ${rows.length - index} more objects | | |\n`;
    const last = index === rows.length - 1;
    if (table.length + row.length + (last ? 0 : missing.length) > room) return table + missing;
    table += row;
  }
  return table;
}
