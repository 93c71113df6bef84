// Routes that need no key: liveness, readiness (the database answers and is migrated) and the
// OpenAPI document itself.
import type { FastifyInstance } from 'fastify';
import { ok } from '../envelope.js';
import { ServiceError } from '../errors.js';
import { openApiDocument } from '../openapi.js';
import { checkReadiness } from '../storage/readiness.js';
import { registerOperation } from './operation.js';

export function registerServiceRoutes(app: FastifyInstance): void {
  registerOperation(app, 'getHealth', async () => ok({ status: 'ok' }));
  registerOperation(app, 'getReadiness', async () => {
    const readiness = await checkReadiness(app.storage.db);
    if (!readiness.ready) throw new ServiceError('unavailable', readiness.reason);
    return ok({ status: 'ready' });
  });
  const document = openApiDocument();
  registerOperation(app, 'getOpenApi', async () => document);
}
