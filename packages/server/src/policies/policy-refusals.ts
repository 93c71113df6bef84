// The service's words when the org's policies stop an apply: `policy_violation` (blocking results
// and evaluation errors, and how to override what may be) and the `conflict` of a policy report
// that differs from the one stored with the plan. Renderers show the stored report; these name it.
import { ServiceError, type PlanPolicy, type PolicyEvaluationError, type PolicyResult, type PolicySetRef } from '@capctl/core';

/** How many items a message lists before "and N more". */
const LISTED = 10;

function listed(items: readonly string[]): string {
  const shown = items.slice(0, LISTED).join('; ');
  return items.length > LISTED ? `${shown}; and ${items.length - LISTED} more` : shown;
}

const resultText = (r: PolicyResult): string => `${r.enforcement} policy \`${r.policy}\` on ${r.subject}: ${r.message}`;
const errorText = (e: PolicyEvaluationError): string => `policy \`${e.policy}\` could not be evaluated: ${e.message}`;

/**
 * 409 policy_violation: every blocking result and evaluation error (the first ten), then what to
 * do: change the definition, override the overridable ones by name, or fix a policy that fails.
 */
export function policyViolation(revisionId: string, set: PolicySetRef, blocking: readonly PolicyResult[], errors: readonly PolicyEvaluationError[]): ServiceError {
  const count = blocking.length + errors.length;
  const overridable = [...new Set(blocking.filter((r) => r.enforcement === 'overridable').map((r) => r.policy))];
  const next = [
    ...(blocking.some((r) => r.enforcement === 'mandatory') ? ['a mandatory policy cannot be overridden: change the definition so that it passes and plan again'] : []),
    ...(overridable.length > 0
      ? [`to apply despite ${overridable.map((p) => `\`${p}\``).join(', ')}, name each with a reason: ${overridable.map((p) => `capctl apply --override ${p}=REASON`).join(' ')}`]
      : []),
    ...(errors.length > 0 ? ['a policy that could not be evaluated refuses every apply: fix the policy, push it and plan again'] : []),
  ];
  return new ServiceError('policy_violation',
    `revision ${revisionId} is refused by the org's policies (version ${set.version}): ${count} problem${count === 1 ? '' : 's'}: ` +
    `${listed([...blocking.map(resultText), ...errors.map(errorText)])}. Nothing was applied; ${next.join('; ')}`);
}

const resultKey = (r: PolicyResult): string => JSON.stringify([r.policy, r.subject, r.enforcement, r.message]);
const errorKey = (e: PolicyEvaluationError): string => JSON.stringify([e.policy, e.subject, e.enforcement, e.code, e.message]);

function differences<T>(before: readonly T[], after: readonly T[], key: (item: T) => string): { added: T[]; removed: T[] } {
  const had = new Set(before.map(key));
  const has = new Set(after.map(key));
  return { added: after.filter((i) => !had.has(key(i))), removed: before.filter((i) => !has.has(key(i))) };
}

const EMPTY = { results: [], errors: [] } as const;

/** Which set: `version 3 → 4`, or the one version when the set is the same. */
function versions(stored: PlanPolicy | undefined, now: PlanPolicy | undefined): string {
  const before = stored?.set.version ?? 0;
  const after = now?.set.version ?? 0;
  if (stored?.set.digest === now?.set.digest) return `version ${after}, the same set`;
  return `version ${before} → ${after}`;
}

/** 409 conflict: the report made now differs from the one stored (and reviewed) with the plan. */
export function policiesChanged(revisionId: string, stored: PlanPolicy | undefined, now: PlanPolicy | undefined): ServiceError {
  const results = differences((stored ?? EMPTY).results, (now ?? EMPTY).results, resultKey);
  const errors = differences((stored ?? EMPTY).errors, (now ?? EMPTY).errors, errorKey);
  const what = [
    ...results.added.map((r) => `now flags ${resultText(r)}`),
    ...results.removed.map((r) => `no longer flags ${resultText(r)}`),
    ...errors.added.map((e) => `now fails: ${errorText(e)}`),
    ...errors.removed.map((e) => `no longer fails: policy \`${e.policy}\` on ${e.subject}`),
  ];
  return new ServiceError('conflict',
    `revision ${revisionId} cannot be applied: the org's policies changed since this plan (${versions(stored, now)}): ${what.length === 0 ? 'its results are ordered differently' : listed(what)}. ` +
    'Nothing was applied; plan the definition again and review the new policy results');
}
