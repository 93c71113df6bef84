// The structure of a Markdown document as GitHub's parser sees it (CommonMark + GFM + math): node types
// and nesting, table shapes, alerts and folds, without the text. Two renderings of one plan must
// have the same shape whatever strings the plan holds.
import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mathFromMarkdown } from 'mdast-util-math';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';

export interface Shape {
  readonly type: string;
  readonly children?: readonly Shape[];
}

export function parseMarkdown(markdown: string): Root {
  // GitHub also reads `$…$`, `$$…$$` (and `` $`…`$ ``) as math: `inlineMath` and `math` nodes.
  return fromMarkdown(markdown, { extensions: [gfm(), math()], mdastExtensions: [gfmFromMarkdown(), mathFromMarkdown()] });
}

/** Every node but text, with what decides layout (heading depth, list kind, table alignment). */
function shapeOf(node: Nodes): Shape | undefined {
  if (node.type === 'text') return undefined;
  const extra = node.type === 'heading' ? `:${node.depth}` : node.type === 'list' ? `:${node.ordered === true ? 'ol' : 'ul'}` : node.type === 'table' ? `:${(node.align ?? []).join(',')}` : '';
  if (!('children' in node)) return { type: `${node.type}${extra}` };
  return { type: `${node.type}${extra}`, children: (node.children as Nodes[]).map(shapeOf).filter((child): child is Shape => child !== undefined) };
}

export function markdownShape(markdown: string): Shape {
  return shapeOf(parseMarkdown(markdown)) as Shape;
}

/** The text of a node and all its descendants, as a reader sees it. */
export function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join('');
  return '';
}

/** What a reviewer counts: alert boxes by kind, folds (`<details>`), tables with their rows and cells. */
export function markdownCounts(markdown: string): Record<string, number> {
  const counts: Record<string, number> = {};
  const add = (key: string): void => {
    counts[key] = (counts[key] ?? 0) + 1;
  };
  const visit = (node: Nodes): void => {
    if (node.type === 'blockquote') {
      const alert = /^\[!([A-Z]+)\]/.exec(textOf(node));
      if (alert) add(`alert:${alert[1]}`);
    }
    if (node.type === 'html' && node.value.startsWith('<details>')) add('details');
    if (node.type === 'html' && node.value.startsWith('<!--')) add('comment');
    if (node.type === 'table') add('table');
    if (node.type === 'tableRow') add(`row:${node.children.length}`);
    if ('children' in node) (node.children as Nodes[]).forEach(visit);
  };
  visit(parseMarkdown(markdown));
  return counts;
}
