// `capctl drift`'s report of the objects standing on a policy override, in each format: revision,
// policy, reason, who and when; hostile reasons and names shown as data (Markdown read by GitHub's
// parser: the same document shape as plain strings, the text as it was; text: nothing a terminal
// or a CI log acts on); the section absent when no object stands on an override.
import type { Table } from 'mdast';
import { describe, expect, it } from 'vitest';
import type { OverriddenObject } from '@capctl/core';
import { markdownShape, parseMarkdown, textOf } from '../testing/markdown-shape.js';
import { driftJson, driftMarkdown, driftText } from './drift-report.js';

const AT = '2026-11-26T10:00:00.000Z';
const SOURCE = { where: 'local state .capctl/state.db', serial: 7 };
const BOB = { key_id: 'k-1', key_name: 'deployer', user: 'bob', role: 'apply', at: AT } as const;

function overridden(name: string, ...reasons: string[]): OverriddenObject {
  const overrides = reasons.map((reason, i) => ({ policy: `guard-${i}`, reason }));
  return { kind: 'destination', name, id: `d-${name}`, change: { origin: 'revision', revision_id: 'rev-1', at: AT, by: BOB, overrides }, overrides };
}

const HOSTILE = [
  'costs $5 and $x$ | b `code` <script>alert(1)</script> <!-- x --> @team #12',
  'line\nnext\r\n- item\n> [!NOTE] forged\n| --- |',
  'bell \u0007 clear \u001b[2J ::error::no',
];

describe('the objects standing on a policy override', () => {
  it('are listed in text after the drift, one line per override, without changing what drift says', () => {
    const text = driftText({ drift: [], overridden: [overridden('pager', 'incident 42', 'night deploy')] }, SOURCE);
    expect(text.split('\n')).toEqual([
      'No drift: every object at local state .capctl/state.db is as its last apply left it.',
      '1 object stands on a policy override: its last change was an apply that overrode policies:',
      `  ! destination pager: revision rev-1, applied by key deployer (user bob) at ${AT}`,
      '      overrode guard-0: incident 42',
      '      overrode guard-1: night deploy',
      'An apply that writes them without an override ends this; it is not drift, and leaves the exit status as it is.',
      '',
    ]);
    expect(driftText({ drift: [], overridden: [] }, SOURCE)).not.toContain('override');
  });

  it('show a hostile reason in text as one line each, nothing a terminal or a CI log acts on', () => {
    const text = driftText({ drift: [], overridden: [overridden('pager', ...HOSTILE)] }, SOURCE);
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
    expect(text.split('\n')).toHaveLength(8);
    expect(text).toContain('      overrode guard-1: line\\nnext\\r\\n- item\\n> [!NOTE] forged\\n| --- |\n');
    expect(text).toContain('      overrode guard-2: bell \\x07 clear \\x1b[2J ::error::no\n');
  });

  it('are one Markdown table row per override, the same document shape whatever the reasons hold', () => {
    const report = (reasons: readonly string[]) => ({ drift: [], overridden: [overridden('pager', ...reasons), overridden(reasons[0] ?? '', 'r')] });
    const forged = driftMarkdown(report(HOSTILE), SOURCE);
    const plain = driftMarkdown(report(['p0', 'p1', 'p2']), SOURCE);
    expect(markdownShape(forged)).toEqual(markdownShape(plain));
    expect(forged).not.toContain('<script>');
    expect(forged).not.toContain('\u001b');
    const table = parseMarkdown(forged).children.find((node): node is Table => node.type === 'table');
    const cells = (table?.children ?? []).map((row) => row.children.map((cell) => textOf(cell).replaceAll('\u200b', '')));
    expect(cells[0]).toEqual(['Kind', 'Name', 'Revision', 'Policy', 'Reason', 'Applied by', 'At']);
    const visible = HOSTILE.map((text) => text.replaceAll('\r', '\\r').replaceAll('\n', '\\n').replaceAll('\u0007', '\\x07').replaceAll('\u001b', '\\x1b'));
    expect(cells.slice(1, 4).map((row) => row[4])).toEqual(visible);
    expect(cells[1]).toEqual(['destination', 'pager', 'rev-1', 'guard-0', visible[0], 'key deployer (user bob)', AT]);
    expect(cells[4]?.[1]).toBe(visible[0]);
  });

  it('are the JSON member overridden, always present', () => {
    const json = JSON.parse(driftJson({ drift: [], overridden: [overridden('pager', 'incident 42')] }, SOURCE)) as Record<string, unknown>;
    expect(json['overridden']).toEqual([{
      kind: 'destination', name: 'pager', id: 'd-pager', revision_id: 'rev-1', overrides: [{ policy: 'guard-0', reason: 'incident 42' }], changed_at: AT, by: BOB,
    }]);
    expect(JSON.parse(driftJson({ drift: [], overridden: [] }, SOURCE))).toMatchObject({ drift: [], overridden: [] });
  });
});
