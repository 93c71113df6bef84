// Config revision routes: plan and store (endpoint 6), list, get, apply, and the config state
// that plans are made against. Handlers are thin: the use cases live beside this file.
import type { FastifyInstance } from 'fastify';
import type { Plan } from '@capctl/core';
import { failure, ok } from '../http/envelope.js';
import { invalidField, invalidParameter, notFound } from '../http/errors.js';
import { failureForLog } from '../http/failure-log.js';
import { operationRoute } from '../http/openapi.js';
import { registerOperation, type OrgItemParams, type OrgParams } from '../http/operation.js';
import { maskState } from '../destinations/public-view.js';
import type { Kysely } from 'kysely';
import { readLineage } from '../storage/lineage.js';
import { applyRevision, type ApplyOptions } from './apply-revision.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { planRevision, type RevisionContext } from './plan-revision.js';
import { createRevisionRepository } from './revision-repository.js';
import { toConfigRevision, toUnstoredPlan } from './revision-view.js';
import { pruneRevisions, type RevisionRetention } from './retention.js';
import type { RevisionStatus } from './revision-tables.js';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

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

function pageLimit(text: string | undefined): number {
  if (text === undefined) return DEFAULT_LIMIT;
  const limit = Number(text);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw invalidParameter('limit', `must be an integer from 1 to ${MAX_LIMIT}`);
  return limit;
}

function registerPlanRoute(app: FastifyInstance, ctx: RevisionContext, options: RevisionRouteOptions, lineage: string): void {
  const route = operationRoute('planRevision');
  // The definition is checked by core's validateDefinition, which reports every problem at once;
  // the route's own schema only asks for an object, so the first problem does not hide the rest.
  const body = { type: 'object', required: ['definition'], additionalProperties: false, properties: { definition: { type: 'object' } } };
  app.route<{ Params: OrgParams; Body: { definition: unknown } }>({
    ...route,
    method: 'POST',
    bodyLimit: options.bodyLimit,
    schema: { ...route.schema, body },
    handler: async (request) => {
      // A definition that cannot be planned throws its diagnostics to the one error handler.
      const outcome = await planRevision(ctx, request.params.org_id, request.body.definition, request.auth?.userId ?? null);
      // No changes: the plan is the answer, with no id and status no_changes; nothing was stored.
      if (outcome.row === undefined) return { data: toUnstoredPlan(request.params.org_id, outcome.plan, lineage), errors: null };
      // Retention after each stored plan; the plan is stored whatever pruning does.
      await pruneRevisions(ctx.db, request.params.org_id, options.retention, new Date()).catch((error: unknown) => {
        request.log.warn({ failure: failureForLog(error) }, 'revision retention failed');
      });
      // Endpoint 6's envelope carries data and errors only (no warnings), as the interface says.
      return { data: toConfigRevision(outcome.row, { plan: outcome.plan, lineage }), errors: null };
    },
  });
}

const DIGEST = /^[0-9a-f]{64}$/;

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
    else if (key === 'digest' && (typeof value !== 'string' || !DIGEST.test(value))) {
      throw invalidField('/digest', 'must be the revision digest: 64 lowercase hex digits, as GET of the revision returns it');
    } else if (key !== 'allow_breaking' && key !== 'digest' && key !== 'allow_breaking_variants') {
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

function registerApplyRoute(app: FastifyInstance, ctx: RevisionContext, lineage: string): void {
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
      return ok(toConfigRevision(await applyRevision(ctx, request.params.org_id, request.params.id, options), { lineage }));
    },
  });
}

function wholeNumber(value: unknown, pointer: string, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) throw invalidField(pointer, `must be a whole number from 0 to ${max}`);
  return value;
}

