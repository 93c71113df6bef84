// The stored versions of an action's schema: list them, get one. Org isolation and auth come
// from the routes' org parameter and the auth hook, as for every operation; the reads are the
// config service's.
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { registerOperation, type OrgParams } from '../http/operation.js';

interface VariantParams extends OrgParams {
  variant: string;
}

export function registerActionVersionRoutes(app: FastifyInstance): void {
  const service = app.configService;
  registerOperation<{ Params: VariantParams }>(app, 'listActionVersions', async (request) =>
    ok(await service.listActionVersions(request.params.org_id, request.params.variant)));
  registerOperation<{ Params: VariantParams & { version: string } }>(app, 'getActionVersion', async (request) => {
    const { org_id: orgId, variant, version } = request.params;
    return ok(await service.getActionVersion(orgId, variant, Number(version)));
  });
}
