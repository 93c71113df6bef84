// The StateAdapter over the service's HTTP contract (the http adapter's transport carries the
// requests). One typed client, generated from schemas/openapi.yaml, so it speaks exactly the
// documented API; the wire's revision fields are gathered into one plan here, for the wire only.
import createClient from 'openapi-fetch';
import { PLAN_FORMAT_VERSION } from '@capctl/core';
import type { Definition, Diagnostic, Plan, Step } from '@capctl/core';
import {
  actionMissing, actionVersionMissing, answerError, credentialInUse, credentialMissing, labelTaken, revisionMissing, type AnswerContext,
} from './answer-error.js';
import { StateError } from './errors.js';
import type { ServiceErrorEntry, TargetDescription } from './errors.js';
import type { components, paths } from './generated/openapi.js';
import type {
  ActionHistory, ActionVersion, ApplyOptions, ConfigState, Credential, CredentialChange, ListOptions, NewCredential, PlannedRevision, PruneOptions, PruneResult, Revision,
  RevisionPage, RevisionStatus, PlanRevisionOptions, StateAdapter,
} from './state-adapter.js';

type WireRevision = components['schemas']['ConfigRevision'];
type WireUnstoredPlan = components['schemas']['UnstoredPlan'];

export interface ServiceAdapterOptions {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly target: TargetDescription;
  readonly fetch: (request: Request) => Promise<Response>;
  readonly onClose?: () => Promise<void>;
}

interface Answer<T> {
  readonly data?: { readonly data?: T | null } | undefined;
  readonly error?: unknown;
  readonly response: Response;
}

/** The well-formed entries of a failure's `errors`, each with its pointer when it carries a string one. */
function errorEntries(body: unknown): ServiceErrorEntry[] {
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .filter((e): e is ServiceErrorEntry => typeof e?.code === 'string' && typeof e?.message === 'string')
    .map((e) => ({ code: e.code, message: e.message, ...(typeof e.pointer === 'string' ? { pointer: e.pointer } : {}) }));
}

function planOf(wire: WireRevision | WireUnstoredPlan): Plan {
  return {
    format_version: PLAN_FORMAT_VERSION,
    serial: wire.serial,
    steps: wire.preview_steps as unknown as Step[],
    summary: wire.summary,
    diagnostics: wire.diagnostics as Diagnostic[],
    ...(wire.partial === true ? { partial: true as const, targets: wire.targets ?? [] } : {}),
  };
}

/** A plan answer: a stored revision, or (id null, status no_changes) a plan with no changes. */
function toPlanned(wire: WireRevision | WireUnstoredPlan): PlannedRevision {
  if (wire.id !== null) return toRevision(wire as WireRevision);
  return { id: null, org_id: wire.org_id, status: 'no_changes', plan: planOf(wire), lineage: wire.lineage ?? '', digest: wire.digest };
}

/** The wire revision as one object with its plan, built here once from the fields that carry it. */
function toRevision(wire: WireRevision): Revision {
  const plan = planOf(wire);
  return {
    id: wire.id,
    org_id: wire.org_id,
    status: wire.status,
    plan,
    error_message: wire.error_message ?? null,
    updated_at: wire.updated_at,
    applied_at: wire.applied_at ?? null,
    lineage: wire.lineage ?? '',
    digest: wire.digest,
    // Absent from a service older than the audit fields: unknown, as for revisions stored before them.
    planned_by: wire.planned_by ?? null,
    applied_by: wire.applied_by ?? null,
    message: wire.message ?? null,
  };
}

