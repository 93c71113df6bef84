// Credentials: create and PATCH take a write-only secret; no response ever carries it. DELETE is
// a soft delete, refused while an object of the config state uses the credential. The rules
// live in the config service's credential use cases.
import type { FastifyInstance } from 'fastify';
import type { CredentialChange, NewCredential } from '@capctl/core';
import { ok } from '../http/envelope.js';
import { registerOperation, type OrgItemParams, type OrgParams } from '../http/operation.js';
import { requestCaller } from '../use-cases/request-actor.js';

export function registerCredentialRoutes(app: FastifyInstance): void {
  const service = app.configService;
  registerOperation<{ Params: OrgParams; Body: NewCredential }>(app, 'createCredential', async (request) =>
    ok(await service.createCredential(requestCaller(request), request.params.org_id, request.body)),
  );
  registerOperation<{ Params: OrgParams }>(app, 'listCredentials', async (request) => ok(await service.listCredentials(request.params.org_id)));
  registerOperation<{ Params: OrgItemParams; Body: CredentialChange }>(app, 'patchCredential', async (request) =>
    ok(await service.updateCredential(requestCaller(request), request.params.org_id, request.params.id, request.body)),
  );
  registerOperation<{ Params: OrgItemParams }>(app, 'deleteCredential', async (request) =>
    ok(await service.deleteCredential(requestCaller(request), request.params.org_id, request.params.id)),
  );
}
