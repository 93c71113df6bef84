// The few SQL expressions that differ between the engines, for repositories to use without
// knowing which engine they run on: the engine is read from the executor's adapter.
import { PostgresAdapter, sql, type Expression, type RawBuilder } from 'kysely';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import type { Executor } from '../database.js';

export function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The rows of a subquery as the text of a JSON array of objects (`[]` when none). */
export function jsonArrayText(db: Executor, subquery: Expression<object>): RawBuilder<string> {
  if (isPostgres(db)) return sql<string>`(select coalesce(json_agg(agg), '[]')::text from ${subquery} as agg)`;
  return sqliteJsonArrayFrom(subquery as never) as unknown as RawBuilder<string>;
}

/**
 * Inside a transaction: makes transactions that number rows of `table` by `max + 1` wait for each
 * other until commit. SQLite runs one writer at a time already; PostgreSQL instances need the
 * transaction-scoped advisory lock, or two would take the same number.
 */
export async function serializeNumbering(trx: Executor, table: string): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${table}))`.execute(trx);
}
