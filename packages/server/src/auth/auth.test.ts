// API keys and the authenticator: keys stored hashed, cached after the first look-up,
// found when made by another process, and memberships added later honoured.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createAccountRepository, type AccountRepository } from '../storage/account-repository.js';
import { openStorage, type Storage } from '../storage/open-storage.js';
import { hashApiKey } from './api-key.js';
import { createAuthenticator } from './authenticator.js';
import { createApiKey, issueApiKey } from './create-api-key.js';

let dir: string;
let dbPath: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'capctl-auth-'));
  dbPath = join(dir, 'service.db');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function withStorage<T>(fn: (storage: Storage) => Promise<T>): Promise<T> {
  const storage = await openStorage({ path: dbPath });
  try {
    return await fn(storage);
  } finally {
    await storage.close();
  }
}

/** Counts the look-ups that reach the database. */
function counting(accounts: AccountRepository) {
  const calls = { findKey: 0, orgsOf: 0 };
  const wrapped: AccountRepository = {
    ...accounts,
    findKey: (hash) => (calls.findKey++, accounts.findKey(hash)),
    orgsOf: (userId) => (calls.orgsOf++, accounts.orgsOf(userId)),
  };
  return { calls, wrapped };
}

describe('createApiKey', () => {
  test('creates org, user and membership, and stores only the hash', async () => {
    const key = await createApiKey({ db: dbPath, org: '42', user: 'alice' });
    expect(key).toMatch(/^cap_[A-Za-z0-9_-]{43}$/);
    await withStorage(async ({ db }) => {
      expect(await db.selectFrom('orgs').select(['id', 'serial']).execute()).toEqual([{ id: '42', serial: 0 }]);
      const keys = await db.selectFrom('api_keys').selectAll().execute();
      expect(keys.map((k) => k.hash)).toEqual([hashApiKey(key)]);
      expect(JSON.stringify(keys)).not.toContain(key);
      const owner = await createAccountRepository(db).findKey(hashApiKey(key));
      expect(owner?.orgIds).toEqual(['42']);
    });
  });

  test('a second key for the same user joins another org; the default user is admin', async () => {
    await createApiKey({ db: dbPath, org: '1', user: 'bob' });
    const second = await createApiKey({ db: dbPath, org: '2', user: 'bob' });
    const admin = await createApiKey({ db: dbPath, org: '1' });
    await withStorage(async ({ db }) => {
      const accounts = createAccountRepository(db);
      expect((await accounts.findKey(hashApiKey(second)))?.orgIds).toEqual(['1', '2']);
      expect(await db.selectFrom('users').select('name').orderBy('name').execute()).toEqual([{ name: 'admin' }, { name: 'bob' }]);
      expect((await accounts.findKey(hashApiKey(admin)))?.orgIds).toEqual(['1']);
    });
  });

  test('refuses an org id that is not digits, naming the flag', async () => {
    await expect(createApiKey({ db: dbPath, org: 'acme' })).rejects.toThrow(/\/org: org id "acme" must be digits only/);
  });
});

describe('createAuthenticator', () => {
  test('a known key costs one database look-up, then none', async () => {
    await withStorage(async ({ db }) => {
      const accounts = createAccountRepository(db);
      const key = await issueApiKey(accounts, '1', 'carol');
      const { calls, wrapped } = counting(accounts);
      const auth = createAuthenticator(wrapped);
      const first = await auth.authenticate(key);
      for (let i = 0; i < 5; i++) expect(await auth.authenticate(key)).toBe(first);
      expect(auth.cached(key)).toBe(first);
      expect(calls.findKey).toBe(1);
      expect([...(first?.orgIds ?? [])]).toEqual(['1']);
      expect(await auth.authenticate('cap_unknown')).toBeUndefined();
    });
  });

  test('finds keys made after it started, and memberships added since', async () => {
    await withStorage(async ({ db }) => {
      const accounts = createAccountRepository(db);
      const { calls, wrapped } = counting(accounts);
      const auth = createAuthenticator(wrapped);
      const key = await issueApiKey(accounts, '1', 'dave');
      const principal = await auth.authenticate(key);
      expect(principal).toBeDefined();
      if (!principal) return;
      expect(await auth.canSee(principal, '2')).toBe(false);
      await issueApiKey(accounts, '2', 'dave');
      expect(await auth.canSee(principal, '2')).toBe(true);
      expect(auth.cached(key)?.orgIds.has('2')).toBe(true);
      const before = calls.orgsOf;
      expect(await auth.canSee(principal, '1')).toBe(true);
      expect(calls.orgsOf).toBe(before);
      auth.invalidate();
      expect(auth.cached(key)).toBeUndefined();
    });
  });
});
