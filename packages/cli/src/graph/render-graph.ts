// The graph as Graphviz DOT and as Mermaid (GitHub draws Mermaid in Markdown), each object a box
// labelled with its kind and name, each reference an arrow from the object that names another;
// with a plan, created, updated, deleted and dependent objects coloured. Node ids are generated
// (`n0`, `n1`, …): names appear only in labels, through graph-text.ts.
import type { Graph } from './definition-graph.js';
import { dotString, mermaidLabel } from './graph-text.js';
import type { Change, MarkedGraph } from './plan-changes.js';

export type GraphFormat = 'dot' | 'mermaid' | 'json';
export const GRAPH_FORMATS: readonly GraphFormat[] = ['dot', 'mermaid', 'json'];

/** Colours per change, the same in both media (fill, border). */
const STYLE: Readonly<Record<Change, { fill: string; stroke: string; dashed?: true }>> = {
  create: { fill: '#d3f9d8', stroke: '#2b8a3e' },
  update: { fill: '#fff3bf', stroke: '#e67700' },
  delete: { fill: '#ffe3e3', stroke: '#c92a2a', dashed: true },
  affected: { fill: '#e7f5ff', stroke: '#1971c2' },
};

const changesOf = (graph: Graph | MarkedGraph): ReadonlyMap<string, Change> => ('changes' in graph ? graph.changes : new Map());

function shortIds(graph: Graph): Map<string, string> {
  return new Map(graph.nodes.map((n, i) => [n.id, `n${i}`]));
}

export function renderDot(graph: Graph | MarkedGraph): string {
  const ids = shortIds(graph);
  const changes = changesOf(graph);
  const lines = ['digraph capctl {', '  rankdir=LR;', '  node [shape=box, style="rounded,filled", fillcolor="#ffffff", fontname="Helvetica"];'];
  for (const node of graph.nodes) {
    const change = changes.get(node.id);
    const style = change === undefined ? '' : `, fillcolor="${STYLE[change].fill}", color="${STYLE[change].stroke}"${STYLE[change].dashed ? ', style="rounded,filled,dashed"' : ''}, tooltip=${dotString(change)}`;
    lines.push(`  ${ids.get(node.id)} [label=${dotString(`${node.kind}: ${node.name}`)}${style}];`);
  }
  for (const edge of graph.edges) lines.push(`  ${ids.get(edge.from)} -> ${ids.get(edge.to)} [label=${dotString(edge.via)}];`);
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

export function renderMermaid(graph: Graph | MarkedGraph): string {
  const ids = shortIds(graph);
  const changes = changesOf(graph);
  const lines = ['flowchart LR'];
  for (const node of graph.nodes) lines.push(`  ${ids.get(node.id)}[${mermaidLabel(`${node.kind}: ${node.name}`)}]`);
  for (const edge of graph.edges) lines.push(`  ${ids.get(edge.from)} -->|${mermaidLabel(edge.via)}| ${ids.get(edge.to)}`);
  for (const change of Object.keys(STYLE) as Change[]) {
    const marked = graph.nodes.filter((n) => changes.get(n.id) === change).map((n) => ids.get(n.id));
    if (marked.length === 0) continue;
    const { fill, stroke, dashed } = STYLE[change];
    lines.push(`  classDef capctl_${change} fill:${fill},stroke:${stroke}${dashed ? ',stroke-dasharray:5 5' : ''}`, `  class ${marked.join(",")} capctl_${change}`);
  }
  return `${lines.join('\n')}\n`;
}

/** `capctl graph --format json` (schemas/graph.schema.json). */
export function renderGraphJson(graph: Graph | MarkedGraph, path: string): string {
  const changes = changesOf(graph);
  const nodes = graph.nodes.map((n) => ({ ...n, ...(changes.has(n.id) ? { change: changes.get(n.id) } : {}) }));
  return `${JSON.stringify({ format_version: 1, path, nodes, edges: graph.edges }, null, 2)}\n`;
}
