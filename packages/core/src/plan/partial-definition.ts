// The definition a partial plan (`targets`) plans: the state's live objects as they are, with
// the targets and everything they depend on taken from the user's definition, so that the plan
// creates, updates or deletes nothing else.
import { byKind, DEFINITION_LISTS, kindModule, listAt as writtenList, nestedKinds, parentKind } from '../kinds/kinds.js';
import { namedBy } from '../kinds/reference.js';
import { stateToDefinition } from '../kinds/export-definition.js';
import type { Kind } from '../kinds/kind.js';
import type { Definition, JsonObject, ObjectTarget, State, StepKind } from '../types.js';

type TargetKind = StepKind;

/** Names of each kind in the definition and the state: what a target may name. */
export type KnownNames = Readonly<Record<TargetKind, ReadonlySet<string>>>;

const key = (kind: TargetKind, name: string) => `${kind}/${name}`;

/** Each kind's items of a definition by the name the planner matches them by (a query's: `metrics/query`). */
type Objects = Readonly<Record<TargetKind, ReadonlyMap<string, JsonObject>>>;

function objectsOf(definition: Definition): Objects {
  return byKind((_kind, module) => new Map(module.items(definition).map((i) => [i.name, i.item])));
}

function namesOf(o: Objects): Record<TargetKind, Set<string>> {
  return byKind((kind) => new Set(o[kind].keys()));
}

/** What a target may name: objects of the definition, and live objects of the state (to delete them). */
export function knownNames(desired: Definition, state: State): KnownNames {
  const a = namesOf(objectsOf(desired));
  const b = namesOf(objectsOf(stateToDefinition(state)));
  const union = (kind: TargetKind) => new Set([...a[kind], ...b[kind]]);
  return byKind(union);
}

/** A reference to a nested kind as written: `parent/name`, or a bare name when one parent has it. */
function nestedKey(ref: string, names: ReadonlySet<string>): string {
  if (ref.includes('/')) return ref;
  const matches = [...names].filter((k) => k.endsWith(`/${ref}`));
  return matches.length === 1 ? (matches[0] as string) : ref;
}

/**
 * The targets and, transitively, what the definition says they depend on (each kind's
 * `references`, and a nested object's parent), as `kind/name` keys.
 */
export function dependencyClosure(targets: readonly ObjectTarget[], desired: Definition): Set<string> {
  const o = objectsOf(desired);
  const selected = new Set<string>();
  const names = namesOf(o);
  // A dependency the definition lacks is its own unresolved reference; a target it lacks is a delete, without dependencies.
  const visit = (kind: TargetKind, name: string): void => {
    const k = key(kind, name);
    if (selected.has(k) || !names[kind].has(name)) return;
    selected.add(k);
    const module = kindModule(kind);
    const parent = parentKind(module);
    if (parent !== undefined) visit(parent.kind, name.slice(0, name.indexOf('/')));
    for (const reference of module.references) {
      const nested = parentKind(kindModule(reference.kind)) !== undefined;
      for (const named of namedBy(o[kind].get(name), reference)) visit(reference.kind, nested ? nestedKey(named.name, names[reference.kind]) : named.name);
    }
  };
  for (const t of targets) {
    if (names[t.kind].has(t.name)) visit(t.kind, t.name);
    else selected.add(key(t.kind, t.name));
    // A targeted parent (a metrics source) brings all its nested objects (queries), as written in the definition.
    for (const nested of nestedKinds(kindModule(t.kind))) {
      for (const child of names[nested.kind]) if (child.startsWith(`${t.name}/`)) selected.add(key(nested.kind, child));
    }
  }
  return selected;
}

/** Replaces (or adds, or with `next` undefined removes) the item named `name`, and any it renames. */
function put<T>(items: readonly T[], nameOf: (item: T) => string, name: string, next: T | undefined, aliases: readonly string[] = []): T[] {
  const gone = new Set([name, ...aliases]);
  const kept = items.filter((item) => !gone.has(nameOf(item)));
  return next === undefined ? kept : [...kept, next];
}

const nameOf = (kind: Kind) => (item: JsonObject): string => item[kind.nameField] as string;
const aliasesOf = (item: JsonObject | undefined) => item?.['aliases'] as readonly string[] | undefined;

/** A parent kind's items (metrics sources), each with its selected nested items (queries) as the definition has them. */
function mergeNested(current: readonly JsonObject[], parent: Kind, child: Kind, o: Objects, selected: ReadonlySet<string>): JsonObject[] {
  const field = child.nestedIn as string;
  let out = [...current];
  const names = new Set([...current.map(nameOf(parent)), ...o[parent.kind].keys()]);
  for (const name of names) {
    const before = current.find((item) => nameOf(parent)(item) === name);
    const desired = selected.has(key(parent.kind, name)) ? o[parent.kind].get(name) : before;
    // Nested items: selected ones as the definition has them (absent there: deleted), others as they are.
    let nested = (before?.[field] ?? []) as JsonObject[];
    const prefix = `${key(child.kind, name)}/`;
    for (const k of selected) {
      if (!k.startsWith(prefix)) continue;
      const childName = k.slice(prefix.length);
      nested = put(nested, nameOf(child), childName, o[child.kind].get(`${name}/${childName}`));
    }
    const next: JsonObject | undefined = desired === undefined ? undefined : { ...desired, ...(nested.length > 0 ? { [field]: nested } : {}) };
    if (next !== undefined && nested.length === 0) delete next[field];
    if (next !== before) out = put(out, nameOf(parent), name, next, aliasesOf(next));
  }
  return out;
}

/** The list at a definition list's pointer (`/actions`, `/resources/metrics`). */
function listAt(definition: Definition, pointer: string): JsonObject[] {
  return [...((writtenList(definition, pointer) ?? []) as JsonObject[])];
}

/** The definition to plan: the state's live objects, with every selected object as the definition has it. */
export function partialDefinition(desired: Definition, state: State, selected: ReadonlySet<string>): Definition {
  const o = objectsOf(desired);
  const current = stateToDefinition(state);
  const out: Record<string, unknown> = {};
  for (const list of DEFINITION_LISTS) {
    // One nested kind per parent (a metrics source's queries) is what `mergeNested` merges.
    const child = nestedKinds(list)[0];
    let items = listAt(current, list.pointer);
    if (child !== undefined) items = mergeNested(items, list, child, o, selected);
    else {
      for (const k of selected) {
        if (!k.startsWith(`${list.kind}/`)) continue;
        const name = k.slice(list.kind.length + 1);
        const next = o[list.kind].get(name);
        items = put(items, nameOf(list), name, next, aliasesOf(next));
      }
    }
    // Placed at its pointer: `/actions` at the top, the others under `resources`.
    const [first, second] = list.pointer.split('/').slice(1) as [string, string | undefined];
    if (second === undefined) out[first] = items;
    else out[first] = { ...(out[first] as object | undefined), [second]: items };
  }
  return out as Definition;
}
