// Data cannot change the structure of a pull-request comment: the plan rendered with hostile
// strings in every field parses (CommonMark + GFM) to the same tree as with plain placeholders;
// and the concrete attacks (a forged table and comment, a lone CR, mentions) are shown as text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderFailureMarkdown } from '../markdown-failure.js';
import { renderPlanMarkdown } from '../markdown.js';
import { hostileStrings, placeholders, planWith, targetWith } from '../../testing/hostile-plan.js';
import { markdownCounts, markdownShape, parseMarkdown, textOf } from '../../testing/markdown-shape.js';
import { objectSchema, PlanBuilder } from '../../testing/plan-fixture.js';
import { markdownHtmlText, markdownText } from './markdown-text.js';
import { terminalText } from './terminal-text.js';
import type { Nodes } from 'mdast';

/**
 * A name as a reader sees it, once the zero-width spaces the renderer adds are taken out: its
 * hidden characters as visible escapes. (Where those spaces go is checked apart, by what they stop:
 * a ping, a reference or a link; see NO_PING.)
 */
const seenAs = (name: string): string => terminalText(name).trim();

/** What GitHub would turn into a mention, an issue reference (`GH-7` as a word) or an autolink, in a cell's text. */
const NO_PING = /@[\p{L}\p{N}]|#\d|\bGH-\d|:\/\/|www\./iu;

/** Every math node (`$…$`, `$$…$$`) GitHub would render in a comment. */
function mathNodes(markdown: string): string[] {
  const found: string[] = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'inlineMath' || node.type === 'math') found.push(node.value);
    if ('children' in node) (node.children as Nodes[]).forEach(visit);
  };
  visit(parseMarkdown(markdown));
  return found;
}

/** The Name cell of every table row, as text. */
function nameCells(markdown: string): string[] {
  const table = parseMarkdown(markdown).children.find((node) => node.type === 'table');
  if (table?.type !== 'table') return [];
  return table.children.slice(1).map((row) => textOf((row.children[2] ?? { type: 'text', value: '' }) as Nodes).trim());
}

/** The plan's steps in table order, by the index of their name in `planWith`'s strings. */
const NAME_INDEXES = [0, 4, 8, 16, 19, 26, 28];

const render = (texts: readonly string[]): string =>
  renderPlanMarkdown(planWith(texts), { target: targetWith(texts), marker: texts[36] ?? 'capctl-plan' });

/** What a hostile run held, so the property cannot pass on tame strings only. */
const HAZARDS: Readonly<Record<string, RegExp>> = {
  newline: /[\r\n]/,
  comment: /<!--|-->/,
  pipe: /\|/,
  backtick: /`/,
  escape: /\u001b/,
  bidi: /[\u202a-\u202e\u2066-\u2069]/,
  mention: /[@#]/,
  command: /::/,
  math: /\$/,
};

describe('markdownText and the Markdown renderers, for any strings in any field', () => {
  it('give a comment of the same structure as plain placeholders do', () => {
    const plain = render([...placeholders, 'capctl-plan']);
    const shape = markdownShape(plain);
    const counts = markdownCounts(plain);
    expect(counts).toMatchObject({ 'alert:CAUTION': 1, 'alert:WARNING': 1, 'alert:NOTE': 1, 'alert:IMPORTANT': 1, details: 7, comment: 1, table: 1 });
    const seen: Record<string, number> = {};
    fc.assert(
      fc.property(hostileStrings, fc.string({ unit: 'binary', maxLength: 20 }), (texts, marker) => {
        const markdown = render([...texts, marker]);
        expect(markdownShape(markdown)).toEqual(shape);
        expect(markdownCounts(markdown)).toEqual(counts);
        const cells = nameCells(markdown);
        expect(cells.map((cell) => cell.replaceAll('\u200b', ''))).toEqual(NAME_INDEXES.map((index) => seenAs(texts[index] ?? '')));
        for (const cell of cells) expect(cell).not.toMatch(NO_PING);
        expect(mathNodes(markdown)).toEqual([]);
        for (const [hazard, pattern] of Object.entries(HAZARDS)) if (texts.some((text) => pattern.test(text))) seen[hazard] = (seen[hazard] ?? 0) + 1;
      }),
      { numRuns: 60 },
    );
    for (const hazard of Object.keys(HAZARDS)) expect(seen[hazard] ?? 0, hazard).toBeGreaterThan(10);
  });

  it('give a failure comment of the same structure, however hostile the message and problems', () => {
    const failure = (texts: readonly string[]) => renderFailureMarkdown({ message: texts[0] ?? '', details: texts.slice(1, 30), hint: texts[30] });
    const shape = markdownShape(failure(placeholders));
    let hostile = 0;
    fc.assert(
      fc.property(hostileStrings, (texts) => {
        expect(markdownShape(failure(texts))).toEqual(shape);
        if (texts.some((text) => /[\r\n`]|<!--/.test(text))) hostile += 1;
      }),
      { numRuns: 200 },
    );
    expect(hostile).toBeGreaterThan(100);
  });
});

