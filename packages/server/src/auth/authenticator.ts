// Resolves an x-service-auth key to its user and orgs. Known keys are cached in memory so a
// request costs no auth query (and no hash: the cache is keyed by the key as received, which
// the process holds anyway while serving the request); a miss reads the database (keys made
// by another process), and an org the cached entry lacks is re-checked once (new memberships).
import type { AccountRepository } from '../storage/account-repository.js';
import { hashApiKey } from './api-key.js';

export interface Principal {
  readonly keyId: string;
  readonly userId: string;
  readonly orgIds: ReadonlySet<string>;
}

export interface Authenticator {
  /** The principal of a key seen before, without any I/O; undefined when not cached. */
  cached(key: string): Principal | undefined;
  /** The principal of a key, or undefined for an unknown key. */
  authenticate(key: string): Promise<Principal | undefined>;
  /** Whether the principal may see the org (a member of it). */
  canSee(principal: Principal, orgId: string): Promise<boolean>;
  /** Forgets cached keys; called when keys or memberships change in this process. */
  invalidate(): void;
}

const MAX_CACHED_KEYS = 10_000;

export function createAuthenticator(accounts: AccountRepository): Authenticator {
  const cache = new Map<string, Principal>();
  return {
    cached: (key) => cache.get(key),
    async authenticate(key) {
      const hit = cache.get(key);
      if (hit) return hit;
      const owner = await accounts.findKey(hashApiKey(key));
      if (!owner) return undefined;
      if (cache.size >= MAX_CACHED_KEYS) cache.clear();
      const principal: Principal = { keyId: owner.keyId, userId: owner.userId, orgIds: new Set(owner.orgIds) };
      cache.set(key, principal);
      return principal;
    },
    async canSee(principal, orgId) {
      if (principal.orgIds.has(orgId)) return true;
      const orgIds = await accounts.orgsOf(principal.userId);
      if (!orgIds.includes(orgId)) return false;
      const fresh = new Set(orgIds);
      for (const [key, entry] of cache) if (entry.userId === principal.userId) cache.set(key, { ...entry, orgIds: fresh });
      return true;
    },
    invalidate: () => cache.clear(),
  };
}
