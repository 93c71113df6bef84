// The rules of credential writes: a label is unique among an org's live credentials (409), the
// metadata is merged (RFC 7396), and the version moves only when the secret really changes.
import { isDeepStrictEqual } from 'node:util';
import type { JsonObject, JsonValue } from '@capctl/core';
import { ServiceError } from '../http/errors.js';
import { mergePatch } from '../http/merge-patch.js';
import type { Credential } from '../resources.js';
import type { Db } from '../tables/database.js';
import { isUniqueViolation } from '../storage/engines/engine-errors.js';
import type { CredentialRepository, CredentialSecret, NewCredential } from './credential-repository.js';

/** The body of PATCH credential. */
export interface CredentialPatch {
  readonly label?: string;
  /** RFC 7396 merge patch of the metadata. */
  readonly metadata?: JsonObject;
  readonly secret?: CredentialSecret;
}

export interface CredentialService {
  create(orgId: string, input: NewCredential): Promise<Credential>;
  /** Undefined when not found or soft-deleted. */
  update(orgId: string, id: string, patch: CredentialPatch): Promise<Credential | undefined>;
  /** Soft delete; undefined when not found; 409 while an object of the config state uses it. */
  remove(orgId: string, id: string): Promise<Credential | undefined>;
}

const labelTaken = (label: string) =>
  new ServiceError('conflict', `a credential labelled ${JSON.stringify(label)} already exists in this org; choose another label or update that one`, { pointer: '/label' });

/**
 * Two requests may both find a label free and insert it (PostgreSQL reads committed data only):
 * the unique index refuses the second, which gets the same answer as if it had seen the first.
 */
async function sameLabelRace<T>(label: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw label !== undefined && isUniqueViolation(error) ? labelTaken(label) : error;
  }
}

export function createCredentialService(db: Db, credentials: CredentialRepository): CredentialService {
  return {
    create(orgId, input) {
      return sameLabelRace(input.label, () => db.transaction().execute(async (trx) => {
        if (await credentials.labelInUse(orgId, input.label, undefined, trx)) throw labelTaken(input.label);
        return credentials.create(orgId, input, trx);
      }));
    },
    remove(orgId, id) {
      return db.transaction().execute(async (trx) => {
        await credentials.lockOrg(orgId, trx);
        const current = await credentials.get(orgId, id, trx);
        if (!current) return undefined;
        const users = await credentials.usersOf(orgId, id, trx);
        if (users.length > 0) {
          throw new ServiceError('conflict', `credential ${JSON.stringify(current.label)} is used by ${users.join(', ')}; remove it from them (apply a definition without it) before deleting it`);
        }
        return credentials.softDelete(orgId, id, trx);
      });
    },
    update(orgId, id, patch) {
      return sameLabelRace(patch.label, () => db.transaction().execute(async (trx) => {
        const current = await credentials.get(orgId, id, trx);
        if (!current) return undefined;
        if (patch.label !== undefined && (await credentials.labelInUse(orgId, patch.label, id, trx))) throw labelTaken(patch.label);
        const changed = patch.secret !== undefined && !isDeepStrictEqual(await credentials.secretOf(orgId, id, trx), patch.secret);
        return credentials.update(orgId, id, {
          ...(patch.label === undefined ? {} : { label: patch.label }),
          ...(patch.metadata === undefined ? {} : { metadata: mergePatch(current.metadata, patch.metadata as JsonValue) as typeof current.metadata }),
          ...(changed && patch.secret !== undefined ? { secret: patch.secret } : {}),
        }, trx);
      }));
    },
  };
}
