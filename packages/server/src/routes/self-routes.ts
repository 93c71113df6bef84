// GET /v1/self: what the calling key is (its id, org and role), so that a client given no org
// can use the key's own instead of guessing one.
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { ServiceError } from '../http/errors.js';
import { registerOperation } from '../http/operation.js';

export function registerSelfRoutes(app: FastifyInstance): void {
  registerOperation(app, 'getSelf', async (request) => {
    if (request.auth === null) throw new ServiceError('unauthenticated', 'this operation needs an x-service-auth key');
    return ok({ key_id: request.auth.keyId, org_id: request.auth.orgId, role: request.auth.role });
  });
}
