// Whether diagnostics stop the work: one answer for the planner, the service, the CLI and the UI.
import type { Diagnostic, Plan } from '../types.js';

export const isError = (diagnostic: Diagnostic): boolean => diagnostic.severity === 'error';

/** A plan (or a parse or validation result) with an error diagnostic: it must not be applied. */
export function hasErrors(result: Pick<Plan, 'diagnostics'>): boolean {
  return result.diagnostics.some(isError);
}
