// Credentials: metadata in the clear, the secret sealed with AES-256-GCM and never selected
// for a response. `version` starts at 1 and increments when the secret changes.
import { isDeepStrictEqual } from 'node:util';
import type { JsonObject, JsonValue } from '@capctl/core';
import type { SecretBox } from '../crypto/secret-box.js';
import { ServiceError } from '../errors.js';
import { mergePatch } from '../merge-patch.js';
import type { Credential } from '../resources.js';
import type { CredentialsTable, Db, Executor } from './database.js';
import { newId, now, parseJson, withoutNulls } from './rows.js';
import { isUniqueViolation } from './engines/engine-errors.js';

export type CredentialSecret = Readonly<Record<string, string>>;

export interface NewCredential {
  readonly label: string;
  readonly type: string;
  readonly provider: string;
  readonly metadata?: JsonObject;
  readonly secret?: CredentialSecret;
  readonly expires_at?: string;
}

export interface CredentialPatch {
  readonly label?: string;
  /** RFC 7396 merge patch of the metadata. */
  readonly metadata?: JsonObject;
  readonly secret?: CredentialSecret;
}

export interface CredentialRepository {
  create(orgId: string, input: NewCredential): Promise<Credential>;
  get(orgId: string, id: string): Promise<Credential | undefined>;
  list(orgId: string): Promise<Credential[]>;
  /** Undefined when not found or soft-deleted. */
  update(orgId: string, id: string, patch: CredentialPatch): Promise<Credential | undefined>;
}

/** Every column except the sealed secret: responses are built from these only. */
const PUBLIC_COLUMNS = ['id', 'org_id', 'label', 'type', 'provider', 'version', 'metadata', 'expires_at', 'updated_at', 'deleted_at'] as const;
type PublicRow = Pick<CredentialsTable, (typeof PUBLIC_COLUMNS)[number]>;

function toCredential(row: PublicRow): Credential {
  return withoutNulls({
    id: row.id,
    org_id: row.org_id,
    type: row.type,
    provider: row.provider,
    updated_at: row.updated_at,
    label: row.label,
    version: row.version,
    metadata: parseJson<JsonObject>(row.metadata, {}),
    expires_at: row.expires_at ?? undefined,
    deleted_at: row.deleted_at ?? undefined,
  }) as Credential;
}

const labelTaken = (label: string) =>
  new ServiceError('conflict', `a credential labelled ${JSON.stringify(label)} already exists in this org; choose another label or update that one`, { pointer: '/label' });

/**
 * Two requests may both find a label free and insert it (PostgreSQL reads committed data only):
 * the unique index refuses the second, which gets the same answer as if it had seen the first.
 */
async function sameLabelRace<T>(label: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isUniqueViolation(error) ? labelTaken(label) : error;
  }
}

async function labelInUse(db: Executor, orgId: string, label: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('credentials').select('id').where('org_id', '=', orgId).where('label', '=', label).where('deleted_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function createCredentialRepository(db: Db, box: SecretBox): CredentialRepository {
  const context = (orgId: string, id: string) => `credential:${orgId}:${id}`;
  const seal = (orgId: string, id: string, secret: CredentialSecret) => {
    const sealed = box.seal(JSON.stringify(secret), context(orgId, id));
    return { secret_ciphertext: sealed.ciphertext, secret_iv: sealed.iv, secret_tag: sealed.tag };
  };
  const getIn = async (executor: Executor, orgId: string, id: string) => {
    const row = await executor.selectFrom('credentials').select(PUBLIC_COLUMNS).where('org_id', '=', orgId).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    return row === undefined ? undefined : toCredential(row);
  };
  const secretChanged = async (executor: Executor, orgId: string, id: string, secret: CredentialSecret): Promise<boolean> => {
    const row = await executor.selectFrom('credentials').select(['secret_ciphertext', 'secret_iv', 'secret_tag']).where('id', '=', id).executeTakeFirstOrThrow();
    if (row.secret_ciphertext === null || row.secret_iv === null || row.secret_tag === null) return true;
    const current = JSON.parse(box.open({ ciphertext: row.secret_ciphertext, iv: row.secret_iv, tag: row.secret_tag }, context(orgId, id))) as unknown;
    return !isDeepStrictEqual(current, secret);
  };
  return {
    get: (orgId, id) => getIn(db, orgId, id),
    async list(orgId) {
      const rows = await db.selectFrom('credentials').select(PUBLIC_COLUMNS).where('org_id', '=', orgId).where('deleted_at', 'is', null).orderBy('label').execute();
      return rows.map(toCredential);
    },
    create(orgId, input) {
      return sameLabelRace(input.label, () => db.transaction().execute(async (trx) => {
        if (await labelInUse(trx, orgId, input.label)) throw labelTaken(input.label);
        const id = newId();
        const sealed = input.secret === undefined ? { secret_ciphertext: null, secret_iv: null, secret_tag: null } : seal(orgId, id, input.secret);
        await trx
          .insertInto('credentials')
          .values({
            id,
            org_id: orgId,
            label: input.label,
            type: input.type,
            provider: input.provider,
            version: 1,
            metadata: JSON.stringify(input.metadata ?? {}),
            ...sealed,
            expires_at: input.expires_at ?? null,
            updated_at: now(),
            deleted_at: null,
          })
          .execute();
        return (await getIn(trx, orgId, id)) as Credential;
      }));
    },
    update(orgId, id, patch) {
      const update = () => db.transaction().execute(async (trx) => {
        const current = await getIn(trx, orgId, id);
        if (!current) return undefined;
        if (patch.label !== undefined && (await labelInUse(trx, orgId, patch.label, id))) throw labelTaken(patch.label);
        const bump = patch.secret !== undefined && (await secretChanged(trx, orgId, id, patch.secret));
        const metadata = patch.metadata === undefined ? current.metadata : mergePatch(current.metadata, patch.metadata as JsonValue);
        await trx
          .updateTable('credentials')
          .set({
            label: patch.label ?? current.label,
            metadata: JSON.stringify(metadata),
            ...(bump && patch.secret ? { ...seal(orgId, id, patch.secret), version: current.version + 1 } : {}),
            updated_at: now(),
          })
          .where('id', '=', id)
          .execute();
        return getIn(trx, orgId, id);
      });
      return patch.label === undefined ? update() : sameLabelRace(patch.label, update);
    },
  };
}
