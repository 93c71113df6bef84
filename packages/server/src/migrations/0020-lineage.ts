// Migration 0020: the database's lineage, a UUID made once when the database is created (a copy
// keeps it) that saved plans bind to. New databases and existing ones each get theirs here.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Migration } from '../storage/migration.js';

export const migration: Migration = {
  name: '0020_lineage',
  up: async (db) => {
    await sql`create table service_lineage (id text primary key, created_at text not null)`.execute(db);
    await sql`insert into service_lineage (id, created_at) values (${randomUUID()}, ${new Date().toISOString()})`.execute(db);
  },
};
