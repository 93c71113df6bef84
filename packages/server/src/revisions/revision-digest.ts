// The digest of a stored revision: SHA-256 of the canonical JSON of its unmasked steps, and of its
// policy report when the org's policies were evaluated over it. A saved plan records it, and apply
// refuses a revision whose steps (or stored policy results) no longer match it.
import { createHash, type Hash } from 'node:crypto';
import { stableStringify, type JsonValue, type Plan, type Step } from '@capctl/core';

/**
 * Feeds the canonical JSON of `steps` (an array: its members' JSON, comma-separated, between
 * brackets) one step at a time: the text of the whole array (about 100 MB at 100,000 actions)
 * is never made, and the hash is of the same bytes as `stableStringify(steps)`.
 */
function hashSteps(hash: Hash, steps: readonly Step[]): Hash {
  hash.update('[');
  for (let i = 0; i < steps.length; i++) {
    const text = stableStringify(steps[i] as unknown as JsonValue);
    hash.update(i === 0 ? text : `,${text}`);
  }
  return hash.update(']');
}

export function stepsDigest(steps: readonly Step[]): string {
  return hashSteps(createHash('sha256'), steps).digest('hex');
}

/**
 * The digest of a revision's plan: `stepsDigest` of its steps when it has no policy report (an
 * org without policies: its digests are what they were before policies existed), else the digest
 * of the canonical JSON of `{steps, policy}` (keys sorted: `policy` first), so a changed result
 * or a different set makes a different revision.
 */
export function revisionDigest(plan: Pick<Plan, 'steps' | 'policy'>): string {
  if (plan.policy === undefined) return stepsDigest(plan.steps);
  const hash = createHash('sha256').update(`{"policy":${stableStringify(plan.policy as unknown as JsonValue)},"steps":`);
  return hashSteps(hash, plan.steps).update('}').digest('hex');
}
