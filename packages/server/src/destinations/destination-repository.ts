// Destination rows, read and written as they are: no cache here (cached-destination-repository.ts
// wraps this one). Every write bumps the org's serial; a direct write is recorded as drift in the
// same transaction. Sensitive header values are sealed in the row (crypto/header-seal.ts) and
// opened when read. The rules of a PATCH: destination-service.ts.
import type { ActionVersion, Actor, DestinationState } from '@capctl/core';
import { UNSEALED, type HeaderSeal } from '../crypto/header-seal.js';
import { TABLE_SPECS } from '../config/table-spec.js';
import type { Destination, WebhookConfig } from '../resources.js';
import { changedFields, recordApiChange } from '../config/config-changes.js';
import { bumpSerial } from '../config/config-state-repository.js';
import type { ImmediateReader } from '../storage/engines/engine.js';
import { prepareQuery } from '../storage/prepared-query.js';
import { jsonArrayText } from '../storage/engines/engine-sql.js';
import type { Db, DestinationsTable, Executor } from '../tables/database.js';
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
  /** A destination that is not soft-deleted, or undefined; read within `executor` when given. */
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

const NO_HISTORY = new Map<string, readonly ActionVersion[]>();

/** The API's view of a row: the kind's fields as the state reads them (table-spec.ts), with the service's own. */
function toDestination(row: Row, secrets: HeaderSeal): Destination {
  const state = TABLE_SPECS.destination.toState(row as unknown as Record<string, unknown>, { orgId: row.org_id, history: NO_HISTORY, secrets }) as DestinationState;
  // `protect` is config-as-code's own and not part of the API's destination.
  const { id, protect: _protect, deleted_at: deletedAt, credential_id: credentialId, drift: _drift, ...fields } = state;
  const domains = parseJson<{ capacity_domain_id: string }[]>(row.capacity_domain_ids, []);
  const destination: Destination = {
    id,
    org_id: row.org_id,
    updated_at: row.updated_at,
    ...fields,
    capacity_domain_ids: domains.map((d) => d.capacity_domain_id).sort(),
  };
  return {
    ...destination,
    ...(deletedAt === null ? {} : { deleted_at: deletedAt }),
    ...(credentialId === null ? {} : { credential_id: credentialId }),
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
  /** Seals sensitive header values in rows; without it they are stored as given (tests only). */
  readonly secrets?: HeaderSeal;
  /** The storage's immediate reader (Storage.readNow): a get outside a transaction skips kysely's queue. */
  readonly readNow?: ImmediateReader;
  /** The time a direct write (drift) is stamped with; default the system clock. */
  readonly clock?: () => Date;
}

export function createDestinationRepository(db: Db, options: DestinationRepositoryOptions = {}): DestinationRepository {
  const secrets = options.secrets ?? UNSEALED;
  // GET destination is the hottest read: compiled once, and read at once when the engine allows.
  const byId = prepareQuery(['orgId', 'id'], (p) => selectDestinations(db, p.orgId).where('d.id', '=', p.id).where('d.deleted_at', 'is', null), options.readNow);
  const getIn = async (executor: Executor, orgId: string, id: string) => {
    const [row] = await byId.execute(executor, { orgId, id });
    return row === undefined ? undefined : toDestination(row as unknown as Row, secrets);
  };
  return {
    get: (orgId, id, executor) => getIn(executor ?? db, orgId, id),
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
        const at = options.clock?.().toISOString() ?? now();
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
