// One compatibility reason as a Markdown list item's text: scope, pointer, the sentence (an
// unproven reason worded apart from a break), the witness as inline code and the fixes.
import type { CompatibilityReason } from '@capctl/core';
import { isUnproven, reasonScope, reasonSentence, witnessText } from './compatibility-text.js';
import { escapeProse, inlineCode } from './markdown-escape.js';

/** `` `/required/0` (backward vs v1): "id" is now required (required_added); e.g. `{}` `` */
export function markdownReason(reason: CompatibilityReason): string {
  const mark = isUnproven(reason) ? '**unproven** ' : '';
  const witness = reason.witness === undefined ? '' : `; e.g. ${inlineCode(witnessText(reason.witness))}`;
  const fixes = (reason.fixes ?? []).map((fix) => `; fix: ${escapeProse(fix)}`).join('');
  return `${mark}${inlineCode(reason.pointer || '/')} (${escapeProse(reasonScope(reason))}): ${escapeProse(reasonSentence(reason))}${witness}${fixes}`;
}
