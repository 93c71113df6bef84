// Migration 0050: databases written before sensitive header values were sealed hold them in the
// clear, in destination rows and in stored plans (planned, stale, applied alike). This seals
// them in place with the database's key; values already sealed are left as they are. Snapshots
// fingerprinted destinations with an unkeyed hash of their values (a guess at a secret could
// be checked against it): those fingerprints are replaced by one that matches nothing.
import type { Plan } from '@capctl/core';
import { sql } from 'kysely';
import type { ServiceMigration } from './migration-context.js';

/** A snapshot's entry as stored then: kind, id, name, fingerprint (revisions/snapshot.ts). */
type SnapshotEntry = readonly [kind: string, id: string, name: string, fingerprint: string];

/** A stale revision then names its destinations as changed: a message, never a decision. */
const UNKNOWN_FINGERPRINT = 'resealed';

function withoutDestinationFingerprints(text: string): string {
  const snapshot = JSON.parse(text) as { objects?: unknown };
  // A snapshot without objects (none were stored yet) has no fingerprint to replace.
  if (!Array.isArray(snapshot.objects)) return text;
  const objects = (snapshot.objects as SnapshotEntry[]).map((e): SnapshotEntry => (e[0] === 'destination' ? [e[0], e[1], e[2], UNKNOWN_FINGERPRINT] : e));
  return JSON.stringify({ ...snapshot, objects });
}

export const migration: ServiceMigration = {
  name: '0050_seal_sensitive_headers',
  up: async (db, context) => {
    const revisions = await sql<{ id: string; org_id: string; plan: string; snapshot: string }>`select id, org_id, plan, snapshot from config_revisions`.execute(db);
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
      const snapshot = withoutDestinationFingerprints(row.snapshot);
      if (sealed !== row.plan || snapshot !== row.snapshot) {
        await sql`update config_revisions set plan = ${sealed}, snapshot = ${snapshot} where id = ${row.id}`.execute(db);
      }
    }
  },
};
