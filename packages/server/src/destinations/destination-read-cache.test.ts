// GET destination over real HTTP while its read cache is warm: repeated responses stay masked
// and identical, and a PATCH, a soft delete or a write by another process shows at once, on
// SQLite and on PostgreSQL (test/serve-postgres.test.ts also reads writes through another instance).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { runInAnotherProcess } from '../testing/test-other-process.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

const SECRET = 'Bearer cache-secret-4f9d2e71';
const CONFIG = { url: 'https://hooks.example.com/cached', headers: { authorization: SECRET, 'x-team': 'ops' } };

const databases = useTestDatabases();
let server: TestServer;
let otherKey: string;

describe.each(TEST_ENGINES)('on %s', (engine) => {
  beforeAll(async () => {
    server = await startTestServer({ dbPath: await databases.location(engine) });
    otherKey = await server.createKey('2', 'other-user');
  });
  afterAll(() => server.close());

  const create = async (label: string) => (await server.app.repos.destinations.create('1', { label, type: 'webhook', config: CONFIG })).id;
  const get = (id: string, orgId = '1', key?: string) => server.request('GET', `/v1/orgs/${orgId}/destinations/${id}`, undefined, key === undefined ? {} : { key });

  describe('GET destination from the read cache', () => {
    test('the service reads destinations through the cache (repositories.ts wraps the plain repository)', async () => {
      const id = await create('wired');
      const first = await server.app.repos.destinations.get('1', id);
      expect(await server.app.repos.destinations.get('1', id)).toBe(first);
      expect(Object.isFrozen(first)).toBe(true);
    });

    test('repeated GETs answer the same body with the secret header masked every time', async () => {
      const id = await create('repeated');
      const responses = await Promise.all([get(id), get(id), get(id)]);
      const again = await get(id);
      for (const response of [...responses, again]) {
        expect(response.status).toBe(200);
        expect(response.body.data.config.headers).toEqual({ authorization: '(sensitive)', 'x-team': 'ops' });
        expect(response.text).toBe(responses[0]?.text);
        expect(response.text).not.toContain('cache-secret');
      }
    });

    test('a PATCH shows in the next GET, still masked', async () => {
      const id = await create('patched');
      expect((await get(id)).body.data.config.headers['x-team']).toBe('ops');
      const patched = await server.request('PATCH', `/v1/orgs/1/destinations/${id}`, { config: { headers: { 'x-team': 'sre' } } });
      expect(patched.status).toBe(200);
      const after = await get(id);
      expect(after.body.data.config.headers).toEqual({ authorization: '(sensitive)', 'x-team': 'sre' });
      expect(after.body.data.updated_at).toBe(patched.body.data.updated_at);
    });

    test('a destination soft-deleted in this process is 404 at once', async () => {
      const id = await create('deleted-here');
      expect((await get(id)).status).toBe(200);
      await server.app.storage.db.updateTable('destinations').set({ deleted_at: new Date().toISOString() }).where('id', '=', id).execute();
      const response = await get(id);
      expect(response.status).toBe(404);
      expect(response.body.errors[0]).toEqual({ code: 'not_found', message: expect.stringContaining(id) });
    });

    test('a change and a soft delete by another process show at once', async () => {
      const id = await create('elsewhere');
      expect((await get(id)).body.data.label).toBe('elsewhere');
      await runInAnotherProcess(server.dbPath, 'update destinations set label = ? where id = ?', 'renamed by another process', id);
      expect((await get(id)).body.data.label).toBe('renamed by another process');
      await runInAnotherProcess(server.dbPath, 'update destinations set deleted_at = ? where id = ?', new Date().toISOString(), id);
      expect((await get(id)).status).toBe(404);
    });

    test('a cached destination stays 404 through another org, with either key', async () => {
      const id = await create('cross-org');
      expect((await get(id)).status).toBe(200);
      expect((await get(id, '2', otherKey)).status).toBe(404);
      expect((await get(id, '2')).status).toBe(404);
      expect((await get(id, '1', otherKey)).status).toBe(404);
    });
  });
});
