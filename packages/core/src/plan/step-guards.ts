// Questions a renderer asks of a step, so it only branches and never re-derives plan rules.
import type { ActionStep, CompatibilityMode, Step } from '../types.js';
import { DEFAULT_COMPATIBILITY_MODE, isCompatibilityMode, weakensMode } from './compatibility-mode.js';

export const isCreate = (step: Step): boolean => step.op === 'create';
export const isUpdate = (step: Step): boolean => step.op === 'update';
export const isDelete = (step: Step): boolean => step.op === 'delete';
export const isActionStep = (step: Step): step is ActionStep => step.kind === 'action';
/** An action step whose schema change is breaking. */
export type BreakingStep = ActionStep & { readonly compatibility: 'breaking' };
/** An action update whose new schema may reject payloads the old one accepted. */
export const isBreaking = (step: Step): step is BreakingStep => isActionStep(step) && step.compatibility === 'breaking';

/** An action's mode before and after a step that weakens it. */
export interface ModeWeakening {
  readonly from: CompatibilityMode;
  readonly to: CompatibilityMode;
}

const modeIn = (fields: ActionStep['before']): CompatibilityMode => {
  const mode = fields?.['compatibility'];
  return isCompatibilityMode(mode) ? mode : DEFAULT_COMPATIBILITY_MODE;
};

/**
 * The mode an action update weakens (to `none`, full to one direction, transitive to not), read
 * from the step's `before` and `after`, which the plan's digest binds: not from an explaining field.
 */
export function modeWeakening(step: Step): ModeWeakening | undefined {
  if (!isActionStep(step) || step.op !== 'update' || step.before === undefined || step.after === undefined) return undefined;
  const from = modeIn(step.before);
  const to = modeIn(step.after);
  return weakensMode(from, to) ? { from, to } : undefined;
}

/** An action update that weakens its compatibility mode: it needs attention like a breaking change. */
export const weakensActionMode = (step: Step): step is ActionStep => modeWeakening(step) !== undefined;
