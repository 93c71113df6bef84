// The markdown body of the operator notification that an apply emits: counts first, then one
// table row per step, cut after a limit so a huge revision still gives a readable message.
import { isBreaking, type Plan, type Step } from '@capctl/core';

const MAX_ROWS = 100;
const SYMBOL = { create: '+', update: '~', delete: '-' } as const;

function versionCell(step: Step): string {
  if (step.kind !== 'action') return '';
  const badge = isBreaking(step) ? ' (breaking)' : '';
  return step.current_version === step.final_version ? `v${step.final_version}` : `v${step.current_version} → v${step.final_version}${badge}`;
}

// Names come from user definitions: keep them from breaking the table or injecting markup.
function escapeCell(text: string): string {
  return text.replace(/[\\|`*_<>[\]]/g, (c) => `\\${c}`).replace(/\r?\n/g, ' ');
}

/** Markdown summary of an applied revision: the counts are the plan's own summary. */
export function applySummaryMarkdown(input: { readonly revisionId: string; readonly serial: number; readonly plan: Plan }): string {
  const { steps, summary } = input.plan;
  const lines = [
    `### Config revision ${input.revisionId} applied`,
    '',
    `${steps.length} steps: ${summary.create} created, ${summary.update} updated, ${summary.delete} deleted. State serial is now ${input.serial}.`,
  ];
  if (steps.length > 0) {
    lines.push('', '| | kind | name | version |', '|---|---|---|---|');
    for (const step of steps.slice(0, MAX_ROWS)) {
      lines.push(`| ${SYMBOL[step.op]} | ${step.kind} | ${escapeCell(step.name)} | ${versionCell(step)} |`);
    }
    if (steps.length > MAX_ROWS) lines.push('', `… and ${steps.length - MAX_ROWS} more steps (see the revision for all of them).`);
  }
  return lines.join('\n');
}
