// Storage of config revisions. Ids are random UUIDs, so that they say nothing of other orgs'
// plans; the order is a sequence number taken in the INSERT itself (on PostgreSQL under a lock
// that instances share, so concurrent plans never take the same number), which never leaves the
// service. (Revisions stored before ids were opaque keep their decimal ids.)
import { sql } from 'kysely';
import type { Actor, Plan, PolicyOverride } from '@capctl/core';
import { actorColumn } from '../config/actor-column.js';
import { overridesColumn } from '../config/override-column.js';
import type { Db, Executor } from '../tables/database.js';
import { serializeNumbering } from '../storage/engines/engine-sql.js';
import { newId } from '../storage/rows.js';
import type { ConfigRevisionsTable, RevisionStatus } from '../tables/database.js';
import { insertParts, readPlan, storedPlan, STEPS_PER_PART } from './stored-plan.js';

export type RevisionRow = ConfigRevisionsTable;
/** A revision row without its plan's text (about 225 MB at 100,000 actions), for who holds the plan parsed. */
export type RevisionRecord = Omit<RevisionRow, 'plan'>;

/** A revision's row and its plan, parsed (stored-plan.ts) without the plan's whole text. */
export interface StoredRevision {
  readonly row: RevisionRecord;
  readonly plan: Plan;
}
/** What an apply re-checks under the org's write lock. */
export type RevisionHead = Pick<RevisionRow, 'status' | 'digest'>;

export interface NewRevision {
  readonly orgId: string;
  readonly serial: number;
  /** The plan as stored: sensitive header values sealed. */
  readonly plan: Plan;
  readonly snapshot: string;
  /** revisionDigest of the plan's unmasked steps and its policy report. */
  readonly digest: string;
  readonly createdBy: string | null;
  /** Who planned it; null when unknown. */
  readonly plannedBy: Actor | null;
  /** Why, as the planner said; null for none. */
  readonly message: string | null;
}

export interface RevisionPage {
  readonly rows: StoredRevision[];
  /** The id of the last row when more rows follow. */
  readonly nextAfter: string | undefined;
}

/** Revisions whose status, as the API shows it (see effectiveStatus), is one of `statuses`. */
export interface StatusFilter {
  readonly statuses: readonly RevisionStatus[];
  /** The org's serial now: a planned revision of another serial reads as stale. */
  readonly currentSerial: number;
}

export interface RevisionRepository {
  /** The row as written, without the plan's text: the caller has the plan. */
  insert(input: NewRevision, at: string): Promise<RevisionRecord>;
  /** The row and its plan, parsed a part at a time: never the plan's whole text. */
  read(orgId: string, id: string, executor?: Executor): Promise<StoredRevision | undefined>;
  /** The status and stored digest of a revision, without reading its plan or snapshot. */
  head(orgId: string, id: string, executor?: Executor): Promise<RevisionHead | undefined>;
  /**
   * Newest first, after the revision `afterId` of the org when given (undefined when the org has
   * no such revision); `filter` keeps the effective statuses it names.
   */
  list(orgId: string, limit: number, afterId?: string, filter?: StatusFilter): Promise<RevisionPage | undefined>;
  /**
   * Moves a `planned` revision to `status` (`appliedBy`: who applied it, `overrides`: the policy
   * overrides the apply used); false when it was not planned any more.
   */
  finish(
    executor: Executor, id: string, status: Exclude<RevisionStatus, 'planned'>, at: string, errorMessage?: string, appliedBy?: Actor | null,
    overrides?: readonly PolicyOverride[],
  ): Promise<boolean>;
}

/** A row as read, its plan parsed (a large plan's a few parts at a time): never the plan's whole text. */
async function storedRevision(executor: Executor, found: RevisionRow): Promise<StoredRevision> {
  const { plan: text, ...row } = found;
  return { row, plan: await readPlan(executor, row.id, { plan: text, step_parts: row.step_parts }) };
}

