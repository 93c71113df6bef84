// State → definition for a whole state: the live objects, sorted by name, as a definition that
// plans to no changes against that state (what `capctl export` writes). Frozen where it is new;
// values such as `config` and `schema` are the state's own.
import type { Definition, JsonObject, QueryDefinition, State } from '../types.js';
import { credentialNamer } from './credentials.js';
import type { ExportContext, Kind, StateObject } from './kind.js';
import { DEFINITION_LISTS, KIND_MODULES } from './kinds.js';
import { compareText as text } from '../compare-text.js';

/** Live objects of a kind, exported and sorted by name. */
function exportedList(kind: Kind, objects: readonly StateObject[], ctx: ExportContext): JsonObject[] {
  return Object.freeze(objects.filter((o) => o.deleted_at === null)
    .map((o) => ({ name: kind.nameOf(o), o }))
    .sort((a, b) => text(a.name, b.name))
    .map(({ o }) => Object.freeze(kind.exported(o, ctx)))) as JsonObject[];
}

/** The exported objects of nested kinds (only queries, so one map), by the name of the object they sit in. */
function nestedByParent(state: State, ctx: ExportContext): Map<string, JsonObject[]> {
  const out = new Map<string, JsonObject[]>();
  for (const kind of KIND_MODULES.filter((k) => k.nestedIn !== undefined)) {
    const groups = new Map<string, StateObject[]>();
    for (const o of kind.objects(state)) {
      const parent = kind.parentOf(o) as string;
      const group = groups.get(parent);
      if (group === undefined) groups.set(parent, [o]);
      else group.push(o);
    }
    for (const [parent, objects] of groups) out.set(parent, exportedList(kind, objects, ctx));
  }
  return out;
}

/** Sets `items` at a list pointer such as `/resources/sources`: its parents always, the list when non-empty. */
function place(root: Record<string, unknown>, pointer: string, items: readonly unknown[]): void {
  const path = pointer.split('/').slice(1);
  const last = path.pop() as string;
  let node = root;
  for (const key of path) node = (node[key] ??= {}) as Record<string, unknown>;
  if (items.length > 0) node[last] = items;
}

/** Freezes the objects `place` made (lists and items are frozen as they are made). */
function freezeContainers(node: Record<string, unknown>): void {
  for (const value of Object.values(node)) if (!Array.isArray(value)) freezeContainers(value as Record<string, unknown>);
  Object.freeze(node);
}

/** The definition of `state`'s live objects. */
export function stateToDefinition(state: State): Definition {
  let nested = new Map<string, JsonObject[]>();
  const ctx: ExportContext = {
    credential: credentialNamer(state.credentials),
    queries: (metrics) => (nested.get(metrics) ?? []) as unknown as QueryDefinition[],
  };
  nested = nestedByParent(state, ctx);
  const root: Record<string, unknown> = {};
  for (const kind of DEFINITION_LISTS) place(root, kind.pointer, exportedList(kind, kind.objects(state), ctx));
  freezeContainers(root);
  return root as Definition;
}
