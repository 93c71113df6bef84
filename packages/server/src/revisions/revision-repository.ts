// Storage of config revisions. Ids are short decimal sequence numbers taken in the INSERT
// itself, so concurrent plans never collide and the list order is the id order.
import { sql } from 'kysely';
import type { Db, Executor } from '../storage/database.js';
import type { ConfigRevisionsTable, RevisionStatus } from './revision-tables.js';

export type RevisionRow = ConfigRevisionsTable;

export interface NewRevision {
  readonly orgId: string;
  readonly serial: number;
  readonly plan: string;
  readonly snapshot: string;
  readonly createdBy: string | null;
}

export interface RevisionPage {
  readonly rows: RevisionRow[];
  /** The seq of the last row when more rows follow. */
  readonly nextAfter: number | undefined;
}

/** Revisions whose status, as the API shows it (see effectiveStatus), is `status`. */
export interface StatusFilter {
  readonly status: RevisionStatus;
  /** The org's serial now: a planned revision of another serial reads as stale. */
  readonly currentSerial: number;
}

export interface RevisionRepository {
  insert(input: NewRevision, at: string): Promise<RevisionRow>;
  get(orgId: string, id: string, executor?: Executor): Promise<RevisionRow | undefined>;
  /** Newest first; `before` is an exclusive upper bound on seq; `filter` keeps one effective status. */
  list(orgId: string, limit: number, before?: number, filter?: StatusFilter): Promise<RevisionPage>;
  /** Moves a `planned` revision to `status`; false when it was not planned any more. */
  finish(executor: Executor, id: string, status: Exclude<RevisionStatus, 'planned'>, at: string, errorMessage?: string): Promise<boolean>;
}

export function createRevisionRepository(db: Db): RevisionRepository {
  return {
    async insert(input, at) {
      const next = sql<number>`(select coalesce(max(seq), 0) + 1 from config_revisions)`;
      const { id } = await db.insertInto('config_revisions').values({
        id: sql<string>`(select cast(coalesce(max(seq), 0) + 1 as text) from config_revisions)`,
        seq: next,
        org_id: input.orgId,
        status: 'planned',
        serial: input.serial,
        plan: input.plan,
        snapshot: input.snapshot,
        error_message: null,
        created_by: input.createdBy,
        created_at: at,
        updated_at: at,
        applied_at: null,
      }).returning('id').executeTakeFirstOrThrow();
      const row = await this.get(input.orgId, id);
      if (row === undefined) throw new Error(`config revision ${id} vanished after insert`);
      return row;
    },
    get(orgId, id, executor = db) {
      return executor.selectFrom('config_revisions').selectAll().where('id', '=', id).where('org_id', '=', orgId).executeTakeFirst();
    },
    async list(orgId, limit, before, filter) {
      let query = db.selectFrom('config_revisions').selectAll().where('org_id', '=', orgId);
      if (before !== undefined) query = query.where('seq', '<', before);
      if (filter !== undefined) {
        const { status, currentSerial } = filter;
        if (status === 'planned') query = query.where('status', '=', 'planned').where('serial', '=', currentSerial);
        else if (status === 'stale') {
          query = query.where((eb) => eb.or([eb('status', '=', 'stale'), eb.and([eb('status', '=', 'planned'), eb('serial', '<>', currentSerial)])]));
        } else query = query.where('status', '=', status);
      }
      const rows = await query.orderBy('seq', 'desc').limit(limit + 1).execute();
      const more = rows.length > limit;
      const page = more ? rows.slice(0, limit) : rows;
      return { rows: page, nextAfter: more ? page[page.length - 1]?.seq : undefined };
    },
    async finish(executor, id, status, at, errorMessage) {
      const result = await executor.updateTable('config_revisions')
        .set({ status, updated_at: at, ...(status === 'applied' ? { applied_at: at } : {}), ...(errorMessage === undefined ? {} : { error_message: errorMessage }) })
        .where('id', '=', id).where('status', '=', 'planned')
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}
