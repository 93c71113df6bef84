// One compatibility reason as a Markdown list item's text: scope, pointer, the sentence (an
// unproven reason worded apart from a break), the witness and the fixes, every part data-safe.
import type { CompatibilityReason } from '@capctl/core';
import { isUnproven, reasonScope, reasonSentence, witnessClause } from './compatibility-text.js';
import { markdownText } from './safe-text/index.js';

/** `/required/0 (backward vs v1): "id" is now required (required_added); e.g. {}` */
export function markdownReason(reason: CompatibilityReason): string {
  const mark = isUnproven(reason) ? '**unproven** ' : '';
  const witness = markdownText(witnessClause(reason));
  const fixes = (reason.fixes ?? []).map((fix) => `; fix: ${markdownText(fix)}`).join('');
  return `${mark}${markdownText(reason.pointer || '/')} (${markdownText(reasonScope(reason))}): ${markdownText(reasonSentence(reason))}${witness}${fixes}`;
}
