// The one test for "a JSON object" (not null, not an array), shared by every package: parsed
// YAML and JSON, schemas, configs and patches all ask it.
import type { JsonObject, JsonValue } from './types.js';

/** A JSON value narrows to JsonObject; anything else (parsed input) to a record of unknowns. */
export function isJsonObject(value: JsonValue | undefined): value is JsonObject;
export function isJsonObject(value: unknown): value is Record<string, unknown>;
export function isJsonObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
