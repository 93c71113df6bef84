// Pairs desired objects with state objects: by name, then actions renamed through `aliases`,
// then soft-deleted objects revived by name; live objects left unpaired are to be deleted.
import type { StepKind } from '../types.js';
import type { CurrentIndex, CurrentObject } from './current.js';
import type { DesiredObject, ObjectsByKind } from './normalize.js';

export interface Pairing {
  readonly kind: StepKind;
  readonly name: string;
  readonly desired?: DesiredObject;
  /** Live (update/unchanged/delete) or soft-deleted (a create that revives it). */
  readonly current?: CurrentObject;
  /** Actions only: the variant of the live action this desired action renames. */
  readonly renamedFrom?: string;
}

export const KINDS: readonly StepKind[] = ['metrics', 'query', 'destination', 'action', 'source'];

const sortedKeys = (map: ReadonlyMap<string, unknown>): string[] => [...map.keys()].sort();
/** Ids are unique per kind only, so the claimed set is keyed by both. */
const key = (o: CurrentObject): string => `${o.kind}\u0000${o.id}`;

/** A live action no desired action claims by variant, named in a desired action's aliases. */
function renameSource(desired: DesiredObject, index: CurrentIndex, wanted: ReadonlyMap<string, DesiredObject>,
  taken: Set<string>): CurrentObject | undefined {
  for (const alias of (desired.fields['aliases'] as string[] | undefined) ?? []) {
    const candidate = index.live.action.get(alias);
    if (candidate !== undefined && !wanted.has(alias) && !taken.has(key(candidate))) return candidate;
  }
  return undefined;
}

function pairKind(kind: StepKind, wanted: ReadonlyMap<string, DesiredObject>, index: CurrentIndex, taken: Set<string>): Pairing[] {
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
    const renamed = kind === 'action' ? renameSource(desired, index, wanted, taken) : undefined;
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
  const out = KINDS.flatMap((kind) => pairKind(kind, wanted[kind], index, taken));
  for (const current of index.all) {
    if (!taken.has(key(current))) out.push({ kind: current.kind, name: current.name, current });
  }
  return out;
}
