// Resolves an x-service-auth key to what it grants. Usable keys are cached in memory, keyed by
// the key as received, but an entry is trusted for at most `ttlMs` (default 500 ms) before the
// database is asked again: revocation, expiry and membership changes made by any process reach
// a running service within a second, without a restart. Unknown keys are never cached.
import type { ApiKeyRepository } from './api-key-repository.js';
import { hashApiKey } from './api-key.js';
import type { KeyRole } from './roles.js';

export interface Principal {
  readonly keyId: string;
  /** The key's name and its user's name, recorded with the changes the key makes. */
  readonly keyName: string;
  readonly userName: string;
  readonly userId: string;
  /** The one org the key may use. */
  readonly orgId: string;
  readonly role: KeyRole;
}

export interface Authenticator {
  /** The principal of a key checked against the database within the TTL, without any I/O; else undefined. */
  cached(key: string, now?: number): Principal | undefined;
  /** Whether the key was usable when last read (however long ago): a key seen before, never a made-up one. */
  known(key: string): boolean;
  /** The principal of a usable key, or undefined for an unknown, revoked or expired key. */
  authenticate(key: string, now?: number): Promise<Principal | undefined>;
  /** Forgets cached keys; the next request of each key reads the database. */
  invalidate(): void;
}

export interface AuthenticatorOptions {
  /** How long a database answer is trusted; default 500 ms. */
  readonly ttlMs?: number;
  /** Keys kept in memory; the oldest is dropped first. Default 10,000. */
  readonly maxCached?: number;
}

interface Entry {
  readonly principal: Principal;
  readonly checkedAt: number;
  /** Epoch ms; Infinity when the key does not expire. */
  readonly expiresAt: number;
}

/** `last_used_at` is refreshed at most this often, so that using a key does not turn into writes. */
const LAST_USED_RESOLUTION_MS = 60_000;

export function createAuthenticator(apiKeys: ApiKeyRepository, options: AuthenticatorOptions = {}): Authenticator {
  const ttlMs = options.ttlMs ?? 500;
  const maxCached = options.maxCached ?? 10_000;
  const cache = new Map<string, Entry>();
  // Look-ups in flight by key: a burst of requests with a key not (or no longer) cached asks the
  // database once, not once per request (on PostgreSQL each ask is a round trip).
  const looking = new Map<string, Promise<Entry | undefined>>();

  function cached(key: string, now = Date.now()): Principal | undefined {
    const entry = cache.get(key);
    if (entry === undefined || now - entry.checkedAt >= ttlMs || now >= entry.expiresAt) return undefined;
    return entry.principal;
  }

  return {
    cached,
    known: (key) => cache.has(key),
    authenticate(key, now = Date.now()) {
      const hit = cached(key, now);
      if (hit) return Promise.resolve(hit);
      let pending = looking.get(key);
      if (pending === undefined) {
        const started: Promise<Entry | undefined> = lookUp(key, now).finally(() => {
          if (looking.get(key) === started) looking.delete(key);
        });
        looking.set(key, started);
        pending = started;
      }
      // Each caller judges expiry by its own clock: a look-up begun by an earlier request does
      // not admit a key that has expired since.
      return pending.then((entry) => (entry !== undefined && now < entry.expiresAt ? entry.principal : undefined));
    },
    invalidate: () => {
      // A look-up begun before now may have read what was just changed: later callers ask anew.
      cache.clear();
      looking.clear();
    },
  };

  async function lookUp(key: string, now: number): Promise<Entry | undefined> {
    const grant = await apiKeys.findUsable(hashApiKey(key));
    const expiresAt = grant?.expiresAt == null ? Number.POSITIVE_INFINITY : Date.parse(grant.expiresAt);
    if (grant === undefined || now >= expiresAt) {
      cache.delete(key);
      return undefined;
    }
    if (grant.lastUsedAt === null || now - Date.parse(grant.lastUsedAt) >= LAST_USED_RESOLUTION_MS) {
      await apiKeys.touch(grant.keyId, new Date(now).toISOString());
    }
    const principal: Principal = { keyId: grant.keyId, keyName: grant.keyName, userName: grant.userName, userId: grant.userId, orgId: grant.orgId, role: grant.role };
    cache.delete(key);
    if (cache.size >= maxCached) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    const entry: Entry = { principal, checkedAt: now, expiresAt };
    cache.set(key, entry);
    return entry;
  }
}
