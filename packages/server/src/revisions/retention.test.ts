// Revision retention over real HTTP: automatic pruning after each plan, the prune endpoint by
// count and age, and the status filter of the list; applied and applicable revisions survive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { action, definitionWith } from '../testing/revision-fixtures.js';
import { orgFactory, type TestOrg as Org } from '../testing/test-org.js';

const databases = useTestDatabases();

let server: TestServer;

describe.each(TEST_ENGINES)('on %s', (engine) => {
  beforeAll(async () => {
    server = await startTestServer({ dbPath: await databases.location(engine), logLevel: 'warn', revisionRetention: { keep: 2 } });
  });
  afterAll(async () => server.close());

  const newOrg = orgFactory(() => server, 301);
  const post = (o: Org, path: string, body?: unknown) => o.post(path, body);
  const get = (o: Org, path: string) => o.get(path);
  const planIt = async (o: Org, variants: readonly string[]): Promise<string> =>
    (await post(o, '/config/revisions/', { definition: definitionWith({ actions: variants.map((v) => action(v)) }) })).body.data.id;
  const listed = async (o: Org, query = ''): Promise<string[]> =>
    (await get(o, `/config/revisions/?limit=100${query}`)).body.data.items.map((r: { id: string; status: string }) => `${r.id} ${r.status}`);

  describe('revision retention', () => {
    it('keeps every applied revision and the planned ones still applicable, and only the newest stale ones', async () => {
      const o = await newOrg();
      const stale = [await planIt(o, ['a']), await planIt(o, ['a']), await planIt(o, ['a'])];
      const applied = await planIt(o, ['a']);
      expect((await post(o, `/config/revisions/${applied}/apply`)).status).toBe(200);
      const pending = [await planIt(o, ['a', 'b']), await planIt(o, ['a', 'c'])];
      const statuses = await listed(o);
      // keep 2: of the stale ones only the two newest stay; the applied and both pending stay.
      expect(statuses).toEqual([`${pending[1]} planned`, `${pending[0]} planned`, `${applied} applied`, `${stale[2]} stale`, `${stale[1]} stale`]);
      expect(await listed(o, '&status=stale')).toEqual([`${stale[2]} stale`, `${stale[1]} stale`]);
      expect(await listed(o, '&status=planned')).toEqual([`${pending[1]} planned`, `${pending[0]} planned`]);
      expect(await listed(o, '&status=applied')).toEqual([`${applied} applied`]);
      expect((await get(o, '/config/revisions/?status=gone')).status).toBe(400);
    });

    it('prunes on request by count and by age, and never touches applied revisions', async () => {
      const o = await newOrg();
      const first = await planIt(o, ['a']);
      const second = await planIt(o, ['a']);
      const applied = await planIt(o, ['a']);
      expect((await post(o, `/config/revisions/${applied}/apply`)).status).toBe(200);
      const byCount = await post(o, '/config/revisions/prune', { keep: 1 });
      expect(byCount.body.data).toEqual({ deleted: 1, keep: 1, older_than_seconds: null });
      expect(await listed(o)).toEqual([`${applied} applied`, `${second} stale`]);
      expect(first).not.toBe(second);

      const young = await post(o, '/config/revisions/prune', { older_than_seconds: 3600 });
      expect(young.body.data.deleted).toBe(0);
      await server.app.storage.db.updateTable('config_revisions').set({ created_at: '2020-01-01T00:00:00.000Z' }).execute();
      await planIt(o, ['a', 'b']);
      const old = await post(o, '/config/revisions/prune', { older_than_seconds: 3600 });
      expect(old.body.data.deleted).toBe(1);
      expect((await listed(o)).map((line) => line.split(' ')[1])).toEqual(['planned', 'applied']);
      expect((await post(o, '/config/revisions/prune', { keep: -1 })).status).toBe(400);
      expect((await post(o, '/config/revisions/prune', { keep: 'all' })).status).toBe(400);
      expect((await post(o, '/config/revisions/prune', { keep: 1, extra: true })).status).toBe(400);
      // No body: the service's own retention (keep 2 here).
      const bare = await post(o, '/config/revisions/prune');
      expect(bare.status).toBe(200);
      expect(bare.body.data).toEqual({ deleted: 0, keep: 2, older_than_seconds: null });
    });
  });
});
