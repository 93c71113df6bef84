// Destinations: get, list and PATCH (config as JSON Merge Patch; a change to config state).
// Secret-looking header values never leave the service (see public-view.ts).
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { registerOperation, type OrgItemParams, type OrgParams } from '../http/operation.js';
import { createDestinationService, type DestinationPatch } from '../destinations/destination-service.js';
import { maskDestination } from '../destinations/public-view.js';
import { actorOf } from '../auth/actor.js';

export function registerDestinationRoutes(app: FastifyInstance): void {
  const repo = app.repos.destinations;
  const service = createDestinationService({ db: app.storage.db, destinations: repo, credentials: app.repos.credentials });
  registerOperation<{ Params: OrgItemParams }>(app, 'getDestination', async (request) => {
    const destination = await repo.get(request.params.org_id, request.params.id);
    if (!destination) throw notFound('destination', request.params.id);
    return ok(maskDestination(destination));
  });
  registerOperation<{ Params: OrgParams; Querystring: { include_deleted?: 'true' | 'false' } }>(app, 'listDestinations', async (request) =>
    ok((await repo.list(request.params.org_id, { includeDeleted: request.query.include_deleted === 'true' })).map(maskDestination)),
  );
  registerOperation<{ Params: OrgItemParams; Body: DestinationPatch }>(app, 'patchDestination', async (request) => {
    const destination = await service.update(request.params.org_id, request.params.id, request.body, actorOf(request, new Date().toISOString()));
    if (!destination) throw notFound('destination', request.params.id);
    return ok(maskDestination(destination));
  });
}
