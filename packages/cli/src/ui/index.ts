// The Ink terminal UI, as the commands use it. Ink and react load only when one of these
// functions runs, so importing this module costs nothing on the non-terminal path.
export { showPlanInk, applyPlanInk, type ShowPlanInkOptions, type ApplyPlanInkOptions } from './run-ink.js';
export {
  CONFIRM_PROMPT,
  CANCELLED_MESSAGE,
  PLAN_ERRORS_MESSAGE,
  appliedMessage,
  formatSeconds,
  type ApplyOutcome,
  type ApplyResult,
} from './messages.js';
