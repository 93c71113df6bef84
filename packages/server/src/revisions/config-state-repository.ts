// Reads an org's whole config state (what the planner plans against) and keeps its serial:
// every write to config state calls `bumpSerial` in the same transaction.
import type {
  ActionState,
  ActionVersion,
  CredentialRef,
  DestinationState,
  JsonValue,
  MetricsState,
  ObjectDrift,
  QueryState,
  ResourceStatus,
  SourceState,
  State,
  StepKind,
} from '@capctl/core';
import { KIND_COLLECTION, KINDS } from '@capctl/core';
import { UNSEALED, type HeaderSeal } from '../crypto/header-seal.js';
import type { Db, Executor } from '../storage/database.js';
import { loadDrift } from './config-changes.js';
import { parseJson } from '../storage/rows.js';
import type { ConfigObjects, StateCache } from './state-cache.js';

export interface ConfigStateRepository {
  /** The whole state, soft-deleted objects included; credentials as {id, label} only. */
  load(orgId: string): Promise<State>;
  /** Increments the org's serial; call it inside the transaction that changes config state. */
  bumpSerial(trx: Executor, orgId: string): Promise<number>;
  serial(orgId: string): Promise<number>;
}

export async function bumpSerial(trx: Executor, orgId: string): Promise<number> {
  const row = await trx
    .updateTable('orgs')
    .set((eb) => ({ serial: eb('serial', '+', 1) }))
    .where('id', '=', orgId)
    .returning('serial')
    .executeTakeFirstOrThrow();
  return row.serial;
}

async function loadActions(db: Executor, orgId: string): Promise<ActionState[]> {
  // The columns the state holds, no more: every column read is 10,000 values made in a large org.
  const rows = await db
    .selectFrom('actions')
    .select(['id', 'variant', 'aliases', 'destinations', 'queries', 'sources', 'schema', 'version', 'protect', 'deleted_at'])
    .where('org_id', '=', orgId)
    .orderBy('variant')
    .orderBy('id')
    .execute();
  // The history as hashes: its schemas are never read, so a long history costs short strings only.
  const versions = await db
    .selectFrom('action_versions')
    .innerJoin('actions', 'actions.id', 'action_versions.action_id')
    .select(['action_versions.action_id', 'action_versions.version', 'action_versions.schema_hash'])
    .where('actions.org_id', '=', orgId)
    .orderBy('action_versions.action_id')
    .orderBy('action_versions.version')
    .execute();
  const history = new Map<string, ActionVersion[]>();
  for (const v of versions) {
    const list = history.get(v.action_id) ?? [];
    list.push({ version: v.version, schema_hash: v.schema_hash });
    history.set(v.action_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    variant: r.variant,
    aliases: parseJson<string[]>(r.aliases, []),
    destinations: parseJson<string[]>(r.destinations, []),
    queries: parseJson<string[]>(r.queries, []),
    sources: parseJson<string[]>(r.sources, []),
    schema: parseJson<JsonValue>(r.schema, null),
    version: r.version,
    history: history.get(r.id) ?? [],
    protect: r.protect !== 0,
    deleted_at: r.deleted_at,
  }));
}

