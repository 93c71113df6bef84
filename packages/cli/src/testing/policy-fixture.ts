// Policy reports written by hand for renderer tests: one violation of each enforcement and an
// evaluation error, or as many as asked, put on any plan as the service would store them.
import type { Plan, PlanPolicy, PolicyEvaluationError, PolicyResult } from '@capctl/core';

export const SET_DIGEST = 'a'.repeat(64);

/** The plan with `policy` as its report (version 3 of the set unless given). */
export function withPolicy(plan: Plan, report: { results?: readonly PolicyResult[]; errors?: readonly PolicyEvaluationError[]; version?: number }): Plan {
  const policy: PlanPolicy = { set: { version: report.version ?? 3, digest: SET_DIGEST }, results: report.results ?? [], errors: report.errors ?? [] };
  return { ...plan, policy };
}

export const mandatory = (policy: string, subject: string, message: string): PolicyResult => ({ policy, enforcement: 'mandatory', scope: 'step', subject, message });
export const overridable = (policy: string, subject: string, message: string): PolicyResult => ({ policy, enforcement: 'overridable', scope: 'step', subject, message });
export const advisory = (policy: string, subject: string, message: string): PolicyResult => ({ policy, enforcement: 'advisory', scope: 'object', subject, message });
export const evalError = (policy: string, subject: string, message: string): PolicyEvaluationError => ({
  policy, enforcement: 'mandatory', subject, code: 'policy_budget_exceeded', message,
});

/** One of each: a mandatory and an overridable violation, an evaluation error and an advisory violation. */
export function everyEnforcement(plan: Plan): Plan {
  return withPolicy(plan, {
    results: [
      advisory('naming', 'action/checkout', 'names should be kebab-case'),
      mandatory('no-big-deletes', 'action/legacy', 'deletes need two reviews'),
      overridable('webhook-hosts', 'destination/pager', 'host b.example is not on the allow-list'),
    ],
    errors: [evalError('slow-rule', 'plan', 'ran out of its budget')],
  });
}
