// @capctl/server: the Capacity Management Service (HTTP API, auth, storage).
export { buildServer, DEFAULT_BODY_LIMIT, DEFAULT_DEFINITION_BODY_LIMIT, DEFAULT_RATE_LIMIT } from './build-server.js';
export type { BuildServerOptions, RateLimitOptions } from './build-server.js';
export { serve, startServer } from './start-server.js';
export type { RunningServer, ServeOptions } from './start-server.js';
export { createLogger } from './logging/logger.js';
export { createApiKey, issueApiKey, listApiKeys, revokeApiKey, DEFAULT_ROLE, DEFAULT_USER } from './auth/api-key-admin.js';
export type { CreateApiKeyOptions, IssuedKey, KeySpec } from './auth/api-key-admin.js';
export { KEY_ROLES, isKeyRole } from './auth/roles.js';
export type { KeyRole } from './auth/roles.js';
export type { LogFormat } from './logging/logger.js';
export { DEFAULT_REVISION_RETENTION } from './revisions/retention.js';
export type { RevisionRetention } from './revisions/retention.js';
export { generateApiKey, hashApiKey } from './auth/api-key.js';
export { AUTH_HEADER } from './auth/auth-hooks.js';
export type { Authenticator, Principal } from './auth/authenticator.js';
export { ServiceError, ERROR_STATUS, isServiceError, notFound, invalidField } from './http/errors.js';
export type { ErrorCode } from './http/errors.js';
export { ok, failure } from './http/envelope.js';
export type { ApiError, Envelope } from './http/envelope.js';
export { openApiDocument, openApiOperations, operationRoute, findOpenApiPath } from './http/openapi.js';
export type { OpenApiOperation, OperationRoute, RouteSchema } from './http/openapi.js';
export { registerOperation } from './http/operation.js';
export { maskDestination, maskState } from './destinations/public-view.js';
export type { OrgItemParams, OrgParams } from './http/operation.js';
export { mergePatch } from './http/merge-patch.js';
export { SQLITE_DRIVER, SqliteDatabase } from './storage/sqlite-driver.js';
export { openStorage } from './storage/open-storage.js';
export type { Storage, StorageOptions } from './storage/open-storage.js';
export { migrations } from './storage/migrations.js';
export type { Migration } from './storage/migrations.js';
export { migrate } from './storage/migrate.js';
export { createRepositories } from './repositories.js';
export type { Repositories } from './repositories.js';
export { bumpSerial, createConfigStateRepository } from './revisions/config-state-repository.js';
export type { ConfigStateRepository } from './revisions/config-state-repository.js';
export type { Database, Db, Executor, Trx } from './storage/database.js';
export type { DestinationPatch, DestinationRepository, NewDestination } from './destinations/destination-repository.js';
export type { CredentialPatch, CredentialRepository, CredentialSecret, NewCredential } from './credentials/credential-repository.js';
export type { NewNotification, NotificationPatch, NotificationRepository } from './notifications/notification-repository.js';
export type { DomainSettingsInput, SettingsRepository } from './settings/settings-repository.js';
export { DEFAULT_DOMAIN_SETTINGS } from './settings/settings-repository.js';
export type { CapacityDomainRepository } from './capacity-domains/capacity-domain-repository.js';
export type { AccountRepository } from './auth/account-repository.js';
export type { ApiKeyInfo, ApiKeyRepository, KeyGrant, RevokeResult } from './auth/api-key-repository.js';
export { createSecretBox } from './crypto/secret-box.js';
export { createHeaderSeal, isSealed, SEALED_PREFIX, type HeaderSeal } from './crypto/header-seal.js';
export type { SealedSecret, SecretBox } from './crypto/secret-box.js';
export { loadSecretKey, decodeSecretKey, secretKeyPath } from './crypto/secret-key.js';
export type {
  CapacityDomain,
  CapacityDomainCreated,
  Contributor,
  Credential,
  Destination,
  DomainSettings,
  MemberDestination,
  Notification,
  NotificationBody,
  ScaleTarget,
  WebhookConfig,
} from './resources.js';
export type { ImmediateReader } from './storage/open-storage.js';
export { prepareQuery } from './storage/prepared-query.js';
export type { PreparedQuery } from './storage/prepared-query.js';
