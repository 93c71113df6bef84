// The plan as a list of styled lines, shared by the plain-text renderer and the Ink view so
// both show the same thing; each line says whether it may be wrapped or only truncated.
import type { Plan, Step } from '@capctl/core';
import type { Style } from './palette.js';
import { fixTexts, isUnproven, reasonText } from './compatibility-text.js';
import { breakingNote, diagnosticText, driftNote, envReadsNote, partialNote, summaryLine, weakenedModeNote } from './plan-summary.js';
import { attributeText, describeStep, driftText, fieldChangeText, groupByKind, versionText, type StepDetails } from './step-details.js';
import { policyHeading, policyItems, POLICY_LABEL, policyVerdictText, overrideHint, refusedWhateverOverrides, type PolicyItem } from './policy-report.js';
import { DRIFT_LABEL, KIND_TITLE, POLICY_ADVISORY, POLICY_BLOCKING } from './symbols.js';
import { terminalText } from './safe-text/terminal-text.js';
import type { DiffLine, DiffLineKind } from './unified-diff.js';

export interface Segment {
  readonly text: string;
  readonly styles: readonly Style[];
}

/** A line of several styled parts; too long, it is cut with an ellipsis. */
export interface TruncatedLine {
  readonly overflow: 'truncate';
  readonly indent: number;
  readonly segments: readonly Segment[];
}

/** A line of prose in one style; too long, it continues on the next line at the same indent. */
export interface WrappedLine {
  readonly overflow: 'wrap';
  readonly indent: number;
  readonly text: string;
  readonly styles: readonly Style[];
}

export type PlanLine = TruncatedLine | WrappedLine;

const STEP_INDENT = 2;
const DETAIL_INDENT = 6;

/**
 * On a terminal, a new object listed in more lines than this shows its first lines and a fold
 * line, so that a plan of many large schemas stays readable; a pipe or a file shows them all.
 */
export const TERMINAL_OBJECT_LINES = 20;

const DIFF_STYLE: Readonly<Record<DiffLineKind, readonly Style[]>> = {
  header: ['bold'],
  hunk: ['cyan'],
  add: ['green'],
  remove: ['red'],
  context: [],
};

/**
 * Every text of a line is made terminal-safe here, once, so that neither the plain renderer nor
 * Ink can show data raw: a name, key, pointer, value or message holding ESC, CR, backspace or a
 * bidi control is shown as `\x1b`, `\r`, `\x08`, `\u202e`. The renderer's own words pass unchanged.
 */
const segment = (text: string, styles: readonly Style[] = []): Segment => ({ text: terminalText(text), styles });
const wrapped = (indent: number, text: string, styles: readonly Style[]): WrappedLine => ({ overflow: 'wrap', indent, text: terminalText(text), styles });
const blank: PlanLine = { overflow: 'truncate', indent: 0, segments: [] };

/** Lines for a plan that `maskPlan` has already masked (or whose steps `eachStep` masks). */
export interface PlanLinesOptions {
  /** Apply was allowed (--allow-breaking, by name for weakened modes): the notes say the changes will be applied. */
  readonly allowBreaking?: boolean;
  /** Lines a new object's listing may take before it is folded; absent, nothing is folded. */
  readonly foldAt?: number;
  /** What each step is shown as (e.g. core's maskStep), applied when its lines are made. */
  readonly eachStep?: (step: Step) => Step;
}

export function planLines(plan: Plan, options: PlanLinesOptions = {}): readonly PlanLine[] {
  return [...eachPlanLine(plan, options)];
}

/** The lines of planLines, one at a time: a step's lines are made only when they are reached. */
export function* eachPlanLine(plan: Plan, options: PlanLinesOptions = {}): Generator<PlanLine> {
  for (const block of eachPlanBlock(plan, options)) yield* block;
}

/**
 * The lines of planLines in blocks, in order: a step's lines together (made when its turn comes),
 * and each other line alone. A renderer that writes a block at once pays one step of the
 * generator per step rather than per line.
 */
export function* eachPlanBlock(plan: Plan, options: PlanLinesOptions = {}): Generator<readonly PlanLine[]> {
  for (const group of groupByKind(plan.steps)) {
    yield [{ overflow: 'truncate', indent: 0, segments: [segment(KIND_TITLE[group.kind], ['bold'])] }];
    for (const step of group.steps) yield stepLines(options.eachStep ? options.eachStep(step) : step, options.foldAt);
    yield [blank];
  }
  for (const diagnostic of plan.diagnostics) {
    const styles: readonly Style[] = diagnostic.severity === 'error' ? ['red'] : ['yellow'];
    yield [wrapped(0, diagnosticText(diagnostic), styles)];
  }
  yield [wrapped(0, summaryLine(plan.summary), ['bold'])];
  const partial = partialNote(plan);
  if (partial !== undefined) yield [wrapped(0, partial, ['yellow'])];
  const drift = driftNote(plan);
  if (drift !== undefined) yield [wrapped(0, drift, ['yellow'])];
  const reads = envReadsNote(plan);
  if (reads !== undefined) yield [wrapped(0, reads, ['yellow'])];
  const breaking = breakingNote(plan.summary, options.allowBreaking);
  if (breaking !== undefined) yield [wrapped(0, breaking, ['red'])];
  const weakened = weakenedModeNote(plan, options.allowBreaking);
  if (weakened !== undefined) yield [wrapped(0, weakened, ['red', 'bold'])];
  yield [...policyLines(plan)];
}

