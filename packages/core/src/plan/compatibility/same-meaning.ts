// Two subschemas that are equal as JSON and whose references resolve to subschemas that are again
// the same: a cheap proof of equivalence, even across documents whose `$defs` differ elsewhere.
import type { JsonValue } from '../../types.js';
import { isJsonObject } from '../../json-object.js';
import { jsonEqual } from '../canonical-json.js';
import type { Budget } from './context.js';
import { resolveRef, type SchemaNode } from './schema-node.js';

function refsIn(value: JsonValue, out: JsonValue[], depth: number): boolean {
  if (depth > 64) return false;
  if (Array.isArray(value)) return value.every((v) => refsIn(v, out, depth + 1));
  if (!isJsonObject(value)) return true;
  for (const [key, v] of Object.entries(value)) {
    if (key === '$dynamicRef' || key === '$recursiveRef') return false;
    if (key === '$ref') out.push(v);
    else if (!refsIn(v, out, depth + 1)) return false;
  }
  return true;
}

/** True only when both nodes certainly accept the same payloads. */
export function sameMeaning(a: SchemaNode, b: SchemaNode, budget: Budget, seen = new Set<string>()): boolean {
  budget.step();
  if (a.doc.draft !== b.doc.draft || !jsonEqual(a.schema, b.schema)) return false;
  const refs: JsonValue[] = [];
  if (!refsIn(a.schema, refs, 0)) return false;
  for (const ref of refs) {
    const key = `${a.pointer}\u0000${b.pointer}\u0000${String(ref)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const ra = resolveRef(a, ref);
    const rb = resolveRef(b, ref);
    if (!('node' in ra) || !('node' in rb)) return false;
    if (ra.node.doc === a.doc && rb.node.doc === b.doc && a.doc === b.doc) continue;
    if (!sameMeaning(ra.node, rb.node, budget, seen)) return false;
  }
  return true;
}
