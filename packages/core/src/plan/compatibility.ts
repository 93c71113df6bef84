// Schema compatibility of an action update, both relations: backward (every payload valid under
// the old schema stays valid under the new one) and forward (the reverse). Each is `proven` only
// by a containment proof (compatibility/contained.ts), `breaking` only with a witness payload ajv
// has checked, and `unproven` otherwise; see compatibility/compare.ts.
import type { DirectionResult, JsonValue, SchemaComparison } from '../types.js';
import { compareDirection, type CompareOptions } from './compatibility/compare.js';

export type { CompareOptions } from './compatibility/compare.js';

/** Both relations between the old schema and the new one: backward (old payloads stay valid) and forward. */
export function compareSchemas(before: JsonValue, after: JsonValue, options: CompareOptions = {}): SchemaComparison {
  // Each relation is computed when first read: a plan that checks only one pays for one.
  let backward: DirectionResult | undefined;
  let forward: DirectionResult | undefined;
  return {
    get backward() { return (backward ??= compareDirection(before, after, 'backward', options)); },
    get forward() { return (forward ??= compareDirection(after, before, 'forward', options)); },
  };
}
