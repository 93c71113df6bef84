// What a policy report means for an apply: mandatory violations and every evaluation error refuse;
// overridable ones refuse unless an override names the policy and gives a reason; advisory ones
// are shown. One function, so the plan's exit code and the service's apply decide alike.
import type { PolicyEvaluationError, PolicyReport, PolicyResult } from './policy.js';

/** An operator's decision to apply despite an overridable policy: by name, with a reason. */
export interface PolicyOverride {
  readonly policy: string;
  readonly reason: string;
}

export type PolicyVerdict =
  | { readonly kind: 'pass'; readonly advisory: readonly PolicyResult[]; readonly overridden: readonly PolicyResult[] }
  | {
    readonly kind: 'refused';
    /** Mandatory violations, and overridable ones no override covers. */
    readonly blocking: readonly PolicyResult[];
    readonly errors: readonly PolicyEvaluationError[];
    readonly advisory: readonly PolicyResult[];
    readonly overridden: readonly PolicyResult[];
  };

/** An override counts only with a reason that says something. */
const covers = (overrides: readonly PolicyOverride[], policy: string): boolean =>
  overrides.some((o) => o.policy === policy && o.reason.trim() !== '');

export function policyVerdict(report: PolicyReport, overrides: readonly PolicyOverride[] = []): PolicyVerdict {
  const advisory = report.results.filter((r) => r.enforcement === 'advisory');
  const overridden = report.results.filter((r) => r.enforcement === 'overridable' && covers(overrides, r.policy));
  const blocking = report.results.filter((r) => r.enforcement === 'mandatory' || (r.enforcement === 'overridable' && !covers(overrides, r.policy)));
  if (blocking.length === 0 && report.errors.length === 0) return { kind: 'pass', advisory, overridden };
  return { kind: 'refused', blocking, errors: report.errors, advisory, overridden };
}
