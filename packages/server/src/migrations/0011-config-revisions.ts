// Migration 0011: the config revision table: the plan that apply executes, the serial and state
// snapshot it was planned against, and its status. Row type in revision-tables.ts.
import { sql } from 'kysely';
import type { Migration } from '../storage/migration.js';

const STATEMENTS = [
  `create table config_revisions (
     id text primary key,
     seq integer not null unique,
     org_id text not null references orgs(id),
     status text not null,
     serial integer not null,
     plan text not null,
     snapshot text not null,
     error_message text,
     created_by text,
     created_at text not null,
     updated_at text not null,
     applied_at text)`,
  `create index config_revisions_org on config_revisions (org_id, seq)`,
];

// Written as code, not with statements(): it was released that way, so its checksum is its name
// alone, and statements() would give databases that applied it another one.
export const migration: Migration = {
  name: '0011_config_revisions',
  up: async (db) => {
    for (const text of STATEMENTS) await sql.raw(text).execute(db);
  },
};
