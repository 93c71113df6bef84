// One table spec per kind, derived from core's kind module (`fields`): the columns its state is
// read from, row → state and step → row. The load, the read-back after an apply and the writer
// loop over these, so a field added to a kind module needs a migration here, not a mapping.
import { KIND_MODULES, byKind, kindModule } from '@capctl/core';
import type { ActionVersion, Collection, Field, JsonObject, StateObject, Step, StepKind } from '@capctl/core';
import type { HeaderSeal } from '../crypto/header-seal.js';
import { toFlag } from '../storage/rows.js';

/** A kind's table: named after its state collection. */
export type KindTable = Collection;

export type Row = Record<string, unknown>;

/** A name stored as the id of an object of another kind (a query's metrics source). */
export interface Reference {
  readonly field: string;
  readonly column: string;
  readonly kind: StepKind;
  readonly table: KindTable;
  /** The referenced table's column that holds the name. */
  readonly nameColumn: string;
}

/** What a row needs besides itself to become a state object. */
export interface RowContext {
  readonly orgId: string;
  /** History entries by object id, read from the history table. */
  readonly history: ReadonlyMap<string, readonly ActionVersion[]>;
  readonly secrets: HeaderSeal;
}

/** What a step needs besides itself to become a row. */
export interface StepContext {
  readonly orgId: string;
  readonly at: string;
  /** The id of the live object of `kind` named `name`. */
  resolve(kind: StepKind, name: string): string;
}

export interface TableSpec {
  readonly kind: StepKind;
  readonly table: KindTable;
  /** The columns a state read selects from the kind's own table. */
  readonly columns: readonly string[];
  readonly reference?: Reference;
  /** Whether the kind keeps a history (in `HISTORY_TABLE`). */
  readonly hasHistory: boolean;
  /** Row (with each reference's name selected under the field's name) → state object, in state key order. */
  toState(row: Row, ctx: RowContext): StateObject;
  /** A created or updated object's columns, from the step's `after` fields. */
  toRow(step: Step, ctx: StepContext): Row;
}

/** Where a kind with a `history` field keeps it: one row per (object, version). */
export const HISTORY_TABLE = { table: 'action_versions', key: 'action_id' } as const;


export function requireId(step: Step): string {
  if (step.id === undefined) throw new Error(`${step.kind} step ${step.name} has no id; the service plans with ids, so plan again`);
  return step.id;
}

function columnsOf(field: Field): string[] {
  const stored = field.stored;
  if (stored.as === 'history' || stored.as === 'reference') return [];
  if (stored.as === 'columns') return Object.keys(stored.members).map((m) => `${field.name}_${m}`);
  return [field.name];
}

function readField(field: Field, row: Row, id: string, ctx: RowContext): unknown {
  const stored = field.stored;
  switch (stored.as) {
    case 'text': case 'integer': case 'version': case 'reference': return row[field.name];
    case 'flag': return row[field.name] !== 0;
    case 'json': return row[field.name] === null ? (field.absent ?? null) : JSON.parse(row[field.name] as string);
    case 'columns': return Object.fromEntries(Object.keys(stored.members).map((m) => [m, row[`${field.name}_${m}`]]));
    case 'history': return ctx.history.get(id) ?? [];
  }
}

function writeField(field: Field, step: Step, ctx: StepContext): Row {
  const value = (step.after ?? {})[field.name] ?? field.absent;
  const stored = field.stored;
  switch (stored.as) {
    case 'text': case 'integer': return { [field.name]: value ?? null };
    case 'flag': return { [field.name]: toFlag(value === true) };
    case 'json': return { [field.name]: JSON.stringify(value ?? null) };
    case 'reference': return { [stored.column]: ctx.resolve(stored.kind, value as string) };
    case 'columns': return Object.fromEntries(Object.keys(stored.members).map((m) => [`${field.name}_${m}`, (value as JsonObject)[m]]));
    case 'version': return { [field.name]: (step as { final_version?: number }).final_version };
    case 'history': return {};
  }
}

function referenceOf(fields: readonly Field[]): Reference | undefined {
  for (const field of fields) {
    if (field.stored.as !== 'reference') continue;
    const target = kindModule(field.stored.kind);
    return { field: field.name, column: field.stored.column, kind: target.kind, table: target.collection, nameColumn: target.nameField };
  }
  return undefined;
}

function specOf(kind: StepKind): TableSpec {
  const module = kindModule(kind);
  const fields = module.fields;
  // Fields whose stored value has sensitive header values sealed (crypto/header-seal.ts), opened
  // when read. The writer stores a plan's steps as planned, already sealed.
  const sealed = fields.filter((f) => f.sealed === true).map((f) => f.name);
  const reference = referenceOf(fields);
  return Object.freeze({
    kind,
    table: module.collection,
    columns: Object.freeze(['id', 'org_id', ...(reference === undefined ? [] : [reference.column]), ...fields.flatMap(columnsOf), 'deleted_at']),
    ...(reference === undefined ? {} : { reference }),
    hasHistory: fields.some((f) => f.stored.as === 'history'),
    toState(row: Row, ctx: RowContext): StateObject {
      const id = row['id'] as string;
      const o: Record<string, unknown> = { id };
      for (const field of fields) o[field.name] = readField(field, row, id, ctx);
      for (const name of sealed) o[name] = ctx.secrets.openConfig(ctx.orgId, o[name] as object);
      o['deleted_at'] = row['deleted_at'];
      return o as unknown as StateObject;
    },
    toRow(step: Step, ctx: StepContext): Row {
      const row: Row = { id: requireId(step), org_id: ctx.orgId };
      for (const field of fields) Object.assign(row, writeField(field, step, ctx));
      return { ...row, updated_at: ctx.at, deleted_at: null };
    },
  });
}

/** Each kind's table spec, in dependency order (parents first). */
export const TABLE_SPECS: Readonly<Record<StepKind, TableSpec>> = Object.freeze(byKind((kind) => specOf(kind)));

/** The references of every kind: which kinds' names a write must resolve to ids. */
export const REFERENCES: readonly Reference[] = KIND_MODULES.flatMap((k) => {
  const reference = TABLE_SPECS[k.kind].reference;
  return reference === undefined ? [] : [reference];
});
