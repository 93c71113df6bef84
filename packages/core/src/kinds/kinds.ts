// The five kinds in dependency order: a query needs its metrics source, an action its
// destinations and queries, a source the action it ingests. Every per-kind list derives from here
// (a test may append one through kind-extension.ts before this module loads).
import type { StepKind } from '../types.js';
import { actionKind } from './action.js';
import { destinationKind } from './destination.js';
import { sealExtraKinds } from './kind-extension.js';
import { compareText } from '../compare-text.js';
import type { Collection, Kind, StateObject } from './kind.js';
import { metricsKind } from './metrics.js';
import { queryKind } from './query.js';
import { sourceKind } from './source.js';

/** Every kind, lower dependency rank first: created first, deleted last. */
export const KIND_MODULES: readonly Kind[] = Object.freeze([metricsKind, queryKind, destinationKind, actionKind, sourceKind, ...sealExtraKinds()]);

/** The kinds' names in dependency order. */
export const KINDS: readonly StepKind[] = Object.freeze(KIND_MODULES.map((k) => k.kind));

/** A record with one entry per kind, in dependency order. */
export function byKind<T>(make: (kind: StepKind, module: Kind) => T): Record<StepKind, T> {
  return Object.fromEntries(KIND_MODULES.map((k) => [k.kind, make(k.kind, k)])) as Record<StepKind, T>;
}

const MODULES = byKind((_kind, module) => module);

/** The module of `kind`. */
export const kindModule = (kind: StepKind): Kind => MODULES[kind];

/** The state collection of each kind (the service names its tables the same). */
export const KIND_COLLECTION: Readonly<Record<StepKind, Collection>> = Object.freeze(byKind((_kind, module) => module.collection));

/**
 * The order of each state collection: by the name the planner matches an object by (a query's
 * is `metrics/query`), then by id, since soft-deleted objects may share a live one's name.
 */
export const STATE_ORDER: Readonly<Record<StepKind, (a: StateObject, b: StateObject) => number>> = Object.freeze(
  byKind((_kind, module) => (a: StateObject, b: StateObject) => compareText(module.nameOf(a), module.nameOf(b)) || compareText(a.id, b.id)),
);

/** Dependency rank of each kind: lower ranks are created first and deleted last. */
export const KIND_RANK: Readonly<Record<StepKind, number>> = Object.freeze(byKind((kind) => KINDS.indexOf(kind)));

/**
 * The definition's own lists (every kind but queries, which sit inside metrics sources), in the
 * order a definition writes them: `actions`, then `resources` alphabetically, i.e. by pointer.
 */
export const DEFINITION_LISTS: readonly Kind[] = Object.freeze(
  KIND_MODULES.filter((k) => k.nestedIn === undefined).sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0)),
);

/** A nested kind's parent (a query's metrics source): the top-level kind whose items it is written in. */
export function parentKind(kind: Kind): Kind | undefined {
  return kind.nestedIn === undefined ? undefined : KIND_MODULES.find((k) => k.nestedIn === undefined && k.pointer === kind.pointer);
}

/** The kinds written inside the items of `kind` (a metrics source's queries). */
export function nestedKinds(kind: Kind): readonly Kind[] {
  return kind.nestedIn !== undefined ? [] : KIND_MODULES.filter((k) => k.nestedIn !== undefined && k.pointer === kind.pointer);
}

/** The kinds in the order of their state collections (the state's and a snapshot's order). */
export const COLLECTION_ORDER: readonly Kind[] = Object.freeze([...KIND_MODULES].sort((a, b) => compareText(a.collection, b.collection)));

/** Whatever a definition holds at a top-level kind's pointer (`/actions`, `/resources/metrics`): a list, unless the definition is malformed. */
export function listAt(definition: unknown, pointer: string): unknown {
  return pointer.split('/').slice(1).reduce<unknown>((node, segment) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[segment] : undefined), definition);
}

/** The field of a nested kind's state that names its parent (a query's `metrics`). */
export function parentField(kind: Kind): string | undefined {
  const parent = parentKind(kind);
  if (parent === undefined) return undefined;
  return kind.fields.find((f) => f.stored.as === 'reference' && f.stored.kind === parent.kind)?.name;
}