/** `stepsPerPart`: see STEPS_PER_PART (tests store small plans in parts with a smaller one). */
export function createRevisionRepository(db: Db, stepsPerPart = STEPS_PER_PART): RevisionRepository {
  return {
    async insert(input, at) {
      const next = sql<number>`(select coalesce(max(seq), 0) + 1 from config_revisions)`;
      const id = newId();
      const stored = storedPlan(input.plan, stepsPerPart);
      const { seq } = await db.transaction().execute(async (trx) => {
        await serializeNumbering(trx, 'config_revisions');
        const inserted = await trx.insertInto('config_revisions').values({
          id,
          seq: next,
          org_id: input.orgId,
          status: 'planned',
          serial: input.serial,
          ...stored.columns,
          snapshot: input.snapshot,
          error_message: null,
          digest: input.digest,
          created_by: input.createdBy,
          planned_by: actorColumn(input.plannedBy),
          applied_by: null,
          message: input.message,
          created_at: at,
          updated_at: at,
          applied_at: null,
          policy_overrides: null,
        }).returning('seq').executeTakeFirstOrThrow();
        await insertParts(trx, id, stored);
        return inserted;
      });
      // The row as written, in the table's column order, not read back: a read would hold the
      // plan's text (about 225 MB at 100,000 actions) beside the caller's plan.
      return {
        id, seq, org_id: input.orgId, status: 'planned', serial: input.serial, snapshot: input.snapshot,
        error_message: null, created_by: input.createdBy, created_at: at, updated_at: at, applied_at: null,
        digest: input.digest, planned_by: actorColumn(input.plannedBy), applied_by: null, message: input.message, policy_overrides: null,
        step_parts: stored.columns.step_parts,
      };
    },
    async read(orgId, id, executor = db) {
      const found = await executor.selectFrom('config_revisions').selectAll().where('id', '=', id).where('org_id', '=', orgId).executeTakeFirst();
      return found === undefined ? undefined : storedRevision(executor, found);
    },
    head(orgId, id, executor = db) {
      return executor.selectFrom('config_revisions').select(['status', 'digest']).where('id', '=', id).where('org_id', '=', orgId).executeTakeFirst();
    },
    async list(orgId, limit, afterId, filter) {
      let query = db.selectFrom('config_revisions').selectAll().where('org_id', '=', orgId);
      if (afterId !== undefined) {
        const after = await db.selectFrom('config_revisions').select('seq').where('id', '=', afterId).where('org_id', '=', orgId).executeTakeFirst();
        if (after === undefined) return undefined;
        query = query.where('seq', '<', after.seq);
      }
      if (filter !== undefined) {
        const { statuses, currentSerial } = filter;
        query = query.where((eb) => eb.or(statuses.map((status) => {
          if (status === 'planned') return eb.and([eb('status', '=', 'planned'), eb('serial', '=', currentSerial)]);
          if (status === 'stale') return eb.or([eb('status', '=', 'stale'), eb.and([eb('status', '=', 'planned'), eb('serial', '<>', currentSerial)])]);
          return eb('status', '=', status);
        })));
      }
      const rows = await query.orderBy('seq', 'desc').limit(limit + 1).execute();
      const more = rows.length > limit;
      const page = await Promise.all((more ? rows.slice(0, limit) : rows).map((row) => storedRevision(db, row)));
      return { rows: page, nextAfter: more ? page[page.length - 1]?.row.id : undefined };
    },
    async finish(executor, id, status, at, errorMessage, appliedBy, overrides = []) {
      const applied = status === 'applied' ? { applied_at: at, applied_by: actorColumn(appliedBy ?? null), policy_overrides: overridesColumn(overrides) } : {};
      const result = await executor.updateTable('config_revisions')
        .set({ status, updated_at: at, ...applied, ...(errorMessage === undefined ? {} : { error_message: errorMessage }) })
        .where('id', '=', id).where('status', '=', 'planned')
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}
