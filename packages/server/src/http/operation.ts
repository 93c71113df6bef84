// Registers one operation of openapi.yaml as a fastify route: method, URL and schemas come from
// the document, the handler from the caller. Routes of every module register through here.
import type { FastifyInstance, FastifyRequest, RouteGenericInterface } from 'fastify';
import { openApiOperations, operationRoute } from './openapi.js';

export interface OrgParams {
  org_id: string;
}

export interface OrgItemParams extends OrgParams {
  id: string;
}

export function registerOperation<G extends RouteGenericInterface>(
  app: FastifyInstance,
  operationId: string,
  handler: (request: FastifyRequest<G>) => Promise<unknown>,
): void {
  const route = operationRoute(operationId);
  const operation = openApiOperations().find((op) => op.operationId === operationId);
  app.route<G>({
    method: route.method as 'GET',
    url: route.url,
    schema: route.schema,
    config: { public: operation?.authenticated === false },
    handler: ((request: FastifyRequest<G>) => handler(request)) as never,
  });
}