export function createServiceAdapter(options: ServiceAdapterOptions): StateAdapter {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { 'x-service-auth': options.apiKey },
    fetch: options.fetch,
  });
  const { target } = options;
  const org = { org_id: target.orgId };

  function unwrap<T>(answer: Answer<T>, context?: AnswerContext): T {
    if (!answer.response.ok) throw answerError(answer.response.status, errorEntries(answer.error), target, context);
    const data = answer.data?.data;
    if (data === undefined || data === null) {
      throw new StateError('bad_response', `the service at ${target.where} answered without data`, {
        status: answer.response.status,
        hint: 'check that --url points at a capctl service of a matching version',
      });
    }
    return data;
  }

  return {
    target,
    async readState() {
      const answer = await client.GET('/v1/orgs/{org_id}/config/state', { params: { path: org } });
      return unwrap(answer) as unknown as ConfigState;
    },
    async planRevision(definition: Definition, plan: PlanRevisionOptions = {}): Promise<PlannedRevision> {
      const targets = plan.targets ?? [];
      const answer = await client.POST('/v1/orgs/{org_id}/config/revisions/', {
        params: { path: org },
        // Targets only when given, so that a service without them still takes a whole plan.
        body: {
          definition: definition as never,
          ...(targets.length > 0 ? { targets: targets.map((t) => ({ kind: t.kind, name: t.name })) } : {}),
          ...(plan.message === undefined ? {} : { message: plan.message }),
        } as never,
      });
      return toPlanned(unwrap(answer) as WireRevision | WireUnstoredPlan);
    },
    async applyRevision(id: string, apply: ApplyOptions = {}) {
      const answer = await client.POST('/v1/orgs/{org_id}/config/revisions/{id}/apply', {
        params: { path: { ...org, id } },
        // The list only when given, so that a service without it still takes the request.
        body: {
          allow_breaking: apply.allowBreaking === true,
          ...(apply.allowBreakingVariants?.length ? { allow_breaking_variants: [...apply.allowBreakingVariants] } : {}),
          ...(apply.digest === undefined ? {} : { digest: apply.digest }),
        },
      });
      return toRevision(unwrap(answer, revisionMissing(id)));
    },
    async listRevisions(list: ListOptions = {}): Promise<RevisionPage> {
      const query: { limit?: string; cursor?: string; status?: string } = {};
      if (list.limit !== undefined) query.limit = String(list.limit);
      if (list.cursor !== undefined) query.cursor = list.cursor;
      if (list.status !== undefined) query.status = typeof list.status === 'string' ? list.status : list.status.join(',');
      const answer = await client.GET('/v1/orgs/{org_id}/config/revisions/', { params: { path: org, query } });
      const page = unwrap(answer);
      return { items: page.items.map(toRevision), next_cursor: page.next_cursor ?? null };
    },
    async getRevision(id: string) {
      const answer = await client.GET('/v1/orgs/{org_id}/config/revisions/{id}', { params: { path: { ...org, id } } });
      return toRevision(unwrap(answer, revisionMissing(id)));
    },
    async createCredential(input: NewCredential) {
      const answer = await client.POST('/v1/orgs/{org_id}/credentials/', { params: { path: org }, body: input as never });
      return unwrap(answer, labelTaken(input.label)) as unknown as Credential;
    },
    async listCredentials() {
      const answer = await client.GET('/v1/orgs/{org_id}/credentials/', { params: { path: org } });
      return unwrap(answer) as unknown as Credential[];
    },
    async updateCredential(id: string, change: CredentialChange) {
      const answer = await client.PATCH('/v1/orgs/{org_id}/credentials/{id}', { params: { path: { ...org, id } }, body: change as never });
      return unwrap(answer, credentialMissing(id)) as unknown as Credential;
    },
    async deleteCredential(id: string) {
      const answer = await client.DELETE('/v1/orgs/{org_id}/credentials/{id}', { params: { path: { ...org, id } } });
      return unwrap(answer, credentialInUse(id)) as unknown as Credential;
    },
    async pruneRevisions(prune: PruneOptions = {}): Promise<PruneResult> {
      const body: { keep?: number; older_than_seconds?: number } = {};
      if (prune.keep !== undefined) body.keep = prune.keep;
      if (prune.olderThanSeconds !== undefined) body.older_than_seconds = prune.olderThanSeconds;
      const answer = await client.POST('/v1/orgs/{org_id}/config/revisions/prune', { params: { path: org }, body });
      const data = unwrap(answer);
      return { deleted: data.deleted, keep: data.keep ?? null, older_than_seconds: data.older_than_seconds ?? null };
    },
    async listActionVersions(variant: string): Promise<ActionHistory> {
      const answer = await client.GET('/v1/orgs/{org_id}/actions/{variant}/versions', { params: { path: { ...org, variant } } });
      return unwrap(answer, actionMissing(variant)) as unknown as ActionHistory;
    },
    async getActionVersion(variant: string, version: number): Promise<ActionVersion> {
      const answer = await client.GET('/v1/orgs/{org_id}/actions/{variant}/versions/{version}', {
        params: { path: { ...org, variant, version: String(version) } },
      });
      return unwrap(answer, actionVersionMissing(variant, version)) as unknown as ActionVersion;
    },
    async close() {
      await options.onClose?.();
    },
  };
}
