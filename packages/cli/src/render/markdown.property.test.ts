// For random plans with hostile names (any Unicode, Markdown, HTML and terminal syntax) and random
// budgets, the pull-request comment names every delete and every breaking change before the
// table, and stays within the budget whenever that list allows it. Counts its outcomes (cut or
// whole, each form of the list, names with syntax in them) so it cannot pass vacuously.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attentionSection } from './markdown-attention.js';
import { renderPlanMarkdown } from './markdown.js';
import { markdownText } from './safe-text/markdown-text.js';
import { hostileString } from '../testing/hostile-plan.js';
import { objectSchema, PlanBuilder } from '../testing/plan-fixture.js';

type Entry = { readonly op: 'create' | 'update' | 'delete' | 'breaking'; readonly kind: 'action' | 'destination' | 'source' };

const NAME = fc.oneof(fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,40}$/), hostileString);

const planArbitrary = fc
  .uniqueArray(
    fc.record({
      name: NAME,
      op: fc.constantFrom('create', 'update', 'delete', 'breaking'),
      kind: fc.constantFrom('action', 'destination', 'source'),
      wide: fc.integer({ min: 0, max: 30 }),
    }),
    { selector: (entry) => entry.name, maxLength: 250 },
  )
  .map((entries) => {
    const builder = new PlanBuilder();
    for (const { name, op, kind, wide } of entries as readonly (Entry & { name: string; wide: number })[]) {
      const fields = Array.from({ length: wide }, (_, index) => `field_${index}`);
      if (op === 'breaking') {
        const reason = { pointer: '/required/0', rule: 'required_added', message: `property "${fields[0] ?? 'id'}" is now required` };
        builder.updateAction(name, { from: 1, to: 2, before: { schema: objectSchema([]) }, after: { schema: objectSchema(fields) }, breaking: [reason] });
      } else if (kind === 'action') {
        if (op === 'create') builder.createAction(name, objectSchema(fields));
        else if (op === 'update') builder.updateAction(name, { from: 1, to: 2, before: { schema: objectSchema([]) }, after: { schema: objectSchema(fields) }, backward: true });
        else builder.deleteAction(name, 3, { variant: name, schema: objectSchema(fields) });
      } else if (op === 'create') builder.createResource(kind, name, { name, fields });
      else if (op === 'update') builder.updateResource(kind, name, { name }, { name, fields });
      else builder.deleteResource(kind, name, { name, fields });
    }
    return builder.build();
  });

const BUDGET = fc.oneof(fc.integer({ min: 200, max: 4_000 }), fc.integer({ min: 4_000, max: 70_000 }));

/** The text of one admonition box (`> [!KIND]` up to the next blank line). */
function box(markdown: string, kind: 'CAUTION' | 'WARNING'): string {
  const start = markdown.indexOf(`> [!${kind}]\n`);
  if (start < 0) return '';
  const end = markdown.indexOf('\n\n', start);
  return markdown.slice(start, end < 0 ? undefined : end);
}

describe('renderPlanMarkdown, for any plan and budget', () => {
  it('names every delete in the CAUTION box and every breaking change in the WARNING box, before the table', () => {
    const seen = { named: 0, hostile: 0, cut: 0, whole: 0, full: 0, compact: 0, grouped: 0, over: 0 };
    fc.assert(
      fc.property(planArbitrary, BUDGET, (plan, maxChars) => {
        const markdown = renderPlanMarkdown(plan, { maxChars });
        const table = markdown.indexOf('| | Kind |');
        const head = table < 0 ? markdown : markdown.slice(0, table);
        const caution = box(head, 'CAUTION');
        const warning = box(head, 'WARNING');
        for (const step of plan.steps) {
          const breaking = step.kind === 'action' && step.compatibility === 'breaking';
          if (step.op === 'delete') expect(caution).toContain(markdownText(step.name));
          if (breaking) expect(warning).toContain(markdownText(step.name));
          if (step.op === 'delete' || breaking) seen.named += 1;
          if ((step.op === 'delete' || breaking) && /[^a-z0-9._-]/.test(step.name)) seen.hostile += 1;
        }
        if (markdown.length > maxChars) {
          // Only when even the shortest list leaves no room for the table's header and note.
          const shortest = attentionSection(plan, 'grouped').join('\n').length;
          expect(shortest + 450).toBeGreaterThan(maxChars);
          seen.over += 1;
        }
        if (markdown.includes('were left out')) seen.cut += 1;
        else seen.whole += 1;
        if (head.includes('>   - /required/0 ')) seen.full += 1;
        if (/^> - (action|destination|source) /m.test(head) && !head.includes('>   - /required/0 ')) seen.compact += 1;
        if (/^> - (Actions|Destinations|Sources): /m.test(head)) seen.grouped += 1;
      }),
      { numRuns: 150 },
    );
    expect(seen.named).toBeGreaterThan(100);
    expect(seen.hostile).toBeGreaterThan(50);
    expect(seen.cut).toBeGreaterThan(0);
    expect(seen.whole).toBeGreaterThan(0);
    expect(seen.full).toBeGreaterThan(0);
    expect(seen.compact + seen.grouped).toBeGreaterThan(0);
  });
});
