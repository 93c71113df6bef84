// The definition a partial plan (`targets`) plans: the state's live objects as they are, with
// the targets and everything they depend on taken from the user's definition, so that the plan
// creates, updates or deletes nothing else.
import { byKind, DEFINITION_LISTS, KIND_MODULES } from '../kinds/kinds.js';
import { stateToDefinition } from '../kinds/export-definition.js';
import type { Kind } from '../kinds/kind.js';
import type { ActionDefinition, Definition, JsonObject, MetricsDefinition, ObjectTarget, SourceDefinition, State, StepKind } from '../types.js';

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

/** A query reference as actions write it: `metrics/query`, or a bare name when one metrics source has it. */
function queryKey(ref: string, o: Objects): string {
  if (ref.includes('/')) return ref;
  const matches = [...o.query.keys()].filter((k) => k.endsWith(`/${ref}`));
  return matches.length === 1 ? (matches[0] as string) : ref;
}

/** The targets and, transitively, what the definition says they depend on, as `kind/name` keys. */
export function dependencyClosure(targets: readonly ObjectTarget[], desired: Definition): Set<string> {
  const o = objectsOf(desired);
  const selected = new Set<string>();
  const names = namesOf(o);
  // A dependency the definition lacks is its own unresolved reference; a target it lacks is a delete, without dependencies.
  const visit = (kind: TargetKind, name: string): void => {
    const k = key(kind, name);
    if (selected.has(k) || !names[kind].has(name)) return;
    selected.add(k);
    if (kind === 'action') {
      const a = o.action.get(name) as ActionDefinition | undefined;
      for (const d of a?.destinations ?? []) visit('destination', d);
      for (const q of a?.queries ?? []) visit('query', queryKey(q, o));
      for (const s of a?.sources ?? []) visit('source', s);
    } else if (kind === 'query') {
      visit('metrics', name.slice(0, name.indexOf('/')));
    } else if (kind === 'source') {
      const variant = (o.source.get(name) as SourceDefinition | undefined)?.ingest.variant;
      if (variant !== undefined) visit('action', variant);
    }
  };
  for (const t of targets) {
    if (names[t.kind].has(t.name)) visit(t.kind, t.name);
    else selected.add(key(t.kind, t.name));
    // A targeted metrics source brings all its queries, as written in the definition.
    if (t.kind === 'metrics') for (const q of (o.metrics.get(t.name) as MetricsDefinition | undefined)?.queries ?? []) selected.add(key('query', `${t.name}/${q.name}`));
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
  const found = pointer.split('/').slice(1).reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment], definition);
  return [...((found ?? []) as JsonObject[])];
}

/** The definition to plan: the state's live objects, with every selected object as the definition has it. */
export function partialDefinition(desired: Definition, state: State, selected: ReadonlySet<string>): Definition {
  const o = objectsOf(desired);
  const current = stateToDefinition(state);
  const out: Record<string, unknown> = {};
  for (const list of DEFINITION_LISTS) {
    const child = KIND_MODULES.find((k) => k.nestedIn !== undefined && k.pointer === list.pointer);
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
