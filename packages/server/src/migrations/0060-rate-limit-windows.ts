// Migration 0060: the table behind rate limits shared by several instances on one PostgreSQL
// database: one row per limit, subject (key id or client address) and window. Row type in account-tables.ts.
import { sql } from 'kysely';
import type { Migration } from '../storage/migration.js';

const STATEMENTS = [
  `create table rate_limit_windows (
     scope text not null,
     subject text not null,
     window_start bigint not null,
     used integer not null,
     granted integer not null,
     primary key (scope, subject, window_start))`,
  `create index rate_limit_windows_start on rate_limit_windows (window_start)`,
];

// Written as code, not with statements(): it was released that way, so its checksum is its name
// alone, and statements() would give databases that applied it another one.
export const migration: Migration = {
  name: '0060_rate_limit_windows',
  up: async (db) => {
    for (const text of STATEMENTS) await sql.raw(text).execute(db);
  },
};
