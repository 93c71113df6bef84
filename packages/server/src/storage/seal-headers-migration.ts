// Migration 0050: databases written before sensitive header values were sealed hold them in the
// clear, in destination rows and in stored plans (planned, stale, applied alike). This seals
// them in place with the database's key; values already sealed are left as they are.
import type { Plan } from '@capctl/core';
import { sql } from 'kysely';
import type { Migration } from './migrations.js';

export const sealHeadersMigration: Migration['up'] = async (db, context) => {
  const revisions = await sql<{ id: string; org_id: string; plan: string }>`select id, org_id, plan from config_revisions`.execute(db);
  const destinations = await sql<{ id: string; org_id: string; config: string }>`select id, org_id, config from destinations`.execute(db);
  // The key is loaded only when there is something to seal: a new database needs none here.
  if (destinations.rows.length + revisions.rows.length === 0) return;
  const secrets = context.secrets();
  for (const row of destinations.rows) {
    const sealed = JSON.stringify(secrets.sealConfig(row.org_id, JSON.parse(row.config) as object));
    if (sealed !== row.config) await sql`update destinations set config = ${sealed} where id = ${row.id}`.execute(db);
  }
  for (const row of revisions.rows) {
    const sealed = JSON.stringify(secrets.sealPlan(row.org_id, JSON.parse(row.plan) as Plan));
    if (sealed !== row.plan) await sql`update config_revisions set plan = ${sealed} where id = ${row.id}`.execute(db);
  }
};
