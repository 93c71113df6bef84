// What a saved plan does to the graph: the objects it creates, updates and deletes, and the
// objects that depend on one of those (through any chain of references), which a reviewer
// should look at too. Deleted objects are not in the definition: they join the graph unlinked.
import type { Plan } from '@capctl/core';
import { nodeId, type Graph, type GraphNode } from './definition-graph.js';

export type Change = 'create' | 'update' | 'delete' | 'affected';

export interface MarkedGraph extends Graph {
  /** Node id → what the plan does to it; unchanged nodes are absent. */
  readonly changes: ReadonlyMap<string, Change>;
}

export function markPlan(graph: Graph, plan: Plan): MarkedGraph {
  const changes = new Map<string, Change>();
  const nodes: GraphNode[] = [...graph.nodes];
  for (const step of plan.steps) {
    const id = nodeId(step.kind, step.name);
    changes.set(id, step.op);
    if (!nodes.some((n) => n.id === id)) nodes.push({ id, kind: step.kind, name: step.name });
  }
  // Dependents: walk the edges backwards from every changed object.
  const dependents = new Map<string, string[]>();
  for (const e of graph.edges) dependents.set(e.to, [...(dependents.get(e.to) ?? []), e.from]);
  const queue = [...changes.keys()];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const from of dependents.get(id) ?? []) {
      if (changes.has(from)) continue;
      changes.set(from, 'affected');
      queue.push(from);
    }
  }
  return { nodes, edges: graph.edges, changes };
}
