import { describe, expect, it } from 'vitest';
import { renderPlanMarkdown } from './markdown.js';
import { everyKindPlan, objectSchema, PlanBuilder, SECRET } from '../testing/plan-fixture.js';

/** A plan whose folds are big: `count` new actions with a wide schema each. */
function bigPlan(count: number) {
  const builder = new PlanBuilder();
  const fields = Array.from({ length: 40 }, (_, index) => `field_${index}`);
  for (let index = 0; index < count; index += 1) {
    builder.createAction(`action-${String(index).padStart(3, '0')}`, objectSchema(fields));
  }
  return builder.build();
}

const folds = (markdown: string): number => markdown.split('<details>').length - 1;

describe('renderPlanMarkdown', () => {
  it('starts with the marker, then the summary and a table of every changed object', () => {
    const markdown = renderPlanMarkdown(everyKindPlan());
    const lines = markdown.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      '<!-- capctl-plan -->',
      '### capctl plan',
      '',
      '**Plan: 3 to create, 3 to update, 2 to delete, 12 unchanged.**',
      '',
    ]);
    const table = lines.filter((line) => line.startsWith('|'));
    expect(table).toEqual([
      '| | Kind | Name | Version | Changes |',
      '|:-:|---|---|---|---|',
      '| + | metrics | prom |  | new |',
      '| + | query | prom/p95 |  | new |',
      '| ~ | destination | pager |  | config.headers.Authorization, config.url |',
      '| + | action | checkout | v0 → v1 | new |',
      '| ~ | action | cart | v1 → v2 | **BREAKING**, schema |',
      '| ~ | action | refund | v2 → v3 | renamed from refunds, schema equals v1, backward compatible, schema |',
      '| - | action | legacy | v4 | **DELETE** |',
      '| - | source | old-queue |  | **DELETE** |',
    ]);
    expect(markdown).toContain('> [!WARNING]\n> 1 breaking schema change: apply refuses it unless --allow-breaking is given.\n');
  });

  it('folds each object diff after the table, with the breaking reasons and a diff block', () => {
    const markdown = renderPlanMarkdown(everyKindPlan());
    expect(folds(markdown)).toBe(8);
    expect(markdown.indexOf('<details>')).toBeGreaterThan(markdown.indexOf('| - | source | old-queue |'));
    expect(markdown).toContain(
      [
        '<details><summary>~ action cart v1 → v2 BREAKING</summary>',
        '',
        '- /required/1 (backward): property "sku" is now required (required\\_added)',
        '',
        '```diff',
        '--- action cart (now)',
        '+++ action cart (planned)',
      ].join('\n'),
    );
    expect(markdown).toContain('-    "url": "https://old.example/hook"\n+    "url": "https://new.example/hook"\n');
  });

  it('masks secret header values', () => {
    const markdown = renderPlanMarkdown(everyKindPlan());
    expect(markdown).not.toContain(SECRET);
    expect(markdown).toContain('"Authorization": "(sensitive)"');
  });

  it('keeps a long plan within the budget by dropping folds from the end, table and marker intact', () => {
    const plan = bigPlan(30);
    const full = renderPlanMarkdown(plan);
    expect(full.length).toBeGreaterThan(20_000);
    const markdown = renderPlanMarkdown(plan, { maxChars: 20_000 });
    expect(markdown.length).toBeLessThanOrEqual(20_000);
    expect(markdown.startsWith('<!-- capctl-plan -->\n')).toBe(true);
    expect(markdown.split('\n').filter((line) => line.startsWith('| + | action |'))).toHaveLength(30);
    const kept = folds(markdown);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(30);
    expect(markdown).toContain('<summary>+ action action-000 v0 → v1</summary>');
    expect(markdown).not.toContain('<summary>+ action action-029 v0 → v1</summary>');
    expect(markdown.trimEnd().endsWith('Run `capctl plan` on the branch to see the full plan.')).toBe(true);
    expect(markdown).toContain(`> ${30 - kept} of 30 diffs were left out to keep this comment within 20,000 characters.`);
  });

  it('stays within GitHub comment limit by default', () => {
    const markdown = renderPlanMarkdown(bigPlan(200));
    expect(markdown.length).toBeLessThanOrEqual(65_536);
    expect(markdown.split('\n').filter((line) => line.startsWith('| + | action |'))).toHaveLength(200);
    expect(markdown).toContain('diffs were left out to keep this comment within 65,536 characters.');
  });

  it('cuts table rows only when the table alone is over the budget', () => {
    const markdown = renderPlanMarkdown(bigPlan(100), { maxChars: 2_000 });
    expect(markdown.length).toBeLessThanOrEqual(2_000);
    expect(folds(markdown)).toBe(0);
    expect(markdown).toMatch(/\| \| \| … \d+ more objects \| \| \|\n/);
    expect(markdown).toContain('100 of 100 diffs were left out');
  });

  it('lists every delete in a CAUTION box and every breaking change in a WARNING box, before the table', () => {
    const markdown = renderPlanMarkdown(everyKindPlan());
    const table = markdown.indexOf('| | Kind |');
    expect(markdown.slice(0, table)).toContain([
      '> [!CAUTION]',
      '> This plan deletes 2 objects:',
      '> - action legacy v4',
      '> - source old-queue',
      '',
      '> [!WARNING]',
      '> 1 breaking schema change: apply refuses it unless --allow-breaking is given.',
      '> - action cart v1 → v2',
      '>   - /required/1 (backward): property "sku" is now required (required\\_added)',
      '',
    ].join('\n'));
  });

  it('names the one delete and the one breaking change of a 3,000-create plan, and says what it cut', () => {
    const builder = new PlanBuilder();
    for (let index = 0; index < 3000; index += 1) builder.createAction(`action-${String(index).padStart(4, '0')}`, objectSchema(['id']));
    const plan = builder
      .updateAction('cart', { from: 1, to: 2, before: { schema: objectSchema(['id']) }, after: { schema: objectSchema(['id', 'sku']) },
        breaking: [{ pointer: '/required/1', rule: 'required_added', message: 'property "sku" is now required' }] })
      .deleteAction('legacy', 4, { variant: 'legacy' })
      .build();
    const markdown = renderPlanMarkdown(plan);
    expect(markdown.length).toBeLessThanOrEqual(65_536);
    const head = markdown.slice(0, markdown.indexOf('| | Kind |'));
    expect(head).toContain('> [!CAUTION]\n> This plan deletes 1 object:\n> - action legacy v4\n');
    expect(head).toContain('> - action cart v1 → v2\n');
    expect(markdown).toContain('| ~ | action | cart | v1 → v2 | **BREAKING**, schema |');
    expect(markdown).toContain('| - | action | legacy | v4 | **DELETE** |');
    const missing = /\| \| \| … (\d+) more objects \| \| \|/.exec(markdown);
    expect(Number(missing?.[1])).toBeGreaterThan(0);
    expect(markdown).toContain(`> ${missing?.[1]} of 3002 table rows and 3002 of 3002 diffs were left out`);
  });

  it('lists deletes one short line each, then one line per kind, when the full list does not fit', () => {
    const builder = new PlanBuilder();
    const reason = { pointer: '/required/1', rule: 'required_added', message: 'property "x" is now required: '.padEnd(200, '.') };
    for (let index = 0; index < 40; index += 1) {
      builder.updateAction(`break-${index}`, { from: 1, to: 2, before: {}, after: {}, breaking: [reason] });
    }
    const plan = builder.build();
    const compact = renderPlanMarkdown(plan, { maxChars: 3_000 });
    expect(compact).toContain('> - action break-0\n');
    expect(compact).not.toContain('required\\_added: property "x"');
    const grouped = renderPlanMarkdown(plan, { maxChars: 1_000 });
    expect(grouped).toContain(`> - Actions: ${Array.from({ length: 40 }, (_, i) => `break-${i}`).join(', ')}\n`);
  });

  it('escapes pipes and backticks in table cells and HTML in summaries', () => {
    const plan = new PlanBuilder().createResource('metrics', 'a|b`c<d>', { name: 'a|b`c<d>' }).build();
    const markdown = renderPlanMarkdown(plan);
    expect(markdown).toContain('| + | metrics | a\\|b\\`c\\<d\\> |  | new |');
    expect(markdown).toContain('<summary>+ metrics a|b`c&lt;d&gt;</summary>');
  });

  it('uses a fence longer than any backtick run in the diff', () => {
    const plan = new PlanBuilder().createResource('query', 'q', { name: 'q', config: { expression: '```x```' } }).build();
    const markdown = renderPlanMarkdown(plan);
    expect(markdown).toContain('````diff\n');
    expect(markdown).toContain('\n````\n');
  });

  it('takes a custom marker, as a full comment or a bare name', () => {
    const plan = everyKindPlan();
    expect(renderPlanMarkdown(plan, { marker: '<!-- capctl-plan:prod -->' }).split('\n')[0]).toBe('<!-- capctl-plan:prod -->');
    expect(renderPlanMarkdown(plan, { marker: 'capctl-plan:staging' }).split('\n')[0]).toBe('<!-- capctl-plan:staging -->');
  });

  it('says there are no changes, with no table', () => {
    const markdown = renderPlanMarkdown(new PlanBuilder().unchanged(4).build());
    expect(markdown).toBe(
      '<!-- capctl-plan -->\n### capctl plan\n\n**No changes. The state matches the definition (4 unchanged).**\n',
    );
  });
});
