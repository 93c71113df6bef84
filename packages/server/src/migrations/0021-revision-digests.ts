// Migration 0021: the digest column of stored revisions, filled in for revisions stored before
// it existed: SHA-256 of the canonical JSON of the plan's unmasked steps.
import { createHash } from 'node:crypto';
import { stableStringify, type JsonValue, type Plan } from '@capctl/core';
import { sql } from 'kysely';
import type { Migration } from '../storage/migration.js';

/**
 * The digest as revisions/revision-digest.ts takes it. Spelled out here rather than imported: a
 * migration is history, and the revisions folder reads this folder's table types.
 */
function planTextDigest(planText: string): string {
  const { steps } = JSON.parse(planText) as Plan;
  return createHash('sha256').update(stableStringify(steps as unknown as JsonValue)).digest('hex');
}

export const migration: Migration = {
  name: '0021_revision_digests',
  up: async (db) => {
    await sql`alter table config_revisions add column digest text`.execute(db);
    const rows = await sql<{ id: string; plan: string }>`select id, plan from config_revisions`.execute(db);
    for (const row of rows.rows) {
      await sql`update config_revisions set digest = ${planTextDigest(row.plan)} where id = ${row.id}`.execute(db);
    }
  },
};
