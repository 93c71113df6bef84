// Captive domain settings: GET (defaults when never set) and PUT.
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import type { DomainSettingsInput } from '../settings/settings-repository.js';
import { registerOperation, type OrgParams } from '../http/operation.js';

export function registerSettingsRoutes(app: FastifyInstance): void {
  const repo = app.repos.settings;
  registerOperation<{ Params: OrgParams }>(app, 'getDomainSettings', async (request) => ok(await repo.getDomain(request.params.org_id)));
  registerOperation<{ Params: OrgParams; Body: DomainSettingsInput }>(app, 'putDomainSettings', async (request) =>
    ok(await repo.putDomain(request.params.org_id, request.body)),
  );
}
