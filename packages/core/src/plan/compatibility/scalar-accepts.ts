// Whether a subschema made only of one-value keywords accepts a value, decided without ajv: the
// common case of a finite old value set (an enum) checked against a new enum or bounds, which
// would otherwise compile both documents. Undefined when any other keyword is present.
import type { JsonValue } from '../../types.js';
import { isJsonObject } from '../../json-object.js';
import { jsonEqual } from '../canonical-json.js';
import { declaredTypes, typeOfValue } from './facts.js';
import { ANNOTATIONS, resolveRef, type SchemaNode } from './schema-node.js';
import { regexOf } from './structure.js';

const num = (v: JsonValue | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
const length = (s: string) => [...s].length;

const CHECKS: Record<string, (k: JsonValue, v: JsonValue) => boolean | undefined> = {
  type: (k, v) => { const t = declaredTypes(k); return t === undefined ? undefined : t.has(typeOfValue(v)); },
  enum: (k, v) => (Array.isArray(k) ? k.some((x) => jsonEqual(x, v)) : undefined),
  const: (k, v) => jsonEqual(k, v),
  minimum: (k, v) => (!num(k) ? undefined : typeof v !== 'number' || v >= k),
  maximum: (k, v) => (!num(k) ? undefined : typeof v !== 'number' || v <= k),
  exclusiveMinimum: (k, v) => (!num(k) ? undefined : typeof v !== 'number' || v > k),
  exclusiveMaximum: (k, v) => (!num(k) ? undefined : typeof v !== 'number' || v < k),
  minLength: (k, v) => (!num(k) ? undefined : typeof v !== 'string' || length(v) >= k),
  maxLength: (k, v) => (!num(k) ? undefined : typeof v !== 'string' || length(v) <= k),
  pattern: (k, v) => { const re = typeof k === 'string' ? regexOf(k) : null; return re === null ? undefined : typeof v !== 'string' || re.test(v); },
};

/** True or false when only the keywords above (and annotations) constrain the node; else undefined. */
export function scalarAccepts(node: SchemaNode, value: JsonValue, depth = 0): boolean | undefined {
  if (typeof node.schema === 'boolean') return node.schema;
  if (!isJsonObject(node.schema) || depth > 8) return undefined;
  let result = true;
  for (const [key, k] of Object.entries(node.schema)) {
    if (ANNOTATIONS.has(key) || key === '$defs' || key === 'definitions') continue;
    if (key === '$ref') {
      const r = resolveRef(node, k);
      const ok = 'node' in r ? scalarAccepts(r.node, value, depth + 1) : undefined;
      if (ok === undefined) return undefined;
      result &&= ok;
      continue;
    }
    const check = CHECKS[key];
    const ok = check === undefined ? undefined : check(k, value);
    if (ok === undefined) return undefined;
    result &&= ok;
  }
  return result;
}

/** The first one-value keyword of the node that rejects the value, when one does. */
export function scalarRejecting(node: SchemaNode, value: JsonValue): string | undefined {
  const schema = node.schema;
  if (!isJsonObject(schema)) return undefined;
  return Object.keys(schema).find((key) => CHECKS[key]?.(schema[key]!, value) === false);
}
