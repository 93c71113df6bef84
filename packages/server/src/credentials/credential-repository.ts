// Credential rows: metadata in the clear, the secret sealed with AES-256-GCM and never selected
// for a response. `version` starts at 1 and increments with each secret written. The rules of
// create and PATCH: credential-service.ts.
import { sql } from 'kysely';
import { KIND_MODULES, type JsonObject } from '@capctl/core';
import type { SecretBox } from '../crypto/secret-box.js';
import type { Credential } from '../resources.js';
import type { CredentialsTable, Db, Executor } from '../tables/database.js';
import { newId, now, parseJson, withoutNulls } from '../storage/rows.js';

export type CredentialSecret = Readonly<Record<string, string>>;

export interface NewCredential {
  readonly label: string;
  readonly type: string;
  readonly provider: string;
  readonly metadata?: JsonObject;
  readonly secret?: CredentialSecret;
  readonly expires_at?: string;
}

/** The new values of a write; an absent field keeps its stored value. A secret bumps the version. */
export interface CredentialWrite {
  readonly label?: string;
  readonly metadata?: JsonObject;
  readonly secret?: CredentialSecret;
}

export interface CredentialRepository {
  create(orgId: string, input: NewCredential, executor?: Executor): Promise<Credential>;
  /** A credential that is not soft-deleted, or undefined; read within `executor` when given. */
  get(orgId: string, id: string, executor?: Executor): Promise<Credential | undefined>;
  list(orgId: string): Promise<Credential[]>;
  /** Undefined when not found or soft-deleted. */
  update(orgId: string, id: string, values: CredentialWrite, executor?: Executor): Promise<Credential | undefined>;
  /** Whether a live credential other than `exceptId` has this label. */
  labelInUse(orgId: string, label: string, exceptId?: string, executor?: Executor): Promise<boolean>;
  /** The opened secret of a credential, or undefined when it has none. */
  secretOf(orgId: string, id: string, executor?: Executor): Promise<CredentialSecret | undefined>;
  /** The live objects that use the credential, as `kind name`, sorted. */
  usersOf(orgId: string, id: string, executor?: Executor): Promise<string[]>;
  /**
   * Takes the org's write lock (the apply's, a no-op UPDATE of its row), so that no apply can
   * make an object use the credential between checking its users and deleting it.
   */
  lockOrg(orgId: string, executor: Executor): Promise<void>;
  /** Marks a live credential deleted; undefined when not found or already deleted. */
  softDelete(orgId: string, id: string, executor: Executor): Promise<Credential | undefined>;
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

async function labelInUse(db: Executor, orgId: string, label: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('credentials').select('id').where('org_id', '=', orgId).where('label', '=', label).where('deleted_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The kinds whose objects may hold a credential: those with a `credential_id` field. */
const HOLDERS = KIND_MODULES.filter((k) => k.fields.some((f) => f.name === 'credential_id'));

/** Every live object that may hold a credential, by the name users know it by. */
async function usersOf(db: Executor, orgId: string, id: string): Promise<string[]> {
  const named = await Promise.all(HOLDERS.map(async (k) => {
    const rows = await db.selectFrom(k.collection as 'destinations').select(`${k.nameField} as name` as 'label as name')
      .where('org_id', '=', orgId).where('credential_id', '=', id).where('deleted_at', 'is', null).execute();
    return rows.map((r) => `${k.noun} ${r.name}`);
  }));
  return named.flat().sort();
}

/** What a credential's secret is sealed to (the AES-GCM additional data): its org and id. */
export const credentialSecretContext = (orgId: string, id: string): string => `credential:${orgId}:${id}`;

export function createCredentialRepository(db: Db, box: SecretBox): CredentialRepository {
  const seal = (orgId: string, id: string, secret: CredentialSecret) => {
    const sealed = box.seal(JSON.stringify(secret), credentialSecretContext(orgId, id));
    return { secret_ciphertext: sealed.ciphertext, secret_iv: sealed.iv, secret_tag: sealed.tag };
  };
  const getIn = async (executor: Executor, orgId: string, id: string) => {
    const row = await executor.selectFrom('credentials').select(PUBLIC_COLUMNS).where('org_id', '=', orgId).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    return row === undefined ? undefined : toCredential(row);
  };
  const secretOf = async (executor: Executor, orgId: string, id: string): Promise<CredentialSecret | undefined> => {
    const row = await executor.selectFrom('credentials').select(['secret_ciphertext', 'secret_iv', 'secret_tag']).where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
    if (row === undefined || row.secret_ciphertext === null || row.secret_iv === null || row.secret_tag === null) return undefined;
    return JSON.parse(box.open({ ciphertext: row.secret_ciphertext, iv: row.secret_iv, tag: row.secret_tag }, credentialSecretContext(orgId, id))) as CredentialSecret;
  };
  return {
    get: (orgId, id, executor) => getIn(executor ?? db, orgId, id),
    labelInUse: (orgId, label, exceptId, executor) => labelInUse(executor ?? db, orgId, label, exceptId),
    secretOf: (orgId, id, executor) => secretOf(executor ?? db, orgId, id),
    usersOf: (orgId, id, executor) => usersOf(executor ?? db, orgId, id),
    async lockOrg(orgId, executor) {
      await executor.updateTable('orgs').set({ serial: sql<number>`serial` }).where('id', '=', orgId).execute();
    },
    async softDelete(orgId, id, executor) {
      const current = await getIn(executor, orgId, id);
      if (!current) return undefined;
      const at = now();
      await executor.updateTable('credentials').set({ deleted_at: at, updated_at: at }).where('id', '=', id).where('org_id', '=', orgId).execute();
      const row = await executor.selectFrom('credentials').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row === undefined ? undefined : toCredential(row);
    },
    async list(orgId) {
      const rows = await db.selectFrom('credentials').select(PUBLIC_COLUMNS).where('org_id', '=', orgId).where('deleted_at', 'is', null).orderBy('label').execute();
      return rows.map(toCredential);
    },
    create(orgId, input, executor) {
      const run = async (trx: Executor) => {
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
      };
      return executor ? run(executor) : db.transaction().execute(run);
    },
    update(orgId, id, values, executor) {
      const run = async (trx: Executor) => {
        const current = await getIn(trx, orgId, id);
        if (!current) return undefined;
        await trx
          .updateTable('credentials')
          .set({
            label: values.label ?? current.label,
            metadata: JSON.stringify(values.metadata ?? current.metadata),
            ...(values.secret === undefined ? {} : { ...seal(orgId, id, values.secret), version: current.version + 1 }),
            updated_at: now(),
          })
          .where('id', '=', id)
          .execute();
        return getIn(trx, orgId, id);
      };
      return executor ? run(executor) : db.transaction().execute(run);
    },
  };
}
