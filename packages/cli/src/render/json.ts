// The plan for machines (`capctl plan --format json`): the masked plan as stable JSON that
// carries its format version first, and the target it was made against when known.
import { maskPlan, PLAN_FORMAT_VERSION, planMeaningDigest, type Plan } from '@capctl/core';
import type { ShownTarget } from './shown-target.js';

/**
 * The masked plan as a JSON value: `format_version` first, other fields as the plan orders them,
 * then `meaning_digest` (what `apply --expect-digest` compares).
 */
export function planJsonValue(plan: Plan): Record<string, unknown> {
  const { format_version: _version, ...rest } = maskPlan(plan);
  return { format_version: PLAN_FORMAT_VERSION, ...rest, meaning_digest: planMeaningDigest(plan) };
}

/** Two-space JSON with a trailing newline; `target` (schemas/plan.schema.json) after the version. */
export function renderPlanJson(plan: Plan, target?: ShownTarget): string {
  const { format_version: version, ...rest } = planJsonValue(plan);
  const value = { format_version: version, ...(target === undefined ? {} : { target: { ...target } }), ...rest };
  return `${JSON.stringify(value, null, 2)}\n`;
}
