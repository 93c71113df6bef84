// Which stored schemas a plan needs besides the state: those of earlier versions, for the actions
// whose desired or stored mode is transitive only, so a 10,000-action state loads no schema it will not compare.
import type { Definition, State } from '../types.js';
import { DEFAULT_COMPATIBILITY_MODE, isTransitive } from './compatibility-mode.js';

/**
 * Ids of the state's actions (a renamed one through its desired `aliases`) whose desired or stored
 * mode is transitive (a schema change is checked under both) and that have earlier versions; pass
 * their schemas as `PlanOptions.earlierSchemas`.
 */
export function transitiveActionIds(definition: Definition, state: State): string[] {
  const desired = new Set<string>();
  const transitive = new Set<string>();
  for (const a of definition.actions ?? []) {
    const names = [a.variant, ...(a.aliases ?? [])];
    for (const name of names) desired.add(name);
    if (isTransitive(a.compatibility ?? DEFAULT_COMPATIBILITY_MODE)) for (const name of names) transitive.add(name);
  }
  return state.actions
    .filter((a) => transitive.has(a.variant) || (isTransitive(a.compatibility) && desired.has(a.variant)))
    .filter((a) => a.history.some((h) => h.version !== a.version))
    .map((a) => a.id);
}
