// API keys and the authenticator: keys stored hashed and bound to one org and role; the cache
// answers without I/O within its TTL and asks the database again after it, so revocation,
// expiry and membership changes are seen; keys of databases made before keys had an org migrate.
import { beforeEach, describe, expect, test } from 'vitest';
import { createAccountRepository } from './account-repository.js';
import { createApiKeyRepository, type ApiKeyRepository } from './api-key-repository.js';
import { migrations } from '../migrations/index.js';
import { openStorage, type Storage } from '../open-storage.js';
import { hashApiKey } from './api-key.js';
import { createApiKey, issueApiKey, listApiKeys, revokeApiKey } from './api-key-admin.js';
import { createAuthenticator } from './authenticator.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';

const databases = useTestDatabases();
let dbPath: string;

async function withStorage<T>(fn: (storage: Storage) => Promise<T>, options: { migrations?: typeof migrations } = {}): Promise<T> {
  const storage = await openStorage({ path: dbPath, ...options });
  try {
    return await fn(storage);
  } finally {
    await storage.close();
  }
}

/** Counts the look-ups that reach the database. */
function counting(apiKeys: ApiKeyRepository) {
  const calls = { findUsable: 0 };
  const wrapped: ApiKeyRepository = { ...apiKeys, findUsable: (hash) => (calls.findUsable++, apiKeys.findUsable(hash)) };
  return { calls, wrapped };
}

