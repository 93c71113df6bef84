// The plan for machines (`capctl plan --format json`): the masked plan as stable JSON that
// carries its format version first.
import { maskPlan, PLAN_FORMAT_VERSION, type Plan } from '@capctl/core';

/** Two-space JSON with a trailing newline; `format_version` first, other fields as the plan orders them. */
export function renderPlanJson(plan: Plan): string {
  const { format_version: _version, ...rest } = maskPlan(plan);
  return `${JSON.stringify({ format_version: PLAN_FORMAT_VERSION, ...rest }, null, 2)}\n`;
}
