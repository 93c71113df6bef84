// Every repository of the service over one database, built once per server.
import { createHeaderSeal, type HeaderSeal } from './crypto/header-seal.js';
import type { SecretBox } from './crypto/secret-box.js';
import { createAccountRepository, type AccountRepository } from './auth/account-repository.js';
import { createApiKeyRepository, type ApiKeyRepository } from './auth/api-key-repository.js';
import { createActionVersionRepository, type ActionVersionRepository } from './action-versions/action-version-repository.js';
import { createCapacityDomainRepository, type CapacityDomainRepository } from './capacity-domains/capacity-domain-repository.js';
import { createCachedConfigState } from './config/cached-config-state.js';
import { createConfigStateRepository, type ConfigStateRepository } from './config/config-state-repository.js';
import { createCredentialRepository, type CredentialRepository } from './credentials/credential-repository.js';
import type { Db } from './tables/database.js';
import type { ImmediateReader } from './storage/engines/engine.js';
import { createDestinationRepository, type DestinationRepository } from './destinations/destination-repository.js';
import { createCachedDestinationRepository } from './destinations/cached-destination-repository.js';
import { createNotificationRepository, type NotificationRepository } from './notifications/notification-repository.js';
import { createSettingsRepository, type SettingsRepository } from './settings/settings-repository.js';
import { createStateCache } from './config/state-cache.js';

export interface Repositories {
  readonly accounts: AccountRepository;
  readonly actionVersions: ActionVersionRepository;
  readonly apiKeys: ApiKeyRepository;
  readonly capacityDomains: CapacityDomainRepository;
  readonly configState: ConfigStateRepository;
  readonly credentials: CredentialRepository;
  readonly destinations: DestinationRepository;
  readonly notifications: NotificationRepository;
  readonly settings: SettingsRepository;
  /** Seals and opens sensitive header values at rest (destinations, stored plans). */
  readonly secrets: HeaderSeal;
}

/**
 * `readNow` (from Storage) lets hot reads skip the connection queue, and its version checks the
 * read caches; without it every read goes to the database.
 */
export function createRepositories(db: Db, box: SecretBox, readNow?: ImmediateReader, clock?: () => Date): Repositories {
  const secrets = createHeaderSeal(box);
  return {
    accounts: createAccountRepository(db),
    actionVersions: createActionVersionRepository(db),
    apiKeys: createApiKeyRepository(db),
    capacityDomains: createCapacityDomainRepository(db),
    configState: createCachedConfigState(createConfigStateRepository(db, secrets), createStateCache()),
    credentials: createCredentialRepository(db, box),
    destinations: cachedWhenVersioned(createDestinationRepository(db, { secrets, readNow, ...(clock === undefined ? {} : { clock }) }), readNow),
    notifications: createNotificationRepository(db),
    settings: createSettingsRepository(db),
    secrets,
  };
}

/** GET destination's read cache, where the storage offers the version that checks it. */
function cachedWhenVersioned(plain: DestinationRepository, readNow: ImmediateReader | undefined): DestinationRepository {
  return readNow === undefined ? plain : createCachedDestinationRepository(plain, readNow.version);
}
