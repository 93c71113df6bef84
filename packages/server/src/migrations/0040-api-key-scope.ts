// Migration 0040: every API key belongs to one org and has a role, a name, an optional expiry,
// a revocation time and a last-use time. Row type in account-tables.ts.
import { sql } from 'kysely';
import type { Migration } from '../storage/migration.js';

/**
 * Keys made before keys had an org: `keys create --org X` added the user to X and then made the
 * key, so a key's org is the membership of its user made last at or before the key itself. Such
 * keys keep the `apply` role they in effect had. A key that no membership explains is revoked.
 */
const STATEMENTS = [
  `alter table api_keys add column org_id text references orgs(id)`,
  `alter table api_keys add column role text not null default 'apply'`,
  `alter table api_keys add column name text not null default ''`,
  `alter table api_keys add column expires_at text`,
  `alter table api_keys add column revoked_at text`,
  `alter table api_keys add column last_used_at text`,
  `update api_keys set org_id = (
     select m.org_id from org_members m
     where m.user_id = api_keys.user_id and m.created_at <= api_keys.created_at
     order by m.created_at desc, m.org_id desc limit 1)`,
  `update api_keys set revoked_at = created_at where org_id is null`,
  `create index api_keys_org on api_keys (org_id)`,
];

// Written as code, not with statements(): it was released that way, so its checksum is its name
// alone, and statements() would give databases that applied it another one.
export const migration: Migration = {
  name: '0040_api_key_scope',
  up: async (db) => {
    for (const text of STATEMENTS) await sql.raw(text).execute(db);
  },
};
