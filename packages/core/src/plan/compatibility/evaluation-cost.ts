// An upper bound on the work of validating one payload against a schema: the subschemas
// applicators visit, with `$ref`s followed, counted as a DAG would unfold. A schema whose `$ref`s
// fan out (each level referring twice to the next) is exponential to validate, so ajv is never
// run on it: its witnesses stay unproven rather than stalling a plan.
import type { JsonValue } from '../../types.js';
import { isJsonObject } from '../../json-object.js';
import { child, resolveRef, type SchemaNode } from './schema-node.js';

/** Above this, payloads are not validated against the document at all. */
export const MAX_EVALUATION_COST = 200_000;

const ONE = ['not', 'if', 'then', 'else', 'items', 'contains', 'additionalProperties', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties', 'additionalItems'];
const LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const MAPS = ['properties', 'patternProperties', 'dependentSchemas', 'dependencies'];

function childrenOf(node: SchemaNode): SchemaNode[] {
  const k = node.schema;
  if (!isJsonObject(k)) return [];
  const out: SchemaNode[] = [];
  // `child` has no subschema under a word of another draft (`additionalItems` in 2020-12,
  // `prefixItems` in draft-07): the validator ignores it, so it costs nothing.
  const push = (c: SchemaNode | undefined) => c !== undefined && out.push(c);
  for (const key of ONE) if (isJsonObject(k[key]) || typeof k[key] === 'boolean') push(child(node, key));
  for (const key of LISTS) if (Array.isArray(k[key])) (k[key] as JsonValue[]).forEach((_, i) => push(child(node, key, i)));
  for (const key of MAPS) {
    const map = k[key];
    if (isJsonObject(map)) for (const name of Object.keys(map)) if (!Array.isArray(map[name])) push(child(node, key, name));
  }
  if (k['$ref'] !== undefined) {
    const r = resolveRef(node, k['$ref']);
    if ('node' in r) out.push(r.node);
  }
  return out;
}

/** The cost of validating against `root`, capped just above MAX_EVALUATION_COST. */
export function evaluationCost(root: SchemaNode): number {
  const memo = new Map<string, number>();
  const onStack = new Set<string>();
  let visits = 0;
  const cost = (node: SchemaNode): number => {
    if (++visits > MAX_EVALUATION_COST) return MAX_EVALUATION_COST + 1;
    const known = memo.get(node.pointer);
    if (known !== undefined) return known;
    // A cycle goes through the payload (properties, items): bounded by the payload, counted once.
    if (onStack.has(node.pointer)) return 1;
    onStack.add(node.pointer);
    let total = 1;
    for (const c of childrenOf(node)) {
      total += cost(c);
      if (total > MAX_EVALUATION_COST) break;
    }
    onStack.delete(node.pointer);
    const capped = Math.min(total, MAX_EVALUATION_COST + 1);
    memo.set(node.pointer, capped);
    return capped;
  };
  return cost(root);
}
