// The definition a partial plan (`targets`) plans: the state's live objects as they are, with
// the targets and everything they depend on taken from the user's definition, so that the plan
// creates, updates or deletes nothing else.
import { byKind } from '../kinds/kinds.js';
import { stateToDefinition } from '../kinds/export-definition.js';
import type {
  ActionDefinition, Definition, DestinationDefinition, MetricsDefinition, ObjectTarget, QueryDefinition, SourceDefinition, State, StepKind,
} from '../types.js';

type TargetKind = StepKind;

/** Names of each kind in the definition and the state: what a target may name. */
export type KnownNames = Readonly<Record<TargetKind, ReadonlySet<string>>>;

const key = (kind: TargetKind, name: string) => `${kind}/${name}`;

interface Objects {
  readonly actions: ReadonlyMap<string, ActionDefinition>;
  readonly destinations: ReadonlyMap<string, DestinationDefinition>;
  readonly metrics: ReadonlyMap<string, MetricsDefinition>;
  /** `metrics/query` → the query. */
  readonly queries: ReadonlyMap<string, QueryDefinition>;
  readonly sources: ReadonlyMap<string, SourceDefinition>;
}

function objectsOf(definition: Definition): Objects {
  const r = definition.resources ?? {};
  const metrics = r.metrics ?? [];
  return {
    actions: new Map((definition.actions ?? []).map((a) => [a.variant, a])),
    destinations: new Map((r.destinations ?? []).map((d) => [d.label, d])),
    metrics: new Map(metrics.map((m) => [m.name, m])),
    queries: new Map(metrics.flatMap((m) => (m.queries ?? []).map((q) => [`${m.name}/${q.name}`, q] as const))),
    sources: new Map((r.sources ?? []).map((s) => [s.name, s])),
  };
}

function namesOf(o: Objects): Record<TargetKind, Set<string>> {
  return {
    action: new Set(o.actions.keys()), destination: new Set(o.destinations.keys()), metrics: new Set(o.metrics.keys()),
    query: new Set(o.queries.keys()), source: new Set(o.sources.keys()),
  };
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
  const matches = [...o.queries.keys()].filter((k) => k.endsWith(`/${ref}`));
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
      const a = o.actions.get(name);
      for (const d of a?.destinations ?? []) visit('destination', d);
      for (const q of a?.queries ?? []) visit('query', queryKey(q, o));
      for (const s of a?.sources ?? []) visit('source', s);
    } else if (kind === 'query') {
      visit('metrics', name.slice(0, name.indexOf('/')));
    } else if (kind === 'source') {
      const variant = o.sources.get(name)?.ingest.variant;
      if (variant !== undefined) visit('action', variant);
    }
  };
  for (const t of targets) {
    if (names[t.kind].has(t.name)) visit(t.kind, t.name);
    else selected.add(key(t.kind, t.name));
    // A targeted metrics source brings all its queries, as written in the definition.
    if (t.kind === 'metrics') for (const q of o.metrics.get(t.name)?.queries ?? []) selected.add(key('query', `${t.name}/${q.name}`));
  }
  return selected;
}

/** Replaces (or adds, or with `next` undefined removes) the item named `name`, and any it renames. */
function put<T>(items: readonly T[], nameOf: (item: T) => string, name: string, next: T | undefined, aliases: readonly string[] = []): T[] {
  const gone = new Set([name, ...aliases]);
  const kept = items.filter((item) => !gone.has(nameOf(item)));
  return next === undefined ? kept : [...kept, next];
}

function mergeMetrics(current: readonly MetricsDefinition[], o: Objects, selected: ReadonlySet<string>): MetricsDefinition[] {
  let out = [...current];
  const names = new Set([...current.map((m) => m.name), ...o.metrics.keys()]);
  for (const name of names) {
    const before = current.find((m) => m.name === name);
    const desired = selected.has(key('metrics', name)) ? o.metrics.get(name) : before;
    // Queries: selected ones as the definition has them (absent there: deleted), others as they are.
    let queries = before?.queries ?? [];
    for (const k of selected) {
      if (!k.startsWith(`query/${name}/`)) continue;
      const queryName = k.slice(`query/${name}/`.length);
      queries = put(queries, (q) => q.name, queryName, o.queries.get(`${name}/${queryName}`));
    }
    const next = desired === undefined ? undefined : { ...desired, ...(queries.length > 0 ? { queries } : {}) };
    if (next !== undefined && queries.length === 0) delete (next as { queries?: unknown }).queries;
    if (next !== before) out = put(out, (m) => m.name, name, next, next?.aliases);
  }
  return out;
}

/** The definition to plan: the state's live objects, with every selected object as the definition has it. */
export function partialDefinition(desired: Definition, state: State, selected: ReadonlySet<string>): Definition {
  const o = objectsOf(desired);
  const current = stateToDefinition(state);
  let actions = [...(current.actions ?? [])];
  let destinations = [...(current.resources?.destinations ?? [])];
  let sources = [...(current.resources?.sources ?? [])];
  for (const k of selected) {
    const kind = k.slice(0, k.indexOf('/')) as TargetKind;
    const name = k.slice(kind.length + 1);
    if (kind === 'action') actions = put(actions, (a) => a.variant, name, o.actions.get(name), o.actions.get(name)?.aliases);
    if (kind === 'destination') destinations = put(destinations, (d) => d.label, name, o.destinations.get(name), o.destinations.get(name)?.aliases);
    if (kind === 'source') sources = put(sources, (s) => s.name, name, o.sources.get(name), o.sources.get(name)?.aliases);
  }
  const metrics = mergeMetrics(current.resources?.metrics ?? [], o, selected);
  return { actions, resources: { destinations, metrics, sources } };
}
