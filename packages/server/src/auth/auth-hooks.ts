// The one auth hook, before the body is read (so a caller without a right learns nothing about
// it and costs no parsing): a usable x-service-auth key (else 401, or 429 once an address has
// failed too often, then without a database look-up for keys never seen), the key's own rate
// limit, its org (any other org is 404, never 403) and its role (a write the role does not
// allow is 403). A cached key costs no promise (nor does a limit counted in memory).
import { isOrgId } from '@capctl/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ServiceError } from '../http/errors.js';
import { openApiOperations } from '../http/openapi.js';
import type { Principal } from './authenticator.js';
import type { RateLimiter, RateVerdict } from './rate-limiter.js';
import { needsAdmin, roleAllows } from './roles.js';

export const AUTH_HEADER = 'x-service-auth';

/** Per verified key, and per client address for failed authentication; none: no limits. */
export interface AuthLimits {
  readonly perKey: RateLimiter;
  readonly failedAuthPerAddress: RateLimiter;
}

const missingKey = () => new ServiceError('unauthenticated', `missing ${AUTH_HEADER} header; send an API key made with \`capctl keys create\``);
const unusableKey = () =>
  new ServiceError('unauthenticated', `the ${AUTH_HEADER} key is not known, revoked or expired; check it or make a new one with \`capctl keys create\``);
const hiddenOrg = (orgId: string) =>
  new ServiceError('not_found', `org ${orgId} was not found; check the org id and that your key was made for it`);
const forbidden = (role: string, operationId: string | undefined) =>
  needsAdmin(operationId)
    ? new ServiceError('forbidden', `this key has the ${role} role, which may not change the org's policies; use a key with the admin role (\`capctl keys create --role admin\`)`)
    : new ServiceError('forbidden', `this key has the ${role} role, which may read and plan but not make this change; use a key with the apply role`);
const limited = (what: string, seconds: number) =>
  new ServiceError('rate_limited', `too many requests ${what}; retry after ${seconds} s (the retry-after header says the same)`, { retryAfterSeconds: seconds });

/** Goes on with a verdict at once when the limiter has it, else once it arrives (a shared limit may ask the database). */
function withVerdict(
  verdict: RateVerdict | Promise<RateVerdict> | undefined,
  then: (verdict: RateVerdict | undefined) => ServiceError | undefined,
  done: (err?: Error | null) => void,
): void {
  if (verdict instanceof Promise) verdict.then((v) => done(then(v)), done);
  else done(then(verdict));
}

function authorize(app: FastifyInstance, request: FastifyRequest, principal: Principal, done: (err?: Error | null) => void): void {
  withVerdict(app.authLimits?.perKey.hit(principal.keyId), (limit) => {
    if (limit && !limit.allowed) return limited('for this key', limit.retryAfterSeconds);
    const orgId = (request.params as { org_id?: string } | undefined)?.org_id;
    // An org id that is not digits is left to validation, which names /org_id in a 400.
    if (orgId !== undefined && orgId !== principal.orgId && isOrgId(orgId)) return hiddenOrg(orgId);
    const { operationId } = request.routeOptions.config;
    if (!roleAllows(principal.role, request.method, operationId)) return forbidden(principal.role, operationId);
    request.auth = principal;
    return undefined;
  }, done);
}

function refuse(app: FastifyInstance, request: FastifyRequest, error: ServiceError, done: (err?: Error | null) => void): void {
  withVerdict(app.authLimits?.failedAuthPerAddress.hit(request.ip), (limit) =>
    limit && !limit.allowed ? limited('with a missing or unusable key from this address', limit.retryAfterSeconds) : error, done);
}

function authenticate(this: FastifyInstance, request: FastifyRequest, _reply: FastifyReply, _payload: unknown, done: (err?: Error | null) => void): void {
  if (request.is404 || request.routeOptions.config.public === true) return done();
  const key = request.headers[AUTH_HEADER];
  if (typeof key !== 'string' || key === '') return refuse(this, request, missingKey(), done);
  const cached = this.authenticator.cached(key);
  if (cached) return authorize(this, request, cached, done);
  // An address over its failed-authentication limit costs no database look-up for keys never seen.
  if (this.authLimits?.failedAuthPerAddress.isLimited(request.ip) === true && !this.authenticator.known(key)) {
    return refuse(this, request, unusableKey(), done);
  }
  this.authenticator.authenticate(key).then(
    (principal) => (principal ? authorize(this, request, principal, done) : refuse(this, request, unusableKey(), done)),
    done,
  );
}

/** Every route learns its operationId from openapi.yaml, however it was registered: roles allow writes by it. */
function tagOperation(route: RouteOptions): void {
  const method = [route.method].flat()[0];
  const operation = openApiOperations().find((op) => op.method === method && op.url === route.url);
  if (operation !== undefined) route.config = { ...route.config, operationId: operation.operationId };
}

export function registerAuthHooks(app: FastifyInstance, limits: AuthLimits | undefined): void {
  app.addHook('onRoute', tagOperation);
  app.decorateRequest('auth', null);
  app.decorate('authLimits', limits);
  app.addHook('preParsing', authenticate);
}
