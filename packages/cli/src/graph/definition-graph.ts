// The dependency graph of a definition: one node per object (and per credential it uses), one
// edge from each object to each object it names, found through core's kind modules (the same
// desired fields the planner compares) and the reference fields of reference-fields.ts.
import { KIND_MODULES, type Definition, type JsonValue } from '@capctl/core';
import { REFERENCE_FIELDS, type NodeKind } from './reference-fields.js';

export interface GraphNode {
  /** `kind/name`: unique across kinds (a query's name is `metrics/query`). */
  readonly id: string;
  readonly kind: NodeKind;
  readonly name: string;
}

export interface GraphEdge {
  /** The object that names the other (and so depends on it). */
  readonly from: string;
  readonly to: string;
  /** The field that names it (`destinations`, `ingest.variant`). */
  readonly via: string;
}

export interface Graph {
  readonly nodes: readonly GraphNode[];
  readonly edges: readonly GraphEdge[];
}

export const nodeId = (kind: NodeKind, name: string): string => `${kind}/${name}`;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A query reference as actions write it: `metrics/query`, or a bare name that one metrics source has. */
function queryName(queries: readonly string[]): (ref: string) => string {
  return (ref) => {
    if (ref.includes('/')) return ref;
    const matches = queries.filter((q) => q.endsWith(`/${ref}`));
    return matches.length === 1 ? (matches[0] as string) : ref;
  };
}

function namesIn(value: JsonValue | undefined, member: string | undefined): string[] {
  const at = member === undefined ? value : (value as Record<string, JsonValue> | null | undefined)?.[member];
  if (typeof at === 'string') return [at];
  return Array.isArray(at) ? at.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * The graph of a valid definition, sorted (nodes by kind order then name, edges by ends), so
 * that the same definition always draws the same picture. A name that no object has (only in
 * an invalid definition) still gets a node, so that nothing it names is dropped.
 */
export function definitionGraph(definition: Definition): Graph {
  const queries = KIND_MODULES.find((k) => k.kind === 'query')?.items(definition).map((i) => i.name) ?? [];
  const ctx = { credential: (ref: string | undefined) => ref ?? null, queryName: queryName(queries) };
  const nodes = new Map<string, GraphNode>();
  const edges = new Map<string, GraphEdge>();
  const add = (kind: NodeKind, name: string) => {
    const id = nodeId(kind, name);
    if (!nodes.has(id)) nodes.set(id, { id, kind, name });
    return id;
  };
  for (const kind of KIND_MODULES) {
    for (const entry of kind.desiredEntries(definition, ctx)) {
      const from = add(kind.kind, entry.name);
      for (const ref of REFERENCE_FIELDS.filter((r) => r.from === kind.kind)) {
        for (const name of namesIn(entry.fields[ref.field], ref.member)) {
          const to = add(ref.to, name);
          const via = ref.member === undefined ? ref.field : `${ref.field}.${ref.member}`;
          edges.set(`${from}\n${to}\n${via}`, { from, to, via });
        }
      }
    }
  }
  const rank = (kind: NodeKind) => (kind === 'credential' ? KIND_MODULES.length : KIND_MODULES.findIndex((k) => k.kind === kind));
  return {
    nodes: [...nodes.values()].sort((a, b) => rank(a.kind) - rank(b.kind) || byText(a.name, b.name)),
    edges: [...edges.values()].sort((a, b) => byText(a.from, b.from) || byText(a.to, b.to) || byText(a.via, b.via)),
  };
}
