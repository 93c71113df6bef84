// The part of a pull-request comment that is never cut: every delete and every weakened
// compatibility mode in a `[!CAUTION]` box, every breaking change in a `[!WARNING]` box, worded in
// three ever shorter forms so the longest one that fits the budget is used.
import { markdownReason } from './markdown-reason.js';
import { isBreaking, isDelete, modeWeakening, plural, weakensActionMode, type Plan, type Step } from '@capctl/core';
import { breakingNote, envReadItems } from './plan-summary.js';
import { markdownText } from './safe-text/markdown-text.js';
import { describeStep, versionText } from './step-details.js';
import { KIND_ORDER, KIND_TITLE } from './symbols.js';

/** `full`: versions and breaking reasons; `compact`: one short line each; `grouped`: one line per kind. */
export type AttentionForm = 'full' | 'compact' | 'grouped';

export const ATTENTION_FORMS: readonly AttentionForm[] = ['full', 'compact', 'grouped'];

/** The steps a reviewer must see, whatever the plan's size. */
export function needsAttention(step: Step): boolean {
  return isDelete(step) || isBreaking(step) || weakensActionMode(step);
}

/** The boxes for `plan`'s deletes, weakened modes, environment reads and breaking changes in `form`; none when there are none. */
export function attentionSection(plan: Plan, form: AttentionForm): string[] {
  const deletes = plan.steps.filter(isDelete);
  const breaking = plan.steps.filter(isBreaking);
  const parts: string[] = [];
  if (deletes.length > 0) {
    const title = `This plan deletes ${plural(deletes.length, 'object')}:`;
    parts.push(box('CAUTION', title, items(deletes, form)));
  }
  const weakened = plan.steps.filter(weakensActionMode);
  if (weakened.length > 0) {
    const one = weakened.length === 1;
    const title = `This plan weakens the compatibility mode of ${plural(weakened.length, 'action')}; apply refuses ${one ? 'it' : 'them'} `
      + 'unless `--allow-breaking=VARIANT` names ' + (one ? 'it' : 'each') + ' (a bare `--allow-breaking` does not):';
    parts.push(box('CAUTION', title, form === 'grouped' ? items(weakened, form) : weakened.map(weakenedItem)));
  }
  const reads = envReadItems(plan);
  if (reads.length > 0) {
    const title = 'This plan sends values read from these environment variables to destinations:';
    const names = [...new Set(reads.map((read) => read.env))].join(', ');
    parts.push(box('IMPORTANT', title, form === 'grouped' ? [`- ${markdownText(names)}`] : reads.map((read) => `- ${markdownText(read.text)}`)));
  }
  const note = breakingNote({ ...plan.summary, breaking: Math.max(plan.summary.breaking, breaking.length) });
  if (note !== undefined) parts.push(box('WARNING', note, items(breaking, form)));
  return parts;
}

function box(kind: 'CAUTION' | 'IMPORTANT' | 'WARNING', title: string, lines: readonly string[]): string {
  return [`> [!${kind}]`, `> ${title}`, ...lines.map((line) => `> ${line}`)].join('\n') + '\n';
}

function items(steps: readonly Step[], form: AttentionForm): string[] {
  if (form === 'grouped') {
    return KIND_ORDER.flatMap((kind) => {
      const names = steps.filter((step) => step.kind === kind).map((step) => markdownText(step.name));
      return names.length === 0 ? [] : [`- ${KIND_TITLE[kind]}: ${names.join(', ')}`];
    });
  }
  return steps.flatMap((step) => (form === 'full' ? fullItem(step) : [`- ${markdownText(step.kind)} ${markdownText(step.name)}`]));
}

/** `- action cart v1 → v2`, then one nested line per breaking reason. */
function fullItem(step: Step): string[] {
  const details = describeStep(step);
  const version = details.versions === undefined ? '' : ` ${versionText(details.versions)}`;
  const notes = details.notes.length > 0 ? ` (${markdownText(details.notes.join(', '))})` : '';
  const reasons = details.reasons.map(
    (reason) => `  - ${markdownReason(reason)}`,
  );
  return [`- ${markdownText(step.kind)} ${markdownText(step.name)}${version}${notes}`, ...reasons];
}

/** `- action orders: mode backward → none`. */
function weakenedItem(step: Step): string {
  const change = modeWeakening(step);
  const modes = change === undefined ? '' : `: mode ${change.from} → ${change.to}`;
  return `- ${markdownText(step.kind)} ${markdownText(step.name)}${modes}`;
}
