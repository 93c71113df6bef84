// The digest of a stored revision: SHA-256 of the canonical JSON of its unmasked steps. A saved
// plan records it, and apply refuses a revision whose steps no longer match it.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { stableStringify, type JsonValue, type Plan, type Step } from '@capctl/core';

export function stepsDigest(steps: readonly Step[]): string {
  return createHash('sha256').update(stableStringify(steps as unknown as JsonValue)).digest('hex');
}

/** The digest of a revision's `plan` column (JSON of the unmasked core Plan). */
export function planTextDigest(planText: string): string {
  return stepsDigest((JSON.parse(planText) as Plan).steps);
}

/** Migration 0021: the digest column, filled in for revisions stored before it existed. */
export async function revisionDigestMigration(db: Kysely<unknown>): Promise<void> {
  await sql`alter table config_revisions add column digest text`.execute(db);
  const rows = await sql<{ id: string; plan: string }>`select id, plan from config_revisions`.execute(db);
  for (const row of rows.rows) {
    await sql`update config_revisions set digest = ${planTextDigest(row.plan)} where id = ${row.id}`.execute(db);
  }
}
