// Builds the service's fastify app (without listening): storage, auth, rate limit, error
// handling and every route of openapi.yaml. start-server.ts is the only place that listens.
import { randomUUID } from 'node:crypto';
import fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { registerAuthHooks, type AuthLimits } from './auth/auth-hooks.js';
import { createAuthenticator } from './auth/authenticator.js';
import { createRateLimitRepository } from './auth/rate-limit-repository.js';
import { createRateLimiter } from './auth/rate-limiter.js';
import { createSharedRateLimiter } from './auth/shared-rate-limiter.js';
import { frameworkErrorReply, registerErrorHandling } from './http/error-handler.js';
import { registerGracefulClose } from './http/graceful-close.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { routeCodeTable } from './http/route-code-table.js';
import { createSchemaCompilers, type SchemaCompilation, type SchemaCompilers } from './http/schema-compilers.js';
import './fastify-types.js';
import { registerMfaRoutes } from './routes/mfa-routes.js';
import { registerRevisionRoutes } from './routes/revision-routes.js';
import type { RevisionRetention } from './revisions/retention.js';
import { registerActionVersionRoutes } from './routes/action-version-routes.js';
import { registerCapacityDomainRoutes } from './routes/capacity-domain-routes.js';
import { registerCredentialRoutes } from './routes/credential-routes.js';
import { registerDestinationRoutes } from './routes/destination-routes.js';
import { registerNotificationRoutes } from './routes/notification-routes.js';
import { registerPolicyRoutes } from './routes/policy-routes.js';
import { registerServiceRoutes } from './routes/service-routes.js';
import { registerSelfRoutes } from './routes/self-routes.js';
import { registerSettingsRoutes } from './routes/settings-routes.js';
import type { Storage } from './open-storage.js';
import { openServiceRoot } from './service-root.js';
import { failureForLog } from './http/failure-log.js';

export interface RateLimitOptions {
  /** Requests allowed per verified key in each window. */
  readonly max: number;
  readonly timeWindowMs: number;
  /** Requests with a missing or unusable key allowed per client address in each window; default 100. */
  readonly failedAuthMax?: number;
}

export interface BuildServerOptions {
  /**
   * Path of the SQLite database file, or a postgres:// URL; created (SQLite) and migrated when
   * missing. On PostgreSQL the secret key must be given (secretKey or CAPACITY_SECRET_KEY).
   */
  readonly db: string;
  /** PostgreSQL only: the most connections this instance opens (default 10). */
  readonly poolSize?: number;
  /** A pino logger (see createLogger); none when absent. */
  readonly logger?: FastifyBaseLogger;
  /** Rate limits per verified key and per address for failed authentication; `false` turns them off. */
  readonly rateLimit?: RateLimitOptions | false;
  /** Largest accepted body in bytes (default 1 MiB). */
  readonly bodyLimit?: number;
  /** Largest accepted definition for plan-and-store (endpoint 6) in bytes (default 64 MiB). */
  readonly definitionBodyLimit?: number;
  /** The 32-byte key for secrets at rest; default CAPACITY_SECRET_KEY or the key file beside the database. */
  readonly secretKey?: Buffer;
  /**
   * When route validators and response serializers are compiled: `lazy` (default) on a route's
   * first request, so start-up pays only for the routes used; `eager` while the app gets ready.
   */
  readonly schemaCompilation?: SchemaCompilation;
  /** The compilers themselves (the bundler's route-code generator records through its own); default: createSchemaCompilers. */
  readonly schemaCompilers?: SchemaCompilers;
  /** Which stale and failed revisions are pruned after each plan (default DEFAULT_REVISION_RETENTION). */
  readonly revisionRetention?: RevisionRetention;
  /**
   * Addresses or CIDR ranges of the proxies in front of the service (a load balancer): only from
   * them is X-Forwarded-For believed, so the client address (rate limits, logs) is the real one.
   */
  readonly trustProxy?: readonly string[];
  /** Called inside each apply's transaction just before it takes the org's write lock: a barrier for tests. */
  readonly beforeApplyLock?: (orgId: string) => void;
  /** Steps per stored part of a large plan (revisions/stored-plan.ts); tests make it small. */
  readonly stepsPerPart?: number;
  /** The time MFA codes and lock-outs are judged by (default the system clock; tests inject one). */
  readonly mfaClock?: () => Date;
  /** The time revisions and direct destination writes (drift) are stamped with (default the system clock; tests inject one). */
  readonly clock?: () => Date;
}

