// Action versions: a new action is version 1, a changed schema is the next version, and versions
// never go back nor get reused (a re-created variant continues its history).
import type { ActionState, JsonValue } from '../types.js';
import { jsonEqual } from './canonical-json.js';
import { schemaHash } from './schema-hash.js';

export interface VersionChange {
  readonly current_version: number;
  readonly final_version: number;
  /** The schema differs from the current one (as JSON values). */
  readonly schemaChanged: boolean;
  /** The new schema equals this earlier version's (explains only; the version still moves on). */
  readonly equals_version?: number;
}

function highestVersion(action: ActionState): number {
  let max = action.version;
  for (const entry of action.history) if (entry.version > max) max = entry.version;
  return max;
}

// Only a new version asks this, so only a changed schema is hashed; the history is never parsed.
function equalEarlierVersion(action: ActionState, schema: JsonValue): number | undefined {
  const hash = schemaHash(schema);
  let found: number | undefined;
  for (const entry of action.history) {
    if ((found === undefined || entry.version > found) && entry.schema_hash === hash) found = entry.version;
  }
  return found;
}

/**
 * Versions for the desired `schema` of an action. `current` is its state object, if any; a
 * soft-deleted one (`revived`) always gets a new version, as its variant is being created again.
 */
export function planVersion(current: ActionState | undefined, schema: JsonValue, revived: boolean): VersionChange {
  if (current === undefined) return { current_version: 0, final_version: 1, schemaChanged: true };
  const schemaChanged = !jsonEqual(current.schema, schema);
  if (!schemaChanged && !revived) {
    return { current_version: current.version, final_version: current.version, schemaChanged };
  }
  const equals = equalEarlierVersion(current, schema);
  return {
    current_version: current.version,
    final_version: highestVersion(current) + 1,
    schemaChanged,
    ...(equals !== undefined ? { equals_version: equals } : {}),
  };
}
