// The revision requests on the wire and back: plan (openapi.yaml RevisionCreate), apply
// (RevisionApply and `?allow_breaking`), list (the query) and prune (RevisionPrune). The HTTP
// state adapter encodes them, the routes decode them into the config service's requests.
import type { PolicyOverride } from '../policy/policy-verdict.js';
import type { ApplyRequest, PlanRequest, PruneRequest, RevisionQuery, RevisionStatus } from '../service.js';
import { invalidField, invalidParameter } from '../service-errors.js';
import type { ObjectTarget } from '../types.js';

export const digestInvalid = () => invalidField('/digest', 'must be the revision digest: 64 lowercase hex digits, as GET of the revision returns it');

export interface WirePlanRequest {
  readonly definition: unknown;
  readonly targets?: readonly ObjectTarget[];
  readonly message?: string;
}

/** Targets and message only when given, so that a service without them still takes a whole plan. */
export function encodePlanRequest(request: PlanRequest): WirePlanRequest {
  return {
    definition: request.definition,
    ...(request.targets?.length ? { targets: request.targets.map((t) => ({ kind: t.kind, name: t.name })) } : {}),
    ...(request.message === undefined ? {} : { message: request.message }),
  };
}

/** The body as the route's schema admitted it (openapi.yaml RevisionCreate). */
export function decodePlanRequest(body: WirePlanRequest): PlanRequest {
  return {
    definition: body.definition,
    ...(body.targets === undefined ? {} : { targets: body.targets }),
    ...(body.message === undefined ? {} : { message: body.message }),
  };
}

export interface WireApplyRequest {
  readonly allow_breaking?: boolean;
  readonly allow_breaking_variants?: readonly string[];
  readonly digest?: string;
  readonly overrides?: readonly PolicyOverride[];
}

/** An override's reason: room for a paragraph, not for a document. */
export const MAX_OVERRIDE_REASON = 2000;

/** The lists only when given, so that a service without it still takes the request. */
export function encodeApplyRequest(request: ApplyRequest = {}): WireApplyRequest {
  return {
    allow_breaking: request.allowBreaking === true,
    ...(request.allowBreakingVariants?.length ? { allow_breaking_variants: [...request.allowBreakingVariants] } : {}),
    ...(request.digest === undefined ? {} : { digest: request.digest }),
    ...(request.overrides?.length ? { overrides: request.overrides.map(({ policy, reason }) => ({ policy, reason })) } : {}),
  };
}

function nonEmptyText(value: unknown, pointer: string, what: string, max: number): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > max) {
    throw invalidField(pointer, `must be ${what}: a non-empty string of at most ${max.toLocaleString('en-US')} characters`);
  }
  return value;
}

/** `overrides`: each `{policy, reason}`, both non-empty strings, checked at its own pointer. */
function overrideList(value: unknown): PolicyOverride[] {
  if (!Array.isArray(value)) throw invalidField('/overrides', 'must be an array of {"policy": NAME, "reason": WHY}');
  return value.map((item: unknown, index) => {
    const at = `/overrides/${index}`;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) throw invalidField(at, 'must be an object {"policy": NAME, "reason": WHY}');
    for (const key of Object.keys(item)) {
      if (key !== 'policy' && key !== 'reason') throw invalidField(`${at}/${key}`, 'is not an accepted field here; remove it');
    }
    const { policy, reason } = item as { policy?: unknown; reason?: unknown };
    return {
      policy: nonEmptyText(policy, `${at}/policy`, 'the name of an overridable policy', 200),
      reason: nonEmptyText(reason, `${at}/reason`, 'why the apply goes ahead despite the policy', MAX_OVERRIDE_REASON),
    };
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
export function decodeApplyRequest(query: { readonly allow_breaking?: string }, body: unknown): ApplyRequest {
  const text = query.allow_breaking;
  if (text !== undefined && text !== 'true' && text !== 'false') throw invalidParameter('allow_breaking', 'must be true or false');
  if (body === undefined || body === null) return { allowBreaking: text === 'true' };
  if (typeof body !== 'object' || Array.isArray(body)) throw invalidField('/', 'the body must be a JSON object like {"allow_breaking": true}, or absent');
  let variants: string[] = [];
  let overrides: PolicyOverride[] | undefined;
  for (const [key, value] of Object.entries(body)) {
    if (key === 'allow_breaking_variants') variants = variantList(value);
    else if (key === 'overrides') overrides = overrideList(value);
    else if (key === 'allow_breaking' && typeof value !== 'boolean') throw invalidField('/allow_breaking', 'must be a boolean');
    else if (key === 'digest' && typeof value !== 'string') throw digestInvalid();
    else if (key !== 'allow_breaking' && key !== 'digest') {
      throw invalidField(`/${key}`, 'is not an accepted field here; remove it');
    }
  }
  const fields = body as WireApplyRequest;
  return {
    allowBreaking: text === 'true' || fields.allow_breaking === true,
    allowBreakingVariants: variants,
    ...(fields.digest === undefined ? {} : { digest: fields.digest }),
    ...(overrides === undefined ? {} : { overrides }),
  };
}

/** The list's query parameters (strings, as a URL carries them). */
export interface WireRevisionQuery {
  readonly limit?: string;
  readonly cursor?: string;
  /** One status, or several comma-separated (the route's schema checks the names). */
  readonly status?: string;
}

export function encodeRevisionQuery(query: RevisionQuery = {}): WireRevisionQuery {
  return {
    ...(query.limit === undefined ? {} : { limit: String(query.limit) }),
    ...(query.cursor === undefined ? {} : { cursor: query.cursor }),
    ...(query.statuses === undefined ? {} : { status: query.statuses.join(',') }),
  };
}

export function decodeRevisionQuery(query: WireRevisionQuery): RevisionQuery {
  return {
    ...(query.limit === undefined ? {} : { limit: Number(query.limit) }),
    ...(query.cursor === undefined ? {} : { cursor: query.cursor }),
    ...(query.status === undefined ? {} : { statuses: query.status.split(',') as RevisionStatus[] }),
  };
}

export interface WirePruneRequest {
  readonly keep?: number;
  readonly older_than_seconds?: number;
}

export function encodePruneRequest(request: PruneRequest = {}): WirePruneRequest {
  return {
    ...(request.keep === undefined ? {} : { keep: request.keep }),
    ...(request.olderThanSeconds === undefined ? {} : { older_than_seconds: request.olderThanSeconds }),
  };
}

/** The prune request of an optional body `{keep?, older_than_seconds?}`; the service checks the numbers. */
export function decodePruneRequest(body: unknown): PruneRequest {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw invalidField('/', 'the body must be a JSON object like {"keep": 20}, or absent');
  let request: { keep?: unknown; olderThanSeconds?: unknown } = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'keep') request = { ...request, keep: value };
    else if (key === 'older_than_seconds') request = { ...request, olderThanSeconds: value };
    else throw invalidField(`/${key}`, 'is not an accepted field here; remove it');
  }
  return request as PruneRequest;
}
