// Which stored schemas a plan needs besides the state: those of earlier versions, for the actions
// whose desired mode is transitive only, so a 10,000-action state loads no schema it will not compare.
import type { Definition, State } from '../types.js';
import { DEFAULT_COMPATIBILITY_MODE, isTransitive } from './compatibility-mode.js';

/**
 * Ids of the state's actions (a renamed one through its desired `aliases`) whose desired mode is
 * transitive and that have earlier versions; pass their schemas as `PlanOptions.earlierSchemas`.
 */
export function transitiveActionIds(definition: Definition, state: State): string[] {
  const names = new Set<string>();
  for (const a of definition.actions ?? []) {
    if (!isTransitive(a.compatibility ?? DEFAULT_COMPATIBILITY_MODE)) continue;
    names.add(a.variant);
    for (const alias of a.aliases ?? []) names.add(alias);
  }
  if (names.size === 0) return [];
  return state.actions.filter((a) => names.has(a.variant) && a.history.some((h) => h.version !== a.version)).map((a) => a.id);
}
