// The plan's policy report as every rendering shows it: one ordered list of items (what blocks
// the apply first, advisory last), the heading, the refusal and the override hint, worded once.
import { plural, policyVerdict, type Enforcement, type Plan, type PlanPolicy } from '@capctl/core';

/** What an item is: a violation of its enforcement, or a policy that could not be evaluated. */
export type PolicyItemKind = Enforcement | 'error';

export interface PolicyItem {
  readonly kind: PolicyItemKind;
  /** Mandatory and overridable violations and evaluation errors refuse the apply. */
  readonly blocking: boolean;
  readonly policy: string;
  /** `kind/name`, or `plan`. */
  readonly subject: string;
  readonly message: string;
}

/** The order items are shown in, and the label each is shown with. */
export const POLICY_KINDS: readonly PolicyItemKind[] = ['mandatory', 'overridable', 'error', 'advisory'];

export const POLICY_LABEL: Readonly<Record<PolicyItemKind, string>> = {
  mandatory: 'mandatory',
  overridable: 'overridable',
  error: 'error',
  advisory: 'advisory',
};

/**
 * The report's items, blocking first (mandatory, overridable, evaluation errors), then advisory.
 * What blocks is core's verdict with no override given, so the review and the apply agree.
 */
export function policyItems(policy: PlanPolicy): PolicyItem[] {
  const verdict = policyVerdict(policy);
  const blocks = new Set<object>(verdict.kind === 'refused' ? [...verdict.blocking, ...verdict.errors] : []);
  const results = policy.results.map((r): PolicyItem => ({
    kind: r.enforcement, blocking: blocks.has(r), policy: r.policy, subject: r.subject, message: r.message,
  }));
  const errors = policy.errors.map((e): PolicyItem => ({
    kind: 'error', blocking: blocks.has(e), policy: e.policy, subject: e.subject, message: `could not be evaluated (${e.code}): ${e.message}`,
  }));
  const all = [...results, ...errors];
  return POLICY_KINDS.flatMap((kind) => all.filter((item) => item.kind === kind));
}

/** Whether the plan's policy report refuses the apply (core's verdict, with no override given). */
export function policyBlocks(plan: Plan): boolean {
  return plan.policy !== undefined && policyVerdict(plan.policy).kind === 'refused';
}

/** `Policy (set version 3)`. */
export const policyHeading = (policy: PlanPolicy): string => `Policy (set version ${policy.set.version})`;

/** The overridable policies violated, each named once, in order. */
export const overridablePolicies = (policy: PlanPolicy): string[] =>
  [...new Set(policy.results.filter((r) => r.enforcement === 'overridable').map((r) => r.policy))];

/** `apply with --override NAME=REASON` for each overridable policy violated; undefined when none is. */
export function overrideHint(policy: PlanPolicy): string | undefined {
  const names = overridablePolicies(policy);
  if (names.length === 0) return undefined;
  return `apply with ${names.map((name) => `--override ${name}=REASON`).join(' ')}`;
}

/** Whether something no override lifts refuses too: a mandatory violation, a policy not evaluated. */
export const refusedWhateverOverrides = (policy: PlanPolicy): boolean =>
  policy.errors.length > 0 || policy.results.some((r) => r.enforcement === 'mandatory');

/** `No policy is violated.`, `2 advisory violations: shown, apply is not refused.`, or why apply refuses. */
export function policyVerdictText(policy: PlanPolicy): string {
  const items = policyItems(policy);
  if (items.length === 0) return 'No policy is violated.';
  if (!items.some((item) => item.blocking)) return `${plural(items.length, 'advisory violation')}: shown, apply is not refused.`;
  const count = (kind: PolicyItemKind) => items.filter((item) => item.kind === kind).length;
  const parts = POLICY_KINDS.filter((kind) => kind !== 'advisory' && count(kind) > 0)
    .map((kind) => (kind === 'error' ? `${plural(count(kind), 'policy', 'policies')} not evaluated` : plural(count(kind), `${kind} violation`)));
  return `Apply refuses this plan: ${parts.join(', ')}.`;
}
