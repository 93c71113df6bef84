// Capacity domains over real HTTP: idempotent PUT by name, list, get, members, 400/401/404.
// Each test has its own two orgs, so tests pass alone and in any order.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { orgFactory, type TestOrg } from '../testing/test-org.js';
import { CAPACITY_DOMAIN_CREATED_FIELDS, CAPACITY_DOMAIN_FIELDS, fieldProblems } from '../testing/test-fields.js';

const databases = useTestDatabases();
let server: TestServer;
const newOrg = orgFactory(() => server, 101);
let mine: TestOrg;
let other: TestOrg;

describe.each(TEST_ENGINES)('on %s', (engine) => {
  beforeAll(async () => {
    server = await startTestServer({ dbPath: await databases.location(engine) });
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    mine = await newOrg();
    other = await newOrg();
  });

  describe('PUT /v1/orgs/{org_id}/capacity-domains/', () => {
    test('creates a domain with every field, errors required and null', async () => {
      const response = await mine.request('PUT', '/capacity-domains/', { name: 'checkout' });
      expect(response.status).toBe(200);
      expect(response.body.errors).toBeNull();
      expect(Object.keys(response.body)).toEqual(expect.arrayContaining(['data', 'errors']));
      expect(fieldProblems(response.body.data, CAPACITY_DOMAIN_CREATED_FIELDS)).toEqual([]);
      expect(response.body.data).toMatchObject({
        org_id: mine.id,
        name: 'checkout',
        member_destinations: [],
        scale_target_count: 0,
        scale_targets: [],
        domain_verdict_contributors: null,
        domain_verdict_firing_series: null,
      });
    });

    test('is idempotent by name: the same name returns the same domain', async () => {
      const first = await mine.request('PUT', '/capacity-domains/', { name: 'search' });
      const second = await mine.request('PUT', '/capacity-domains/', { name: 'search' });
      expect(second.status).toBe(200);
      expect(second.body.data).toEqual(first.body.data);
      const list = await mine.request('GET', '/capacity-domains/');
      expect(list.body.data.filter((d: { name: string }) => d.name === 'search')).toHaveLength(1);
    });

    test('the same name in another org is another domain', async () => {
      const ours = await mine.request('PUT', '/capacity-domains/', { name: 'shared-name' });
      const theirs = await other.request('PUT', '/capacity-domains/', { name: 'shared-name' });
      expect(theirs.body.data.id).not.toBe(ours.body.data.id);
      expect(theirs.body.data.org_id).toBe(other.id);
    });

    test('lists member destinations of the domain', async () => {
      const domain = await mine.request('PUT', '/capacity-domains/', { name: 'with-members' });
      const destination = await server.app.repos.destinations.create(mine.id, { label: 'member', type: 'webhook', config: { url: 'https://m.example.com' } });
      await server.app.storage.db.insertInto('capacity_domain_members').values({ capacity_domain_id: domain.body.data.id, destination_id: destination.id }).execute();
      const read = await mine.request('GET', `/capacity-domains/${domain.body.data.id}`);
      expect(read.body.data.member_destinations).toEqual([{ id: destination.id, label: 'member', type: 'webhook' }]);
      const viaDestination = await mine.request('GET', `/destinations/${destination.id}`);
      expect(viaDestination.body.data.capacity_domain_ids).toEqual([domain.body.data.id]);
    });

    test.each([
      [{}, '/name'],
      [{ name: '' }, '/name'],
      [{ name: 5 }, '/name'],
      [{ name: 'x', id: 'mine' }, '/id'],
      [{ name: 'x', org_id: '2' }, '/org_id'],
    ])('400 for %j naming %s', async (body, pointer) => {
      const response = await mine.request('PUT', '/capacity-domains/', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ data: null, errors: [{ code: 'invalid_request', message: expect.stringContaining(pointer), pointer }] });
    });

    test('400 for a non-digit org_id; 401; 404 for another org', async () => {
      const bad = await server.request('PUT', '/v1/orgs/1a/capacity-domains/', { name: 'x' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].message).toContain('/org_id');
      expect((await server.request('PUT', `${mine.base}/capacity-domains/`, { name: 'x' }, { key: null })).status).toBe(401);
      expect((await server.request('PUT', `${other.base}/capacity-domains/`, { name: 'x' }, { key: mine.key })).status).toBe(404);
    });
  });

  describe('GET /v1/orgs/{org_id}/capacity-domains/ and /{id}', () => {
    test('list and get return every field of the domain table, the list sorted by name', async () => {
      await mine.request('PUT', '/capacity-domains/', { name: 'zeta' });
      const created = await mine.request('PUT', '/capacity-domains/', { name: 'ledger' });
      await mine.request('PUT', '/capacity-domains/', { name: 'audit' });
      const got = await mine.request('GET', `/capacity-domains/${created.body.data.id}`);
      expect(got.status).toBe(200);
      expect(fieldProblems(got.body.data, CAPACITY_DOMAIN_FIELDS)).toEqual([]);
      const list = await mine.request('GET', '/capacity-domains/');
      expect(list.status).toBe(200);
      for (const item of list.body.data) expect(fieldProblems(item, CAPACITY_DOMAIN_FIELDS)).toEqual([]);
      expect(list.body.data.map((d: { name: string }) => d.name)).toEqual(['audit', 'ledger', 'zeta']);
    });

    test('401, and 404 across orgs and for unknown ids', async () => {
      const theirs = await other.request('PUT', '/capacity-domains/', { name: 'private' });
      expect((await server.request('GET', `${mine.base}/capacity-domains/`, undefined, { key: null })).status).toBe(401);
      expect((await server.request('GET', `${mine.base}/capacity-domains/${theirs.body.data.id}`, undefined, { key: null })).status).toBe(401);
      expect((await server.request('GET', `${other.base}/capacity-domains/`, undefined, { key: mine.key })).status).toBe(404);
      expect((await server.request('GET', `${other.base}/capacity-domains/${theirs.body.data.id}`, undefined, { key: mine.key })).status).toBe(404);
      expect((await mine.request('GET', `/capacity-domains/${theirs.body.data.id}`)).status).toBe(404);
      expect((await mine.request('GET', '/capacity-domains/unknown')).status).toBe(404);
    });
  });
});
