// The StateAdapter over the service's HTTP contract (the http adapter's transport carries the
// requests). One typed client, generated from schemas/openapi.yaml, so it speaks exactly the
// documented API; requests and answers go through core's wire codec, the one the routes use.
import createClient from 'openapi-fetch';
import {
  decodePlanned, decodePolicySet, decodeRevision, decodeRevisionPage, encodeApplyRequest, encodePlanRequest, encodePolicyPush, encodePolicyQuery,
  encodePruneRequest, encodeRevisionQuery, type WirePolicySet, type WireRevision, type WireRevisionPage, type WireUnstoredPlan,
} from '@capctl/core';
import { explained } from './answer-error.js';
import { StateError, errorFromResponse } from './errors.js';
import { HandedDefinition } from './handed-definition.js';
import { streamedBody } from './http-transport.js';
import { jsonBody } from './json-body.js';
import type { ServiceErrorEntry, TargetDescription } from './errors.js';
import type { paths } from './generated/openapi.js';
import type {
  ActionHistory, ActionVersion, ConfigState, Credential, PruneResult, StateAdapter,
} from './state-adapter.js';

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

/** The well-formed entries of a failure's `errors`, each with its pointer and hint when it carries string ones. */
function errorEntries(body: unknown): ServiceErrorEntry[] {
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .filter((e): e is ServiceErrorEntry => typeof e?.code === 'string' && typeof e?.message === 'string')
    .map((e) => ({
      code: e.code, message: e.message,
      ...(typeof e.pointer === 'string' ? { pointer: e.pointer } : {}),
      ...(typeof e.hint === 'string' ? { hint: e.hint } : {}),
    }));
}

export function createServiceAdapter(options: ServiceAdapterOptions): StateAdapter {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { 'x-service-auth': options.apiKey },
    fetch: options.fetch,
  });
  const { target } = options;
  const org = { org_id: target.orgId };

  function unwrap<T>(answer: Answer<T>): T {
    if (!answer.response.ok) throw errorFromResponse(answer.response.status, errorEntries(answer.error), target);
    const data = answer.data?.data;
    if (data === undefined || data === null) {
      throw new StateError('bad_response', `the service at ${target.where} answered without data`, {
        status: answer.response.status,
        hint: 'check that --url points at a capctl service of a matching version',
      });
    }
    return data;
  }

  // The generated types of openapi.yaml and core's wire types describe the same members; the
  // casts below cross from one to the other.
  const service = explained({
    async readState() {
      const answer = await client.GET('/v1/orgs/{org_id}/config/state', { params: { path: org } });
      return unwrap(answer) as unknown as ConfigState;
    },
    async planRevision({ definition, ...rest }) {
      // The body is made as it is sent; the definition is let go of once it was sent whole.
      const handed = definition instanceof HandedDefinition ? definition : new HandedDefinition(definition);
      const body = jsonBody(() => encodePlanRequest({ ...rest, definition: handed.value }), () => handed.letGo());
      const answer = await client.POST('/v1/orgs/{org_id}/config/revisions/', { params: { path: org }, body: rest as never, ...streamedBody(body) });
      return decodePlanned(unwrap(answer) as unknown as WireRevision | WireUnstoredPlan);
    },
    async applyRevision(id, request) {
      const answer = await client.POST('/v1/orgs/{org_id}/config/revisions/{id}/apply', {
        params: { path: { ...org, id } }, body: encodeApplyRequest(request) as never,
      });
      return decodeRevision(unwrap(answer) as unknown as WireRevision);
    },
    async listRevisions(query) {
      const answer = await client.GET('/v1/orgs/{org_id}/config/revisions/', { params: { path: org, query: encodeRevisionQuery(query) } });
      return decodeRevisionPage(unwrap(answer) as unknown as WireRevisionPage);
    },
    async getRevision(id) {
      const answer = await client.GET('/v1/orgs/{org_id}/config/revisions/{id}', { params: { path: { ...org, id } } });
      return decodeRevision(unwrap(answer) as unknown as WireRevision);
    },
    async pruneRevisions(request) {
      const answer = await client.POST('/v1/orgs/{org_id}/config/revisions/prune', { params: { path: org }, body: encodePruneRequest(request) });
      const data = unwrap(answer);
      return { deleted: data.deleted, keep: data.keep ?? null, older_than_seconds: data.older_than_seconds ?? null } satisfies PruneResult;
    },
    async listActionVersions(variant) {
      const answer = await client.GET('/v1/orgs/{org_id}/actions/{variant}/versions', { params: { path: { ...org, variant } } });
      return unwrap(answer) as unknown as ActionHistory;
    },
    async getActionVersion(variant, version) {
      const answer = await client.GET('/v1/orgs/{org_id}/actions/{variant}/versions/{version}', {
        params: { path: { ...org, variant, version: String(version) } },
      });
      return unwrap(answer) as unknown as ActionVersion;
    },
    async createCredential(input) {
      const answer = await client.POST('/v1/orgs/{org_id}/credentials/', { params: { path: org }, body: input as never });
      return unwrap(answer) as unknown as Credential;
    },
    async listCredentials() {
      const answer = await client.GET('/v1/orgs/{org_id}/credentials/', { params: { path: org } });
      return unwrap(answer) as unknown as Credential[];
    },
    async updateCredential(id, change) {
      const answer = await client.PATCH('/v1/orgs/{org_id}/credentials/{id}', { params: { path: { ...org, id } }, body: change as never });
      return unwrap(answer) as unknown as Credential;
    },
    async deleteCredential(id) {
      const answer = await client.DELETE('/v1/orgs/{org_id}/credentials/{id}', { params: { path: { ...org, id } } });
      return unwrap(answer) as unknown as Credential;
    },
    async pushPolicies(request) {
      const answer = await client.PUT('/v1/orgs/{org_id}/policies', { params: { path: org }, body: encodePolicyPush(request) as never });
      return decodePolicySet(unwrap(answer) as unknown as WirePolicySet);
    },
    async readPolicies(version) {
      const answer = await client.GET('/v1/orgs/{org_id}/policies', { params: { path: org, query: encodePolicyQuery(version) } });
      return decodePolicySet(unwrap(answer) as unknown as WirePolicySet);
    },
  }, (error) => error, target);
  return { ...service, target, close: async () => options.onClose?.() };
}
