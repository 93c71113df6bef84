// A response schema in the form fast-json-stringify serializes without a validator. openapi.yaml
// writes "an object or null" as `anyOf: [<object>, {type: null}]`; for an anyOf the serializer
// compiles the object's whole schema with ajv on first use and validates every response against
// it to pick the branch. `type: [object, null]` picks the branch by the value's type instead.
import { isJsonObject } from '@capctl/core';

type JsonSchema = Record<string, unknown>;

const TYPED_BRANCHES = new Set(['object', 'array']);
/** Keywords whose value is a map of names to schemas, not a schema. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is data, not a schema. */
const VALUES = new Set(['enum', 'const', 'default', 'examples', 'required']);

function isNullSchema(schema: unknown): boolean {
  return isJsonObject(schema) && schema['type'] === 'null' && Object.keys(schema).length === 1;
}

/** The non-null branch of `anyOf: [X, {type: null}]` (either order), when X is an object or array schema. */
function nullableBranch(schema: JsonSchema): JsonSchema | undefined {
  const anyOf = schema['anyOf'];
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return undefined;
  const other = isNullSchema(anyOf[0]) ? anyOf[1] : isNullSchema(anyOf[1]) ? anyOf[0] : undefined;
  if (!isJsonObject(other) || typeof other['type'] !== 'string' || !TYPED_BRANCHES.has(other['type'])) return undefined;
  // A branch that is itself a choice, or a $ref, keeps the validator's semantics.
  if (['$ref', 'anyOf', 'oneOf', 'allOf', 'if', 'not'].some((keyword) => keyword in other)) return undefined;
  // The serializer merges sibling keywords into each branch deeply; a plain spread would not.
  if (Object.keys(schema).some((keyword) => keyword !== 'anyOf' && keyword in other)) return undefined;
  return other;
}

function mapValues(map: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(map).map(([name, value]) => [name, serializerSchema(value)]));
}

/**
 * A copy of `schema` with every nullable object (or array) choice written as a type list.
 * Serialized output is the same for every value the original schema accepts.
 */
export function serializerSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(serializerSchema);
  if (!isJsonObject(schema)) return schema;
  const branch = nullableBranch(schema);
  if (branch !== undefined) {
    const { anyOf: _anyOf, ...siblings } = schema;
    return serializerSchema({ ...siblings, ...branch, type: [branch['type'], 'null'] });
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (VALUES.has(key)) out[key] = value;
    else if (SCHEMA_MAPS.has(key) && isJsonObject(value)) out[key] = mapValues(value);
    else out[key] = serializerSchema(value);
  }
  return out;
}
