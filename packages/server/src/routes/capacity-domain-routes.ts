// Capacity domains: idempotent PUT by name, list and get.
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { registerOperation, type OrgItemParams, type OrgParams } from '../http/operation.js';

export function registerCapacityDomainRoutes(app: FastifyInstance): void {
  const repo = app.repos.capacityDomains;
  registerOperation<{ Params: OrgParams; Body: { name: string } }>(app, 'putCapacityDomain', async (request) =>
    ok(await repo.putByName(request.params.org_id, request.body.name)),
  );
  registerOperation<{ Params: OrgParams }>(app, 'listCapacityDomains', async (request) => ok(await repo.list(request.params.org_id)));
  registerOperation<{ Params: OrgItemParams }>(app, 'getCapacityDomain', async (request) => {
    const domain = await repo.get(request.params.org_id, request.params.id);
    if (!domain) throw notFound('capacity domain', request.params.id);
    return ok(domain);
  });
}
