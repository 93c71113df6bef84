// Destination rows: read (a get is kept in a read cache until the database changes, see
// read-cache.ts) and written. Every write bumps the org's serial; a direct write is recorded as
// drift in the same transaction. Sensitive header values are sealed in the row
// (crypto/header-seal.ts) and opened when read. The rules of a PATCH: destination-service.ts.
import type { Actor } from '@capctl/core';
import { UNSEALED, type HeaderSeal } from '../crypto/header-seal.js';
import type { Destination, WebhookConfig } from '../resources.js';
import { changedFields, recordApiChange } from '../revisions/config-changes.js';
import { bumpSerial } from '../revisions/config-state-repository.js';
import type { ImmediateReader } from '../storage/engines/engine.js';
import { prepareQuery } from '../storage/prepared-query.js';
import { jsonArrayText } from '../storage/engines/engine-sql.js';
import { createReadCache, DEFAULT_READ_CACHE_LIMITS, type ReadCacheLimits } from '../storage/read-cache.js';
import { versionPerTurn } from '../storage/version-turn.js';
import type { Db, DestinationsTable, Executor } from '../storage/database.js';
import { newId, now, parseJson, toFlag } from '../storage/rows.js';

export interface NewDestination {
  readonly id?: string;
  readonly label: string;
  readonly type: string;
  readonly config: WebhookConfig;
  readonly credential_id?: string | null;
  readonly tags?: Readonly<Record<string, string>>;
  readonly protect?: boolean;
}

/** The new values of a direct write; an absent field keeps its stored value. */
export interface DestinationWrite {
  readonly type?: string;
  readonly config?: WebhookConfig;
  readonly credential_id?: string;
}

export interface DestinationRepository {
  /** A destination that is not soft-deleted, or undefined; read within `executor` (uncached) when given. */
  get(orgId: string, id: string, executor?: Executor): Promise<Destination | undefined>;
  list(orgId: string, options?: { includeDeleted?: boolean }): Promise<Destination[]>;
  /**
   * Writes the given values, records the write as drift and bumps the serial, in one transaction
   * (`executor`'s when given); undefined when not found or soft-deleted. `by` made the write (null: unknown).
   */
  update(orgId: string, id: string, values: DestinationWrite, executor?: Executor, by?: Actor | null): Promise<Destination | undefined>;
  /** Inserts a destination (config state: bumps the serial). */
  create(orgId: string, input: NewDestination, trx?: Executor): Promise<Destination>;
}

type Row = DestinationsTable & { capacity_domain_ids: string };

/** Roughly the characters a destination holds in memory, for the read cache's bound. */
const rowSize = (row: Row): number => row.config.length + (row.tags?.length ?? 0) + row.capacity_domain_ids.length + 256;

function toDestination(row: Row, secrets: HeaderSeal): Destination {
  const domains = parseJson<{ capacity_domain_id: string }[]>(row.capacity_domain_ids, []);
  const destination: Destination = {
    id: row.id,
    org_id: row.org_id,
    updated_at: row.updated_at,
    label: row.label,
    type: row.type,
    config: secrets.openConfig(row.org_id, parseJson<WebhookConfig>(row.config, { url: '' })),
    capacity_domain_ids: domains.map((d) => d.capacity_domain_id).sort(),
    tags: parseJson<Record<string, string>>(row.tags, {}),
  };
  return {
    ...destination,
    ...(row.deleted_at === null ? {} : { deleted_at: row.deleted_at }),
    ...(row.credential_id === null ? {} : { credential_id: row.credential_id }),
  };
}

function selectDestinations(db: Executor, orgId: string) {
  return db
    .selectFrom('destinations as d')
    .selectAll('d')
    .select((eb) =>
      jsonArrayText(
        db,
        eb.selectFrom('capacity_domain_members as m').select('m.capacity_domain_id').whereRef('m.destination_id', '=', 'd.id'),
      ).as('capacity_domain_ids'),
    )
    .where('d.org_id', '=', orgId);
}

export interface DestinationRepositoryOptions {
  readonly cacheLimits?: ReadCacheLimits;
  /** Seals sensitive header values in rows; without it they are stored as given (tests only). */
  readonly secrets?: HeaderSeal;
}

