// The policy overrides an apply recorded, as the audit views show them: `Overrides: NAME — reason
// (by USER)`. Names and reasons are data: text lines go through the terminal's safe-text function
// where they are printed, the Markdown form makes them safe here.
import type { Actor, PolicyOverride } from '@capctl/core';
import { actorText } from './actor-text.js';
import { markdownText } from './safe-text/markdown-text.js';

const LABEL = 'Overrides: ';

/** One line per override, the first labelled, the others under it; none for an apply without overrides. */
export function overrideLines(overrides: readonly PolicyOverride[], appliedBy: Actor | null): string[] {
  const by = actorText(appliedBy);
  return overrides.map((o, index) => `${index === 0 ? LABEL : ' '.repeat(LABEL.length)}${o.policy} — ${o.reason} (by ${by})`);
}

/** A `[!IMPORTANT]` box listing the overrides, or '' for none. */
export function markdownOverrides(overrides: readonly PolicyOverride[], appliedBy: Actor | null): string {
  if (overrides.length === 0) return '';
  const by = markdownText(actorText(appliedBy));
  const items = overrides.map((o) => `> - **${markdownText(o.policy)}**: ${markdownText(o.reason)} (by ${by})`);
  return `> [!IMPORTANT]\n> Applied with policy overrides:\n${items.join('\n')}\n`;
}
