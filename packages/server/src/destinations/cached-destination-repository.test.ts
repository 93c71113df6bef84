// GET destination's read cache, the wrapper around the plain repository: a repeated read costs no
// query, and every kind of change (a write here, a rollback, another connection, another process)
// is seen. On both engines: SQLite checks it by its storage version, PostgreSQL by its snapshot.
import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createAccountRepository } from '../auth/account-repository.js';
import { createCachedDestinationRepository } from './cached-destination-repository.js';
import { createDestinationRepository, type DestinationRepository } from './destination-repository.js';
import type { ImmediateReader } from '../storage/engines/engine.js';
import { openStorage, type Storage } from '../open-storage.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { runInAnotherProcess } from '../testing/test-other-process.js';

const databases = useTestDatabases();
let dbPath: string;
let storage: Storage;
let repo: DestinationRepository;
let reads = 0;
let id: string;

/** The storage's reader, counting the queries it answers (SQLite only: PostgreSQL answers none). */
function countingReader(inner: ImmediateReader): ImmediateReader {
  const reader = ((query) => {
    const rows = inner(query);
    if (rows !== undefined) reads++;
    return rows;
  }) as ImmediateReader;
  reader.version = inner.version;
  return reader;
}

/** Counts the queries that reach the database through kysely. */
const countingPlugin: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    reads++;
    return args.result;
  },
};

describe.each(TEST_ENGINES)('on %s', (engine) => {
  beforeEach(async () => {
    dbPath = await databases.location(engine);
    storage = await openStorage({ path: dbPath });
    await createAccountRepository(storage.db).ensureOrg('1');
    await createAccountRepository(storage.db).ensureOrg('2');
    reads = 0;
    repo = createCachedDestinationRepository(
      createDestinationRepository(storage.db.withPlugin(countingPlugin), { readNow: countingReader(storage.readNow) }),
      storage.readNow.version,
    );
    id = (await repo.create('1', { label: 'primary', type: 'webhook', config: { url: 'https://a.example.com', headers: { authorization: 'Bearer s3cret' } } })).id;
  });
  afterEach(async () => {
    await storage.close();
  });

  const label = async (orgId = '1') => (await repo.get(orgId, id))?.label;

  describe('createCachedDestinationRepository: get', () => {
    test('a repeated read is answered without a query, with the same frozen object', async () => {
      const first = await repo.get('1', id);
      const readsAfterFirst = reads;
      const second = await repo.get('1', id);
      expect(second).toBe(first);
      expect(reads).toBe(readsAfterFirst);
      expect(Object.isFrozen(second)).toBe(true);
      expect(second?.config.headers).toEqual({ authorization: 'Bearer s3cret' });
    });

    test('never answers for another org, before or after the org that owns it read it', async () => {
      expect(await repo.get('2', id)).toBeUndefined();
      expect(await label('1')).toBe('primary');
      expect(await repo.get('2', id)).toBeUndefined();
    });

    test('sees a PATCH and a soft delete made through this connection', async () => {
      expect(await label()).toBe('primary');
      await repo.update('1', id, { config: { url: 'https://b.example.com' } });
      expect((await repo.get('1', id))?.config.url).toBe('https://b.example.com');
      await storage.db.updateTable('destinations').set({ deleted_at: '2026-01-01T00:00:00.000Z' }).where('id', '=', id).execute();
      expect(await repo.get('1', id)).toBeUndefined();
    });

    test('sees a change to another table the response is made of (capacity domain members)', async () => {
      expect((await repo.get('1', id))?.capacity_domain_ids).toEqual([]);
      const at = '2026-01-01T00:00:00.000Z';
      await storage.db.insertInto('capacity_domains').values({ id: 'cd1', org_id: '1', name: 'payments', provenance: 'manual', updated_at: at, created_at: at } as never).execute();
      await storage.db.insertInto('capacity_domain_members').values({ capacity_domain_id: 'cd1', destination_id: id } as never).execute();
      expect((await repo.get('1', id))?.capacity_domain_ids).toEqual(['cd1']);
    });

    test('keeps nothing of a transaction that rolled back, also for a read made while it was open', async () => {
      let readDuring: Promise<string | undefined> | undefined;
      await expect(
        storage.db.transaction().execute(async (trx) => {
          await trx.updateTable('destinations').set({ label: 'uncommitted' }).where('id', '=', id).execute();
          readDuring = label();
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect(await readDuring).toBe('primary');
      expect(await label()).toBe('primary');
    });

    test('sees a commit by another connection in this process', async () => {
      expect(await label()).toBe('primary');
      const other = await openStorage({ path: dbPath });
      try {
        await other.db.updateTable('destinations').set({ label: 'renamed elsewhere' }).where('id', '=', id).execute();
      } finally {
        await other.close();
      }
      expect(await label()).toBe('renamed elsewhere');
    });

    test('sees a change and a soft delete committed by another process', async () => {
      expect(await label()).toBe('primary');
      await runInAnotherProcess(dbPath, 'update destinations set label = ? where id = ?', 'renamed by a process', id);
      expect(await label()).toBe('renamed by a process');
      expect(await label()).toBe('renamed by a process');
      await runInAnotherProcess(dbPath, 'update destinations set deleted_at = ? where id = ?', '2026-01-01T00:00:00.000Z', id);
      expect(await repo.get('1', id)).toBeUndefined();
    });

    test('the plain repository underneath reads every time', async () => {
      const plain = createDestinationRepository(storage.db);
      const first = await plain.get('1', id);
      expect(await plain.get('1', id)).not.toBe(first);
      expect(await plain.get('1', id)).toEqual(first);
    });
  });
});
