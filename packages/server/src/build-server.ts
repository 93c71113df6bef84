// Builds the service's fastify app (without listening): storage, auth, rate limit, error
// handling and every route of openapi.yaml. start-server.ts is the only place that listens.
import { randomUUID } from 'node:crypto';
import fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { registerAuthHooks, AUTH_HEADER } from './auth/auth-hooks.js';
import { createAuthenticator } from './auth/authenticator.js';
import { createHeaderSeal } from './crypto/header-seal.js';
import { createSecretBox } from './crypto/secret-box.js';
import { loadSecretKey } from './crypto/secret-key.js';
import { registerErrorHandling } from './error-handler.js';
import { registerJsonBodyParser } from './json-body.js';
import { createSchemaCompilers, type SchemaCompilation } from './schema-compilers.js';
import { ServiceError } from './errors.js';
import './fastify-types.js';
import { registerMfaRoutes } from './mfa/index.js';
import { registerRevisionRoutes } from './revisions/index.js';
import { registerCapacityDomainRoutes } from './routes/capacity-domain-routes.js';
import { registerCredentialRoutes } from './routes/credential-routes.js';
import { registerDestinationRoutes } from './routes/destination-routes.js';
import { registerNotificationRoutes } from './routes/notification-routes.js';
import { registerServiceRoutes } from './routes/service-routes.js';
import { registerSettingsRoutes } from './routes/settings-routes.js';
import { openStorage } from './storage/open-storage.js';
import { createRepositories } from './storage/repositories.js';

export interface RateLimitOptions {
  /** Requests allowed per key (or per client address without a key) in each window. */
  readonly max: number;
  readonly timeWindowMs: number;
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
  /** Per-key rate limit; `false` turns it off. */
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
}

/** Longer than any request line Node accepts (16 KiB of headers), so never fastify's bound. */
const MAX_PARAM_LENGTH = 16 * 1024;

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 6000, timeWindowMs: 60_000 };
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** Definitions of tens of thousands of actions are tens of MB; other bodies stay small. */
export const DEFAULT_DEFINITION_BODY_LIMIT = 64 * 1024 * 1024;

async function registerRateLimit(app: FastifyInstance, limit: RateLimitOptions): Promise<void> {
  // Loaded only when used: the CLI's embedded service runs without a rate limit.
  const { default: rateLimit } = await import('@fastify/rate-limit');
  await app.register(rateLimit, {
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => {
      const key = request.headers[AUTH_HEADER];
      return typeof key === 'string' && key !== '' ? `key:${key}` : `ip:${request.ip}`;
    },
    // Headers only on refusals (retry-after): three headers on every response cost throughput.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) =>
      new ServiceError('rate_limited', `too many requests for this key (at most ${context.max} per window); retry in ${context.after}`),
  });
}

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const app = fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    exposeHeadRoutes: false,
    // Path parameters are bounded by the route schemas (openapi.yaml, 400 envelope); fastify's own
    // bound (100) would answer longer ids with a bare 414 before auth. No request line is longer.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    genReqId: () => randomUUID(),
    // validateSchema: false: the route schemas come from openapi.yaml, which its own test checks;
    // compiling the meta-schema on every start would cost start-up for nothing.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allowUnionTypes: true, validateSchema: false } },
    schemaController: { compilersFactory: createSchemaCompilers(options.schemaCompilation).factory },
  });
  // The key first: a bad CAPACITY_SECRET_KEY fails before the database is opened.
  const secretBox = createSecretBox(options.secretKey ?? loadSecretKey(options.db));
  const storage = await openStorage({
    path: options.db,
    secrets: createHeaderSeal(secretBox),
    ...(options.poolSize === undefined ? {} : { poolSize: options.poolSize }),
  });
  const repos = createRepositories(storage.db, secretBox, storage.readNow);
  app.decorate('storage', storage);
  app.decorate('repos', repos);
  app.decorate('secretBox', secretBox);
  app.decorate('authenticator', createAuthenticator(repos.accounts));
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
  registerAuthHooks(app);
  const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  if (limit !== false) await registerRateLimit(app, limit);

  registerServiceRoutes(app);
  registerCapacityDomainRoutes(app);
  registerDestinationRoutes(app);
  registerCredentialRoutes(app);
  registerNotificationRoutes(app);
  registerSettingsRoutes(app);
  await registerRevisionRoutes(app, { bodyLimit: options.definitionBodyLimit ?? DEFAULT_DEFINITION_BODY_LIMIT });
  await registerMfaRoutes(app);
  return app;
}
