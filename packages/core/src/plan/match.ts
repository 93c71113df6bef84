// Pairs desired objects with state objects: by name, then objects of any kind renamed through
// `aliases` (queries follow their metrics source), then soft-deleted objects revived by name;
// live objects left unpaired are to be deleted.
import { byKind, KINDS, kindModule, parentField, parentKind } from '../kinds/kinds.js';
import type { StepKind } from '../types.js';
import type { CurrentIndex, CurrentObject } from './current.js';
import type { DesiredObject, ObjectsByKind } from './normalize.js';

export interface Pairing {
  readonly kind: StepKind;
  readonly name: string;
  readonly desired?: DesiredObject;
  /** Live (update/unchanged/delete) or soft-deleted (a create that revives it). */
  readonly current?: CurrentObject;
  /** The name of the live object this desired object renames. */
  readonly renamedFrom?: string;
}

const sortedKeys = (map: ReadonlyMap<string, unknown>): string[] => [...map.keys()].sort();
/** Ids are unique per kind only, so the claimed set is keyed by both. */
const key = (o: CurrentObject): string => `${o.kind}\u0000${o.id}`;

/** Each kind's renames in this plan: new name → the earlier name of the live object it renames. */
type Renames = Readonly<Record<StepKind, ReadonlyMap<string, string>>>;

/**
 * Names a desired object may have had: its aliases; for a nested kind (a query), its name under
 * the earlier name of its renamed parent (queries follow their metrics source, they have no aliases).
 */
function earlierNames(desired: DesiredObject, renames: Renames): readonly string[] {
  const kind = kindModule(desired.kind);
  const parent = parentKind(kind);
  if (parent === undefined) return desired.aliases;
  const from = renames[parent.kind].get(desired.fields[parentField(kind) as string] as string);
  return from === undefined ? [] : [`${from}/${desired.fields[kind.nameField] as string}`];
}

/** A live object of the kind no desired object claims by name, named by an earlier name. */
function renameSource(desired: DesiredObject, index: CurrentIndex, wanted: ReadonlyMap<string, DesiredObject>,
  taken: Set<string>, renames: Renames): CurrentObject | undefined {
  for (const earlier of earlierNames(desired, renames)) {
    const candidate = index.live[desired.kind].get(earlier);
    if (candidate !== undefined && !wanted.has(earlier) && !taken.has(key(candidate))) return candidate;
  }
  return undefined;
}

function pairKind(kind: StepKind, wanted: ReadonlyMap<string, DesiredObject>, index: CurrentIndex, taken: Set<string>,
  renames: Renames): Pairing[] {
  const out: Pairing[] = [];
  const pending: DesiredObject[] = [];
  for (const name of sortedKeys(wanted)) {
    const desired = wanted.get(name) as DesiredObject;
    const current = index.live[kind].get(name);
    if (current === undefined) pending.push(desired);
    else {
      taken.add(key(current));
      out.push({ kind, name, desired, current });
    }
  }
  for (const desired of pending) {
    const renamed = renameSource(desired, index, wanted, taken, renames);
    if (renamed !== undefined) {
      taken.add(key(renamed));
      out.push({ kind, name: desired.name, desired, current: renamed, renamedFrom: renamed.name });
      continue;
    }
    const revived = index.deleted[kind].get(desired.name);
    out.push({ kind, name: desired.name, desired, ...(revived ? { current: revived } : {}) });
  }
  return out;
}

/** Every pairing of desired and current objects; live objects without a desired one come last. */
export function matchObjects(wanted: ObjectsByKind<DesiredObject>, index: CurrentIndex): Pairing[] {
  const taken = new Set<string>();
  const renames = byKind(() => new Map<string, string>());
  const out: Pairing[] = [];
  // Parents pair first (KINDS order: dependency order), so their renames are known when nested kinds pair.
  for (const kind of KINDS) {
    const pairings = pairKind(kind, wanted[kind], index, taken, renames);
    for (const p of pairings) if (p.renamedFrom !== undefined) renames[kind].set(p.name, p.renamedFrom);
    out.push(...pairings);
  }
  for (const current of index.all) {
    if (!taken.has(key(current))) out.push({ kind: current.kind, name: current.name, current });
  }
  return out;
}
