// The payloads a schema admits as a union of conjunctions (disjunctive normal form): `$ref` and
// `allOf` join the conjunction, `anyOf`/`oneOf` branch, `if`/`then`/`else` splits into two cases.
// Used on the side whose payloads must stay valid, so over-approximating is sound: `oneOf` is read
// as `anyOf`, the `else` case drops the negated `if`, and an unresolvable `$ref` is read as `true`.
import { isJsonObject } from '../../json-object.js';
import type { Budget } from './context.js';
import { child, keywordsOf, resolveRef, type SchemaNode } from './schema-node.js';

export type Conjunction = SchemaNode[];

/** Thrown when the normal form would exceed the limit; the caller reports `unproven`. */
export class TooManyCases extends Error {}

const MAX_CASES = 64;

function product(a: Conjunction[], b: Conjunction[]): Conjunction[] {
  if (a.length * b.length > MAX_CASES) throw new TooManyCases('too many cases');
  return a.flatMap((x) => b.map((y) => [...x, ...y]));
}

const branches = (node: SchemaNode, key: string): SchemaNode[] => {
  const list = keywordsOf(node)[key];
  return Array.isArray(list) ? list.map((_, i) => child(node, key, i)!) : [];
};

function expandNode(node: SchemaNode, budget: Budget, seen: ReadonlySet<string>): Conjunction[] {
  budget.step();
  if (!isJsonObject(node.schema)) return [[node]];
  const k = keywordsOf(node);
  const id = node.pointer;
  const inner = new Set(seen).add(id);
  // `$ref` joins its siblings in every draft, as ajv applies them (draft-07 would ignore them).
  let out: Conjunction[] = [[node]];
  const ref = k['$ref'];
  if (ref !== undefined) {
    const resolved = resolveRef(node, ref);
    if ('node' in resolved && !seen.has(resolved.node.pointer)) out = product(out, expandNode(resolved.node, budget, inner));
  }
  for (const part of branches(node, 'allOf')) out = product(out, expandNode(part, budget, inner));
  for (const key of ['anyOf', 'oneOf']) {
    const list = branches(node, key);
    if (list.length === 0) continue;
    const union = list.flatMap((b) => expandNode(b, budget, inner));
    out = product(out, union);
  }
  const cond = child(node, 'if');
  const then = child(node, 'then');
  const otherwise = child(node, 'else');
  if (cond !== undefined && (then !== undefined || otherwise !== undefined)) {
    const yes = product(expandNode(cond, budget, inner), then ? expandNode(then, budget, inner) : [[]]);
    const no = otherwise ? expandNode(otherwise, budget, inner) : [[]];
    out = product(out, [...yes, ...no]);
  }
  return out;
}

/** The conjunction's cases; each case admits a subset of the payloads, and together they admit all. */
export function expand(nodes: readonly SchemaNode[], budget: Budget): Conjunction[] {
  let out: Conjunction[] = [[]];
  for (const node of nodes) out = product(out, expandNode(node, budget, new Set()));
  return out;
}
