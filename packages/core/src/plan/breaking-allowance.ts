// The breaking-change refusal: which steps of a plan an allowance leaves refused. One rule, asked
// by the CLI before it applies and by the service when it applies.
import type { ActionStep, Plan } from '../types.js';
import { isActionStep, isBreaking, weakensActionMode } from './step-guards.js';

/** What an apply allows: every breaking schema change, or the steps of the named action variants. */
export interface BreakingAllowance {
  readonly allowBreaking?: boolean;
  readonly allowBreakingVariants?: readonly string[];
}

/**
 * The steps the allowance does not cover, in plan order; none: the plan may be applied. A breaking
 * schema change is allowed by `allowBreaking` or by its variant's name; a weakened compatibility
 * mode only by name, since it lowers the bar for every later change of that action.
 */
export function refusedBreakingSteps(plan: Plan, allowance: BreakingAllowance = {}): ActionStep[] {
  const named = new Set(allowance.allowBreakingVariants ?? []);
  return plan.steps.filter(isActionStep).filter((step) => {
    if (named.has(step.variant)) return false;
    if (weakensActionMode(step)) return true;
    return isBreaking(step) && allowance.allowBreaking !== true;
  });
}
