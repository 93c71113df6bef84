// The plan's policy report in a pull-request comment: what refuses the apply in a `[!CAUTION]` box
// (mandatory, overridable, not evaluated, a list each), advisory violations after it in a
// `[!NOTE]` box. Part of the comment's head, so the budget never cuts a violation.
import type { Plan } from '@capctl/core';
import { overrideHint, policyHeading, policyItems, policyVerdictText, type PolicyItem, type PolicyItemKind } from './policy-report.js';
import { markdownText } from './safe-text/markdown-text.js';

const TITLE: Readonly<Record<PolicyItemKind, string>> = {
  mandatory: 'Mandatory',
  overridable: 'Overridable',
  error: 'Not evaluated',
  advisory: 'Advisory',
};

const BLOCKING_KINDS: readonly PolicyItemKind[] = ['mandatory', 'overridable', 'error'];

/** `- **no-big-deletes** action/checkout: message`, every part of it data made safe. */
const item = (i: PolicyItem): string => `- **${markdownText(i.policy)}** ${markdownText(i.subject)}: ${markdownText(i.message)}`;

/** A bold title per enforcement, then its list; groups are separated by a quoted blank line. */
function groups(items: readonly PolicyItem[], kinds: readonly PolicyItemKind[], extra: (kind: PolicyItemKind) => string): string[] {
  return kinds.flatMap((kind) => {
    const of = items.filter((i) => i.kind === kind);
    return of.length === 0 ? [] : ['', `**${TITLE[kind]}**${extra(kind)}:`, ...of.map(item)];
  });
}

const quoted = (lines: readonly string[]): string => `${lines.map((line) => (line === '' ? '>' : `> ${line}`)).join('\n')}\n`;

/** The policy boxes, or one line when nothing is violated; none for a plan no policy set was consulted for. */
export function policySection(plan: Plan): string[] {
  const { policy } = plan;
  if (policy === undefined) return [];
  const heading = `**${policyHeading(policy)}.**`;
  const items = policyItems(policy);
  if (items.length === 0) return [`${heading} ${policyVerdictText(policy)}\n`];
  const parts: string[] = [];
  if (items.some((i) => i.blocking)) {
    const hint = overrideHint(policy);
    const extra = (kind: PolicyItemKind) => (kind === 'overridable' && hint !== undefined ? ` (${markdownText(hint)})` : '');
    parts.push(quoted(['[!CAUTION]', `${heading} ${markdownText(policyVerdictText(policy))}`, ...groups(items, BLOCKING_KINDS, extra)]));
  }
  const advisory = items.filter((i) => !i.blocking);
  if (advisory.length > 0) {
    const title = parts.length === 0 ? `${heading} ${markdownText(policyVerdictText(policy))}` : `${heading} Advisory violations: shown, apply is not refused by them.`;
    parts.push(quoted(['[!NOTE]', title, ...groups(advisory, ['advisory'], () => '')]));
  }
  return parts;
}
