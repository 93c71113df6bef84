// The plan for machines (`capctl plan --format json`): the masked plan as stable JSON that
// carries its format version first.
import { maskPlan, PLAN_FORMAT_VERSION, planMeaningDigest, type Plan } from '@capctl/core';

/**
 * The masked plan as a JSON value: `format_version` first, other fields as the plan orders them,
 * then `meaning_digest` (what `apply --expect-digest` compares).
 */
export function planJsonValue(plan: Plan): Record<string, unknown> {
  const { format_version: _version, ...rest } = maskPlan(plan);
  return { format_version: PLAN_FORMAT_VERSION, ...rest, meaning_digest: planMeaningDigest(plan) };
}

/** Two-space JSON with a trailing newline. */
export function renderPlanJson(plan: Plan): string {
  return `${JSON.stringify(planJsonValue(plan), null, 2)}\n`;
}
