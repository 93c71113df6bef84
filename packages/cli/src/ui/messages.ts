// What the interactive apply says, and the outcome it reports, kept free of ink and react so
// callers and tests can use them without loading the UI.
// The summary wording lives with the renderers, so the plain apply path says the same words.
export { appliedMessage, formatSeconds } from '../render/plan-summary.js';

export type ApplyOutcome = 'applied' | 'aborted' | 'failed';

export interface ApplyResult {
  readonly revisionId: string;
}

export const CONFIRM_PROMPT = 'Type "yes" to apply:';
export const CANCELLED_MESSAGE = 'Apply cancelled. Nothing was changed.';
export const PLAN_ERRORS_MESSAGE =
  'The plan has errors, so it cannot be applied. Fix them and plan again. Nothing was changed.';

/** The error's own message only: adapters word it for users, and stacks never reach the screen. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  return 'the service gave no reason. Run the command again with CAPCTL_DEBUG=1 for details.';
}
