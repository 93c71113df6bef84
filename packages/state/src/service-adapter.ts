// The StateAdapter over the service's HTTP contract, whatever carries the requests: the network
// (http adapter) or fastify's inject() in this process (embedded adapter). One typed client,
// generated from schemas/openapi.yaml, so both speak exactly the documented API.
import createClient from 'openapi-fetch';
import { PLAN_FORMAT_VERSION } from '@capctl/core';
import type { Definition, Diagnostic, Plan, Step } from '@capctl/core';
import { StateError, errorFromResponse } from './errors.js';
import type { ServiceErrorEntry, TargetDescription } from './errors.js';
import type { components, paths } from './generated/openapi.js';
import type {
  ActionHistory, ActionVersion, ApplyOptions, ConfigState, PlanRevisionOptions, Credential, CredentialChange, ListOptions, NewCredential, PlannedRevision, PruneOptions, PruneResult, Revision,
  RevisionPage, RevisionStatus, StateAdapter,
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

  /** `missing` names the object asked for by id: a 404 then is more likely a wrong id than a wrong org. */
  function unwrap<T>(answer: Answer<T>, missing?: { readonly what: string; readonly id: string; readonly list: string }): T {
    if (!answer.response.ok) {
      const error = errorFromResponse(answer.response.status, errorEntries(answer.error), target);
      if (error.code === 'not_found' && missing !== undefined) {
        throw new StateError('not_found', `${missing.what} ${missing.id} was not found at ${target.where} (org ${target.orgId})`, {
          status: error.status,
          hint: `list the ${missing.what}s of this org with \`${missing.list}\``,
        });
      }
      throw error;
    }
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
      const answer = await client.POST('/v1/orgs/{org_id}/config/revisions/', {
        params: { path: org },
        body: { definition: definition as never, ...(plan.message === undefined ? {} : { message: plan.message }) },
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
      return toRevision(unwrap(answer, { what: 'revision', id, list: 'capctl revisions list' }));
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
      return toRevision(unwrap(answer, { what: 'revision', id, list: 'capctl revisions list' }));
    },
    async createCredential(input: NewCredential) {
      const answer = await client.POST('/v1/orgs/{org_id}/credentials/', { params: { path: org }, body: input as never });
      if (answer.response.status === 409) {
        const entry = errorEntries(answer.error)[0];
        throw new StateError('conflict', entry?.message ?? `a credential labelled ${input.label} already exists`, {
          status: 409,
          hint: `choose another --label, or change that one with \`capctl credentials update ${input.label}\``,
        });
      }
      return unwrap(answer) as unknown as Credential;
    },
    async listCredentials() {
      const answer = await client.GET('/v1/orgs/{org_id}/credentials/', { params: { path: org } });
      return unwrap(answer) as unknown as Credential[];
    },
    async updateCredential(id: string, change: CredentialChange) {
      const answer = await client.PATCH('/v1/orgs/{org_id}/credentials/{id}', { params: { path: { ...org, id } }, body: change as never });
      return unwrap(answer, { what: 'credential', id, list: 'capctl credentials list' }) as unknown as Credential;
    },
    async deleteCredential(id: string) {
      const answer = await client.DELETE('/v1/orgs/{org_id}/credentials/{id}', { params: { path: { ...org, id } } });
      if (answer.response.status === 409) {
        const entry = errorEntries(answer.error)[0];
        throw new StateError('conflict', entry?.message ?? `credential ${id} is in use`, {
          status: 409,
          hint: 'apply a definition whose objects no longer name the credential, then delete it',
        });
      }
      return unwrap(answer, { what: 'credential', id, list: 'capctl credentials list' }) as unknown as Credential;
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
      return unwrap(answer, { what: 'action', id: variant, list: 'capctl export' }) as unknown as ActionHistory;
    },
    async getActionVersion(variant: string, version: number): Promise<ActionVersion> {
      const answer = await client.GET('/v1/orgs/{org_id}/actions/{variant}/versions/{version}', {
        params: { path: { ...org, variant, version: String(version) } },
      });
      return unwrap(answer, { what: `action ${variant} version`, id: String(version), list: `capctl schemas list ${variant}` }) as unknown as ActionVersion;
    },
    async close() {
      await options.onClose?.();
    },
  };
}
