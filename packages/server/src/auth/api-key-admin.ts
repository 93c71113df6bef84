// What `capctl keys create|list|revoke` do to a service database: issue a key for one org and
// role (creating the org, user and membership when missing), list keys, revoke one.
import { isOrgId } from '@capctl/core';
import { openStorage } from '../open-storage.js';
import { createAccountRepository, type AccountRepository } from './account-repository.js';
import { createApiKeyRepository, type ApiKeyInfo, type ApiKeyRepository, type RevokeResult } from './api-key-repository.js';
import { invalidField } from '../http/errors.js';
import { generateApiKey, hashApiKey } from './api-key.js';
import { isKeyRole, type KeyRole } from './roles.js';

export const DEFAULT_USER = 'admin';
export const DEFAULT_ROLE: KeyRole = 'apply';

export interface KeySpec {
  /** Org id (digits). */
  readonly org: string;
  /** User name; default `admin`. */
  readonly user?: string;
  /** Default `apply`. */
  readonly role?: string;
  /** Free text shown by `keys list`. */
  readonly name?: string;
  /** Lifetime in milliseconds from now; none: the key does not expire. */
  readonly expiresInMs?: number;
}

export interface CreateApiKeyOptions extends KeySpec {
  /** Path of the database file. */
  readonly db: string;
}

export interface IssuedKey {
  readonly id: string;
  /** The key itself: shown once, stored only as its hash. */
  readonly key: string;
}

interface KeyStores {
  readonly accounts: AccountRepository;
  readonly apiKeys: ApiKeyRepository;
}

function checkSpec(spec: KeySpec): KeyRole {
  if (!isOrgId(spec.org)) throw invalidField('/org', `org id ${JSON.stringify(spec.org)} must be digits only, e.g. 1`);
  if ((spec.user ?? DEFAULT_USER).trim() === '') throw invalidField('/user', 'user name must not be empty');
  const role = spec.role ?? DEFAULT_ROLE;
  if (!isKeyRole(role)) throw invalidField('/role', `role ${JSON.stringify(role)} is not plan, apply or admin`);
  if (spec.expiresInMs !== undefined && !(Number.isSafeInteger(spec.expiresInMs) && spec.expiresInMs > 0)) {
    throw invalidField('/expires_in', 'the lifetime must be a positive duration, e.g. 30d');
  }
  return role;
}

/** Issues a key through open repositories. */
export async function issueApiKey(stores: KeyStores, spec: KeySpec): Promise<IssuedKey> {
  const role = checkSpec(spec);
  await stores.accounts.ensureOrg(spec.org);
  const userId = await stores.accounts.ensureUser(spec.user ?? DEFAULT_USER);
  await stores.accounts.addMember(spec.org, userId);
  const key = generateApiKey();
  const createdAt = new Date();
  const expiresAt = spec.expiresInMs === undefined ? null : new Date(createdAt.getTime() + spec.expiresInMs).toISOString();
  const id = await stores.apiKeys.insert({
    userId, orgId: spec.org, hash: hashApiKey(key), role, name: spec.name ?? '', createdAt: createdAt.toISOString(), expiresAt,
  });
  return { id, key };
}

async function withKeyStores<T>(db: string, work: (stores: KeyStores) => Promise<T>): Promise<T> {
  const storage = await openStorage({ path: db });
  try {
    return await work({ accounts: createAccountRepository(storage.db), apiKeys: createApiKeyRepository(storage.db) });
  } finally {
    await storage.close();
  }
}

export function createApiKey(options: CreateApiKeyOptions): Promise<IssuedKey> {
  return withKeyStores(options.db, (stores) => issueApiKey(stores, options));
}

export function listApiKeys(options: { readonly db: string; readonly org?: string }): Promise<ApiKeyInfo[]> {
  return withKeyStores(options.db, ({ apiKeys }) => apiKeys.list(options.org));
}

export function revokeApiKey(options: { readonly db: string; readonly id: string }): Promise<RevokeResult> {
  return withKeyStores(options.db, ({ apiKeys }) => apiKeys.revoke(options.id, new Date().toISOString()));
}
