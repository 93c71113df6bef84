// Migration 0070: every stored action version gets the hash of its schema (core's `schemaHash`),
// so loading the state reads the history as short strings instead of parsing every schema. Plain
// SQL and a JavaScript hash, so SQLite and PostgreSQL fill it alike.
import { schemaHash, type JsonValue } from '@capctl/core';
import { sql } from 'kysely';
import type { Migration } from '../storage/migration.js';

/** Rows hashed per round trip: bounds memory on an org with a long history. */
const PAGE = 1000;

export const migration: Migration = {
  name: '0070_action_schema_hashes',
  up: async (db) => {
    await sql`alter table action_versions add column schema_hash text not null default ''`.execute(db);
    // Each page is filled before the next is read, so `schema_hash = ''` walks the table once.
    for (;;) {
      const page = await sql<{ action_id: string; version: number; schema: string }>`
        select action_id, version, schema from action_versions where schema_hash = '' limit ${PAGE}`.execute(db);
      for (const row of page.rows) {
        const hash = schemaHash(JSON.parse(row.schema) as JsonValue);
        await sql`update action_versions set schema_hash = ${hash} where action_id = ${row.action_id} and version = ${row.version}`.execute(db);
      }
      if (page.rows.length < PAGE) return;
    }
  },
};
