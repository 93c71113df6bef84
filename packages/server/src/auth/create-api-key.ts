// `capctl keys create`: makes an API key for a user in an org, creating both when missing.
import { openStorage } from '../storage/open-storage.js';
import { createAccountRepository, type AccountRepository } from '../storage/account-repository.js';
import { invalidField } from '../errors.js';
import { generateApiKey, hashApiKey } from './api-key.js';

export interface CreateApiKeyOptions {
  /** Path of the database file. */
  readonly db: string;
  /** Org id (digits). */
  readonly org: string;
  /** User name; default `admin`. */
  readonly user?: string;
}

export const DEFAULT_USER = 'admin';

/** Issues a key through an open account repository; returns the key (shown once, stored hashed). */
export async function issueApiKey(accounts: AccountRepository, org: string, user = DEFAULT_USER): Promise<string> {
  if (!/^[0-9]+$/.test(org)) throw invalidField('/org', `org id ${JSON.stringify(org)} must be digits only, e.g. 1`);
  if (user.trim() === '') throw invalidField('/user', 'user name must not be empty');
  await accounts.ensureOrg(org);
  const userId = await accounts.ensureUser(user);
  await accounts.addMember(org, userId);
  const key = generateApiKey();
  await accounts.insertKey(userId, hashApiKey(key));
  return key;
}

export async function createApiKey(options: CreateApiKeyOptions): Promise<string> {
  const storage = await openStorage({ path: options.db });
  try {
    return await issueApiKey(createAccountRepository(storage.db), options.org, options.user);
  } finally {
    await storage.close();
  }
}
