// Writes a plan's steps into the config-state tables without loading the state: each create or
// update stores the step's `after` fields through its kind's table spec, each delete sets
// `deleted_at`. The result is what core's `applyPlan` computes (revision-routes.test.ts compares
// the two), in a few batched statements per table.
import { byKind, KINDS, kindModule, schemaHash } from '@capctl/core';
import type { ActionStep, JsonValue, Step, StepKind } from '@capctl/core';
import type { Kysely } from 'kysely';
import type { Executor } from '../tables/database.js';
import { HISTORY_TABLE, REFERENCES, requireId, TABLE_SPECS, type KindTable, type Row } from './table-spec.js';

// 12 columns at most per row: 400 rows stay far below SQLite's 32,766 bound variables.
const BATCH = 400;

type Table = KindTable | typeof HISTORY_TABLE.table;

/** The tables by name only: the specs name them at run time. */
type AnyTables = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Upserts the rows `toRow` makes of `items`, a batch at a time: each batch's rows are made, written
 * and dropped, so that a plan of 100,000 actions never holds all its rows (their JSON text) at once.
 */
async function upsert<T>(trx: Executor, table: Table, items: readonly T[], toRow: (item: T) => Row | undefined, key: readonly string[]): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) {
    const rows: Row[] = [];
    for (const item of items.slice(i, i + BATCH)) {
      const row = toRow(item);
      if (row !== undefined) rows.push(row);
    }
    if (rows.length === 0) continue;
    const columns = Object.keys(rows[0] ?? {}).filter((c) => !key.includes(c) && c !== 'org_id');
    await trx.insertInto(table)
      .values(rows as never)
      .onConflict((oc) => oc.columns(key as never).doUpdateSet((eb) => Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}` as never)])) as never))
      .execute();
  }
}

/** A new history entry, as applyPlan adds one: on a create (also a revival) and on a version change. */
function versionRow(step: ActionStep, at: string, revisionId: string | null): Row | undefined {
  if (step.op === 'delete' || (step.op === 'update' && step.final_version === step.current_version)) return undefined;
  const schema = (step.after?.['schema'] ?? null) as JsonValue;
  return { [HISTORY_TABLE.key]: requireId(step), version: step.final_version, schema: JSON.stringify(schema), schema_hash: schemaHash(schema), created_at: at, revision_id: revisionId };
}

/** Ids by name of the objects steps reference (a query's metrics source): those the plan writes, else the live ones stored. */
async function referenceResolver(trx: Executor, orgId: string, steps: readonly Step[]): Promise<(kind: StepKind, name: string) => string> {
  const ids = new Map<string, string>();
  const key = (kind: StepKind, name: string) => `${kind}:${name}`;
  for (const ref of REFERENCES) {
    for (const s of steps) if (s.kind === ref.kind && s.op !== 'delete') ids.set(key(ref.kind, (s.after ?? {})[ref.nameColumn] as string), requireId(s));
    const wanted = new Set(steps.filter((s) => TABLE_SPECS[s.kind].reference === ref && s.op !== 'delete').map((s) => (s.after ?? {})[ref.field] as string));
    const missing = [...wanted].filter((name) => !ids.has(key(ref.kind, name)));
    for (let i = 0; i < missing.length; i += BATCH) {
      const rows = await (trx as unknown as AnyTables).selectFrom(ref.table).select(['id', ref.nameColumn])
        .where('org_id', '=', orgId).where('deleted_at', 'is', null).where(ref.nameColumn, 'in', missing.slice(i, i + BATCH)).execute();
      for (const row of rows) ids.set(key(ref.kind, row[ref.nameColumn] as string), row['id'] as string);
    }
  }
  return (kind, name) => {
    const id = ids.get(key(kind, name));
    if (id === undefined) throw new Error(`a step names ${kindModule(kind).noun} ${name}, which neither the plan nor the state has`);
    return id;
  };
}

async function softDelete(trx: Executor, orgId: string, table: Table, ids: readonly string[], at: string): Promise<void> {
  for (let i = 0; i < ids.length; i += BATCH) {
    await trx.updateTable(table as 'actions').set({ deleted_at: at, updated_at: at })
      .where('org_id', '=', orgId).where('id', 'in', ids.slice(i, i + BATCH)).execute();
  }
}

/**
 * Writes every step of a plan; new action versions record `revisionId`, the revision applied.
 * Parents before children, so foreign keys hold at every statement.
 */
export async function writeSteps(trx: Executor, orgId: string, steps: readonly Step[], at: string, revisionId: string | null = null): Promise<void> {
  const resolve = await referenceResolver(trx, orgId, steps);
  const ctx = { orgId, at, resolve };
  const writes = byKind((): Step[] => []);
  const deletes = byKind((): string[] => []);
  const history: ActionStep[] = [];
  for (const step of steps) {
    if (step.op === 'delete') deletes[step.kind].push(requireId(step));
    else writes[step.kind].push(step);
    if (TABLE_SPECS[step.kind].hasHistory) history.push(step as ActionStep);
  }
  for (const kind of KINDS) await upsert(trx, TABLE_SPECS[kind].table, writes[kind], (step) => TABLE_SPECS[kind].toRow(step, ctx), ['id']);
  await upsert(trx, HISTORY_TABLE.table, history, (step) => versionRow(step, at, revisionId), [HISTORY_TABLE.key, 'version']);
  for (const kind of [...KINDS].reverse()) await softDelete(trx, orgId, TABLE_SPECS[kind].table, deletes[kind], at);
}
