// Config revision routes: plan and store (endpoint 6), list, get, apply, prune, and the config
// state that plans are made against. Handlers are thin: decode with core's wire codec, call the
// config service, encode with the same codec, wrap in the envelope.
import {
  decodeApplyRequest, decodePlanRequest, decodePruneRequest, decodeRevisionQuery, encodePlanned, encodeRevision, encodeRevisionPage, KIND_RANK,
  type ConfigService, type PlanRequest, type StepKind, type WirePlanRequest, type WireRevisionQuery,
} from '@capctl/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ok } from '../http/envelope.js';
import { operationRoute } from '../http/openapi.js';
import { registerOperation, type OrgItemParams, type OrgParams } from '../http/operation.js';
import { requestCaller } from '../use-cases/request-actor.js';
import { answerStream, type StepsEnvelope } from '../revisions/streamed-answer.js';

const STEP_KINDS = Object.keys(KIND_RANK) as StepKind[];
/** A revision's message: a pull request's title and number fit with room to spare. */
const MAX_MESSAGE = 1000;

/** The plan request's `targets` (openapi.yaml PlanTarget); names are checked against the definition and state by the planner. */
const TARGETS = {
  type: 'array',
  maxItems: 10_000,
  items: {
    type: 'object', required: ['kind', 'name'], additionalProperties: false,
    properties: { kind: { enum: [...STEP_KINDS] }, name: { type: 'string', minLength: 1, maxLength: 1000 } },
  },
};

/**
 * The plan request, taken off the request: nothing reads the body again, so the definition (a
 * few hundred MB at 100,000 actions) is freed once planned, before the answer is encoded.
 */
function takePlanRequest(request: { body: WirePlanRequest | undefined }): PlanRequest {
  const taken = decodePlanRequest(request.body as WirePlanRequest);
  request.body = undefined;
  return taken;
}

/**
 * Sends an answer that carries a plan's steps in pieces, each made by the route's own serializer:
 * the same bytes as the whole answer, without its text (about 100 MB at 100,000 actions) at once.
 */
function sendSteps<T extends StepsEnvelope>(reply: FastifyReply, envelope: T): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(answerStream((payload: T) => reply.serialize(payload) as string, envelope));
}

function registerPlanRoute(app: FastifyInstance, service: ConfigService, bodyLimit: number): void {
  const route = operationRoute('planRevision');
  // The definition is checked by core's validateDefinition, which reports every problem at once;
  // the route's own schema only asks for an object, so the first problem does not hide the rest.
  const body = {
    type: 'object', required: ['definition'], additionalProperties: false,
    properties: { definition: { type: 'object' }, targets: TARGETS, message: { type: 'string', maxLength: MAX_MESSAGE } },
  };
  app.route<{ Params: OrgParams; Body: WirePlanRequest }>({
    ...route,
    method: 'POST',
    bodyLimit,
    schema: { ...route.schema, body },
    handler: async (request, reply) => {
      // A definition that cannot be planned throws its diagnostics to the one error handler.
      const answer = await service.planRevision(requestCaller(request), request.params.org_id, takePlanRequest(request));
      // Endpoint 6's envelope carries data and errors only (no warnings): its shape is fixed.
      return sendSteps(reply, { data: encodePlanned(answer), errors: null });
    },
  });
}

function registerApplyRoute(app: FastifyInstance, service: ConfigService): void {
  const route = operationRoute('applyRevision');
  // The body is optional: fastify would validate an absent body against the object schema, so
  // the body is checked by the codec's decodeApplyRequest() instead.
  const { body: _body, ...schema } = route.schema;
  app.route<{ Params: OrgItemParams; Querystring: { allow_breaking?: string } }>({
    ...route,
    method: 'POST',
    schema,
    handler: async (request, reply) => {
      const apply = decodeApplyRequest(request.query, request.body);
      return sendSteps(reply, ok(encodeRevision(await service.applyRevision(requestCaller(request), request.params.org_id, request.params.id, apply))));
    },
  });
}

/** A revision, its steps sent in pieces as apply sends them: `capctl apply FILE` reads it first. */
function registerGetRoute(app: FastifyInstance, service: ConfigService): void {
  const route = operationRoute('getRevision');
  app.route<{ Params: OrgItemParams }>({
    ...route,
    method: 'GET',
    handler: async (request, reply) => sendSteps(reply, ok(encodeRevision(await service.getRevision(request.params.org_id, request.params.id)))),
  });
}

function registerPruneRoute(app: FastifyInstance, service: ConfigService): void {
  const route = operationRoute('pruneRevisions');
  // The body is optional: as for apply, it is checked by the codec's decodePruneRequest() instead of the route schema.
  const { body: _body, ...schema } = route.schema;
  app.route<{ Params: OrgParams }>({
    ...route,
    method: 'POST',
    schema,
    handler: async (request) => ok(await service.pruneRevisions(requestCaller(request), request.params.org_id, decodePruneRequest(request.body))),
  });
}

export interface RevisionRouteOptions {
  /** Largest accepted plan-and-store body in bytes. */
  readonly bodyLimit: number;
}

export function registerRevisionRoutes(app: FastifyInstance, options: RevisionRouteOptions): void {
  const service = app.configService;
  registerOperation<{ Params: OrgParams }>(app, 'getConfigState', async (request) => ok(await service.readState(request.params.org_id)));
  registerPlanRoute(app, service, options.bodyLimit);
  registerOperation<{ Params: OrgParams; Querystring: WireRevisionQuery }>(app, 'listRevisions', async (request) =>
    ok(encodeRevisionPage(await service.listRevisions(request.params.org_id, decodeRevisionQuery(request.query)))));
  registerGetRoute(app, service);
  registerApplyRoute(app, service);
  registerPruneRoute(app, service);
}
