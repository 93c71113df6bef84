// GET, PATCH and list of destinations over real HTTP: fields, merge patch, serial bumps, 400/401/404.
// Each test has its own two orgs and destinations, so tests pass alone and in any order.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { orgFactory, type TestOrg } from '../testing/test-org.js';
import { DESTINATION_FIELDS, DESTINATION_OPTIONAL_FIELDS, ENVELOPE_FIELDS, ENVELOPE_OPTIONAL_FIELDS, fieldProblems } from '../testing/test-fields.js';

const databases = useTestDatabases();
let server: TestServer;
const newOrg = orgFactory(() => server, 101);
let mine: TestOrg;
let other: TestOrg;
let destinationId: string;
let otherOrgDestinationId: string;

const CONFIG = {
  url: 'https://hooks.example.com/capacity',
  headers: { 'x-team': 'payments' },
  signaling: { enabled: true, default: 'ack' },
  response_time_sla_ms: 250,
  partition_tag_key: 'tenant',
};

describe.each(TEST_ENGINES)('on %s', (engine) => {
  beforeAll(async () => {
    server = await startTestServer({ dbPath: await databases.location(engine) });
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    mine = await newOrg();
    other = await newOrg();
    const created = await server.app.repos.destinations.create(mine.id, { label: 'primary', type: 'webhook', config: CONFIG, tags: { env: 'prod' } });
    destinationId = created.id;
    const theirs = await server.app.repos.destinations.create(other.id, { label: 'theirs', type: 'webhook', config: { url: 'https://other.example.com' } });
    otherOrgDestinationId = theirs.id;
  });

  describe('GET /v1/orgs/{org_id}/destinations/{id}', () => {
    test('returns the destination with every field of the interface document', async () => {
      const response = await mine.request('GET', `/destinations/${destinationId}`);
      expect(response.status).toBe(200);
      expect(fieldProblems(response.body, ENVELOPE_FIELDS, ENVELOPE_OPTIONAL_FIELDS)).toEqual([]);
      expect(fieldProblems(response.body.data, DESTINATION_FIELDS, DESTINATION_OPTIONAL_FIELDS)).toEqual([]);
      expect(response.body.data).toMatchObject({ id: destinationId, org_id: mine.id, label: 'primary', type: 'webhook', config: CONFIG, tags: { env: 'prod' }, capacity_domain_ids: [] });
      expect(response.body.errors).toBeNull();
    });

    test('401 without a key and with an unknown key', async () => {
      const none = await server.request('GET', `${mine.base}/destinations/${destinationId}`, undefined, { key: null });
      expect(none.status).toBe(401);
      expect(none.body).toEqual({ data: null, errors: [{ code: 'unauthenticated', message: expect.stringContaining('x-service-auth') }] });
      const unknown = await server.request('GET', `${mine.base}/destinations/${destinationId}`, undefined, { key: 'cap_not-a-key' });
      expect(unknown.status).toBe(401);
      expect(unknown.body.errors[0].code).toBe('unauthenticated');
    });

    test('404 for another org, for an object of another org, and for an unknown id', async () => {
      const otherOrg = await server.request('GET', `${other.base}/destinations/${otherOrgDestinationId}`, undefined, { key: mine.key });
      expect(otherOrg.status).toBe(404);
      expect(otherOrg.body).toEqual({ data: null, errors: [{ code: 'not_found', message: expect.stringContaining(`org ${other.id}`) }] });
      const crossed = await mine.request('GET', `/destinations/${otherOrgDestinationId}`);
      expect(crossed.status).toBe(404);
      const crossedBack = await other.request('GET', `/destinations/${destinationId}`);
      expect(crossedBack.status).toBe(404);
      const theirs = await other.request('GET', `/destinations/${otherOrgDestinationId}`);
      expect(theirs.status).toBe(200);
      const unknown = await mine.request('GET', '/destinations/no-such-id');
      expect(unknown.status).toBe(404);
      expect(unknown.body.errors[0]).toEqual({ code: 'not_found', message: expect.stringContaining('no-such-id') });
    });

    test('400 for a non-digit org_id, naming the field', async () => {
      const response = await server.request('GET', `/v1/orgs/acme/destinations/${destinationId}`);
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toEqual({ code: 'invalid_request', message: expect.stringContaining('/org_id') });
    });
  });

  describe('PATCH /v1/orgs/{org_id}/destinations/{id}', () => {
    test('merges config as JSON Merge Patch, keeps other fields and bumps the serial', async () => {
      const created = await server.app.repos.destinations.create(mine.id, { label: 'patched', type: 'webhook', config: CONFIG });
      const before = await server.app.repos.configState.serial(mine.id);
      const response = await mine.request('PATCH', `/destinations/${created.id}`, {
        config: { headers: { 'x-team': null, 'x-region': 'eu' }, response_time_sla_ms: 500, partition_tag_key: null },
      });
      expect(response.status).toBe(200);
      expect(fieldProblems(response.body.data, DESTINATION_FIELDS, DESTINATION_OPTIONAL_FIELDS)).toEqual([]);
      expect(response.body.data.config).toEqual({
        url: CONFIG.url,
        headers: { 'x-region': 'eu' },
        signaling: { enabled: true, default: 'ack' },
        response_time_sla_ms: 500,
      });
      expect(await server.app.repos.configState.serial(mine.id)).toBe(before + 1);
      const read = await mine.request('GET', `/destinations/${created.id}`);
      expect(read.body.data.config).toEqual(response.body.data.config);
    });

    test('a patch that changes nothing leaves updated_at and the serial alone', async () => {
      const created = await server.app.repos.destinations.create(mine.id, { label: 'steady', type: 'webhook', config: CONFIG });
      const serial = await server.app.repos.configState.serial(mine.id);
      const response = await mine.request('PATCH', `/destinations/${created.id}`, { type: 'webhook', config: { url: CONFIG.url } });
      expect(response.status).toBe(200);
      expect(response.body.data.updated_at).toBe(created.updated_at);
      expect(await server.app.repos.configState.serial(mine.id)).toBe(serial);
    });

    test('sets credential_id to a credential of the org, and refuses one of another org', async () => {
      const credential = await mine.request('POST', '/credentials/', { label: 'hook-cred', type: 'webhook_token', provider: 'generic' });
      const theirs = await other.request('POST', '/credentials/', { label: 'their-cred', type: 'webhook_token', provider: 'generic' });
      const ok = await mine.request('PATCH', `/destinations/${destinationId}`, { credential_id: credential.body.data.id });
      expect(ok.status).toBe(200);
      expect(ok.body.data.credential_id).toBe(credential.body.data.id);
      const refused = await mine.request('PATCH', `/destinations/${destinationId}`, { credential_id: theirs.body.data.id });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]).toEqual({ code: 'invalid_request', message: expect.stringContaining('/credential_id'), pointer: '/credential_id' });
    });

    test.each([
      [{ type: 'email' }, '/type'],
      [{ id: 'x' }, '/id'],
      [{ org_id: '2' }, '/org_id'],
      [{ label: 'renamed' }, '/label'],
      [{ config: { url: 42 } }, '/config/url'],
      [{ config: { headers: { a: 1 } } }, '/config/headers/a'],
      [{ config: { signaling: { enabled: 'yes' } } }, '/config/signaling/enabled'],
      [{ config: { signaling: { default: 5 } } }, '/config/signaling/default'],
      [{ config: { url: '' } }, '/config/url'],
      [{ config: { url: 'file:///etc/passwd' } }, '/config/url'],
      [{ config: { url: 'javascript:alert(1)' } }, '/config/url'],
      [{ config: { response_time_sla_ms: 1.5 } }, '/config/response_time_sla_ms'],
      [{ config: { partition_tag_key: 7 } }, '/config/partition_tag_key'],
      [{ config: { unknown: true } }, '/config/unknown'],
      [{ credential_id: 5 }, '/credential_id'],
    ])('400 for %j naming %s', async (body, pointer) => {
      const response = await mine.request('PATCH', `/destinations/${destinationId}`, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ data: null, errors: [{ code: 'invalid_request', message: expect.stringContaining(pointer), pointer }] });
    });

    test('401, and 404 across orgs', async () => {
      expect((await server.request('PATCH', `${mine.base}/destinations/${destinationId}`, {}, { key: null })).status).toBe(401);
      expect((await mine.request('PATCH', `/destinations/${otherOrgDestinationId}`, { type: 'webhook' })).status).toBe(404);
      expect((await server.request('PATCH', `${other.base}/destinations/${otherOrgDestinationId}`, { type: 'webhook' }, { key: mine.key })).status).toBe(404);
    });
  });

  describe('GET /v1/orgs/{org_id}/destinations/', () => {
    test('lists live destinations, and soft-deleted ones only with include_deleted=true', async () => {
      const gone = await server.app.repos.destinations.create(mine.id, { label: 'retired', type: 'webhook', config: { url: 'https://old.example.com' } });
      await server.app.storage.db.updateTable('destinations').set({ deleted_at: '2026-01-01T00:00:00.000Z' }).where('id', '=', gone.id).execute();
      const live = await mine.request('GET', '/destinations/');
      expect(live.status).toBe(200);
      expect(live.body.data.map((d: { label: string }) => d.label)).not.toContain('retired');
      for (const item of live.body.data) expect(fieldProblems(item, DESTINATION_FIELDS, DESTINATION_OPTIONAL_FIELDS)).toEqual([]);
      const all = await mine.request('GET', '/destinations/?include_deleted=true');
      const retired = all.body.data.find((d: { label: string }) => d.label === 'retired');
      expect(retired.deleted_at).toBe('2026-01-01T00:00:00.000Z');
      expect((await mine.request('GET', `/destinations/${gone.id}`)).status).toBe(404);
      expect((await mine.request('PATCH', `/destinations/${gone.id}`, { type: 'webhook' })).status).toBe(404);
      const bad = await mine.request('GET', '/destinations/?include_deleted=yes');
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].message).toContain('/include_deleted');
    });

    test('401 and cross-org 404', async () => {
      expect((await server.request('GET', `${mine.base}/destinations/`, undefined, { key: null })).status).toBe(401);
      expect((await server.request('GET', `${other.base}/destinations/`, undefined, { key: mine.key })).status).toBe(404);
    });
  });

  describe('secret header values', () => {
    const SECRET = 'Bearer never-leaves-the-service';
    const secretConfig = { url: 'https://hooks.example.com/secret', headers: { authorization: SECRET, 'x-api-key': 'k-123456', 'x-team': 'ops' } };

    test('are masked in GET, list, PATCH and config state responses, other headers shown', async () => {
      const created = await server.app.repos.destinations.create(mine.id, { label: 'with-secret', type: 'webhook', config: secretConfig });
      const responses = [
        await mine.request('GET', `/destinations/${created.id}`),
        await mine.request('GET', '/destinations/'),
        await mine.request('PATCH', `/destinations/${created.id}`, { config: { response_time_sla_ms: 900 } }),
        await mine.request('GET', '/config/state'),
      ];
      for (const response of responses) {
        expect(response.status).toBe(200);
        const text = JSON.stringify(response.body);
        expect(text).not.toContain('never-leaves-the-service');
        expect(text).not.toContain('k-123456');
      }
      expect(responses[0]?.body.data.config.headers).toEqual({ authorization: '(sensitive)', 'x-api-key': '(sensitive)', 'x-team': 'ops' });
      const stored = await server.app.repos.destinations.get(mine.id, created.id);
      expect(stored?.config.headers).toEqual(secretConfig.headers);
    });

    test('a PATCH that sends the placeholder back keeps the stored value', async () => {
      const created = await server.app.repos.destinations.create(mine.id, { label: 'round-trip', type: 'webhook', config: secretConfig });
      const read = await mine.request('GET', `/destinations/${created.id}`);
      const patched = await mine.request('PATCH', `/destinations/${created.id}`, { config: { ...read.body.data.config, headers: { ...read.body.data.config.headers, 'x-team': 'sre' } } });
      expect(patched.status).toBe(200);
      const stored = await server.app.repos.destinations.get(mine.id, created.id);
      expect(stored?.config.headers).toEqual({ authorization: SECRET, 'x-api-key': 'k-123456', 'x-team': 'sre' });
    });

    test('a placeholder for a header with no stored value is a 400 naming it, and changes nothing', async () => {
      const created = await server.app.repos.destinations.create(mine.id, { label: 'no-secret-yet', type: 'webhook', config: { url: 'https://hooks.example.com/x' } });
      const before = await server.app.repos.configState.serial(mine.id);
      const response = await mine.request('PATCH', `/destinations/${created.id}`, { config: { headers: { authorization: '(sensitive)' } } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ data: null, errors: [{ code: 'invalid_request', message: expect.stringContaining('/config/headers/authorization'), pointer: '/config/headers/authorization' }] });
      expect(await server.app.repos.configState.serial(mine.id)).toBe(before);
    });

    test('the 400 for a placeholder names the header by an escaped JSON pointer', async () => {
      const created = await server.app.repos.destinations.create(mine.id, { label: 'escaped-name', type: 'webhook', config: { url: 'https://hooks.example.com/y' } });
      const response = await mine.request('PATCH', `/destinations/${created.id}`, {
        config: { sensitive_headers: ['x~token'], headers: { 'x~token': '(sensitive)' } },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors[0].message).toContain('/config/headers/x~0token:');
    });
  });
});