describe('the attacks a pull request could make on its own review', () => {
  it('a property name holding a newline cannot close the WARNING box, forge a table or open a comment', () => {
    const forged = 'sku"\n\n| ~ | action | cart | v1 | nothing to see |\n|---|---|---|---|---|\n<!--';
    const plan = (name: string) =>
      new PlanBuilder()
        .updateAction('cart', {
          from: 1,
          to: 2,
          before: { variant: 'cart', schema: objectSchema(['id']) },
          after: { variant: 'cart', schema: objectSchema(['id', name]) },
          breaking: [{ pointer: '/required/1', rule: 'required_added', message: `property "${name}" is now required` }],
        })
        .deleteAction('legacy', 4, { variant: 'legacy', schema: objectSchema([]) })
        .build();
    const markdown = renderPlanMarkdown(plan(forged));
    expect(markdownShape(markdown)).toEqual(markdownShape(renderPlanMarkdown(plan('sku'))));
    expect(markdownCounts(markdown)).toMatchObject({ table: 1, details: 2, comment: 1, 'row:5': 3 });
    // The real table and both diffs are there, after the warning that quotes the name as text.
    expect(markdown).toContain('| - | action | legacy | v4 | **DELETE** |');
    expect(markdown).toContain('property "sku"\\\\n\\\\n\\| \\~ \\| action');
  });

  it('a lone carriage return in a tag key stays in its cell, shown as \\r', () => {
    const plan = (key: string) =>
      new PlanBuilder()
        .updateResource('query', 'prom/p95', { name: 'p95', tags: {} }, { name: 'p95', tags: { [key]: 'x' } })
        .createResource('query', 'prom/p99', { name: 'p99' })
        .createResource('query', 'prom/p50', { name: 'p50' })
        .build();
    const markdown = renderPlanMarkdown(plan('team\r[^1]: hidden'));
    expect(markdownShape(markdown)).toEqual(markdownShape(renderPlanMarkdown(plan('team'))));
    expect(markdownCounts(markdown)).toMatchObject({ table: 1, 'row:5': 4 });
    const cells = markdown.split('\n').filter((line) => line.startsWith('| ~ |'));
    expect(cells).toEqual(['| ~ | query | prom/p95 |  | tags.team\\\\r\\[^1\\]: hidden |']);
    expect(textOf(parseMarkdown(cells[0] ?? ''))).not.toContain('\r');
  });

  it('@team, #12 and GH-7 in a name neither ping nor link: a zero-width space follows each @, # and GH-', () => {
    const plan = new PlanBuilder().createResource('destination', '@org/team #12 a@b.co GH-7', { label: 'x' }).build();
    const markdown = renderPlanMarkdown(plan);
    // GitHub neither pings nor links inside code blocks, where the diff shows the name as it is.
    const outsideCode = markdown.replaceAll(/^```diff\n[^]*?^```$/gm, '');
    expect(outsideCode).not.toMatch(/@[A-Za-z0-9]/);
    expect(outsideCode).not.toMatch(/(?<!&)#[0-9]/);
    expect(outsideCode).not.toMatch(/GH-[0-9]/);
    expect(markdown).toContain('@&#8203;org/team #&#8203;12 a@&#8203;b.co GH-&#8203;7');
  });

  it('a $ in data never opens math, inline or as a block, and reads as a plain $', () => {
    const names = ['$x$', 'a $$ b $$ c', '$`\\color{red}x`$', '$$', 'price $5 or $6'];
    const plan = new PlanBuilder();
    for (const name of names) plan.createResource('destination', name, { label: name });
    const markdown = renderPlanMarkdown(plan.build());
    // The parser knows GitHub's math: the same names with the dollar signs unescaped give math nodes.
    expect(mathNodes('| $x$ | a $$ b $$ c |\n\n$$\nforged\n$$')).toEqual(['x', 'b', 'forged']);
    expect(mathNodes(markdown)).toEqual([]);
    expect(nameCells(markdown)).toEqual(['$x$', 'a $$ b $$ c', '$`\\color{red}x`$', '$$', 'price $5 or $6']);
    // Outside code blocks (where GitHub renders no math) no `$` is left for any math pass to find.
    expect(markdown.replaceAll(/^```diff\n[^]*?^```$/gm, '')).not.toContain('$');
    expect(markdownText('$$')).toBe('&#36;&#36;');
    expect(mathNodes(markdownText('$$'))).toEqual([]);
    expect(markdownHtmlText('$x$')).toBe('&#36;x&#36;');
  });

  it('the fold title is HTML text: entities for markup, one line', () => {
    expect(markdownHtmlText('</summary></details>\n<!-- @x')).toBe('&lt;/summary&gt;&lt;/details&gt;\\n&lt;!-- @&#8203;x');
    expect(markdownHtmlText(`it's #1 at https://x`)).toBe('it&#39;s #&#8203;1 at https:&#8203;//x');
    expect(markdownHtmlText('a & "b"')).toBe('a &amp; &quot;b&quot;');
  });

  it('escapes only what starts structure, so names and dates read as they are', () => {
    expect(markdownText('config.url 2026-11-24T09:30:00.000Z cart-v2')).toBe('config.url 2026-11-24T09:30:00.000Z cart-v2');
    expect(markdownText('- 1. www.x https://y')).toBe('\\- 1. www&#8203;.x https:&#8203;//y');
    expect(markdownText('1) a')).toBe('1\\) a');
    expect(markdownText('123456789. a')).toBe('123456789\\. a');
    expect(markdownText('    code')).toBe('&#32;&#32;&#32;&#32;code');
  });
});