async function loadResources(db: Executor, orgId: string, secrets: HeaderSeal) {
  const [destinations, metrics, queries, sources] = await Promise.all([
    db.selectFrom('destinations').selectAll().where('org_id', '=', orgId).orderBy('label').orderBy('id').execute(),
    db.selectFrom('metrics').selectAll().where('org_id', '=', orgId).orderBy('name').orderBy('id').execute(),
    db
      .selectFrom('queries')
      .innerJoin('metrics', 'metrics.id', 'queries.metrics_id')
      .selectAll('queries')
      .select('metrics.name as metrics_name')
      .where('queries.org_id', '=', orgId)
      .orderBy('metrics.name')
      .orderBy('queries.name')
      .orderBy('queries.id')
      .execute(),
    db.selectFrom('sources').selectAll().where('org_id', '=', orgId).orderBy('name').orderBy('id').execute(),
  ]);
  return {
    destinations: destinations.map(
      (r): DestinationState => ({
        id: r.id,
        label: r.label,
        type: r.type,
        config: secrets.openConfig(orgId, parseJson(r.config, { url: '' })),
        credential_id: r.credential_id,
        protect: r.protect !== 0,
        deleted_at: r.deleted_at,
      }),
    ),
    metrics: metrics.map(
      (r): MetricsState => ({
        id: r.id,
        name: r.name,
        kind: r.kind,
        endpoint: r.endpoint,
        poll_interval_seconds: r.poll_interval_seconds,
        credential_id: r.credential_id,
        config: parseJson(r.config, {}),
        status: r.status as ResourceStatus,
        protect: r.protect !== 0,
        deleted_at: r.deleted_at,
      }),
    ),
    queries: queries.map(
      (r): QueryState => ({
        id: r.id,
        metrics: r.metrics_name,
        name: r.name,
        status: r.status as ResourceStatus,
        config: parseJson(r.config, { expression: '' }),
        protect: r.protect !== 0,
        deleted_at: r.deleted_at,
      }),
    ),
    sources: sources.map(
      (r): SourceState => ({
        id: r.id,
        name: r.name,
        type: r.type,
        config: parseJson(r.config, { queue_url: '', region: '' }),
        credential_id: r.credential_id,
        status: r.status as ResourceStatus,
        ingest: { variant: r.ingest_variant, version: r.ingest_version },
        protect: r.protect !== 0,
        deleted_at: r.deleted_at,
      }),
    ),
  };
}

/** Credentials as the planner sees them: {id, label} of the live ones, never a secret. */
async function loadCredentials(db: Executor, orgId: string): Promise<CredentialRef[]> {
  const rows = await db.selectFrom('credentials').select(['id', 'label']).where('org_id', '=', orgId).where('deleted_at', 'is', null).orderBy('label').execute();
  return rows.map((r) => ({ id: r.id, label: r.label }));
}

/** The objects with the drift of those changed outside capctl since their last applied revision. */
function withDrift(objects: ConfigObjects, drift: ReadonlyMap<string, ObjectDrift>): ConfigObjects {
  if (drift.size === 0) return objects;
  const mark = <T extends { id: string }>(kind: StepKind, list: readonly T[]): T[] =>
    list.map((o) => {
      const found = drift.get(`${kind}:${o.id}`);
      return found === undefined ? o : { ...o, drift: found };
    });
  // Spread first, so that the collections keep their order in the state's JSON.
  return { ...objects, ...Object.fromEntries(KINDS.map((kind) => [KIND_COLLECTION[kind], mark<{ id: string }>(kind, objects[KIND_COLLECTION[kind]])])) };
}

/**
 * `cache` keeps the config objects of recent (org, serial) pairs, so planning again against an
 * unchanged state skips the reload; without it every load reads everything. `secrets` opens the
 * sealed header values of destinations (the planner compares real values).
 */
export function createConfigStateRepository(db: Executor, cache?: StateCache, secrets: HeaderSeal = UNSEALED): ConfigStateRepository {
  const serial = async (orgId: string): Promise<number> => {
    const row = await db.selectFrom('orgs').select('serial').where('id', '=', orgId).executeTakeFirst();
    return row?.serial ?? 0;
  };
  return {
    serial,
    bumpSerial,
    async load(orgId) {
      // One read transaction, so that the serial matches the rows read with it.
      const run = async (trx: Executor): Promise<State> => {
        const orgSerial = await createConfigStateRepository(trx).serial(orgId);
        const credentials = await loadCredentials(trx, orgId);
        const cached = cache?.get(orgId, orgSerial);
        if (cached !== undefined) return { org_id: orgId, serial: orgSerial, ...cached, credentials };
        const loaded: ConfigObjects = { actions: await loadActions(trx, orgId), ...(await loadResources(trx, orgId, secrets)) };
        const objects = withDrift(loaded, await loadDrift(trx, orgId));
        return { org_id: orgId, serial: orgSerial, ...(cache?.set(orgId, orgSerial, objects) ?? objects), credentials };
      };
      return db.isTransaction ? run(db) : (db as Db).transaction().execute(run);
    },
  };
}
