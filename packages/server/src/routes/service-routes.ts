// Routes that need no key: liveness, readiness (the database answers and is migrated) and the
// OpenAPI document itself.
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { ServiceError } from '../http/errors.js';
import { openApiDocument } from '../http/openapi.js';
import { checkReadiness } from '../storage/readiness.js';
import { registerOperation } from '../http/operation.js';

export function registerServiceRoutes(app: FastifyInstance): void {
  registerOperation(app, 'getHealth', async () => ok({ status: 'ok' }));
  registerOperation(app, 'getReadiness', async () => {
    const readiness = await checkReadiness(app.storage.db, app.storage.migrations);
    if (!readiness.ready) throw new ServiceError('unavailable', readiness.reason);
    return ok({ status: 'ready' });
  });
  const document = openApiDocument();
  registerOperation(app, 'getOpenApi', async () => document);
}
