// Reads an org's whole config state (what the planner plans against) and keeps its serial:
// every write to config state calls `bumpSerial` in the same transaction. Each collection is in
// core's STATE_ORDER, sorted here rather than by the database (whose collation may differ), so a
// state carried forward after an apply is in exactly the order a reload gives.
import type {
  ActionState,
  ActionVersion,
  CompatibilityMode,
  CredentialRef,
  DestinationState,
  JsonValue,
  LastChange,
  MetricsState,
  ObjectDrift,
  QueryState,
  ResourceStatus,
  SourceState,
  State,
  StateObject,
  Step,
  StepKind,
} from '@capctl/core';
import { byKind, KIND_COLLECTION, KINDS, STATE_ORDER } from '@capctl/core';
import { UNSEALED, type HeaderSeal } from '../crypto/header-seal.js';
import type { Selectable } from 'kysely';
import type { Database, Db, Executor } from '../storage/database.js';
import { loadChanges, type RecordedChange } from './config-changes.js';
import { parseJson } from '../storage/rows.js';
import type { ConfigObjects, StateCache } from './state-cache.js';

export interface ConfigStateRepository {
  /** The whole state, soft-deleted objects included; credentials as {id, label} only. */
  load(orgId: string): Promise<State>;
  /** Increments the org's serial; call it inside the transaction that changes config state. */
  bumpSerial(trx: Executor, orgId: string): Promise<number>;
  serial(orgId: string): Promise<number>;
  /**
   * Call inside the transaction that applied `steps` to the state at `serial` and moved it to
   * `newSerial`, after the writes. When the state at `serial` is cached, reads back only the
   * objects the steps wrote and returns what keeps the state at `newSerial` cached; call it
   * once the transaction has committed. Undefined when nothing is cached to carry forward.
   */
  carryForward(trx: Executor, orgId: string, serial: number, newSerial: number, steps: readonly Step[]): Promise<(() => void) | undefined>;
}

/** Per kind, the ids a read is limited to; `undefined` reads the kind whole. */
type IdsByKind = Readonly<Record<StepKind, readonly string[] | undefined>>;

const WHOLE: IdsByKind = byKind(() => undefined);

// Ids per `in (...)` list: far below SQLite's 32,766 bound variables and PostgreSQL's 65,535.
const ID_BATCH = 500;

/**
 * The org's rows (`read()`), or only those of `ids`, read by primary key in batches. A read by
 * id leaves the org out of the query, where it would make SQLite walk the org's whole index,
 * and keeps only the org's rows after it.
 */
