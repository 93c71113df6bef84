// What the interactive apply says, and the outcome it reports, kept free of ink and react so
// callers and tests can use them without loading the UI.
import type { PlanSummary } from '@capctl/core';

export type ApplyOutcome = 'applied' | 'aborted' | 'failed';

export interface ApplyResult {
  readonly revisionId: string;
}

export const CONFIRM_PROMPT = 'Type "yes" to apply:';
export const CANCELLED_MESSAGE = 'Apply cancelled. Nothing was changed.';
export const PLAN_ERRORS_MESSAGE =
  'The plan has errors, so it cannot be applied. Fix them and plan again. Nothing was changed.';

/** `Applied revision r-12: 3 created, 1 updated, 1 deleted in 1.2s`. */
export function appliedMessage(revisionId: string, summary: PlanSummary, elapsedMs: number): string {
  return `Applied revision ${revisionId}: ${summary.create} created, ${summary.update} updated, ${summary.delete} deleted in ${formatSeconds(elapsedMs)}`;
}

export function formatSeconds(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(1)}s`;
}

/** The error's own message only: adapters word it for users, and stacks never reach the screen. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  return 'the service gave no reason. Run the command again with CAPCTL_DEBUG=1 for details.';
}
