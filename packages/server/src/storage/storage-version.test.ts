// The storage version that read caches trust: unchanged by reads, moved by every write through
// this connection (rolled back or not) and by every commit of another connection or process.
// SQLite only: on PostgreSQL the version is the cluster's current snapshot (postgres-storage.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openStorage, type Storage } from '../open-storage.js';
import { runInAnotherProcess } from '../testing/test-other-process.js';

let dir: string;
let dbPath: string;
let storage: Storage;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'capctl-version-'));
  dbPath = join(dir, 'service.db');
  storage = await openStorage({ path: dbPath });
  await addOrg('1');
});
afterEach(async () => {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

const version = () => storage.readNow.version();
const addOrg = (id: string) => storage.db.insertInto('orgs').values({ id, name: `org ${id}`, created_at: new Date().toISOString() }).execute();

describe('ImmediateReader.version', () => {
  test('reads leave it as it was', async () => {
    const before = version();
    expect(before).toEqual(expect.any(Number));
    await storage.db.selectFrom('orgs').selectAll().execute();
    storage.readNow(storage.db.selectFrom('orgs').select('id').compile());
    expect(version()).toBe(before);
  });

  test('moves with every write through this connection', async () => {
    const first = version();
    await addOrg('2');
    const second = version();
    expect(second).not.toBe(first);
    await storage.db.updateTable('orgs').set({ serial: 5 }).where('id', '=', '1').execute();
    expect(version()).not.toBe(second);
  });

  test('is undefined while a transaction is open, and has moved after one that wrote and rolled back', async () => {
    const before = version();
    await expect(
      storage.db.transaction().execute(async (trx) => {
        await trx.updateTable('orgs').set({ serial: 9 }).where('id', '=', '1').execute();
        expect(version()).toBeUndefined();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(version()).not.toBe(before);
    expect(await storage.db.selectFrom('orgs').select('serial').where('id', '=', '1').executeTakeFirst()).toEqual({ serial: 0 });
  });

  test('moves when another connection commits', async () => {
    const before = version();
    const other = await openStorage({ path: dbPath });
    try {
      expect(version()).toBe(before);
      await other.db.updateTable('orgs').set({ serial: 3 }).where('id', '=', '1').execute();
    } finally {
      await other.close();
    }
    const after = version();
    expect(after).not.toBe(before);
    expect(version()).toBe(after);
  });

  test('moves when another process commits', async () => {
    const before = version();
    await runInAnotherProcess(dbPath, 'update orgs set serial = serial + 1 where id = ?', '1');
    expect(version()).not.toBe(before);
  });
});