export function createDestinationRepository(db: Db, readNow?: ImmediateReader, options: DestinationRepositoryOptions = {}): DestinationRepository {
  const secrets = options.secrets ?? UNSEALED;
  const cacheLimits = options.cacheLimits ?? DEFAULT_READ_CACHE_LIMITS;
  // GET destination is the hottest read: compiled once, and read at once when the engine allows.
  const byId = prepareQuery(['orgId', 'id'], (p) => selectDestinations(db, p.orgId).where('d.id', '=', p.id).where('d.deleted_at', 'is', null), readNow);
  const getIn = async (executor: Executor, orgId: string, id: string) => {
    const [row] = await byId.execute(executor, { orgId, id });
    return row === undefined ? undefined : toDestination(row as unknown as Row, secrets);
  };
  // Found destinations only (unknown ids must not fill memory); keyed by org too, so a
  // destination is never found through another org. The version is looked at before the read,
  // so a kept entry is never newer than its version says (older is only a wasted entry).
  const cache = createReadCache<Destination>(cacheLimits);
  const nextVersion = readNow === undefined ? undefined : versionPerTurn(readNow.version);
  const getCached = async (orgId: string, id: string) => {
    const version = await nextVersion?.();
    if (version === undefined) return getIn(db, orgId, id);
    // Length-prefixed: no pair of org and id can spell another pair's key.
    const key = `${orgId.length}:${orgId}/${id}`;
    return cache.read(key, version, async () => {
      const [row] = await byId.execute(db, { orgId, id });
      return row === undefined ? undefined : { value: toDestination(row as unknown as Row, secrets), size: rowSize(row as unknown as Row) };
    });
  };
  return {
    get: (orgId, id, executor) => (executor === undefined ? getCached(orgId, id) : getIn(executor, orgId, id)),
    async list(orgId, options = {}) {
      let query = selectDestinations(db, orgId);
      if (options.includeDeleted !== true) query = query.where('d.deleted_at', 'is', null);
      const rows = await query.orderBy('d.label').orderBy('d.id').execute();
      return rows.map((row) => toDestination(row as unknown as Row, secrets));
    },
    update(orgId, id, values, executor, by = null) {
      const run = async (trx: Executor) => {
        const current = await getIn(trx, orgId, id);
        if (!current) return undefined;
        const type = values.type ?? current.type;
        const config = values.config ?? current.config;
        const credentialId = values.credential_id ?? current.credential_id;
        const at = now();
        await trx
          .updateTable('destinations')
          .set({
            type,
            config: JSON.stringify(secrets.sealConfig(orgId, config)),
            credential_id: credentialId ?? null,
            updated_at: at,
          })
          .where('id', '=', id)
          .where('org_id', '=', orgId)
          .execute();
        // A direct write, not an applied revision: plans name it as drift until the next apply.
        const fields = changedFields(
          { type: current.type, config: current.config, credential_id: current.credential_id ?? null },
          { type, config, credential_id: credentialId ?? null },
        );
        await recordApiChange(trx, orgId, 'destination', id, fields, at, by === null ? null : { ...by, at });
        await bumpSerial(trx, orgId);
        return getIn(trx, orgId, id);
      };
      return executor ? run(executor) : db.transaction().execute(run);
    },
    async create(orgId, input, trx) {
      const run = async (executor: Executor) => {
        const id = input.id ?? newId();
        await executor
          .insertInto('destinations')
          .values({
            id,
            org_id: orgId,
            label: input.label,
            type: input.type,
            config: JSON.stringify(secrets.sealConfig(orgId, input.config)),
            credential_id: input.credential_id ?? null,
            tags: JSON.stringify(input.tags ?? {}),
            protect: toFlag(input.protect ?? false),
            updated_at: now(),
            deleted_at: null,
          })
          .execute();
        await bumpSerial(executor, orgId);
        const created = await getIn(executor, orgId, id);
        if (!created) throw new Error(`destination ${id} vanished after insert`);
        return created;
      };
      return trx ? run(trx) : db.transaction().execute(run);
    },
  };
}
