// The credential use cases of the config service: the rules of credential-service.ts, with a
// missing credential raised as not_found, so every caller answers it the same way.
import type { Actor, ConfigService, Credential, CredentialChange, NewCredential } from '@capctl/core';
import { createCredentialService, type CredentialPatch } from '../credentials/credential-service.js';
import type { CredentialRepository, NewCredential as StoredInput } from '../credentials/credential-repository.js';
import { notFound } from '../http/errors.js';
import type { Db } from '../storage/database.js';

type CredentialCases = Pick<ConfigService, 'createCredential' | 'listCredentials' | 'updateCredential' | 'deleteCredential'>;

export function createCredentialCases(db: Db, repo: CredentialRepository): CredentialCases {
  const service = createCredentialService(db, repo);
  const found = (credential: Credential | undefined, id: string): Credential => {
    if (credential === undefined) throw notFound('credential', id);
    return credential;
  };
  return {
    // The metadata is JSON (the request's, or the CLI's parsed --metadata): the repository's JSON types hold.
    createCredential: (_actor: Actor, orgId: string, input: NewCredential) => service.create(orgId, input as StoredInput),
    listCredentials: (orgId: string) => repo.list(orgId),
    updateCredential: async (_actor: Actor, orgId: string, id: string, change: CredentialChange) =>
      found(await service.update(orgId, id, change as CredentialPatch), id),
    deleteCredential: async (_actor: Actor, orgId: string, id: string) => found(await service.remove(orgId, id), id),
  };
}
