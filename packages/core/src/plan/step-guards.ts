// Questions a renderer asks of a step, so it only branches and never re-derives plan rules.
import type { ActionStep, Step } from '../types.js';

export const isCreate = (step: Step): boolean => step.op === 'create';
export const isUpdate = (step: Step): boolean => step.op === 'update';
export const isDelete = (step: Step): boolean => step.op === 'delete';
export const isActionStep = (step: Step): step is ActionStep => step.kind === 'action';
/** An action step whose schema change is breaking. */
export type BreakingStep = ActionStep & { readonly compatibility: 'breaking' };
/** An action update whose new schema may reject payloads the old one accepted. */
export const isBreaking = (step: Step): step is BreakingStep => isActionStep(step) && step.compatibility === 'breaking';
