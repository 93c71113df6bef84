// The breaking-change refusal: which breaking steps of a plan an allowance leaves refused. One
// rule, asked by the CLI before it applies and by the service when it applies.
import type { Plan } from '../types.js';
import { isBreaking, type BreakingStep } from './step-guards.js';

/** What an apply allows: every breaking step, or those of the named action variants. */
export interface BreakingAllowance {
  readonly allowBreaking?: boolean;
  readonly allowBreakingVariants?: readonly string[];
}

/** The breaking steps the allowance does not cover, in plan order; none: the plan may be applied. */
export function refusedBreakingSteps(plan: Plan, allowance: BreakingAllowance = {}): BreakingStep[] {
  if (allowance.allowBreaking === true) return [];
  const allowed = new Set(allowance.allowBreakingVariants ?? []);
  return plan.steps.filter(isBreaking).filter((step) => !allowed.has(step.variant));
}
