// The impact of steps and plans, rolled up to the worst one: what badges and exit codes show.
import type { Plan, Step } from '../types.js';
import { isBreaking, isDelete, weakensActionMode } from './step-guards.js';

/** Ordered from harmless to most dangerous; `breaking` also stands for a weakened compatibility mode. */
export type Impact = 'none' | 'change' | 'delete' | 'breaking';

const RANK: Readonly<Record<Impact, number>> = { none: 0, change: 1, delete: 2, breaking: 3 };

/** The worse of two impacts. */
export const worstImpact = (a: Impact, b: Impact): Impact => (RANK[a] >= RANK[b] ? a : b);

export function stepImpact(step: Step): Impact {
  if (isBreaking(step) || weakensActionMode(step)) return 'breaking';
  if (isDelete(step)) return 'delete';
  return 'change';
}

/** `none` for a plan without steps, else the worst impact of its steps. */
export function planImpact(plan: Plan): Impact {
  return plan.steps.reduce<Impact>((worst, step) => worstImpact(worst, stepImpact(step)), 'none');
}
