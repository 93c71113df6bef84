// The org of an API key, as the service knows it (GET /v1/self): the org capctl uses over HTTP
// when none is given, instead of guessing one the key may not see.
import createClient from 'openapi-fetch';
import { errorFromResponse, StateError, type ServiceErrorEntry } from './errors.js';
import type { paths } from './generated/openapi.js';
import { createRetryingFetch } from './http-transport.js';

export interface KeyOrgOptions {
  /** The service's base URL. */
  readonly url: string;
  readonly apiKey: string;
  /** Per request attempt; default 30 s. */
  readonly timeoutMs?: number | undefined;
}

/** The org id of the key; a StateError when the service refuses the key or cannot be reached. */
export async function keyOrg(options: KeyOrgOptions): Promise<string> {
  const baseUrl = options.url.replace(/\/+$/, '');
  const client = createClient<paths>({
    baseUrl,
    headers: { 'x-service-auth': options.apiKey },
    fetch: createRetryingFetch({ url: baseUrl, ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}) }),
  });
  const { data, error, response } = await client.GET('/v1/self');
  const org = data?.data?.org_id;
  if (response.ok && typeof org === 'string') return org;
  if (response.status === 404) {
    throw new StateError('not_found', `${baseUrl} cannot say which org the API key belongs to (it has no GET /v1/self)`, {
      status: 404,
      hint: 'pass --org ID or set CAPACITY_ORG',
    });
  }
  if (response.ok) throw new StateError('bad_response', `${baseUrl} did not say which org the API key belongs to`, { hint: 'pass --org ID' });
  const entries = ((error as { errors?: ServiceErrorEntry[] } | undefined)?.errors ?? []).filter((e) => typeof e?.message === 'string');
  throw errorFromResponse(response.status, entries, { kind: 'http', where: baseUrl, orgId: '?' });
}
