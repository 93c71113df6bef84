// The table behind rate limits shared by several instances on one PostgreSQL database: one row
// per limit, subject (key id or client address) and window. Registered in storage/migrations.ts.
import { sql, type Kysely } from 'kysely';

export interface RateLimitWindowsTable {
  /** Which limit: `key` (per verified key) or `address` (failed authentication per client address). */
  scope: string;
  subject: string;
  /** Start of the window in milliseconds since the epoch: every instance cuts windows at the same instants. */
  window_start: number;
  /** Requests handed out in this window, over all instances; never more than the limit. */
  used: number;
  /** What the last claim on the row got: read back by the statement that made it. */
  granted: number;
}

declare module '../storage/database.js' {
  interface Database {
    rate_limit_windows: RateLimitWindowsTable;
  }
}

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

export async function rateLimitMigration(db: Kysely<unknown>): Promise<void> {
  for (const text of STATEMENTS) await sql.raw(text).execute(db);
}
