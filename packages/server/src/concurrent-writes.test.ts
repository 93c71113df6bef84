// Writes that race on the database: the same credential label created at once through two
// instances (one wins, the rest get SQLite's 409 envelope), and real PostgreSQL deadlocks and
// unique violations recognised, retried where safe, and logged by their code only.
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { failureForLog } from './http/failure-log.js';
import { startTestServer, type TestServer } from './testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from './testing/test-databases.js';
import { isTransactionConflict, isUniqueViolation, retryOnConflict } from './storage/engines/engine-errors.js';
import { StorageError } from './storage/storage-error.js';
import { openStorage } from './open-storage.js';

const databases = useTestDatabases();
const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

describe.each(TEST_ENGINES)('on %s', (engine) => {
  test('20 creates of one credential label at once, over two instances: one 200, nineteen 409 naming the label', async () => {
    const location = await databases.location(engine);
    const a = await startTestServer({ dbPath: location, logLevel: 'warn' });
    servers.push(a);
    // SQLite is one process's file: the second instance is PostgreSQL's case.
    const b = engine === 'postgres' ? await startTestServer({ dbPath: location, logLevel: 'warn' }) : a;
    if (b !== a) servers.push(b);
    const key = await a.createKey('1', 'racer');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      (i % 2 === 0 ? a : b).request('POST', '/v1/orgs/1/credentials/', { label: 'shared', type: 'cloud_keys', provider: 'cloud' }, { key })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const refused of answers.filter((r) => r.status === 409)) {
      expect(refused.body).toEqual({
        data: null,
        errors: [{ code: 'conflict', message: 'a credential labelled "shared" already exists in this org; choose another label or update that one', pointer: '/label' }],
      });
    }
    const listed = await a.request('GET', '/v1/orgs/1/credentials/', undefined, { key });
    expect(listed.body.data.map((c: { label: string }) => c.label)).toEqual(['shared']);
    expect(a.logs() + b.logs()).not.toMatch(/duplicate key|insert into|\bat .*\.(m?js|ts):\d+/i);
  });

  test('a unique violation is recognised on either engine, and logged by its code only', async () => {
    const storage = await openStorage({ path: await databases.location(engine) });
    try {
      const row = { id: 'u1', name: 'same', created_at: '2026-01-01T00:00:00.000Z' };
      await storage.db.insertInto('users').values(row).execute();
      const error = await storage.db.insertInto('users').values({ ...row, id: 'u2' }).execute().then(() => undefined, (e: unknown) => e);
      // The engine raises the storage's error, carrying the driver's code: no caller reads driver codes.
      expect(error).toBeInstanceOf(StorageError);
      expect(error).toMatchObject({ code: 'duplicate', driverCode: engine === 'postgres' ? '23505' : expect.stringMatching(/^SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)$/) });
      expect(isUniqueViolation(error)).toBe(true);
      expect(isTransactionConflict(error)).toBe(false);
      const logged = failureForLog(error);
      expect(logged.kind).toBe('database error');
      expect(logged.message).toBeUndefined();
    } finally {
      await storage.close();
    }
  });
});

describe('a real PostgreSQL deadlock', () => {
  test('is a transaction conflict, logged by its code only, and the transaction that lost runs again', async () => {
    const url = await databases.location('postgres');
    const [one, two] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
    await one.connect();
    await two.connect();
    try {
      await one.query('create table pair (id int primary key, n int); insert into pair values (1, 0), (2, 0)');
      await one.query('begin');
      await two.query('begin');
      await one.query('update pair set n = 1 where id = 1');
      await two.query('update pair set n = 2 where id = 2');
      // Each now waits for the row the other holds: PostgreSQL ends one of them with 40P01.
      const outcomes = await Promise.allSettled([one.query('update pair set n = 1 where id = 2'), two.query('update pair set n = 2 where id = 1')]);
      const lost = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(lost).toBeDefined();
      const error = lost!.reason as unknown;
      expect(isTransactionConflict(error)).toBe(true);
      expect(failureForLog(error)).toEqual({ kind: 'database error', code: '40P01' });
      await one.query('rollback');
      await two.query('rollback');

      let attempts = 0;
      const result = await retryOnConflict(async () => {
        attempts += 1;
        if (attempts === 1) throw error;
        return 'done';
      });
      expect({ result, attempts }).toEqual({ result: 'done', attempts: 2 });
      await expect(retryOnConflict(async () => { throw error; })).rejects.toBe(error);
    } finally {
      await one.end();
      await two.end();
    }
  });
});
