// The Policy part of the pull-request comment, read as GitHub's parser reads it (GFM and math):
// blocking items in a CAUTION box (a list per enforcement), advisory ones after in a NOTE box,
// hostile names and messages shown as text only, and no violation ever cut by the budget.
import type { Blockquote, List, Nodes } from 'mdast';
import { describe, expect, it } from 'vitest';
import type { Plan } from '@capctl/core';
import { markdownShape, parseMarkdown, textOf } from '../testing/markdown-shape.js';
import { everyKindPlan, objectSchema, PlanBuilder } from '../testing/plan-fixture.js';
import { advisory, everyEnforcement, evalError, mandatory, overridable, withPolicy } from '../testing/policy-fixture.js';
import { MARKDOWN_MAX_CHARS, renderPlanMarkdown } from './markdown.js';

/** The alert boxes of a comment, by kind, each with its lists' items as a reader sees them. */
function boxes(markdown: string): { kind: string; text: string; lists: string[][] }[] {
  const root = parseMarkdown(markdown);
  return root.children.filter((node): node is Blockquote => node.type === 'blockquote').map((quote) => ({
    kind: /^\[!([A-Z]+)\]/.exec(textOf(quote))?.[1] ?? '',
    text: textOf(quote),
    lists: quote.children.filter((node): node is List => node.type === 'list').map((list) => list.children.map((item) => textOf(item))),
  }));
}

const policyBoxes = (markdown: string) => boxes(markdown).filter((box) => box.text.includes('Policy (set version'));

const nodesOf = (markdown: string, type: string): number => {
  let count = 0;
  const visit = (node: Nodes): void => {
    if (node.type === type) count += 1;
    if ('children' in node) (node.children as Nodes[]).forEach(visit);
  };
  visit(parseMarkdown(markdown));
  return count;
};

describe('the Policy part of the plan comment', () => {
  it('puts blocking items in a CAUTION box, a list per enforcement (mandatory, overridable, not evaluated), and advisory ones after in a NOTE box', () => {
    const markdown = renderPlanMarkdown(everyEnforcement(everyKindPlan()));
    const [blocking, shown] = policyBoxes(markdown);
    expect(blocking?.kind).toBe('CAUTION');
    expect(blocking?.text).toContain('Apply refuses this plan: 1 mandatory violation, 1 overridable violation, 1 policy not evaluated.');
    expect(blocking?.text).toContain('Overridable (apply with --override webhook-hosts=REASON):');
    expect(blocking?.lists).toEqual([
      ['no-big-deletes action/legacy: deletes need two reviews'],
      ['webhook-hosts destination/pager: host b.example is not on the allow-list'],
      ['slow-rule plan: could not be evaluated (policy_budget_exceeded): ran out of its budget'],
    ]);
    expect(shown?.kind).toBe('NOTE');
    expect(shown?.lists).toEqual([['naming action/checkout: names should be kebab-case']]);
    // Before the table of objects, as deletes and breaking changes are.
    expect(markdown.indexOf('> [!NOTE]\n> **Policy')).toBeLessThan(markdown.indexOf('| | Kind |'));
  });

  it('shows advisory violations alone in a NOTE box, and a plan with none as one line', () => {
    const only = renderPlanMarkdown(withPolicy(new PlanBuilder().build(), { results: [advisory('naming', 'action/a', 'rename it')] }));
    expect(policyBoxes(only).map((box) => box.kind)).toEqual(['NOTE']);
    expect(policyBoxes(only)[0]?.text).toContain('1 advisory violation: shown, apply is not refused.');
    const none = renderPlanMarkdown(withPolicy(new PlanBuilder().build(), {}));
    expect(policyBoxes(none)).toEqual([]);
    expect(none).toContain('**Policy (set version 3).** No policy is violated.\n');
  });

  it('shows hostile names, subjects and messages as text: the same document shape as plain ones, nothing hidden, linked or computed', () => {
    const hostile = [
      'a | b `code` ``` $x$ $$y$$ $`z`$ costs $5 and $6',
      '<script>alert(1)</script> <!-- x --> </details> @team @org/team #12 GH-3 https://evil.example',
      'line\nnext\r\n- item\n> [!NOTE] forged\n| --- |',
    ];
    const plan = (texts: readonly string[]): Plan => withPolicy(new PlanBuilder().build(), {
      results: [mandatory(texts[0]!, texts[1]!, texts[2]!), overridable(texts[1]!, texts[2]!, texts[0]!), advisory(texts[2]!, texts[0]!, texts[1]!)],
      errors: [evalError(texts[0]!, texts[2]!, texts[1]!)],
    });
    const forged = renderPlanMarkdown(plan(hostile));
    const plain = renderPlanMarkdown(plan(['p0', 'p1', 'p2']));
    expect(markdownShape(forged)).toEqual(markdownShape(plain));
    for (const type of ['inlineMath', 'math', 'link', 'inlineCode', 'code']) expect({ type, count: nodesOf(forged, type) }).toEqual({ type, count: 0 });
    // The reader sees each string as it was, its line breaks as visible escapes.
    const [blocking] = policyBoxes(forged);
    const visible = hostile.map((text) => text.replaceAll('\r', '\\r').replaceAll('\n', '\\n'));
    expect(blocking?.lists[0]?.[0]?.replaceAll('\u200b', '')).toBe(`${visible[0]} ${visible[1]}: ${visible[2]}`);
  });

  it('keeps every violation in a comment whose diffs and rows the budget cuts', () => {
    const builder = new PlanBuilder();
    const fields = Array.from({ length: 60 }, (_, index) => `field_${index}`);
    for (let index = 0; index < 600; index += 1) builder.createAction(`action-${String(index).padStart(3, '0')}`, objectSchema(fields));
    const results = Array.from({ length: 120 }, (_, index) => {
      const make = [mandatory, overridable, advisory][index % 3]!;
      return make(`policy-${index}`, `action/action-${String(index).padStart(3, '0')}`, `violation number ${index} ${'x'.repeat(80)}`);
    });
    const errors = Array.from({ length: 10 }, (_, index) => evalError(`broken-${index}`, 'plan', `error number ${index}`));
    const markdown = renderPlanMarkdown(withPolicy(builder.build(), { results, errors }));
    expect(markdown).toContain('were left out to keep this comment within 65,536 characters');
    expect(markdown.length).toBeLessThanOrEqual(MARKDOWN_MAX_CHARS);
    const listed = policyBoxes(markdown).flatMap((box) => box.lists.flat());
    expect(listed).toHaveLength(results.length + errors.length);
    for (const r of results) expect(listed).toContain(`${r.policy} ${r.subject}: ${r.message}`);
    for (const e of errors) expect(listed).toContain(`${e.policy} ${e.subject}: could not be evaluated (${e.code}): ${e.message}`);
  });

  it('keeps every violation even when a small budget leaves room for nothing else', () => {
    const plan = everyEnforcement(everyKindPlan());
    const markdown = renderPlanMarkdown(plan, { maxChars: 800 });
    expect(policyBoxes(markdown).flatMap((box) => box.lists.flat())).toHaveLength(4);
  });
});
