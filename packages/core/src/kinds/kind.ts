// What every kind of object declares in one place: where it lives in the state and in a
// definition, its fields (fields.ts) and key order, and its mappings (definition → fields,
// state → definition; state → fields is derived from the fields).
import type { Definition, JsonObject, JsonValue, QueryDefinition, State, StepKind } from '../types.js';
import { currentFields, type Field } from './fields.js';
import type { DefinitionReference } from './reference.js';

/** The state's list of each kind (also the service's table of it): each list of `State` that holds config objects. */
export type Collection = { [K in keyof State]-?: State[K] extends readonly StateObject[] ? K : never }[keyof State];

/** One object as a definition writes it, with its JSON pointer and, for a query, its metrics source. */
export interface Written<D> {
  readonly item: D;
  readonly pointer: string;
  /** The name of the object it is written under (a query's metrics source). */
  readonly parent?: string;
}

/** What definition → fields needs besides the object: references resolved the way the planner does. */
export interface DesiredContext {
  /** A credential reference (id, else label) as an id; an unknown one is reported at `pointer`. */
  credential(ref: string | undefined, pointer: string): string | null;
  /** An action's query reference as a full `metrics/query` name. */
  queryName(ref: string): string;
}

/** What state → definition needs besides the object. */
export interface ExportContext {
  /** A credential id as the definition writes it: its label when that resolves back to it, else the id. */
  credential(id: string | null): string | undefined;
  /** The exported live queries of a metrics source, sorted by name. */
  queries(metrics: string): readonly QueryDefinition[];
}

/** One object the definition asks for, before it is checked for duplicates. */
export interface DesiredEntry {
  readonly name: string;
  readonly pointer: string;
  /** The managed fields, in state shape (not yet in canonical key order). */
  readonly fields: JsonObject;
  /** Earlier names that rename a live object of this kind. */
  readonly aliases?: readonly string[];
}

/** A kind, typed by its definition item `D` and state object `S`. */
export interface KindSpec<K extends StepKind, D, S> {
  readonly kind: K;
  readonly collection: Collection;
  /**
   * The definition list its objects are written in. A query is written inside an item of its
   * metrics source's list, under `nestedIn`.
   */
  readonly pointer: string;
  readonly nestedIn?: string;
  /** How a message names one object of the kind: "metrics source `prom`". */
  readonly noun: string;
  /** The noun for several ("metrics sources", "queries"): counts and lists. */
  readonly plural: string;
  /** The heading its steps are grouped under when a plan is shown ("Metrics sources"). */
  readonly title: string;
  /** The definition field that names an object (its name within its parent, for a query). */
  readonly nameField: string;
  /** Whether its items may list earlier names under `aliases` (renames); names and aliases then share one namespace. */
  readonly aliases: boolean;
  /** What its definition item names of other kinds; a nested kind depends on its parent besides. */
  readonly references: readonly DefinitionReference[];
  /**
   * The state object's fields besides `id` and `deleted_at`, in state order, with how each is
   * stored. State → fields (what the planner compares) is derived from it.
   */
  readonly fields: readonly Field[];
  /** The definition item's keys in canonical order, and of its nested objects by dotted path (`config`). */
  readonly keyOrder: Readonly<Record<string, readonly string[]>>;
  /** Its objects as the definition writes them, in definition order. */
  written(definition: Definition): readonly Written<D>[];
  /** Definition → fields: what the planner wants, defaults filled in. */
  desired(w: Written<D>, ctx: DesiredContext): DesiredEntry;
  /** The name a state object is matched by (queries: `metrics/query`). */
  nameOf(o: S): string;
  /** A nested kind's state object: the name of the object it is exported under. */
  parentOf?(o: S): string;
  /** State → definition: the item that plans to no change against `o`. */
  exported(o: S, ctx: ExportContext): D;
}

/** A state object of any kind: every collection holds objects with these. */
export interface StateObject {
  readonly id: string;
  readonly deleted_at: string | null;
  readonly protect: boolean;
}

/** The same kind with its types erased, so that lists of kinds can be walked in one loop. */
export interface Kind {
  readonly kind: StepKind;
  readonly collection: Collection;
  readonly pointer: string;
  readonly nestedIn?: string;
  readonly noun: string;
  readonly plural: string;
  readonly title: string;
  readonly nameField: string;
  readonly aliases: boolean;
  readonly references: readonly DefinitionReference[];
  readonly fields: readonly Field[];
  readonly keyOrder: Readonly<Record<string, readonly string[]>>;
  desiredEntries(definition: Definition, ctx: DesiredContext): DesiredEntry[];
  /** Its items as the definition writes them, each with the name a state object is matched by. */
  items(definition: Definition): { readonly name: string; readonly item: JsonObject }[];
  /** The kind's objects in the state, in state order. */
  objects(state: State): readonly StateObject[];
  nameOf(o: StateObject): string;
  parentOf(o: StateObject): string | undefined;
  current(o: StateObject): JsonObject;
  exported(o: StateObject, ctx: ExportContext): JsonObject;
}

/** Erases a spec's types. Sound because `objects` only ever hands it its own collection. */
export function defineKind<K extends StepKind, D, S extends StateObject>(spec: KindSpec<K, D, S>): Kind {
  const current = currentFields(spec.fields);
  return Object.freeze({
    kind: spec.kind,
    collection: spec.collection,
    pointer: spec.pointer,
    ...(spec.nestedIn !== undefined ? { nestedIn: spec.nestedIn } : {}),
    noun: spec.noun,
    plural: spec.plural,
    title: spec.title,
    nameField: spec.nameField,
    aliases: spec.aliases,
    references: Object.freeze(spec.references),
    fields: Object.freeze(spec.fields),
    keyOrder: Object.freeze(spec.keyOrder),
    desiredEntries: (definition: Definition, ctx: DesiredContext) => spec.written(definition).map((w) => spec.desired(w, ctx)),
    items: (definition: Definition) => spec.written(definition).map((w) => {
      const own = (w.item as Record<string, unknown>)[spec.nameField] as string;
      return { name: w.parent === undefined ? own : `${w.parent}/${own}`, item: w.item as unknown as JsonObject };
    }),
    objects: (state: State) => state[spec.collection] as readonly StateObject[],
    nameOf: (o: StateObject) => spec.nameOf(o as S),
    parentOf: (o: StateObject) => spec.parentOf?.(o as S),
    // The same managed fields as `desired`, read from the state by the field list.
    current: (o: StateObject) => current(o as unknown as Record<string, unknown>),
    exported: (o: StateObject, ctx: ExportContext) => spec.exported(o as S, ctx) as unknown as JsonObject,
  });
}

// Shared field helpers: the three mappings must agree on these, so they are written once.

/** A reference list as the planner compares it: no duplicates, sorted. */
export const sortedNames = (names: readonly string[] | undefined): string[] => [...new Set(names ?? [])].sort();

export const json = (value: unknown): JsonValue => value as JsonValue;

/** Export writes an optional field only when it says something: no empty lists, no nulls. */
export function optional<V>(key: string, value: V | null | undefined): Record<string, V> {
  if (value === null || value === undefined) return {};
  if (Array.isArray(value) && value.length === 0) return {};
  return { [key]: value };
}

/** `protect` is written only when true, since false is the default. */
export const protectFlag = (protect: boolean): { protect?: true } => (protect ? { protect: true } : {});

/** Items of a top-level definition list, with their pointers. */
export function listed<D>(items: readonly D[] | undefined, pointer: string): Written<D>[] {
  return (items ?? []).map((item, i) => ({ item, pointer: `${pointer}/${i}` }));
}
