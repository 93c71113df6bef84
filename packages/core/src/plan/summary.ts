// The plan summary: counts per operation, unchanged objects and breaking schema changes.
import type { PlanSummary, Step } from '../types.js';
import { isBreaking } from './step-guards.js';

export function summarize(steps: readonly Step[], unchanged: number): PlanSummary {
  let create = 0;
  let update = 0;
  let remove = 0;
  let breaking = 0;
  for (const step of steps) {
    if (step.op === 'create') create += 1;
    else if (step.op === 'update') update += 1;
    else remove += 1;
    if (isBreaking(step)) breaking += 1;
  }
  return { create, update, delete: remove, unchanged, breaking };
}