describe.each(TEST_ENGINES)('on %s', (engine) => {
  beforeEach(async () => {
    dbPath = await databases.location(engine);
  });

  describe('createApiKey', () => {
    test('creates org, user and membership, and stores only the hash, with org, role and name', async () => {
      const { id, key } = await createApiKey({ db: dbPath, org: '42', user: 'alice', role: 'plan', name: 'pull requests' });
      expect(key).toMatch(/^cap_[A-Za-z0-9_-]{43}$/);
      await withStorage(async ({ db }) => {
        expect(await db.selectFrom('orgs').select(['id', 'serial']).execute()).toEqual([{ id: '42', serial: 0 }]);
        const keys = await db.selectFrom('api_keys').selectAll().execute();
        expect(keys.map((k) => [k.id, k.hash, k.org_id, k.role, k.name])).toEqual([[id, hashApiKey(key), '42', 'plan', 'pull requests']]);
        expect(JSON.stringify(keys)).not.toContain(key);
      });
    });

    test('a second key of the same user for another org sees only that org; the default role is apply', async () => {
      const first = await createApiKey({ db: dbPath, org: '1', user: 'bob' });
      const second = await createApiKey({ db: dbPath, org: '2', user: 'bob', expiresInMs: 3_600_000 });
      const listed = await listApiKeys({ db: dbPath });
      expect(listed.map((k) => [k.id, k.org_id, k.user, k.role, k.revoked_at])).toEqual([
        [first.id, '1', 'bob', 'apply', null],
        [second.id, '2', 'bob', 'apply', null],
      ]);
      expect(Date.parse(listed[1]?.expires_at ?? '') - Date.parse(listed[1]?.created_at ?? '')).toBe(3_600_000);
      expect((await listApiKeys({ db: dbPath, org: '2' })).map((k) => k.id)).toEqual([second.id]);
      expect(JSON.stringify(listed)).not.toContain(first.key);
    });

    test('refuses an org id that is not digits and an unknown role, naming the field', async () => {
      await expect(createApiKey({ db: dbPath, org: 'acme' })).rejects.toThrow(/\/org: org id "acme" must be digits only/);
      await expect(createApiKey({ db: dbPath, org: '1', role: 'owner' })).rejects.toThrow(/\/role: role "owner" is not plan, apply or admin/);
    });

    test('revoke says whether the key was revoked, already revoked or unknown', async () => {
      const { id } = await createApiKey({ db: dbPath, org: '1' });
      expect(await revokeApiKey({ db: dbPath, id })).toBe('revoked');
      expect(await revokeApiKey({ db: dbPath, id })).toBe('already_revoked');
      expect(await revokeApiKey({ db: dbPath, id: 'nope' })).toBe('unknown');
    });
  });

  describe('createAuthenticator', () => {
    test('a known key costs one database look-up within the TTL, and one more after it', async () => {
      await withStorage(async ({ db }) => {
        const repos = { accounts: createAccountRepository(db), apiKeys: createApiKeyRepository(db) };
        const { key } = await issueApiKey(repos, { org: '1', user: 'carol', role: 'plan' });
        const { calls, wrapped } = counting(repos.apiKeys);
        const auth = createAuthenticator(wrapped, { ttlMs: 500 });
        const first = await auth.authenticate(key, 1_000);
        expect(first).toMatchObject({ orgId: '1', role: 'plan' });
        for (let i = 0; i < 5; i++) expect(await auth.authenticate(key, 1_000 + i * 10)).toBe(first);
        expect(auth.cached(key, 1_499)).toBe(first);
        expect(calls.findUsable).toBe(1);
        expect(auth.cached(key, 1_500)).toBeUndefined();
        expect(await auth.authenticate(key, 1_500)).toEqual(first);
        expect(calls.findUsable).toBe(2);
        expect(await auth.authenticate('cap_unknown')).toBeUndefined();
      });
    });

    test('a burst of requests with a key not cached yet asks the database once; after invalidate it asks anew', async () => {
      await withStorage(async ({ db }) => {
        const repos = { accounts: createAccountRepository(db), apiKeys: createApiKeyRepository(db) };
        const { key } = await issueApiKey(repos, { org: '1', user: 'carol' });
        const { calls, wrapped } = counting(repos.apiKeys);
        const auth = createAuthenticator(wrapped, { ttlMs: 500 });
        const burst = await Promise.all(Array.from({ length: 20 }, () => auth.authenticate(key, 1_000)));
        expect(new Set(burst).size).toBe(1);
        expect(burst[0]).toMatchObject({ orgId: '1', role: 'apply' });
        expect(calls.findUsable).toBe(1);
        // An unknown key is asked once per burst too, and never kept.
        expect(await Promise.all([auth.authenticate('cap_unknown', 1_000), auth.authenticate('cap_unknown', 1_000)])).toEqual([undefined, undefined]);
        expect(calls.findUsable).toBe(2);
        expect(auth.known('cap_unknown')).toBe(false);
        // A look-up in flight when the cache is invalidated is not joined by later requests.
        const before = auth.authenticate('cap_other', 1_000);
        auth.invalidate();
        await Promise.all([before, auth.authenticate('cap_other', 1_000)]);
        expect(calls.findUsable).toBe(4);
      });
    });

    test('a request that joins a look-up begun before its key expired is refused by its own clock', async () => {
      await withStorage(async ({ db }) => {
        const repos = { accounts: createAccountRepository(db), apiKeys: createApiKeyRepository(db) };
        const expiring = await issueApiKey(repos, { org: '1', user: 'dave', expiresInMs: 60_000 });
        const ends = Date.parse((await repos.apiKeys.list()).find((k) => k.id === expiring.id)?.expires_at ?? '');
        const { calls, wrapped } = counting(repos.apiKeys);
        const auth = createAuthenticator(wrapped, { ttlMs: 500 });
        const [before, after] = await Promise.all([auth.authenticate(expiring.key, ends - 1), auth.authenticate(expiring.key, ends)]);
        expect(calls.findUsable).toBe(1);
        expect(before).toMatchObject({ orgId: '1' });
        expect(after).toBeUndefined();
      });
    });

    test('revocation, expiry and a removed membership are seen once the TTL has passed', async () => {
      await withStorage(async ({ db }) => {
        const repos = { accounts: createAccountRepository(db), apiKeys: createApiKeyRepository(db) };
        const auth = createAuthenticator(repos.apiKeys, { ttlMs: 500 });
        const now = Date.now();
        const revoked = await issueApiKey(repos, { org: '1', user: 'dave' });
        const expiring = await issueApiKey(repos, { org: '1', user: 'dave', expiresInMs: 60_000 });
        const member = await issueApiKey(repos, { org: '2', user: 'erin' });
        for (const issued of [revoked, expiring, member]) expect(await auth.authenticate(issued.key, now)).toBeDefined();

        await repos.apiKeys.revoke(revoked.id, new Date(now).toISOString());
        await db.deleteFrom('org_members').where('org_id', '=', '2').execute();
        expect(await auth.authenticate(revoked.key, now + 499)).toBeDefined();
        expect(await auth.authenticate(revoked.key, now + 500)).toBeUndefined();
        expect(await auth.authenticate(member.key, now + 500)).toBeUndefined();
        const ends = Date.parse((await repos.apiKeys.list()).find((k) => k.id === expiring.id)?.expires_at ?? '');
        expect(await auth.authenticate(expiring.key, ends - 1)).toBeDefined();
        // Expiry needs no database answer: the cached entry knows when the key ends.
        expect(auth.cached(expiring.key, ends - 1)).toBeDefined();
        expect(auth.cached(expiring.key, ends)).toBeUndefined();
        expect(await auth.authenticate(expiring.key, ends)).toBeUndefined();
      });
    });

    test('records when a key was last used, at most once a minute', async () => {
      await withStorage(async ({ db }) => {
        const repos = { accounts: createAccountRepository(db), apiKeys: createApiKeyRepository(db) };
        const { key } = await issueApiKey(repos, { org: '1' });
        const auth = createAuthenticator(repos.apiKeys, { ttlMs: 0 });
        const lastUsed = async () => (await repos.apiKeys.list())[0]?.last_used_at;
        expect(await lastUsed()).toBeNull();
        const t0 = Date.parse('2030-01-01T00:00:00Z');
        await auth.authenticate(key, t0);
        expect(await lastUsed()).toBe('2030-01-01T00:00:00.000Z');
        await auth.authenticate(key, t0 + 59_000);
        expect(await lastUsed()).toBe('2030-01-01T00:00:00.000Z');
        await auth.authenticate(key, t0 + 60_000);
        expect(await lastUsed()).toBe('2030-01-01T00:01:00.000Z');
      });
    });
  });

  describe('migration 0040_api_key_scope', () => {
    test('binds each old key to the org it was made for, as apply; a key no membership explains is revoked', async () => {
      const before = migrations.filter((m) => m.name < '0040');
      await withStorage(async ({ db }) => {
        const raw = db as unknown as import('kysely').Kysely<any>;
        await raw.insertInto('orgs').values([1, 2].map((id) => ({ id: String(id), name: `org ${id}`, created_at: '2024-01-01T00:00:00.000Z' }))).execute();
        await raw.insertInto('users').values([{ id: 'u1', name: 'bob', created_at: '2024-01-01T00:00:00.000Z' }, { id: 'u2', name: 'lone', created_at: '2024-01-01T00:00:00.000Z' }]).execute();
        await raw.insertInto('org_members').values([
          { org_id: '1', user_id: 'u1', created_at: '2024-01-01T00:00:01.000Z' },
          { org_id: '2', user_id: 'u1', created_at: '2024-01-01T00:00:03.000Z' },
        ]).execute();
        await raw.insertInto('api_keys').values([
          { id: 'k1', user_id: 'u1', hash: 'h1', created_at: '2024-01-01T00:00:02.000Z' },
          { id: 'k2', user_id: 'u1', hash: 'h2', created_at: '2024-01-01T00:00:04.000Z' },
          { id: 'k3', user_id: 'u2', hash: 'h3', created_at: '2024-01-01T00:00:05.000Z' },
        ]).execute();
      }, { migrations: before });
      await withStorage(async ({ db }) => {
        const rows = await db.selectFrom('api_keys').select(['id', 'org_id', 'role', 'revoked_at']).orderBy('id').execute();
        expect(rows).toEqual([
          { id: 'k1', org_id: '1', role: 'apply', revoked_at: null },
          { id: 'k2', org_id: '2', role: 'apply', revoked_at: null },
          { id: 'k3', org_id: null, role: 'apply', revoked_at: '2024-01-01T00:00:05.000Z' },
        ]);
      });
    });
  });
});
