// The digest of a policy set: what a plan's policy report names as the set it was made with, so
// that an apply evaluating another set, or a CLI holding other files, can tell at once.
import { createHash } from 'node:crypto';
import { compareText } from '../compare-text.js';
import { stableStringify } from '../plan/canonical-json.js';
import type { JsonValue } from '../types.js';
import type { PolicyFile } from './policy.js';

/** The files sorted by path, as a set is stored and digested. */
export function sortedPolicyFiles(files: readonly PolicyFile[]): PolicyFile[] {
  return files.map(({ path, text }) => ({ path, text })).sort((a, b) => compareText(a.path, b.path));
}

/** SHA-256 (hex) of the canonical JSON of the files (paths and texts), sorted by path. */
export function policySetDigest(files: readonly PolicyFile[]): string {
  return createHash('sha256').update(stableStringify(sortedPolicyFiles(files) as unknown as JsonValue)).digest('hex');
}
