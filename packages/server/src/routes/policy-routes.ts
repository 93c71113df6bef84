// The org's policy set: PUT pushes a new version (admin keys only: the auth hook refuses the
// others before the body is read), GET reads the set in force or one version. Thin handlers:
// decode with core's policy codec, call the config service, encode with the same codec.
import { decodePolicyPush, decodePolicyQuery, encodePolicySet, type WirePolicyQuery } from '@capctl/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { operationRoute } from '../http/openapi.js';
import { registerOperation, type OrgParams } from '../http/operation.js';
import { requestCaller } from '../use-cases/request-actor.js';

function registerPushRoute(app: FastifyInstance): void {
  const route = operationRoute('pushPolicies');
  // The body is checked by the codec's decodePolicyPush, field by field at its pointer, so a
  // client (and local mode, which calls the use case) gets one wording; the service's usual body
  // limit applies.
  const { body: _body, ...schema } = route.schema;
  app.route<{ Params: OrgParams }>({
    ...route,
    method: 'PUT',
    schema,
    handler: async (request) =>
      ok(encodePolicySet(await app.configService.pushPolicies(requestCaller(request), request.params.org_id, decodePolicyPush(request.body)))),
  });
}

export function registerPolicyRoutes(app: FastifyInstance): void {
  registerPushRoute(app);
  registerOperation<{ Params: OrgParams; Querystring: WirePolicyQuery }>(app, 'readPolicies', async (request) =>
    ok(encodePolicySet(await app.configService.readPolicies(request.params.org_id, decodePolicyQuery(request.query)))));
}
