// Schema compatibility of an action update, both relations: backward (every payload valid under
// the old schema stays valid under the new one) and forward (the reverse). Each is `proven` only
// by a containment proof (compatibility/contained.ts), `breaking` only with a witness payload ajv
// has checked, and `unproven` otherwise; see compatibility/compare.ts.
import type { DirectionOutcome, JsonValue, SchemaComparison } from '../types.js';
import type { CompatibilityDirection } from '../types.js';
import { compareDirection, type CompareOptions } from './compatibility/compare.js';

export type { CompareOptions } from './compatibility/compare.js';

/**
 * One relation, never a throw: a schema the analysis cannot walk (one a definition could not
 * carry, such as an own `__proto__` key) is `unproven`, which counts as breaking.
 */
function safeDirection(from: JsonValue, to: JsonValue, dir: CompatibilityDirection, options: CompareOptions): DirectionOutcome {
  try {
    return compareDirection(from, to, dir, options);
  } catch {
    return {
      verdict: 'unproven',
      reasons: [{ pointer: '', rule: 'unproven', direction: dir, verdict: 'unproven', keyword: 'schema', message: 'the schema could not be analysed, so the change is not treated as compatible' }],
    };
  }
}

/** Both relations between the old schema and the new one: backward (old payloads stay valid) and forward. */
export function compareSchemas(before: JsonValue, after: JsonValue, options: CompareOptions = {}): SchemaComparison {
  // Each relation is computed when first read: a plan that checks only one pays for one.
  let backward: DirectionOutcome | undefined;
  let forward: DirectionOutcome | undefined;
  return {
    get backward() { return (backward ??= safeDirection(before, after, 'backward', options)); },
    get forward() { return (forward ??= safeDirection(after, before, 'forward', options)); },
  };
}
