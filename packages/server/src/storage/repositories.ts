// Every repository of the service over one database, built once per server.
import { createHeaderSeal, type HeaderSeal } from '../crypto/header-seal.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { createAccountRepository, type AccountRepository } from './account-repository.js';
import { createApiKeyRepository, type ApiKeyRepository } from './api-key-repository.js';
import { createCapacityDomainRepository, type CapacityDomainRepository } from './capacity-domain-repository.js';
import { createConfigStateRepository, type ConfigStateRepository } from './config-state-repository.js';
import { createCredentialRepository, type CredentialRepository } from './credential-repository.js';
import type { Db } from './database.js';
import type { ImmediateReader } from './open-storage.js';
import { createDestinationRepository, type DestinationRepository } from './destination-repository.js';
import { createNotificationRepository, type NotificationRepository } from './notification-repository.js';
import { createSettingsRepository, type SettingsRepository } from './settings-repository.js';
import { createStateCache } from './state-cache.js';

export interface Repositories {
  readonly accounts: AccountRepository;
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

/** `readNow` (from Storage) lets hot reads skip the connection queue. */
export function createRepositories(db: Db, box: SecretBox, readNow?: ImmediateReader): Repositories {
  const secrets = createHeaderSeal(box);
  return {
    accounts: createAccountRepository(db),
    apiKeys: createApiKeyRepository(db),
    capacityDomains: createCapacityDomainRepository(db),
    configState: createConfigStateRepository(db, createStateCache(), secrets),
    credentials: createCredentialRepository(db, box),
    destinations: createDestinationRepository(db, readNow, { secrets }),
    notifications: createNotificationRepository(db),
    settings: createSettingsRepository(db),
    secrets,
  };
}
