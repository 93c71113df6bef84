// API keys: stored as SHA-256 hashes only, each bound to one org and one role, revocable and
// optionally expiring. A key is usable only while its user is still a member of its org.
import type { KeyRole } from './roles.js';
import type { Db } from '../tables/database.js';
import { newId } from '../storage/rows.js';

export interface NewApiKey {
  readonly userId: string;
  readonly orgId: string;
  readonly hash: string;
  readonly role: KeyRole;
  readonly name: string;
  readonly createdAt: string;
  readonly expiresAt: string | null;
}

/** What a usable key grants. */
export interface KeyGrant {
  readonly keyId: string;
  /** The key's name and its user's, for the record of who made a change. */
  readonly keyName: string;
  readonly userName: string;
  readonly userId: string;
  readonly orgId: string;
  readonly role: KeyRole;
  readonly expiresAt: string | null;
  readonly lastUsedAt: string | null;
}

/** A key as `capctl keys list` shows it: never the key, never its hash. */
export interface ApiKeyInfo {
  readonly id: string;
  readonly org_id: string | null;
  readonly user: string;
  readonly role: KeyRole;
  readonly name: string;
  readonly created_at: string;
  readonly last_used_at: string | null;
  readonly expires_at: string | null;
  readonly revoked_at: string | null;
}

export type RevokeResult = 'revoked' | 'already_revoked' | 'unknown';

export interface ApiKeyRepository {
  insert(key: NewApiKey): Promise<string>;
  /** The grant of the key with this hash when usable (not revoked, user a member of its org); expiry is the caller's check. */
  findUsable(hash: string): Promise<KeyGrant | undefined>;
  /** Every key, or those of one org, oldest first. */
  list(orgId?: string): Promise<ApiKeyInfo[]>;
  revoke(id: string, at: string): Promise<RevokeResult>;
  touch(id: string, at: string): Promise<void>;
}

export function createApiKeyRepository(db: Db): ApiKeyRepository {
  return {
    async insert(key) {
      const id = newId();
      await db.insertInto('api_keys').values({
        id, user_id: key.userId, org_id: key.orgId, hash: key.hash, role: key.role, name: key.name,
        created_at: key.createdAt, expires_at: key.expiresAt, revoked_at: null, last_used_at: null,
      }).execute();
      return id;
    },
    async findUsable(hash) {
      const row = await db
        .selectFrom('api_keys as k')
        .innerJoin('org_members as m', (join) => join.onRef('m.org_id', '=', 'k.org_id').onRef('m.user_id', '=', 'k.user_id'))
        .innerJoin('users as u', 'u.id', 'k.user_id')
        .select(['k.id', 'k.name', 'u.name as user_name', 'k.user_id', 'k.org_id', 'k.role', 'k.expires_at', 'k.last_used_at'])
        .where('k.hash', '=', hash)
        .where('k.revoked_at', 'is', null)
        .executeTakeFirst();
      if (!row || row.org_id === null) return undefined;
      return {
        keyId: row.id, keyName: row.name, userName: row.user_name, userId: row.user_id, orgId: row.org_id, role: row.role as KeyRole,
        expiresAt: row.expires_at, lastUsedAt: row.last_used_at,
      };
    },
    async list(orgId) {
      let query = db
        .selectFrom('api_keys as k')
        .innerJoin('users as u', 'u.id', 'k.user_id')
        .select(['k.id', 'k.org_id', 'u.name as user', 'k.role', 'k.name', 'k.created_at', 'k.last_used_at', 'k.expires_at', 'k.revoked_at']);
      if (orgId !== undefined) query = query.where('k.org_id', '=', orgId);
      const rows = await query.orderBy('k.created_at').orderBy('k.id').execute();
      return rows.map((row) => ({ ...row, role: row.role as KeyRole }));
    },
    async revoke(id, at) {
      const row = await db.selectFrom('api_keys').select('revoked_at').where('id', '=', id).executeTakeFirst();
      if (!row) return 'unknown';
      if (row.revoked_at !== null) return 'already_revoked';
      await db.updateTable('api_keys').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute();
      return 'revoked';
    },
    async touch(id, at) {
      await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
    },
  };
}