/** Longer than any request line Node accepts (16 KiB of headers), so never fastify's bound. */
const MAX_PARAM_LENGTH = 16 * 1024;

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 6000, timeWindowMs: 60_000 };
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** Definitions of tens of thousands of actions are tens of MB; other bodies stay small. */
export const DEFAULT_DEFINITION_BODY_LIMIT = 64 * 1024 * 1024;

/** Counters for as many keys and addresses as a busy service sees in a window; more share one counter. */
const MAX_TRACKED = 100_000;
const DEFAULT_FAILED_AUTH_MAX = 100;

/** In memory on SQLite (one process); in the database on PostgreSQL, so the limits hold over every instance. */
function authLimits(limit: RateLimitOptions | false, storage: Storage): AuthLimits | undefined {
  if (limit === false) return undefined;
  const windowMs = limit.timeWindowMs;
  const perKey = { max: limit.max, windowMs, maxTracked: MAX_TRACKED };
  const perAddress = { max: limit.failedAuthMax ?? DEFAULT_FAILED_AUTH_MAX, windowMs, maxTracked: MAX_TRACKED };
  if (storage.engine === 'sqlite') return { perKey: createRateLimiter(perKey), failedAuthPerAddress: createRateLimiter(perAddress) };
  const store = createRateLimitRepository(storage.db);
  return {
    perKey: createSharedRateLimiter({ ...perKey, scope: 'key', store }),
    failedAuthPerAddress: createSharedRateLimiter({ ...perAddress, scope: 'address', store }),
  };
}

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const app = fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    exposeHeadRoutes: false,
    // Path parameters are bounded by the route schemas (openapi.yaml, 400 envelope); fastify's own
    // bound (100) would answer longer ids with a bare 414 before auth. No request line is longer.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrorReply,
    genReqId: () => randomUUID(),
    // Without trusted proxies, request.ip is the socket's address and X-Forwarded-For is ignored:
    // any client could otherwise pick the address its failed authentications count against.
    ...(options.trustProxy !== undefined && options.trustProxy.length > 0 ? { trustProxy: [...options.trustProxy] } : {}),
    // While closing, requests on open connections are served and answered with `connection: close`
    // (graceful-close.ts), rather than fastify's own 503 body, which is not an envelope.
    return503OnClosing: false,
    // validateSchema: false: the route schemas come from openapi.yaml, which its own test checks;
    // compiling the meta-schema on every start would cost start-up for nothing.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allowUnionTypes: true, validateSchema: false } },
    schemaController: { compilersFactory: (options.schemaCompilers ?? createSchemaCompilers(options.schemaCompilation, { table: routeCodeTable })).factory },
  });
  const { storage, secretBox, repos, configService } = await openServiceRoot({
    db: options.db,
    ...(options.secretKey === undefined ? {} : { secretKey: options.secretKey }),
    ...(options.poolSize === undefined ? {} : { poolSize: options.poolSize }),
    ...(options.revisionRetention === undefined ? {} : { revisionRetention: options.revisionRetention }),
    onRetentionFailure: (error) => app.log.warn({ failure: failureForLog(error) }, 'revision retention failed'),
    ...(options.beforeApplyLock === undefined ? {} : { beforeApplyLock: options.beforeApplyLock }),
    ...(options.stepsPerPart === undefined ? {} : { stepsPerPart: options.stepsPerPart }),
    ...(options.clock === undefined ? {} : { clock: options.clock }),
  });
  app.decorate('storage', storage);
  app.decorate('repos', repos);
  app.decorate('configService', configService);
  app.decorate('secretBox', secretBox);
  app.decorate('authenticator', createAuthenticator(repos.apiKeys));
  app.addHook('onClose', async () => storage.close());
  const routes: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  // Bodies are JSON only: a text/plain body is refused up front instead of failing validation.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);
  registerErrorHandling(app);
  registerGracefulClose(app);
  registerAuthHooks(app, authLimits(options.rateLimit ?? DEFAULT_RATE_LIMIT, storage));

  registerServiceRoutes(app);
  registerSelfRoutes(app);
  registerCapacityDomainRoutes(app);
  registerDestinationRoutes(app);
  registerCredentialRoutes(app);
  registerNotificationRoutes(app);
  registerSettingsRoutes(app);
  registerActionVersionRoutes(app);
  registerRevisionRoutes(app, { bodyLimit: options.definitionBodyLimit ?? DEFAULT_DEFINITION_BODY_LIMIT });
  registerPolicyRoutes(app);
  await registerMfaRoutes(app, options.mfaClock);
  return app;
}
