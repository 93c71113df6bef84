// What the service adds to fastify's types: the caller on each request, the storage and
// repositories on the instance, and the `public` flag of routes that need no key.
import type { ConfigService } from '@capctl/core';
import type { AuthLimits } from './auth/auth-hooks.js';
import type { Authenticator, Principal } from './auth/authenticator.js';
import type { SecretBox } from './crypto/secret-box.js';
import type { Repositories } from './repositories.js';
import type { Storage } from './open-storage.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by the auth hook; null only on public routes. */
    auth: Principal | null;
  }
  interface FastifyInstance {
    storage: Storage;
    repos: Repositories;
    /** The config use cases (state, revisions, credentials, action versions) the routes call. */
    configService: ConfigService;
    authenticator: Authenticator;
    /** Rate limits of the auth hook; undefined when the service runs without them (embedded). */
    authLimits: AuthLimits | undefined;
    /** Seals and opens secrets at rest (AES-256-GCM). */
    secretBox: SecretBox;
    /** Every route registered, in order (the OpenAPI coverage test compares them with the document). */
    registeredRoutes: ReadonlyArray<{ readonly method: string; readonly url: string }>;
  }
  interface FastifyContextConfig {
    /** True for routes that need no x-service-auth key (/healthz, /openapi.json). */
    public?: boolean;
    /** The route's operationId in openapi.yaml (roles allow writes by it). */
    operationId?: string;
  }
}

export type { Principal };
