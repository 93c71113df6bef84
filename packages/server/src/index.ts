// @capctl/server: the Capacity Management Service (HTTP API, auth, storage). What the other
// packages, the end-to-end tests and the benches use; everything else stays inside. Local mode
// has its own entry (`@capctl/server/local`, local.ts), which loads no web server.
export { buildServer } from './build-server.js';
export { openServiceRoot } from './service-root.js';
export type { ServiceRoot, ServiceRootOptions } from './service-root.js';
export type { BuildServerOptions, RateLimitOptions } from './build-server.js';
export { serve, startServer } from './start-server.js';
export type { RunningServer, ServeOptions } from './start-server.js';
export type { RevisionRetention } from './revisions/retention.js';
export { createApiKey, issueApiKey, listApiKeys, revokeApiKey } from './auth/api-key-admin.js';
export type { CreateApiKeyOptions, IssuedKey, KeySpec } from './auth/api-key-admin.js';
export type { ApiKeyInfo, RevokeResult } from './auth/api-key-repository.js';
export { AUTH_HEADER } from './auth/auth-hooks.js';
export { openApiDocument, operationRoute } from './http/openapi.js';
export { SqliteDatabase } from './storage/sqlite-driver.js';
export { openStorage } from './open-storage.js';
export type { Storage, StorageOptions } from './open-storage.js';
export { createConfigStateRepository } from './config/config-state-repository.js';
export type { ConfigStateRepository } from './config/config-state-repository.js';
export { maskState } from './destinations/public-view.js';
export { createSecretBox } from './crypto/secret-box.js';
export type { SecretBox } from './crypto/secret-box.js';
export { createHeaderSeal, type HeaderSeal } from './crypto/header-seal.js';
export { loadSecretKey } from './crypto/secret-key.js';
