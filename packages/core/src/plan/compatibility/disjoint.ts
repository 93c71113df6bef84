// Proofs that no payload satisfies two schemas at once: what makes `oneOf` exclusive, `not` hold
// and a discriminated union safe. Answers true only when certain; false means "not proven".
import { isJsonObject } from '../../json-object.js';
import type { Budget } from './context.js';
import { expand, type Conjunction } from './expand.js';
import { factsOf, TYPES, type InstanceType } from './facts.js';
import { judge } from './payload-validators.js';
import { child, keywordsOf, resolveRef, type SchemaNode } from './schema-node.js';
import { propertyNodes } from './structure.js';

/** The instance types a node may admit (an over-approximation, combinators included). */
export function typesOf(node: SchemaNode, budget: Budget, seen: ReadonlySet<string> = new Set()): Set<InstanceType> {
  budget.step();
  if (node.schema === false) return new Set();
  if (!isJsonObject(node.schema) || seen.has(node.pointer)) return new Set(TYPES);
  const inner = new Set(seen).add(node.pointer);
  let types = factsOf([node]).types;
  const meet = (other: Set<InstanceType>) => { types = new Set([...types].filter((t) => other.has(t))); };
  const k = keywordsOf(node);
  if (k['$ref'] !== undefined) {
    const r = resolveRef(node, k['$ref']);
    if ('node' in r) {
      meet(typesOf(r.node, budget, inner));
    }
  }
  const list = (key: string) => (Array.isArray(k[key]) ? k[key].map((_, i) => child(node, key, i)!) : []);
  for (const part of list('allOf')) meet(typesOf(part, budget, inner));
  for (const key of ['anyOf', 'oneOf']) {
    const parts = list(key);
    if (parts.length > 0) meet(new Set(parts.flatMap((p) => [...typesOf(p, budget, inner)])));
  }
  return types;
}

const rejectedBy = (nodes: readonly SchemaNode[], v: Parameters<typeof judge>[1]) => nodes.some((n) => judge(n, v) === false);

/** True when no payload satisfies both the conjunction `d` and the node `x`. */
export function disjoint(d: Conjunction, x: SchemaNode, budget: Budget, depth = 0): boolean {
  budget.step();
  if (x.schema === false) return true;
  if (d.some((n) => n.schema === false)) return true;
  if (!isJsonObject(x.schema) || depth > 4) return false;
  const df = factsOf(d);
  const xTypes = typesOf(x, budget);
  if (![...df.types].some((t) => xTypes.has(t))) return true;
  if (df.values !== undefined && df.values.length <= 200 && df.values.every((v) => judge(x, v) === false)) return true;
  const xf = factsOf([x]);
  if (xf.values !== undefined && xf.values.length <= 200 && xf.values.every((v) => rejectedBy(d, v))) return true;
  const numericOnly = (ts: Set<InstanceType>) => [...ts].every((t) => t === 'number' || t === 'integer');
  if (numericOnly(df.types) && numericOnly(xTypes)) {
    const below = (u: typeof df.upper, l: typeof df.lower) => u !== undefined && l !== undefined && (u.value < l.value || (u.value === l.value && (u.exclusive || l.exclusive)));
    if (below(df.upper, xf.lower) || below(xf.upper, df.lower)) return true;
  }
  if ([...df.types].every((t) => t === 'object')) {
    for (const name of xf.required) {
      if (!df.required.has(name)) continue;
      const mine = d.flatMap((n) => propertyNodes(n, name));
      const theirs = propertyNodes(x, name);
      if (theirs.some((t) => expand(mine, budget).every((c) => disjoint(c, t, budget, depth + 1)))) return true;
    }
  }
  const k = keywordsOf(x);
  if (k['$ref'] !== undefined) {
    const r = resolveRef(x, k['$ref']);
    if ('node' in r && disjoint(d, r.node, budget, depth + 1)) return true;
  }
  const list = (key: string) => (Array.isArray(k[key]) ? k[key].map((_, i) => child(x, key, i)!) : []);
  if (list('allOf').some((p) => disjoint(d, p, budget, depth + 1))) return true;
  for (const key of ['anyOf', 'oneOf']) {
    const parts = list(key);
    if (parts.length > 0 && parts.every((p) => disjoint(d, p, budget, depth + 1))) return true;
  }
  return false;
}
