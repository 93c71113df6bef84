// RFC 7396 JSON Merge Patch: objects merge key by key, null removes a key, anything else
// (arrays included) replaces. Inputs are never mutated.
import { isJsonObject, type JsonValue } from '@capctl/core';

export function mergePatch(target: JsonValue | undefined, patch: JsonValue): JsonValue {
  if (!isJsonObject(patch)) return patch;
  const result: Record<string, JsonValue> = isJsonObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}
