// The PostgreSQL test harness itself: it gives each caller a database of its own on a live server.
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestPostgres, type TestPostgres } from './test-postgres.js';

let server: TestPostgres;
beforeAll(async () => {
  server = await startTestPostgres();
});
afterAll(async () => server?.stop());

test('two databases on one server, each empty and separate', async () => {
  const [a, b] = [await server.createDatabase(), await server.createDatabase()];
  expect(a).not.toEqual(b);
  const client = new pg.Client({ connectionString: a });
  await client.connect();
  try {
    await client.query('create table t (x int)');
    const result = await client.query<{ db: string }>('select current_database() as db');
    expect(`/${result.rows[0]?.db}`).toEqual(new URL(a).pathname);
  } finally {
    await client.end();
  }
  const other = new pg.Client({ connectionString: b });
  await other.connect();
  try {
    const tables = await other.query("select count(*)::int as n from information_schema.tables where table_name = 't'");
    expect(tables.rows[0]).toEqual({ n: 0 });
  } finally {
    await other.end();
  }
});