async function readRows<R extends { org_id: string }>(orgId: string, ids: readonly string[] | undefined,
  read: (batch?: readonly string[]) => Promise<R[]>): Promise<R[]> {
  if (ids === undefined) return read();
  const rows: R[] = [];
  for (let i = 0; i < ids.length; i += ID_BATCH) for (const row of await read(ids.slice(i, i + ID_BATCH))) if (row.org_id === orgId) rows.push(row);
  return rows;
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

async function loadActions(db: Executor, orgId: string, ids: readonly string[] | undefined): Promise<ActionState[]> {
  // The columns the state holds, no more: every column read is 10,000 values made in a large org.
  const rows = await readRows(orgId, ids, (batch) => {
    const query = db
      .selectFrom('actions')
      .select(['id', 'org_id', 'variant', 'aliases', 'destinations', 'queries', 'sources', 'schema', 'version', 'compatibility', 'protect', 'deleted_at']);
    return (batch === undefined ? query.where('org_id', '=', orgId) : query.where('id', 'in', batch)).execute();
  });
  // The history as hashes: its schemas are never read, so a long history costs short strings only.
  const versions = await readRows(orgId, ids, (batch) => {
    const query = db
      .selectFrom('action_versions')
      .innerJoin('actions', 'actions.id', 'action_versions.action_id')
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
  return rows.map((r): ActionState => ({
    id: r.id,
    variant: r.variant,
    aliases: parseJson<string[]>(r.aliases, []),
    destinations: parseJson<string[]>(r.destinations, []),
    queries: parseJson<string[]>(r.queries, []),
    sources: parseJson<string[]>(r.sources, []),
    schema: parseJson<JsonValue>(r.schema, null),
    version: r.version,
    history: history.get(r.id) ?? [],
    compatibility: r.compatibility as CompatibilityMode,
    protect: r.protect !== 0,
    deleted_at: r.deleted_at,
  })).sort(STATE_ORDER.action);
}

/**
 * The org's resources, or those of the listed ids. A query's state names its metrics source, so
 * a read limited to some metrics sources also reads every query of theirs.
 */
async function loadResources(db: Executor, orgId: string, secrets: HeaderSeal, ids: IdsByKind = WHOLE) {
  const byOrgOrId = <T extends 'destinations' | 'metrics' | 'sources'>(table: T, kind: StepKind) =>
    readRows(orgId, ids[kind], (batch) => {
      const query = db.selectFrom(table as 'destinations').selectAll();
      return (batch === undefined ? query.where('org_id', '=', orgId) : query.where('id', 'in', batch)).execute();
    }) as unknown as Promise<Selectable<Database[T]>[]>;
  const queries = db
    .selectFrom('queries')
    .innerJoin('metrics', 'metrics.id', 'queries.metrics_id')
    .selectAll('queries')
    .select('metrics.name as metrics_name');
  const queriesOf = async () => {
    if (ids.query === undefined || ids.metrics === undefined) return queries.where('queries.org_id', '=', orgId).execute();
    const [byId, byMetrics] = await Promise.all([
      readRows(orgId, ids.query, (batch = []) => queries.where('queries.id', 'in', batch).execute()),
      // (org_id, metrics_id) is the index's prefix: here the org narrows the read.
      readRows(orgId, ids.metrics, (batch = []) => queries.where('queries.org_id', '=', orgId).where('queries.metrics_id', 'in', batch).execute()),
    ]);
    return [...new Map([...byId, ...byMetrics].map((r) => [r.id, r])).values()];
  };
  const [destinations, metrics, queryRows, sources] = await Promise.all([
    byOrgOrId('destinations', 'destination'), byOrgOrId('metrics', 'metrics'), queriesOf(), byOrgOrId('sources', 'source'),
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
    ).sort(STATE_ORDER.destination),
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
    ).sort(STATE_ORDER.metrics),
    queries: queryRows.map(
      (r): QueryState => ({
        id: r.id,
        metrics: r.metrics_name,
        name: r.name,
        status: r.status as ResourceStatus,
        config: parseJson(r.config, { expression: '' }),
        protect: r.protect !== 0,
        deleted_at: r.deleted_at,
      }),
    ).sort(STATE_ORDER.query),
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
    ).sort(STATE_ORDER.source),
  };
}

/** Credentials as the planner sees them: {id, label} of the live ones, never a secret. */
async function loadCredentials(db: Executor, orgId: string): Promise<CredentialRef[]> {
  const rows = await db.selectFrom('credentials').select(['id', 'label']).where('org_id', '=', orgId).where('deleted_at', 'is', null).orderBy('label').execute();
  return rows.map((r) => ({ id: r.id, label: r.label }));
}

/**
 * The objects with their last change (which revision or direct write, and who made it), and the
 * drift of those changed outside capctl since their last applied revision; both after the
 * object's own fields, so that the fields keep their order in the state's JSON.
 */
function withChanges(objects: ConfigObjects, changes: ReadonlyMap<string, RecordedChange>): ConfigObjects {
  if (changes.size === 0) return objects;
  const mark = <T extends { id: string }>(kind: StepKind, list: readonly T[]): T[] =>
    list.map((o) => {
      const found = changes.get(`${kind}:${o.id}`);
      return found === undefined ? o : { ...o, ...found };
    });
  // Spread first, so that the collections keep their order in the state's JSON.
  return { ...objects, ...Object.fromEntries(KINDS.map((kind) => [KIND_COLLECTION[kind], mark<{ id: string }>(kind, objects[KIND_COLLECTION[kind]])])) };
}

/** An object of any collection, as loaded and perhaps marked with its last change and drift. */
type Loaded = StateObject & { readonly drift?: ObjectDrift; readonly last_change?: LastChange };

/**
 * `kept` with every object of `fresh` in place of the object of its id, in the collection's
 * order. A kept object keeps its last change and drift: nothing wrote it since they were read.
 */
function replaced(kept: readonly Loaded[], fresh: readonly Loaded[], order: (a: Loaded, b: Loaded) => number): Loaded[] {
  if (fresh.length === 0) return [...kept];
  const ids = new Set(fresh.map((o) => o.id));
  return [...kept.filter((o) => !ids.has(o.id)), ...fresh].sort(order);
}

// Reading back up to this many written objects inside the apply's transaction is always cheap.
const CARRIED_ANYWAY = 1_000;

/**
 * The ids the steps write, by kind; undefined when they write more than a quarter of a large
 * state. Read back inside the apply's transaction, so many rows would hold the write lock
 * (on SQLite, the database's) for as long as a reload; the next plan reloads instead.
 */
function writtenIds(steps: readonly Step[], before: ConfigObjects): IdsByKind | undefined {
  const ids = byKind((): string[] => []);
  let written = 0;
  for (const step of steps) {
    if (step.id === undefined) continue;
    ids[step.kind].push(step.id);
    written += 1;
  }
  const objects = KINDS.reduce((sum, kind) => sum + before[KIND_COLLECTION[kind]].length, 0);
  return written <= CARRIED_ANYWAY || written * 4 <= objects ? ids : undefined;
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
      // One read transaction, so that the serial matches the rows read with it: REPEATABLE READ,
      // because PostgreSQL's default (READ COMMITTED) takes a new snapshot for every statement,
      // and an apply committed between two of them would put its rows under the older serial.
      // SQLite's transactions read one snapshot anyway (kysely's SQLite driver ignores the level).
      const run = async (trx: Executor): Promise<State> => {
        const orgSerial = await createConfigStateRepository(trx).serial(orgId);
        const credentials = await loadCredentials(trx, orgId);
        const cached = cache?.get(orgId, orgSerial);
        if (cached !== undefined) return { org_id: orgId, serial: orgSerial, ...cached, credentials };
        const loaded: ConfigObjects = { actions: await loadActions(trx, orgId, undefined), ...(await loadResources(trx, orgId, secrets)) };
        const objects = withChanges(loaded, await loadChanges(trx, orgId));
        return { org_id: orgId, serial: orgSerial, ...(cache?.set(orgId, orgSerial, objects) ?? objects), credentials };
      };
      return db.isTransaction ? run(db) : (db as Db).transaction().setIsolationLevel('repeatable read').execute(run);
    },
    async carryForward(trx, orgId, serialBefore, newSerial, steps) {
      // Exactly the state a reload would read: the serial moved only through this transaction,
      // so every object the steps did not write is as it was at `serialBefore`, and those they
      // wrote are read back here with the same mapping (and the order) a full load uses.
      const before = cache?.get(orgId, serialBefore);
      if (cache === undefined || before === undefined || newSerial !== serialBefore + 1) return undefined;
      const ids = writtenIds(steps, before);
      if (ids === undefined) return undefined;
      const read: ConfigObjects = { actions: await loadActions(trx, orgId, ids.action), ...(await loadResources(trx, orgId, secrets, ids)) };
      // Only the objects read back get their last change read back: no other changed.
      const fresh = withChanges(read, await loadChanges(trx, orgId, byKind((kind) => read[KIND_COLLECTION[kind]].map((o) => o.id))));
      // Assigned into a copy, so that the collections keep their order in the state's JSON.
      const carried = { ...before } as Record<keyof ConfigObjects, readonly Loaded[]>;
      for (const kind of KINDS) {
        const collection = KIND_COLLECTION[kind];
        carried[collection] = replaced(before[collection], fresh[collection], STATE_ORDER[kind]);
      }
      const objects = carried as ConfigObjects;
      return () => {
        cache.set(orgId, newSerial, objects);
      };
    },
  };
}