/** The prune policy of an optional body `{keep?, older_than_seconds?}`; none given: the service's own. */
function prunePolicy(body: unknown, fallback: RevisionRetention): RevisionRetention {
  if (body === undefined || body === null) return fallback;
  if (typeof body !== 'object' || Array.isArray(body)) throw invalidField('/', 'the body must be a JSON object like {"keep": 20}, or absent');
  let policy: RevisionRetention = {};
  for (const [key, value] of Object.entries(body as PruneBody)) {
    if (key === 'keep') policy = { ...policy, keep: wholeNumber(value, '/keep', 1_000_000) };
    else if (key === 'older_than_seconds') policy = { ...policy, maxAgeSeconds: wholeNumber(value, '/older_than_seconds', Number.MAX_SAFE_INTEGER) };
    else throw invalidField(`/${key}`, 'is not an accepted field here; remove it');
  }
  return policy.keep === undefined && policy.maxAgeSeconds === undefined ? fallback : policy;
}

function registerPruneRoute(app: FastifyInstance, ctx: RevisionContext, retention: RevisionRetention): void {
  const route = operationRoute('pruneRevisions');
  // The body is optional: as for apply, it is checked by prunePolicy() instead of the route schema.
  const { body: _body, ...schema } = route.schema;
  app.route<{ Params: OrgParams }>({
    ...route,
    method: 'POST',
    schema,
    handler: async (request) => {
      const policy = prunePolicy(request.body, retention);
      const deleted = await pruneRevisions(ctx.db, request.params.org_id, policy, new Date());
      return ok({ deleted, keep: policy.keep ?? null, older_than_seconds: policy.maxAgeSeconds ?? null });
    },
  });
}

export interface RevisionRouteOptions {
  /** Largest accepted plan-and-store body in bytes. */
  readonly bodyLimit: number;
  /** Applied after every stored plan, and by prune when its body names no policy. */
  readonly retention: RevisionRetention;
  /** See RevisionContext.beforeApplyLock. */
  readonly beforeApplyLock?: (orgId: string) => void;
}

export async function registerRevisionRoutes(app: FastifyInstance, options: RevisionRouteOptions): Promise<void> {
  const ctx: RevisionContext = {
    db: app.storage.db, configState: app.repos.configState, secrets: app.repos.secrets,
    ...(options.beforeApplyLock === undefined ? {} : { beforeApplyLock: options.beforeApplyLock }),
  };
  const revisions = createRevisionRepository(app.storage.db);
  const lineage = await readLineage(app.storage.db as unknown as Kysely<unknown>);

  registerOperation<{ Params: OrgParams }>(app, 'getConfigState', async (request) => ok({ ...maskState(await ctx.configState.load(request.params.org_id)), lineage }));
  registerPlanRoute(app, ctx, options, lineage);
  registerOperation<{ Params: OrgParams; Querystring: ListQuery }>(app, 'listRevisions', async (request) => {
    const limit = pageLimit(request.query.limit);
    const after = request.query.cursor === undefined ? undefined : decodeCursor(request.query.cursor);
    const currentSerial = await ctx.configState.serial(request.params.org_id);
    const status = request.query.status;
    const filter = status === undefined ? undefined : { statuses: [...new Set(status.split(','))] as RevisionStatus[], currentSerial };
    const page = request.query.cursor !== undefined && after === undefined ? undefined : await revisions.list(request.params.org_id, limit, after, filter);
    if (page === undefined) {
      throw invalidParameter('cursor', 'is not a cursor this service gave out; pass the next_cursor of the previous page or leave it out');
    }
    return ok({ items: page.rows.map((row) => toConfigRevision(row, { currentSerial, lineage })), next_cursor: page.nextAfter === undefined ? null : encodeCursor(page.nextAfter) });
  });
  registerOperation<{ Params: OrgItemParams }>(app, 'getRevision', async (request) => {
    const row = await revisions.get(request.params.org_id, request.params.id);
    if (row === undefined) throw notFound('config revision', request.params.id);
    // Recomputed from the steps as stored now, opened: the digest apply would check them against.
    const plan = ctx.secrets?.openPlan(row.org_id, JSON.parse(row.plan) as Plan);
    return ok(toConfigRevision(row, { currentSerial: await ctx.configState.serial(request.params.org_id), lineage, recomputeDigest: true, ...(plan === undefined ? {} : { plan }) }));
  });
  registerApplyRoute(app, ctx, lineage);
  registerPruneRoute(app, ctx, options.retention);
}

export { applyRevision, planRevision, type RevisionContext };
