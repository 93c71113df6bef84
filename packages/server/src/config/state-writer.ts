// Writes a plan's steps into the config-state tables without loading the state: each create or
// update stores the step's `after` fields, each delete sets `deleted_at`. The result is what
// core's `applyPlan` computes (revision-routes.test.ts compares the two), in a few batched
// statements per table.
import { byKind, DEFAULT_COMPATIBILITY_MODE, KIND_COLLECTION, KINDS, schemaHash } from '@capctl/core';
import type { ActionStep, JsonObject, JsonValue, Step, StepKind } from '@capctl/core';
import type { Executor } from '../storage/database.js';
import { toFlag } from '../storage/rows.js';

// 12 columns at most per row: 400 rows stay far below SQLite's 32,766 bound variables.
const BATCH = 400;

type Table = 'actions' | 'action_versions' | 'destinations' | 'metrics' | 'queries' | 'sources';
type Row = Record<string, unknown>;

/** Each kind's table is named after its state collection; KINDS lists parents first. */
const TABLES: Readonly<Record<StepKind, Exclude<Table, 'action_versions'>>> = KIND_COLLECTION;

async function upsert(trx: Executor, table: Table, rows: readonly Row[], key: readonly string[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] ?? {}).filter((c) => !key.includes(c) && c !== 'org_id');
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx.insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .onConflict((oc) => oc.columns(key as never).doUpdateSet((eb) => Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}` as never)])) as never))
      .execute();
  }
}

const json = (value: unknown): string => JSON.stringify(value ?? null);
const str = (fields: JsonObject, name: string): string => fields[name] as string;
const nullable = <T>(value: unknown): T | null => (value === undefined ? null : (value as T));
const flag = (fields: JsonObject): number => toFlag(fields['protect'] === true);

function requireId(step: Step): string {
  if (step.id === undefined) throw new Error(`${step.kind} step ${step.name} has no id; the service plans with ids, so plan again`);
  return step.id;
}

/** The columns of a created or updated object, from the step's `after` fields. */
function rowOf(step: Step, orgId: string, at: string, metricsId: (name: string) => string): Row {
  const f = step.after ?? {};
  const common = { id: requireId(step), org_id: orgId, protect: flag(f), updated_at: at, deleted_at: null };
  switch (step.kind) {
    case 'action':
      return {
        ...common, variant: str(f, 'variant'), aliases: json(f['aliases'] ?? []), destinations: json(f['destinations'] ?? []),
        queries: json(f['queries'] ?? []), sources: json(f['sources'] ?? []), schema: json(f['schema']), version: (step as ActionStep).final_version,
        // A plan stored before modes existed has none in its steps: it was planned under today's default.
        compatibility: (f['compatibility'] as string | undefined) ?? DEFAULT_COMPATIBILITY_MODE,
      };
    case 'destination':
      return { ...common, label: str(f, 'label'), type: str(f, 'type'), config: json(f['config']), credential_id: nullable(f['credential_id']) };
    case 'metrics':
      return {
        ...common, name: str(f, 'name'), kind: str(f, 'kind'), endpoint: str(f, 'endpoint'), poll_interval_seconds: nullable(f['poll_interval_seconds']),
        credential_id: nullable(f['credential_id']), config: json(f['config'] ?? {}), status: str(f, 'status'),
      };
    case 'query':
      return { ...common, metrics_id: metricsId(str(f, 'metrics')), name: str(f, 'name'), status: str(f, 'status'), config: json(f['config']) };
    case 'source': {
      const ingest = f['ingest'] as { variant: string; version: number };
      return {
        ...common, name: str(f, 'name'), type: str(f, 'type'), config: json(f['config']), credential_id: nullable(f['credential_id']),
        status: str(f, 'status'), ingest_variant: ingest.variant, ingest_version: ingest.version,
      };
    }
  }
}

/** A new history entry, as applyPlan adds one: on a create (also a revival) and on a version change. */
function versionRow(step: ActionStep, at: string, revisionId: string | null): Row | undefined {
  if (step.op === 'delete' || (step.op === 'update' && step.final_version === step.current_version)) return undefined;
  const schema = (step.after?.['schema'] ?? null) as JsonValue;
  return { action_id: requireId(step), version: step.final_version, schema: json(schema), schema_hash: schemaHash(schema), created_at: at, revision_id: revisionId };
}

/** Metrics ids by name: those this plan writes, else the live ones already stored. */
async function metricsResolver(trx: Executor, orgId: string, steps: readonly Step[]): Promise<(name: string) => string> {
  const planned = new Map<string, string>();
  for (const s of steps) if (s.kind === 'metrics' && s.op !== 'delete') planned.set(str(s.after ?? {}, 'name'), requireId(s));
  const wanted = new Set(steps.filter((s) => s.kind === 'query' && s.op !== 'delete').map((s) => str(s.after ?? {}, 'metrics')));
  const missing = [...wanted].filter((name) => !planned.has(name));
  const stored = new Map<string, string>();
  for (let i = 0; i < missing.length; i += BATCH) {
    const rows = await trx.selectFrom('metrics').select(['id', 'name'])
      .where('org_id', '=', orgId).where('deleted_at', 'is', null).where('name', 'in', missing.slice(i, i + BATCH)).execute();
    for (const row of rows) stored.set(row.name, row.id);
  }
  return (name) => {
    const id = planned.get(name) ?? stored.get(name);
    if (id === undefined) throw new Error(`a query names metrics source ${name}, which neither the plan nor the state has`);
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
  const metricsId = await metricsResolver(trx, orgId, steps);
  const rows = byKind((): Row[] => []);
  const deletes = byKind((): string[] => []);
  const versions: Row[] = [];
  for (const step of steps) {
    if (step.op === 'delete') deletes[step.kind].push(requireId(step));
    else rows[step.kind].push(rowOf(step, orgId, at, metricsId));
    const version = step.kind === 'action' ? versionRow(step as ActionStep, at, revisionId) : undefined;
    if (version !== undefined) versions.push(version);
  }
  for (const kind of KINDS) await upsert(trx, TABLES[kind], rows[kind], ['id']);
  await upsert(trx, 'action_versions', versions, ['action_id', 'version']);
  for (const kind of [...KINDS].reverse()) await softDelete(trx, orgId, TABLES[kind], deletes[kind], at);
}
