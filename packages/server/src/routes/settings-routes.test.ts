// Captive domain settings over real HTTP: defaults, PUT then GET, 400/401/404. Each test has
// its own orgs, so the defaults are never someone else's PUT.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { orgFactory, type TestOrg } from '../testing/test-org.js';
import { DOMAIN_SETTINGS_FIELDS, ENVELOPE_FIELDS, ENVELOPE_OPTIONAL_FIELDS, fieldProblems } from '../testing/test-fields.js';

const databases = useTestDatabases();
let server: TestServer;
const newOrg = orgFactory(() => server, 101);
let mine: TestOrg;
let other: TestOrg;

const SETTINGS = { enabled: true, domain: 'example.com', vcs_org: 'example-org', default_permissions: ['owner', 'viewer'] };

describe.each(TEST_ENGINES)('on %s', (engine) => {
  beforeAll(async () => {
    server = await startTestServer({ dbPath: await databases.location(engine) });
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    mine = await newOrg();
    other = await newOrg();
  });

  describe('/v1/orgs/{org_id}/settings/domain', () => {
    test('reads the defaults when never set', async () => {
      const response = await mine.request('GET', '/settings/domain');
      expect(response.status).toBe(200);
      expect(fieldProblems(response.body, ENVELOPE_FIELDS, ENVELOPE_OPTIONAL_FIELDS)).toEqual([]);
      expect(fieldProblems(response.body.data, DOMAIN_SETTINGS_FIELDS)).toEqual([]);
      expect(response.body.data).toEqual({ org_id: mine.id, enabled: false, domain: '', vcs_org: '', default_permissions: ['owner'] });
    });

    test('PUT stores them, GET reads them back, other orgs keep theirs', async () => {
      const put = await mine.request('PUT', '/settings/domain', SETTINGS);
      expect(put.status).toBe(200);
      expect(put.body.data).toEqual({ org_id: mine.id, ...SETTINGS });
      const get = await mine.request('GET', '/settings/domain');
      expect(get.body.data).toEqual({ org_id: mine.id, ...SETTINGS });
      const again = await mine.request('PUT', '/settings/domain', { ...SETTINGS, enabled: false });
      expect(again.body.data.enabled).toBe(false);
      const theirs = await other.get('/settings/domain');
      expect(theirs.body.data).toEqual({ org_id: other.id, enabled: false, domain: '', vcs_org: '', default_permissions: ['owner'] });
    });

    test.each([
      [{ ...SETTINGS, enabled: 'true' }, '/enabled'],
      [{ ...SETTINGS, domain: 1 }, '/domain'],
      [{ ...SETTINGS, vcs_org: null }, '/vcs_org'],
      [{ ...SETTINGS, default_permissions: 'owner' }, '/default_permissions'],
      [{ ...SETTINGS, default_permissions: [1] }, '/default_permissions/0'],
      [{ enabled: true, domain: 'a', vcs_org: 'b' }, '/default_permissions'],
      [{ ...SETTINGS, org_id: '2' }, '/org_id'],
    ])('PUT 400 for %j naming %s', async (body, pointer) => {
      const response = await mine.request('PUT', '/settings/domain', body);
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toEqual({ code: 'invalid_request', message: expect.stringContaining(pointer), pointer });
    });

    test('401 and cross-org 404', async () => {
      expect((await server.request('GET', `${mine.base}/settings/domain`, undefined, { key: null })).status).toBe(401);
      expect((await server.request('PUT', `${mine.base}/settings/domain`, SETTINGS, { key: null })).status).toBe(401);
      expect((await server.request('GET', `${other.base}/settings/domain`, undefined, { key: mine.key })).status).toBe(404);
      expect((await server.request('PUT', `${other.base}/settings/domain`, SETTINGS, { key: mine.key })).status).toBe(404);
      expect((await server.request('GET', '/v1/orgs/x/settings/domain', undefined, { key: mine.key })).status).toBe(400);
    });
  });
});
