// The org's write lock: what serializes the writes of one org (applies, policy pushes) on both
// engines, so that two of them never interleave and an apply reads the policies in force.
import { sql } from 'kysely';
import { notFound } from '@capctl/core';
import type { Executor } from '../tables/database.js';

/**
 * Takes the org's write lock as the transaction's first statement (a no-op UPDATE of its row):
 * on SQLite that is what BEGIN IMMEDIATE does, and on PostgreSQL it locks the org row, so two
 * applies of one org never interleave on either engine. Returns the org's serial.
 */
export async function lockOrg(trx: Executor, orgId: string): Promise<number> {
  const row = await trx.updateTable('orgs').set({ serial: sql<number>`serial` }).where('id', '=', orgId).returning('serial').executeTakeFirst();
  if (row === undefined) throw notFound('org', orgId);
  return row.serial;
}

