// The digest of a stored revision: SHA-256 of the canonical JSON of its unmasked steps. A saved
// plan records it, and apply refuses a revision whose steps no longer match it.
import { createHash } from 'node:crypto';
import { stableStringify, type JsonValue, type Step } from '@capctl/core';

export function stepsDigest(steps: readonly Step[]): string {
  return createHash('sha256').update(stableStringify(steps as unknown as JsonValue)).digest('hex');
}
