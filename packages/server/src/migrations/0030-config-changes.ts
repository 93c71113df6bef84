// Migration 0030: where each config object's last change came from (an applied revision or a
// direct API write), when, and which fields. Row type in config-tables.ts.
import { sql } from 'kysely';
import type { Migration } from '../storage/migration.js';

// Written as code, not with statements(): it was released that way, so its checksum is its name
// alone, and statements() would give databases that applied it another one.
export const migration: Migration = {
  name: '0030_config_changes',
  up: async (db) => {
    await sql.raw(`create table config_changes (
     org_id text not null references orgs(id),
     kind text not null,
     object_id text not null,
     origin text not null,
     fields text not null default '[]',
     changed_at text not null,
     revision_id text,
     primary key (org_id, kind, object_id))`).execute(db);
    // Plans read only the direct writes, which are few beside the objects revisions wrote.
    await sql.raw(`create index config_changes_api on config_changes (org_id) where origin = 'api'`).execute(db);
  },
};
