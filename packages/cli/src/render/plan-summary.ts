// The sentences every rendering of a plan ends with: the summary line, the breaking-change
// warning and the diagnostics, worded once.
import { formatDiagnostic, type Diagnostic, type Plan, type PlanSummary } from '@capctl/core';

/** `Plan: 3 to create, 1 to update, 1 to delete, 12 unchanged.` or `No changes. ...`. */
export function summaryLine(summary: PlanSummary): string {
  if (summary.create + summary.update + summary.delete === 0) {
    return `No changes. The state matches the definition (${summary.unchanged} unchanged).`;
  }
  return `Plan: ${summary.create} to create, ${summary.update} to update, ${summary.delete} to delete, ${summary.unchanged} unchanged.`;
}

/** Said whenever a plan holds breaking schema changes, because apply will refuse them. */
export function breakingNote(summary: PlanSummary): string | undefined {
  if (summary.breaking === 0) return undefined;
  const changes = summary.breaking === 1 ? '1 breaking schema change' : `${summary.breaking} breaking schema changes`;
  return `${changes}: apply refuses ${summary.breaking === 1 ? 'it' : 'them'} unless --allow-breaking is given.`;
}

/** `error: file:line:column: message (pointer)`: core's one text form, with its severity. */
export function diagnosticText(diagnostic: Diagnostic): string {
  return `${diagnostic.severity}: ${formatDiagnostic(diagnostic)}`;
}

export function hasErrors(plan: Plan): boolean {
  return plan.diagnostics.some((diagnostic) => diagnostic.severity === 'error');
}
