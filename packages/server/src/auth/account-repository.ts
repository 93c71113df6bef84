// Orgs, users and memberships (API keys: api-key-repository.ts).
import type { Db, Executor } from '../tables/database.js';
import { newId, now } from '../storage/rows.js';

export interface AccountRepository {
  /** Creates the org when missing; returns whether it was created. */
  ensureOrg(orgId: string, name?: string): Promise<boolean>;
  /** The id of the user with this name, created when missing. */
  ensureUser(name: string): Promise<string>;
  addMember(orgId: string, userId: string): Promise<void>;
  orgsOf(userId: string): Promise<string[]>;
  /** The name of the user with this id, or undefined. */
  userName(userId: string): Promise<string | undefined>;
}

async function orgsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('org_members').select('org_id').where('user_id', '=', userId).orderBy('org_id').execute();
  return rows.map((r) => r.org_id);
}

export function createAccountRepository(db: Db): AccountRepository {
  return {
    async ensureOrg(orgId, name) {
      const result = await db
        .insertInto('orgs')
        .values({ id: orgId, name: name ?? `org ${orgId}`, created_at: now() })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async ensureUser(name) {
      await db
        .insertInto('users')
        .values({ id: newId(), name, created_at: now() })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db.selectFrom('users').select('id').where('name', '=', name).executeTakeFirstOrThrow();
      return row.id;
    },
    async addMember(orgId, userId) {
      await db
        .insertInto('org_members')
        .values({ org_id: orgId, user_id: userId, created_at: now() })
        .onConflict((oc) => oc.columns(['org_id', 'user_id']).doNothing())
        .execute();
    },
    orgsOf: (userId) => orgsOf(db, userId),
    async userName(userId) {
      return (await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst())?.name;
    },
  };
}