const LABEL_WIDTH = Math.max(...Object.values(POLICY_LABEL).map((label) => label.length));

/**
 * `Policy (set version 3)`, then one line per item, blocking first (`✗ mandatory    no-big-deletes
 * action/checkout: message`), what the report means for apply, and how to override.
 */
function* policyLines(plan: Plan): Generator<PlanLine> {
  if (plan.policy === undefined) return;
  const items = policyItems(plan.policy);
  yield { overflow: 'truncate', indent: 0, segments: [segment(policyHeading(plan.policy), ['bold'])] };
  for (const item of items) yield policyLine(item);
  const blocking = items.some((item) => item.blocking);
  yield wrapped(STEP_INDENT, policyVerdictText(plan.policy), blocking ? ['red', 'bold'] : []);
  const hint = overrideHint(plan.policy);
  const still = refusedWhateverOverrides(plan.policy) ? ' (the mandatory violations and the policies not evaluated refuse still)' : '';
  if (hint !== undefined) yield wrapped(STEP_INDENT, `Overridable: ${hint}${still}`, []);
}

function policyLine(item: PolicyItem): PlanLine {
  const mark = item.blocking ? POLICY_BLOCKING : POLICY_ADVISORY;
  const text = `${mark.label} ${POLICY_LABEL[item.kind].padEnd(LABEL_WIDTH)}  ${item.policy}  ${item.subject}: ${item.message}`;
  // The badge's own style list, not a copy: the window finds blocking lines by it.
  return wrapped(STEP_INDENT, text, mark.styles);
}

function stepLines(step: Step, foldAt: number | undefined): readonly PlanLine[] {
  const details = describeStep(step);
  const lines: PlanLine[] = [{ overflow: 'truncate', indent: STEP_INDENT, segments: headline(details) }];
  if (details.drift !== undefined) lines.push(wrapped(DETAIL_INDENT, `! ${driftText(details.drift)}`, ['yellow']));
  for (const reason of details.reasons) {
    lines.push(wrapped(DETAIL_INDENT, `${isUnproven(reason) ? '?' : '!'} ${reasonText(reason)}`, ['yellow']));
    for (const text of fixTexts(reason)) lines.push(wrapped(DETAIL_INDENT + 2, text, []));
  }
  for (const field of details.fields) lines.push(wrapped(DETAIL_INDENT, fieldChangeText(field), []));
  for (const line of details.schemaDiff) lines.push(diffLine(line));
  const created = createdLines(details);
  if (foldAt === undefined || created.length <= foldAt) {
    for (const line of created) lines.push(line);
    return lines;
  }
  return [...lines, ...folded(created, foldAt)];
}

/** A create's attributes, then an action's schema indented under `schema:`. */
function createdLines(details: StepDetails): readonly PlanLine[] {
  const lines: PlanLine[] = [];
  for (const attribute of details.attributes) lines.push(wrapped(DETAIL_INDENT, attributeText(attribute), []));
  if (details.schema.length === 0) return lines;
  lines.push({ overflow: 'truncate', indent: DETAIL_INDENT, segments: [segment('schema:')] });
  for (const line of details.schema) lines.push({ overflow: 'truncate', indent: DETAIL_INDENT + 2, segments: [segment(line)] });
  return lines;
}

/** The first lines and how many more there are, the fold line included in the bound. */
function folded(lines: readonly PlanLine[], foldAt: number | undefined): readonly PlanLine[] {
  if (foldAt === undefined || lines.length <= foldAt) return lines;
  const shown = Math.max(foldAt - 1, 1);
  const more = `… ${lines.length - shown} more lines: capctl plan --format json (or markdown) shows them all`;
  return [...lines.slice(0, shown), wrapped(DETAIL_INDENT, more, ['dim'])];
}

/** `~ action cart  v1 → v2  BREAKING  (changed outside capctl)  renamed from basket`. */
function headline(details: StepDetails): readonly Segment[] {
  const { step } = details;
  const parts: Segment[] = [
    segment(details.symbol, [details.opStyle, 'bold']),
    segment(` ${step.kind} `),
    segment(step.name, ['bold']),
  ];
  if (details.versions !== undefined) parts.push(segment('  '), segment(versionText(details.versions), ['cyan']));
  for (const badge of details.badges) parts.push(segment('  '), segment(badge.label, badge.styles));
  if (details.drift !== undefined) parts.push(segment('  '), segment(`(${DRIFT_LABEL})`, ['yellow', 'bold']));
  if (details.notes.length > 0) parts.push(segment('  '), segment(details.notes.join(', '), ['dim']));
  return parts;
}

function diffLine(line: DiffLine): PlanLine {
  return { overflow: 'truncate', indent: DETAIL_INDENT, segments: [segment(line.text, DIFF_STYLE[line.kind])] };
}
