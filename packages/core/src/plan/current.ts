// Reads the state into the planner's view: per kind, live objects by name and soft-deleted ones
// by name, each with the managed fields in the same shape as the desired objects.
import { byKind, KIND_MODULES } from '../kinds/kinds.js';
import type { ActionState, JsonObject, ObjectDrift, State, StepKind } from '../types.js';

/** One object of the state as the planner compares it. */
export interface CurrentObject {
  readonly kind: StepKind;
  readonly name: string;
  readonly id: string;
  readonly deleted: boolean;
  readonly protect: boolean;
  /** Managed fields (reference lists sorted); not in canonical key order. */
  readonly fields: JsonObject;
  /** Actions only: the state object, for versions and history. */
  readonly action?: ActionState;
  /** Changed outside capctl since its last applied revision. */
  readonly drift?: ObjectDrift;
}

export interface CurrentIndex {
  readonly live: { readonly [K in StepKind]: ReadonlyMap<string, CurrentObject> };
  readonly deleted: { readonly [K in StepKind]: ReadonlyMap<string, CurrentObject> };
  /** Every live object, in state order (objects never matched by name are deleted). */
  readonly all: readonly CurrentObject[];
}

/** Every object of the state, kind by kind in dependency order, with its managed fields (kinds/). */
function currentObjects(state: State): CurrentObject[] {
  const out: CurrentObject[] = [];
  for (const kind of KIND_MODULES) {
    for (const o of kind.objects(state)) {
      const drift = (o as { drift?: ObjectDrift }).drift;
      out.push({
        kind: kind.kind, name: kind.nameOf(o), id: o.id, deleted: typeof o.deleted_at === 'string', protect: o.protect === true,
        fields: kind.current(o),
        ...(kind.kind === 'action' ? { action: o as ActionState } : {}), ...(drift !== undefined ? { drift } : {}),
      });
    }
  }
  return out;
}

const emptyMaps = () => byKind(() => new Map<string, CurrentObject>());

/** Among two objects of one name, the one to match: the lower id when live, the newer when deleted. */
function preferred(a: CurrentObject, b: CurrentObject): CurrentObject {
  if (!a.deleted) return a.id <= b.id ? a : b;
  const va = a.action?.version ?? 0;
  const vb = b.action?.version ?? 0;
  if (va !== vb) return va > vb ? a : b;
  return a.id >= b.id ? a : b;
}

/** Indexes the state by kind and name, so matching never scans. */
export function indexState(state: State): CurrentIndex {
  const live = emptyMaps();
  const deleted = emptyMaps();
  const all: CurrentObject[] = [];
  for (const o of currentObjects(state)) {
    const map = o.deleted ? deleted[o.kind] : live[o.kind];
    const existing = map.get(o.name);
    map.set(o.name, existing === undefined ? o : preferred(existing, o));
    if (!o.deleted) all.push(o);
  }
  return { live, deleted, all };
}
