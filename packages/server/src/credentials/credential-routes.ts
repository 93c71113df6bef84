// Credentials: create and PATCH take a write-only secret; no response ever carries it. DELETE is
// a soft delete, refused while an object of the config state uses the credential.
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import type { NewCredential } from './credential-repository.js';
import { createCredentialService, type CredentialPatch } from './credential-service.js';
import { registerOperation, type OrgItemParams, type OrgParams } from '../http/operation.js';

export function registerCredentialRoutes(app: FastifyInstance): void {
  const repo = app.repos.credentials;
  const service = createCredentialService(app.storage.db, repo);
  registerOperation<{ Params: OrgParams; Body: NewCredential }>(app, 'createCredential', async (request) =>
    ok(await service.create(request.params.org_id, request.body)),
  );
  registerOperation<{ Params: OrgParams }>(app, 'listCredentials', async (request) => ok(await repo.list(request.params.org_id)));
  registerOperation<{ Params: OrgItemParams; Body: CredentialPatch }>(app, 'patchCredential', async (request) => {
    const credential = await service.update(request.params.org_id, request.params.id, request.body);
    if (!credential) throw notFound('credential', request.params.id);
    return ok(credential);
  });
  registerOperation<{ Params: OrgItemParams }>(app, 'deleteCredential', async (request) => {
    const credential = await service.remove(request.params.org_id, request.params.id);
    if (!credential) throw notFound('credential', request.params.id);
    return ok(credential);
  });
}
