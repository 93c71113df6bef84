// The digest of a stored revision: SHA-256 of the canonical JSON of its unmasked steps, and of its
// policy report when the org's policies were evaluated over it. A saved plan records it, and apply
// refuses a revision whose steps (or stored policy results) no longer match it.
import { createHash } from 'node:crypto';
import { stableStringify, type JsonValue, type Plan, type Step } from '@capctl/core';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export function stepsDigest(steps: readonly Step[]): string {
  return sha256(stableStringify(steps as unknown as JsonValue));
}

/**
 * The digest of a revision's plan: `stepsDigest` of its steps when it has no policy report (an
 * org without policies: its digests are what they were before policies existed), else the digest
 * of `{steps, policy}`, so a changed result or a different set makes a different revision.
 */
export function revisionDigest(plan: Pick<Plan, 'steps' | 'policy'>): string {
  if (plan.policy === undefined) return stepsDigest(plan.steps);
  return sha256(stableStringify({ steps: plan.steps, policy: plan.policy } as unknown as JsonValue));
}
