// Revision retention: every plan stores a revision, so those that can never be applied
// (stale, failed) are pruned by count and age. Applied revisions are history and always kept;
// planned revisions that can still be applied are kept too, so a saved plan never loses its revision.
import { sql } from 'kysely';
import type { Db } from '../tables/database.js';

export interface RevisionRetention {
  /** Keep at most this many of an org's prunable revisions (the newest). */
  readonly keep?: number;
  /** Prune prunable revisions older than this many seconds. */
  readonly maxAgeSeconds?: number;
}

/** The service's default: one screenful of stale and failed plans per org, whatever their age. */
export const DEFAULT_REVISION_RETENTION: RevisionRetention = { keep: 50 };

const CHUNK = 500;

/**
 * Deletes the org's stale and failed revisions (a planned one planned against an older serial
 * is stale) beyond `keep` or older than `maxAgeSeconds`; returns how many. The newest revision
 * of the whole table is never deleted: ids are max(seq) + 1, and an id must never be reused.
 */
export async function pruneRevisions(db: Db, orgId: string, retention: RevisionRetention, now: Date): Promise<number> {
  if (retention.keep === undefined && retention.maxAgeSeconds === undefined) return 0;
  const org = await db.selectFrom('orgs').select('serial').where('id', '=', orgId).executeTakeFirst();
  if (org === undefined) return 0;
  const prunable = await db.selectFrom('config_revisions')
    .select(['id', 'created_at'])
    .where('org_id', '=', orgId)
    .where((eb) => eb.or([eb('status', 'in', ['stale', 'failed']), eb.and([eb('status', '=', 'planned'), eb('serial', '<>', org.serial)])]))
    .where('seq', '<', sql<number>`(select max(seq) from config_revisions)`)
    .orderBy('seq', 'desc')
    .execute();
  const cutoff = retention.maxAgeSeconds === undefined ? undefined : new Date(now.getTime() - retention.maxAgeSeconds * 1000).toISOString();
  const doomed = prunable
    .filter((row, index) => (retention.keep !== undefined && index >= retention.keep) || (cutoff !== undefined && row.created_at < cutoff))
    .map((row) => row.id);
  for (let start = 0; start < doomed.length; start += CHUNK) {
    await db.deleteFrom('config_revisions').where('org_id', '=', orgId).where('id', 'in', doomed.slice(start, start + CHUNK)).execute();
  }
  return doomed.length;
}
