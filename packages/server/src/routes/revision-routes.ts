// Config revision routes: plan and store (endpoint 6), list, get, apply, prune, and the config
// state that plans are made against. Handlers are thin: parse, call the config service, wrap.
import { KIND_RANK, type ConfigService, type ObjectTarget, type PruneRequest, type RevisionStatus, type StepKind } from '@capctl/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { invalidField, invalidParameter } from '../http/errors.js';
import { operationRoute } from '../http/openapi.js';
import { registerOperation, type OrgItemParams, type OrgParams } from '../http/operation.js';
import { requestCaller } from '../use-cases/request-actor.js';
import { wireRevision } from '../use-cases/revision-answer.js';
import { digestInvalid } from '../use-cases/config-service.js';
import type { ApplyOptions } from '../revisions/apply-revision.js';

const STEP_KINDS = Object.keys(KIND_RANK) as StepKind[];
/** A revision's message: a pull request's title and number fit with room to spare. */
const MAX_MESSAGE = 1000;

interface ListQuery {
  limit?: string;
  cursor?: string;
  /** One status, or several comma-separated (the route's schema checks the names). */
  status?: string;
}

interface PruneBody {
  keep?: number;
  older_than_seconds?: number;
}

/** The plan request's `targets` (openapi.yaml PlanTarget); names are checked against the definition and state by the planner. */
const TARGETS = {
  type: 'array',
  maxItems: 10_000,
  items: {
    type: 'object', required: ['kind', 'name'], additionalProperties: false,
    properties: { kind: { enum: [...STEP_KINDS] }, name: { type: 'string', minLength: 1, maxLength: 1000 } },
  },
};

function registerPlanRoute(app: FastifyInstance, service: ConfigService, bodyLimit: number): void {
  const route = operationRoute('planRevision');
  // The definition is checked by core's validateDefinition, which reports every problem at once;
  // the route's own schema only asks for an object, so the first problem does not hide the rest.
  const body = {
    type: 'object', required: ['definition'], additionalProperties: false,
    properties: { definition: { type: 'object' }, targets: TARGETS, message: { type: 'string', maxLength: MAX_MESSAGE } },
  };
  app.route<{ Params: OrgParams; Body: { definition: unknown; targets?: ObjectTarget[]; message?: string } }>({
    ...route,
    method: 'POST',
    bodyLimit,
    schema: { ...route.schema, body },
    handler: async (request) => {
      // A definition that cannot be planned throws its diagnostics to the one error handler.
      const { definition, targets, message } = request.body;
      const answer = await service.plan(requestCaller(request), request.params.org_id, {
        definition, ...(targets === undefined ? {} : { targets }), ...(message === undefined ? {} : { message }),
      });
      // Endpoint 6's envelope carries data and errors only (no warnings): its shape is fixed.
      return { data: wireRevision(answer), errors: null };
    },
  });
}

function variantList(value: unknown): string[] {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || v === '')) {
    throw invalidField('/allow_breaking_variants', 'must be an array of action variants, e.g. ["drain-orders"]');
  }
  return value as string[];
}

/**
 * `allow_breaking` from the query (`?allow_breaking=true`) or the optional JSON body, the body's
 * `allow_breaking_variants` (allow only the breaking steps of those actions), and its optional
 * `digest` (the revision's digest as the caller reviewed it).
 */
function applyOptions(query: { allow_breaking?: string }, body: unknown): ApplyOptions {
  const text = query.allow_breaking;
  if (text !== undefined && text !== 'true' && text !== 'false') throw invalidParameter('allow_breaking', 'must be true or false');
  if (body === undefined || body === null) return { allowBreaking: text === 'true' };
  if (typeof body !== 'object' || Array.isArray(body)) throw invalidField('/', 'the body must be a JSON object like {"allow_breaking": true}, or absent');
  let variants: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (key === 'allow_breaking_variants') variants = variantList(value);
    else if (key === 'allow_breaking' && typeof value !== 'boolean') throw invalidField('/allow_breaking', 'must be a boolean');
    else if (key === 'digest' && typeof value !== 'string') throw digestInvalid();
    else if (key !== 'allow_breaking' && key !== 'digest' && key !== 'allow_breaking_variants') {
      throw invalidField(`/${key}`, 'is not an accepted field here; remove it');
    }
  }
  const fields = body as { allow_breaking?: boolean; digest?: string };
  return {
    allowBreaking: text === 'true' || fields.allow_breaking === true,
    allowBreakingVariants: variants,
    ...(fields.digest === undefined ? {} : { digest: fields.digest }),
  };
}

function registerApplyRoute(app: FastifyInstance, service: ConfigService): void {
  const route = operationRoute('applyRevision');
  // The body is optional: fastify would validate an absent body against the object schema, so
  // the body is checked by applyOptions() instead.
  const { body: _body, ...schema } = route.schema;
  app.route<{ Params: OrgItemParams; Querystring: { allow_breaking?: string } }>({
    ...route,
    method: 'POST',
    schema,
    handler: async (request) => {
      const options = applyOptions(request.query, request.body);
      return ok(wireRevision(await service.apply(requestCaller(request), request.params.org_id, request.params.id, options)));
    },
  });
}

/** The prune request of an optional body `{keep?, older_than_seconds?}`; the service checks the numbers. */
function pruneRequest(body: unknown): PruneRequest {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw invalidField('/', 'the body must be a JSON object like {"keep": 20}, or absent');
  let request: { keep?: unknown; olderThanSeconds?: unknown } = {};
  for (const [key, value] of Object.entries(body as PruneBody)) {
    if (key === 'keep') request = { ...request, keep: value };
    else if (key === 'older_than_seconds') request = { ...request, olderThanSeconds: value };
    else throw invalidField(`/${key}`, 'is not an accepted field here; remove it');
  }
  return request as PruneRequest;
}

function registerPruneRoute(app: FastifyInstance, service: ConfigService): void {
  const route = operationRoute('pruneRevisions');
  // The body is optional: as for apply, it is checked by pruneRequest() instead of the route schema.
  const { body: _body, ...schema } = route.schema;
  app.route<{ Params: OrgParams }>({
    ...route,
    method: 'POST',
    schema,
    handler: async (request) => ok(await service.pruneRevisions(requestCaller(request), request.params.org_id, pruneRequest(request.body))),
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
  registerOperation<{ Params: OrgParams; Querystring: ListQuery }>(app, 'listRevisions', async (request) => {
    const { limit, cursor, status } = request.query;
    const page = await service.listRevisions(request.params.org_id, {
      ...(limit === undefined ? {} : { limit: Number(limit) }),
      ...(cursor === undefined ? {} : { cursor }),
      ...(status === undefined ? {} : { statuses: status.split(',') as RevisionStatus[] }),
    });
    return ok({ items: page.items.map(wireRevision), next_cursor: page.next_cursor });
  });
  registerOperation<{ Params: OrgItemParams }>(app, 'getRevision', async (request) =>
    ok(wireRevision(await service.getRevision(request.params.org_id, request.params.id))));
  registerApplyRoute(app, service);
  registerPruneRoute(app, service);
}
