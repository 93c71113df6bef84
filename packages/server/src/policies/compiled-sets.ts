// Policy sets compiled once per digest: a plan, an apply and a read of the same stored set
// compile its CEL once. The policy engine is loaded on first use, so an org without policies
// (and local mode's start-up) never loads it.
import type { PolicyFile } from '@capctl/core';
import type { PolicyCompilation } from '@capctl/core/policy';

const KEPT = 16;
const compiled = new Map<string, Promise<PolicyCompilation>>();

/** The compilation of `files`, whose digest is `digest` (policySetDigest), from the cache when there. */
export function compiledPolicySet(digest: string, files: readonly PolicyFile[]): Promise<PolicyCompilation> {
  const hit = compiled.get(digest);
  if (hit !== undefined) {
    // Most recently used last: the first key is the one to drop.
    compiled.delete(digest);
    compiled.set(digest, hit);
    return hit;
  }
  const made = import('@capctl/core/policy').then(({ compilePolicies }) => compilePolicies(files));
  compiled.set(digest, made);
  made.catch(() => compiled.delete(digest));
  if (compiled.size > KEPT) compiled.delete(compiled.keys().next().value as string);
  return made;
}
