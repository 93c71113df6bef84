// The rules of PATCH destination: the config is merged (RFC 7396), a secret header sent back as
// the `(sensitive)` placeholder keeps its stored value (core's rule), the result must still be a
// destination a definition may hold, and a patch that changes nothing writes nothing.
import { isDeepStrictEqual } from 'node:util';
import { escapeSegment, keepStoredConfigSecrets, SENSITIVE_VALUE, type Actor, type JsonObject, type JsonValue } from '@capctl/core';
import type { CredentialRepository } from '../credentials/credential-repository.js';
import { invalidField } from '../http/errors.js';
import { mergePatch } from '../http/merge-patch.js';
import type { Destination, WebhookConfig } from '../resources.js';
import type { Db } from '../tables/database.js';
import type { DestinationRepository } from './destination-repository.js';
import { assertDefinableDestination } from './destination-rules.js';

/** The body of PATCH destination. */
export interface DestinationPatch {
  readonly type?: string;
  /** RFC 7396 merge patch of the config. */
  readonly config?: Record<string, JsonValue>;
  readonly credential_id?: string;
}

export interface DestinationService {
  /** Applies a PATCH; undefined when not found or soft-deleted; a 400 ServiceError when a rule refuses it. */
  update(orgId: string, id: string, patch: DestinationPatch, by?: Actor | null): Promise<Destination | undefined>;
}

export interface DestinationServiceDeps {
  readonly db: Db;
  readonly destinations: DestinationRepository;
  readonly credentials: CredentialRepository;
}

/**
 * Responses mask secret header values as `(sensitive)`, so a client that sends back what it read
 * must not store the placeholder: it keeps the stored value, and is refused where none is stored.
 */
function keepStoredValues(config: WebhookConfig, stored: WebhookConfig): WebhookConfig {
  const kept = keepStoredConfigSecrets(config as unknown as JsonObject, stored as unknown as JsonObject);
  const [missing] = kept.missing;
  if (missing !== undefined) {
    throw invalidField(`/config/headers/${escapeSegment(missing)}`, `is the placeholder ${SENSITIVE_VALUE}, but no value is stored to keep; send the real value`);
  }
  return kept.config as unknown as WebhookConfig;
}

export function createDestinationService({ db, destinations, credentials }: DestinationServiceDeps): DestinationService {
  return {
    update(orgId, id, patch, by = null) {
      return db.transaction().execute(async (trx) => {
        const current = await destinations.get(orgId, id, trx);
        if (!current) return undefined;
        if (patch.credential_id !== undefined && (await credentials.get(orgId, patch.credential_id, trx)) === undefined) {
          throw invalidField('/credential_id', `no credential ${JSON.stringify(patch.credential_id)} in this org; create it first or use the id of an existing one`);
        }
        const merged = patch.config === undefined ? current.config : (mergePatch(current.config as never, patch.config) as unknown as WebhookConfig);
        const config = patch.config === undefined ? merged : keepStoredValues(merged, current.config);
        const type = patch.type ?? current.type;
        if (patch.config !== undefined || patch.type !== undefined) assertDefinableDestination(current.label, type, config);
        const credentialId = patch.credential_id ?? current.credential_id;
        // A patch that changes nothing writes nothing: it must not make planned revisions stale.
        if (type === current.type && credentialId === current.credential_id && isDeepStrictEqual(config, current.config)) return current;
        return destinations.update(orgId, id, { type, config, ...(credentialId === undefined ? {} : { credential_id: credentialId }) }, trx, by);
      });
    },
  };
}
