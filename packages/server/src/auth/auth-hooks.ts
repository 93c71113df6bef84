// Two hooks: every non-public route needs a known x-service-auth key (else 401), and a route
// with an org_id answers 404 unless the key's user is a member of that org (never 403).
// Both are callback-style with a synchronous fast path: a cached key costs no promise.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ServiceError } from '../errors.js';

export const AUTH_HEADER = 'x-service-auth';

const missingKey = () => new ServiceError('unauthenticated', `missing ${AUTH_HEADER} header; send an API key made with \`capctl keys create\``);
const unknownKey = () => new ServiceError('unauthenticated', `the ${AUTH_HEADER} key is not known; check it or make a new one with \`capctl keys create\``);
const hiddenOrg = (orgId: string) =>
  new ServiceError('not_found', `org ${orgId} was not found; check the org id and that your key belongs to a member of it`);

function authenticate(this: FastifyInstance, request: FastifyRequest, _reply: FastifyReply, _payload: unknown, done: (err?: Error | null) => void): void {
  if (request.is404 || request.routeOptions.config.public === true) return done();
  const key = request.headers[AUTH_HEADER];
  if (typeof key !== 'string' || key === '') return done(missingKey());
  const cached = this.authenticator.cached(key);
  if (cached) {
    request.auth = cached;
    return done();
  }
  this.authenticator.authenticate(key).then((principal) => {
    if (!principal) return done(unknownKey());
    request.auth = principal;
    done();
  }, done);
}

function checkOrg(this: FastifyInstance, request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const orgId = (request.params as { org_id?: string } | undefined)?.org_id;
  if (orgId === undefined || request.auth === null || request.auth.orgIds.has(orgId)) return done();
  this.authenticator.canSee(request.auth, orgId).then((visible) => done(visible ? undefined : hiddenOrg(orgId)), done);
}

/** Auth runs before the body is read (so a caller without a key learns nothing about it); the org check after validation. */
export function registerAuthHooks(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('preParsing', authenticate);
  app.addHook('preHandler', checkOrg);
}
