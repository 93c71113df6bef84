// The credential use cases of the config service: the rules of credential-service.ts, with a
// missing credential raised as not_found, so every caller answers it the same way.
import type { Caller, ConfigService, Credential, CredentialChange, NewCredential } from '@capctl/core';
import { createCredentialService, type CredentialPatch } from '../credentials/credential-service.js';
import type { CredentialRepository, NewCredential as StoredInput } from '../credentials/credential-repository.js';
import { notFound, ServiceError } from '../http/errors.js';
import type { Db } from '../tables/database.js';

/** The bounds of openapi.yaml's CredentialCreate / CredentialPatch strings. */
const LENGTHS = { label: 200, type: 100, provider: 100 } as const;

/**
 * The string bounds the HTTP route's schema checks, for callers that reach the use case without
 * a route (local mode): the same 400, in the schema check's words, at the same pointer.
 */
function checkLengths(fields: Partial<Record<keyof typeof LENGTHS, unknown>>): void {
  for (const [name, max] of Object.entries(LENGTHS)) {
    const value = fields[name as keyof typeof LENGTHS];
    if (typeof value !== 'string') continue;
    const problem = value.length < 1 ? 'must NOT have fewer than 1 characters' : value.length > max ? `must NOT have more than ${max} characters` : undefined;
    if (problem !== undefined) throw new ServiceError('invalid_request', `body /${name} ${problem}; correct it`, { pointer: `/${name}` });
  }
}

type CredentialCases = Pick<ConfigService, 'createCredential' | 'listCredentials' | 'updateCredential' | 'deleteCredential'>;

export function createCredentialCases(db: Db, repo: CredentialRepository): CredentialCases {
  const service = createCredentialService(db, repo);
  const found = (credential: Credential | undefined, id: string): Credential => {
    if (credential === undefined) throw notFound('credential', id);
    return credential;
  };
  return {
    // The metadata is JSON (the request's, or the CLI's parsed --metadata): the repository's JSON types hold.
    createCredential: (_actor: Caller, orgId: string, input: NewCredential) => {
      checkLengths(input);
      return service.create(orgId, input as StoredInput);
    },
    listCredentials: (orgId: string) => repo.list(orgId),
    updateCredential: async (_actor: Caller, orgId: string, id: string, change: CredentialChange) => {
      checkLengths(change);
      return found(await service.update(orgId, id, change as CredentialPatch), id);
    },
    deleteCredential: async (_actor: Caller, orgId: string, id: string) => found(await service.remove(orgId, id), id),
  };
}
