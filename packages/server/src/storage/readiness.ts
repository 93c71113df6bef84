// Whether this instance may take traffic: the database answers and every migration of the list
// the storage was opened with is applied (an instance started before another finished migrating
// is not ready yet).
import { sql } from 'kysely';
import type { Executor } from './database.js';

export type Readiness = { readonly ready: true } | { readonly ready: false; readonly reason: string };

export async function checkReadiness(db: Executor, list: readonly { readonly name: string }[]): Promise<Readiness> {
  let applied: Set<string>;
  try {
    const rows = await sql<{ name: string }>`select name from schema_migrations`.execute(db);
    applied = new Set(rows.rows.map((row) => row.name));
  } catch {
    return { ready: false, reason: 'the database cannot be reached; the service keeps retrying and is ready again when it answers' };
  }
  const missing = list.filter((m) => !applied.has(m.name)).length;
  if (missing > 0) return { ready: false, reason: `${missing} schema migrations are not applied yet; an instance is migrating the database, retry shortly` };
  return { ready: true };
}
