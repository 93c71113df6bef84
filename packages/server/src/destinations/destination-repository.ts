// Destinations as the API shows them. They are config state: they are created by applying a
// revision, and an out-of-band PATCH bumps the org's serial and is recorded as drift in the
// same transaction. A get is kept in a read cache until the database changes (see
// read-cache.ts). Sensitive header values are sealed in the row (crypto/header-seal.ts) and
// opened when read.
import { isDeepStrictEqual } from 'node:util';
import { keepStoredSecrets, SENSITIVE_VALUE, sensitiveHeadersOf, type JsonObject, type JsonValue } from '@capctl/core';
import { UNSEALED, type HeaderSeal } from '../crypto/header-seal.js';
import { invalidField } from '../http/errors.js';
import { mergePatch } from '../http/merge-patch.js';
import type { Destination, WebhookConfig } from '../resources.js';
import { changedFields, recordApiChange } from '../revisions/config-changes.js';
import { bumpSerial } from '../revisions/config-state-repository.js';
import { assertDefinableDestination } from './destination-rules.js';
import type { ImmediateReader } from '../storage/open-storage.js';
import { prepareQuery } from '../storage/prepared-query.js';
import { jsonArrayText } from '../storage/engines/engine-sql.js';
import { createReadCache, DEFAULT_READ_CACHE_LIMITS, type ReadCacheLimits } from '../storage/read-cache.js';
import { versionPerTurn } from '../storage/version-turn.js';
import type { Db, DestinationsTable, Executor } from '../storage/database.js';
import { newId, now, parseJson, toFlag } from '../storage/rows.js';

export interface DestinationPatch {
  readonly type?: string;
  /** RFC 7396 merge patch of the config. */
  readonly config?: Record<string, JsonValue>;
  readonly credential_id?: string;
}

export interface NewDestination {
  readonly id?: string;
  readonly label: string;
  readonly type: string;
  readonly config: WebhookConfig;
  readonly credential_id?: string | null;
  readonly tags?: Readonly<Record<string, string>>;
  readonly protect?: boolean;
}

export interface DestinationRepository {
  /** A destination that is not soft-deleted, or undefined. */
  get(orgId: string, id: string): Promise<Destination | undefined>;
  list(orgId: string, options?: { includeDeleted?: boolean }): Promise<Destination[]>;
  /** Applies a partial update and bumps the serial; undefined when not found or soft-deleted. */
  update(orgId: string, id: string, patch: DestinationPatch): Promise<Destination | undefined>;
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

/**
 * Responses mask secret header values as `(sensitive)`, so a client that sends back what it read
 * must not store the placeholder: it keeps the stored value (core's rule), and is refused where
 * none is stored.
 */
function keepStoredValues(config: WebhookConfig, stored: WebhookConfig): WebhookConfig {
  const headers = config.headers;
  if (headers === undefined) return config;
  const extra = [...sensitiveHeadersOf(config), ...sensitiveHeadersOf(stored)];
  const kept = keepStoredSecrets(headers as JsonObject, stored.headers as JsonObject | undefined, extra);
  const [missing] = kept.missing;
  if (missing !== undefined) {
    throw invalidField(`/config/headers/${missing}`, `is the placeholder ${SENSITIVE_VALUE}, but no value is stored to keep; send the real value`);
  }
  return { ...config, headers: kept.headers as Record<string, string> };
}

async function assertCredential(db: Executor, orgId: string, credentialId: string): Promise<void> {
  const found = await db
    .selectFrom('credentials')
    .select('id')
    .where('org_id', '=', orgId)
    .where('id', '=', credentialId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!found) throw invalidField('/credential_id', `no credential ${JSON.stringify(credentialId)} in this org; create it first or use the id of an existing one`);
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
    const hit = cache.get(key, version);
    if (hit !== undefined) return hit;
    const [row] = await byId.execute(db, { orgId, id });
    if (row === undefined) return undefined;
    const destination = toDestination(row as unknown as Row, secrets);
    cache.set(key, version, destination, rowSize(row as unknown as Row));
    return destination;
  };
  return {
    get: getCached,
    async list(orgId, options = {}) {
      let query = selectDestinations(db, orgId);
      if (options.includeDeleted !== true) query = query.where('d.deleted_at', 'is', null);
      const rows = await query.orderBy('d.label').orderBy('d.id').execute();
      return rows.map((row) => toDestination(row as unknown as Row, secrets));
    },
    update(orgId, id, patch) {
      return db.transaction().execute(async (trx) => {
        const current = await getIn(trx, orgId, id);
        if (!current) return undefined;
        if (patch.credential_id !== undefined) await assertCredential(trx, orgId, patch.credential_id);
        const config = patch.config === undefined ? current.config : keepStoredValues(mergePatch(current.config as never, patch.config) as unknown as WebhookConfig, current.config);
        const type = patch.type ?? current.type;
        if (patch.config !== undefined || patch.type !== undefined) assertDefinableDestination(current.label, type, config);
        const credentialId = patch.credential_id ?? current.credential_id;
        // A patch that changes nothing writes nothing: it must not make planned revisions stale.
        if (type === current.type && credentialId === current.credential_id && isDeepStrictEqual(config, current.config)) return current;
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
        await recordApiChange(trx, orgId, 'destination', id, fields, at);
        await bumpSerial(trx, orgId);
        return getIn(trx, orgId, id);
      });
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
