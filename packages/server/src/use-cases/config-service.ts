// The service's config use cases over its repositories: what the HTTP routes call after parsing a
// request, and what the local state adapter calls in-process. Raises the catalogue's typed errors.
import type {
  ActionHistory, Caller, ConfigService, ConfigState, Plan, PlannedRevision, PruneRequest, Revision, RevisionPage,
  RevisionQuery, StoredActionVersion,
} from '@capctl/core';
import { DIGEST_PATTERN, digestInvalid } from '@capctl/core';
import { invalidField, invalidParameter, notFound } from '../http/errors.js';
import { maskState } from '../destinations/public-view.js';
import type { Repositories } from '../repositories.js';
import { applyRevision } from '../revisions/apply-revision.js';
import { decodeCursor, encodeCursor } from '../revisions/cursor.js';
import { planRevision, type RevisionContext } from '../revisions/plan-revision.js';
import { pruneRevisions, type RevisionRetention } from '../revisions/retention.js';
import { createRevisionRepository } from '../revisions/revision-repository.js';
import { revisionOf, unstoredPlanOf } from '../revisions/revision-view.js';
import type { Db } from '../tables/database.js';
import { createCredentialCases } from './credential-cases.js';
import { createPolicyCases } from './policy-cases.js';
import { recordedActor } from './recorded-actor.js';

export interface ConfigServiceOptions {
  readonly db: Db;
  readonly repos: Repositories;
  /** The database's lineage id, answered with the state and every revision. */
  readonly lineage: string;
  /** Applied after every stored plan, and by prune when the request names no policy. */
  readonly retention: RevisionRetention;
  readonly clock?: () => Date;
  /** Told when retention after a plan fails: the plan is stored whatever pruning does. */
  readonly onRetentionFailure?: (error: unknown) => void;
  /** See RevisionContext.beforeApplyLock (tests only). */
  readonly beforeApplyLock?: (orgId: string) => void;
  /** See RevisionContext.stepsPerPart (tests only). */
  readonly stepsPerPart?: number;
}

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
const MAX_KEEP = 1_000_000;

function pageLimit(limit: number | undefined): number {
  if (limit === undefined) return DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw invalidParameter('limit', `must be an integer from 1 to ${MAX_LIMIT}`);
  return limit;
}

function wholeNumber(value: unknown, pointer: string, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) throw invalidField(pointer, `must be a whole number from 0 to ${max}`);
  return value;
}

/** The request's policy, or the service's own when it names none. */
function prunePolicy(request: PruneRequest, fallback: RevisionRetention): RevisionRetention {
  const keep = request.keep === undefined ? undefined : wholeNumber(request.keep, '/keep', MAX_KEEP);
  const age = request.olderThanSeconds === undefined ? undefined : wholeNumber(request.olderThanSeconds, '/older_than_seconds', Number.MAX_SAFE_INTEGER);
  if (keep === undefined && age === undefined) return fallback;
  return { ...(keep === undefined ? {} : { keep }), ...(age === undefined ? {} : { maxAgeSeconds: age }) };
}

export function createConfigService(options: ConfigServiceOptions): ConfigService {
  const { db, repos, lineage } = options;
  const ctx: RevisionContext = {
    db, configState: repos.configState, secrets: repos.secrets, ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.beforeApplyLock === undefined ? {} : { beforeApplyLock: options.beforeApplyLock }),
    ...(options.stepsPerPart === undefined ? {} : { stepsPerPart: options.stepsPerPart }),
  };
  const revisions = createRevisionRepository(db, options.stepsPerPart);
  const now = () => options.clock?.() ?? new Date();

  async function actionOf(orgId: string, variant: string) {
    const action = await repos.actionVersions.findAction(orgId, variant);
    if (action === undefined) throw notFound('action', variant);
    return action;
  }

  return {
    async readState(orgId): Promise<ConfigState> {
      return { ...maskState(await ctx.configState.load(orgId)), lineage };
    },

    async planRevision(caller: Caller, orgId, request): Promise<PlannedRevision> {
      const author = { actor: recordedActor(caller, now().toISOString()), message: request.message ?? null };
      const outcome = await planRevision(ctx, orgId, request.definition, caller.userId, author, request.targets);
      // No changes: the plan is the answer, with no id and status no_changes; nothing was stored.
      if (outcome.row === undefined) return unstoredPlanOf(orgId, outcome.plan, lineage);
      // Retention after each stored plan; the plan is stored whatever pruning does.
      await pruneRevisions(db, orgId, options.retention, now()).catch((error: unknown) => options.onRetentionFailure?.(error));
      return revisionOf(outcome.row, { plan: outcome.plan, lineage });
    },

    async applyRevision(caller: Caller, orgId, id, request = {}): Promise<Revision> {
      if (request.digest !== undefined && !DIGEST_PATTERN.test(request.digest)) throw digestInvalid();
      // The answer reuses the plan the apply parsed: the stored text is read and parsed once.
      const applied = await applyRevision(ctx, orgId, id, request, recordedActor(caller, now().toISOString()));
      return revisionOf(applied, { lineage, plan: applied.parsedPlan });
    },

    async listRevisions(orgId, query: RevisionQuery = {}): Promise<RevisionPage> {
      const limit = pageLimit(query.limit);
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      if (query.cursor !== undefined && after === undefined) {
        throw invalidParameter('cursor', 'is not a cursor this service gave out; pass the next_cursor of the previous page or leave it out');
      }
      const currentSerial = await ctx.configState.serial(orgId);
      const filter = query.statuses === undefined ? undefined : { statuses: [...new Set(query.statuses)], currentSerial };
      const page = await revisions.list(orgId, limit, after, filter);
      if (page === undefined) {
        throw invalidParameter('cursor', 'is not a cursor this service gave out; pass the next_cursor of the previous page or leave it out');
      }
      const items = page.rows.map(({ row, plan }) => revisionOf(row, { currentSerial, lineage, plan }));
      return { items, next_cursor: page.nextAfter === undefined ? null : encodeCursor(page.nextAfter) };
    },

    async getRevision(orgId, id): Promise<Revision> {
      const found = await revisions.read(orgId, id);
      if (found === undefined) throw notFound('config revision', id);
      const { row } = found;
      // Recomputed from the steps as stored now, opened: the digest apply would check them against.
      const plan = ctx.secrets?.openPlan(row.org_id, found.plan) ?? found.plan;
      const currentSerial = await ctx.configState.serial(orgId);
      return revisionOf(row, { currentSerial, lineage, recomputeDigest: true, plan });
    },

    async pruneRevisions(_caller: Caller, orgId, request: PruneRequest = {}) {
      const policy = prunePolicy(request, options.retention);
      const deleted = await pruneRevisions(db, orgId, policy, now());
      return { deleted, keep: policy.keep ?? null, older_than_seconds: policy.maxAgeSeconds ?? null };
    },

    async listActionVersions(orgId, variant): Promise<ActionHistory> {
      const action = await actionOf(orgId, variant);
      return { action_id: action.id, variant: action.variant, items: await repos.actionVersions.list(action.id) };
    },

    async getActionVersion(orgId, variant, version): Promise<StoredActionVersion> {
      const action = await actionOf(orgId, variant);
      const found = await repos.actionVersions.get(action.id, version);
      if (found === undefined) throw notFound(`action ${action.variant} version`, String(version));
      return found;
    },

    ...createCredentialCases(db, repos.credentials),
    ...createPolicyCases(db, now),
  };
}

