// Routes that need no key: liveness and the OpenAPI document itself.
import type { FastifyInstance } from 'fastify';
import { ok } from '../envelope.js';
import { openApiDocument } from '../openapi.js';
import { registerOperation } from './operation.js';

export function registerServiceRoutes(app: FastifyInstance): void {
  registerOperation(app, 'getHealth', async () => ok({ status: 'ok' }));
  const document = openApiDocument();
  registerOperation(app, 'getOpenApi', async () => document);
}
