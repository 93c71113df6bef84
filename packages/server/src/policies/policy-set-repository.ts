// Storage of each org's policy sets: one row per pushed version, the highest in force. A push
// takes the org's write lock, so it never interleaves with an apply (which reads the set in
// force under the same lock) or with another push of the org.
import type { Actor, PolicyFile } from '@capctl/core';
import { actorColumn, readActor } from '../config/actor-column.js';
import { lockOrg } from '../config/org-lock.js';
import type { Db, Executor, PolicySetsTable } from '../tables/database.js';

/** A stored version as read: the files parsed back, the pusher as an Actor. */
export interface PolicySetRecord {
  readonly version: number;
  readonly digest: string;
  /** Sorted by path. */
  readonly files: readonly PolicyFile[];
  readonly pushed_at: string;
  readonly pushed_by: Actor | null;
  readonly message: string | null;
}

export interface NewPolicySet {
  readonly digest: string;
  /** Sorted by path. */
  readonly files: readonly PolicyFile[];
  readonly pushedBy: Actor | null;
  readonly message: string | null;
}

export interface PolicySetRepository {
  /** The version in force (the highest), or undefined when the org never pushed one. */
  current(orgId: string, executor?: Executor): Promise<PolicySetRecord | undefined>;
  /** One version, or undefined. */
  get(orgId: string, version: number): Promise<PolicySetRecord | undefined>;
  /** Stores the next version under the org's write lock and returns it. */
  push(orgId: string, input: NewPolicySet, at: string): Promise<PolicySetRecord>;
}

function recordOf(row: PolicySetsTable): PolicySetRecord {
  return {
    version: Number(row.version), digest: row.digest, files: JSON.parse(row.files) as PolicyFile[],
    pushed_at: row.pushed_at, pushed_by: readActor(row.pushed_by), message: row.message,
  };
}

export function createPolicySetRepository(db: Db): PolicySetRepository {
  return {
    async current(orgId, executor = db) {
      const row = await executor.selectFrom('policy_sets').selectAll().where('org_id', '=', orgId).orderBy('version', 'desc').limit(1).executeTakeFirst();
      return row === undefined ? undefined : recordOf(row);
    },
    async get(orgId, version) {
      const row = await db.selectFrom('policy_sets').selectAll().where('org_id', '=', orgId).where('version', '=', version).executeTakeFirst();
      return row === undefined ? undefined : recordOf(row);
    },
    push(orgId, input, at) {
      return db.transaction().execute(async (trx) => {
        await lockOrg(trx, orgId);
        const last = await trx.selectFrom('policy_sets').select('version').where('org_id', '=', orgId).orderBy('version', 'desc').limit(1).executeTakeFirst();
        const version = (last === undefined ? 0 : Number(last.version)) + 1;
        const row: PolicySetsTable = {
          org_id: orgId, version, digest: input.digest, files: JSON.stringify(input.files),
          pushed_at: at, pushed_by: actorColumn(input.pushedBy), message: input.message,
        };
        await trx.insertInto('policy_sets').values(row).execute();
        return recordOf(row);
      });
    },
  };
}
