// A revision as the use cases answer it: the service's view of a row (steps masked once, by
// toConfigRevision) with its plan as one object. The HTTP routes spread it back into the wire's fields.
import { PLAN_FORMAT_VERSION, type Plan, type PlannedRevision, type Revision, type UnstoredPlan as UnstoredAnswer } from '@capctl/core';
import type { ConfigRevision, UnstoredPlan } from '../revisions/revision-view.js';

/** The plan a view carries, with the partial marks of a targeted plan when it has them. */
function planOf(view: ConfigRevision | UnstoredPlan, plan: Plan | undefined): Plan {
  return {
    format_version: PLAN_FORMAT_VERSION,
    serial: view.serial,
    steps: view.preview_steps,
    summary: view.summary,
    diagnostics: view.diagnostics,
    ...(plan?.partial === true ? { partial: true as const, targets: plan.targets ?? [] } : {}),
  };
}

/** The stored revision's view as one object; `plan` is the unmasked plan it was made from, when at hand. */
export function revisionAnswer(view: ConfigRevision, plan?: Plan): Revision {
  const { preview_steps: _steps, serial: _serial, summary: _summary, diagnostics: _diagnostics, ...fields } = view;
  return {
    ...fields,
    plan: planOf(view, plan ?? undefined),
    error_message: view.error_message ?? null,
    applied_at: view.applied_at ?? null,
    lineage: view.lineage ?? '',
  };
}

export function unstoredAnswer(view: UnstoredPlan, plan: Plan): UnstoredAnswer {
  const { preview_steps: _steps, serial: _serial, summary: _summary, diagnostics: _diagnostics, ...fields } = view;
  return { ...fields, plan: planOf(view, plan), lineage: view.lineage ?? '' };
}

/** The wire's fields of an answer (openapi.yaml ConfigRevision / UnstoredPlan): the plan spread out again. */
export function wireRevision(answer: PlannedRevision): Record<string, unknown> {
  const { plan, error_message: errorMessage, applied_at: appliedAt, ...fields } = answer as Revision;
  return {
    ...fields,
    preview_steps: plan.steps,
    serial: plan.serial,
    summary: plan.summary,
    diagnostics: plan.diagnostics,
    ...(plan.partial === true ? { partial: true, targets: plan.targets ?? [] } : {}),
    ...(errorMessage === null || errorMessage === undefined ? {} : { error_message: errorMessage }),
    ...(appliedAt === null || appliedAt === undefined ? {} : { applied_at: appliedAt }),
  };
}
