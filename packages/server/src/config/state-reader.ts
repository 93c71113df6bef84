// Reads config objects by the table specs: an org's whole state, or only some ids per kind (the
// read-back after an apply). One mapping serves both, so a carried-forward state is exactly what
// a reload reads. Each collection is in core's STATE_ORDER, sorted here rather than by the
// database (whose collation may differ).
import { byKind, KIND_MODULES, STATE_ORDER } from '@capctl/core';
import type { ActionVersion, StateObject, StepKind } from '@capctl/core';
import type { Kysely } from 'kysely';
import type { HeaderSeal } from '../crypto/header-seal.js';
import type { Executor } from '../tables/database.js';
import type { ConfigObjects } from './state-cache.js';
import { HISTORY_TABLE, TABLE_SPECS, type Row, type TableSpec } from './table-spec.js';

/** Per kind, the ids a read is limited to; `undefined` reads the kind whole. */
export type IdsByKind = Readonly<Record<StepKind, readonly string[] | undefined>>;

export const WHOLE: IdsByKind = byKind(() => undefined);

// Ids per `in (...)` list: far below SQLite's 32,766 bound variables and PostgreSQL's 65,535.
const ID_BATCH = 500;

/** The tables by name only: the specs name them at run time. */
type AnyTables = Kysely<Record<string, Record<string, unknown>>>;

/**
 * The org's rows (`read()`), or only those of `ids`, read by primary key in batches. A read by
 * id leaves the org out of the query, where it would make SQLite walk the org's whole index,
 * and keeps only the org's rows after it.
 */
async function readRows<R extends Row>(orgId: string, ids: readonly string[] | undefined,
  read: (batch?: readonly string[]) => Promise<R[]>): Promise<R[]> {
  if (ids === undefined) return read();
  const rows: R[] = [];
  for (let i = 0; i < ids.length; i += ID_BATCH) for (const row of await read(ids.slice(i, i + ID_BATCH))) if (row['org_id'] === orgId) rows.push(row);
  return rows;
}

/** The columns the state holds, no more: every column read is 10,000 values made in a large org. */
function selectKind(db: Executor, spec: TableSpec) {
  const query = (db as unknown as AnyTables).selectFrom(`${spec.table} as t`).select(spec.columns.map((c) => `t.${c}`));
  const ref = spec.reference;
  if (ref === undefined) return query;
  return query.innerJoin(`${ref.table} as r`, 'r.id', `t.${ref.column}`).select(`r.${ref.nameColumn} as ${ref.field}`);
}

/**
 * A kind's rows: the org's, or those of its ids. An object names the objects it references, so a
 * read limited to some referenced objects (a metrics source) also reads every object of theirs.
 */
async function kindRows(db: Executor, orgId: string, spec: TableSpec, ids: IdsByKind): Promise<Row[]> {
  const query = selectKind(db, spec);
  const ref = spec.reference;
  const own = ids[spec.kind];
  if (ref === undefined || own === undefined || ids[ref.kind] === undefined) {
    return readRows(orgId, own, (batch) => (batch === undefined ? query.where('t.org_id', '=', orgId) : query.where('t.id', 'in', batch)).execute());
  }
  const [byId, byReference] = await Promise.all([
    readRows(orgId, own, (batch = []) => query.where('t.id', 'in', batch).execute()),
    // (org_id, reference) is the index's prefix: here the org narrows the read.
    readRows(orgId, ids[ref.kind], (batch = []) => query.where('t.org_id', '=', orgId).where(`t.${ref.column}`, 'in', batch).execute()),
  ]);
  return [...new Map([...byId, ...byReference].map((r) => [r['id'], r])).values()];
}

/** The history as hashes: its schemas are never read, so a long history costs short strings only. */
async function readHistory(db: Executor, orgId: string, ids: readonly string[] | undefined): Promise<Map<string, ActionVersion[]>> {
  const versions = await readRows(orgId, ids, (batch) => {
    const query = db
      .selectFrom(HISTORY_TABLE.table)
      .innerJoin('actions', 'actions.id', `${HISTORY_TABLE.table}.${HISTORY_TABLE.key}`)
      .select(['actions.org_id', 'action_versions.action_id', 'action_versions.version', 'action_versions.schema_hash'])
      .orderBy('action_versions.action_id')
      .orderBy('action_versions.version');
    return (batch === undefined ? query.where('actions.org_id', '=', orgId) : query.where('action_versions.action_id', 'in', batch)).execute();
  });
  const history = new Map<string, ActionVersion[]>();
  for (const v of versions) {
    const list = history.get(v.action_id) ?? [];
    list.push({ version: v.version, schema_hash: v.schema_hash });
    history.set(v.action_id, list);
  }
  return history;
}

async function readKind(db: Executor, orgId: string, secrets: HeaderSeal, spec: TableSpec, ids: IdsByKind): Promise<StateObject[]> {
  const [rows, history] = await Promise.all([
    kindRows(db, orgId, spec, ids),
    spec.hasHistory ? readHistory(db, orgId, ids[spec.kind]) : new Map<string, ActionVersion[]>(),
  ]);
  const ctx = { orgId, history, secrets };
  return rows.map((row) => spec.toState(row, ctx)).sort(STATE_ORDER[spec.kind]);
}

/** The collections in the order the state's JSON has them (alphabetical). */
const COLLECTION_ORDER = [...KIND_MODULES].sort((a, b) => (a.collection < b.collection ? -1 : 1));

/** The org's config objects, or (with `ids`) only those of the listed ids; drift not marked. */
export async function readObjects(db: Executor, orgId: string, secrets: HeaderSeal, ids: IdsByKind = WHOLE): Promise<ConfigObjects> {
  const lists = await Promise.all(COLLECTION_ORDER.map((k) => readKind(db, orgId, secrets, TABLE_SPECS[k.kind], ids)));
  return Object.fromEntries(COLLECTION_ORDER.map((k, i) => [k.collection, lists[i]])) as unknown as ConfigObjects;
}
