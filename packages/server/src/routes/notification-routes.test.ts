// Notifications over real HTTP: create, list, acknowledge, soft-delete, 400/401/404.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { ENVELOPE_FIELDS, ENVELOPE_OPTIONAL_FIELDS, fieldProblems, NOTIFICATION_FIELDS, NOTIFICATION_OPTIONAL_FIELDS } from '../testing/test-fields.js';

const databases = useTestDatabases();
let server: TestServer;
let otherKey: string;
let otherNotificationId: string;

const NEW = { variant: 'general', type: 'internal', body: { content_type: 'markdown', content: '**Capacity** is low' } };

async function create(body: object = NEW) {
  const response = await server.request('POST', '/v1/orgs/1/notifications/', body);
  expect(response.status).toBe(200);
  return response.body.data as { id: string };
}

describe.each(TEST_ENGINES)('on %s', (engine) => {
  beforeAll(async () => {
    server = await startTestServer({ dbPath: await databases.location(engine) });
    otherKey = await server.createKey('2', 'other-user');
    const other = await server.request('POST', '/v1/orgs/2/notifications/', NEW, { key: otherKey });
    otherNotificationId = other.body.data.id;
  });
  afterAll(() => server?.close());

  describe('POST and GET /v1/orgs/{org_id}/notifications/', () => {
    test('creates an unacknowledged operator notification and lists it newest first', async () => {
      const response = await server.request('POST', '/v1/orgs/1/notifications/', NEW);
      expect(fieldProblems(response.body, ENVELOPE_FIELDS, ENVELOPE_OPTIONAL_FIELDS)).toEqual([]);
      expect(fieldProblems(response.body.data, NOTIFICATION_FIELDS, NOTIFICATION_OPTIONAL_FIELDS)).toEqual([]);
      expect(response.body.data).toMatchObject({ ...NEW, org_id: '1', channel: 'operator', acknowledged: false });
      const second = await create({ ...NEW, channel: 'pager' });
      const list = await server.request('GET', '/v1/orgs/1/notifications/');
      expect(list.status).toBe(200);
      expect(list.body.data[0].id).toBe(second.id);
      expect(list.body.data[0].channel).toBe('pager');
      for (const item of list.body.data) expect(fieldProblems(item, NOTIFICATION_FIELDS, NOTIFICATION_OPTIONAL_FIELDS)).toEqual([]);
    });

    test.each([
      [{ type: 'internal', body: NEW.body }, '/variant'],
      [{ variant: 'general', body: NEW.body }, '/type'],
      [{ variant: 'general', type: 'internal' }, '/body'],
      [{ ...NEW, body: { content_type: 'markdown' } }, '/body/content'],
      [{ ...NEW, acknowledged: true }, '/acknowledged'],
      [{ ...NEW, channel: 3 }, '/channel'],
    ])('400 for %j naming %s', async (body, pointer) => {
      const response = await server.request('POST', '/v1/orgs/1/notifications/', body);
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toEqual({ code: 'invalid_request', message: expect.stringContaining(pointer), pointer });
    });

    test('401 and cross-org 404', async () => {
      expect((await server.request('GET', '/v1/orgs/1/notifications/', undefined, { key: null })).status).toBe(401);
      expect((await server.request('POST', '/v1/orgs/1/notifications/', NEW, { key: null })).status).toBe(401);
      expect((await server.request('GET', '/v1/orgs/2/notifications/')).status).toBe(404);
      expect((await server.request('POST', '/v1/orgs/2/notifications/', NEW)).status).toBe(404);
    });
  });

  describe('PATCH /v1/orgs/{org_id}/notifications/{id}', () => {
    test('acknowledges and edits', async () => {
      const { id } = await create();
      const response = await server.request('PATCH', `/v1/orgs/1/notifications/${id}`, {
        acknowledged: true,
        variant: 'general',
        type: 'internal',
        body: { content_type: 'markdown', content: 'resolved' },
      });
      expect(response.status).toBe(200);
      expect(fieldProblems(response.body.data, NOTIFICATION_FIELDS, NOTIFICATION_OPTIONAL_FIELDS)).toEqual([]);
      expect(response.body.data).toMatchObject({ id, acknowledged: true, body: { content_type: 'markdown', content: 'resolved' } });
      expect(response.body.data).not.toHaveProperty('deleted_at');
    });

    test('deleted_at soft-deletes: the response shows it, then the notification is 404 and unlisted', async () => {
      const { id } = await create();
      const deleted = await server.request('PATCH', `/v1/orgs/1/notifications/${id}`, { deleted_at: '2026-05-01T10:00:00.000Z' });
      expect(deleted.status).toBe(200);
      expect(deleted.body.data.deleted_at).toBe('2026-05-01T10:00:00.000Z');
      const again = await server.request('PATCH', `/v1/orgs/1/notifications/${id}`, { acknowledged: true });
      expect(again.status).toBe(404);
      expect(again.body.errors[0].code).toBe('not_found');
      const list = await server.request('GET', '/v1/orgs/1/notifications/');
      expect(list.body.data.map((n: { id: string }) => n.id)).not.toContain(id);
    });

    test.each([
      [{ acknowledged: 'yes' }, '/acknowledged'],
      [{ deleted_at: 'yesterday' }, '/deleted_at'],
      [{ body: { content: 'x' } }, '/body/content_type'],
      [{ body: { content_type: 'markdown', content: 'x', extra: 1 } }, '/body/extra'],
      [{ variant: '' }, '/variant'],
      [{ type: 1 }, '/type'],
      [{ channel: 'pager' }, '/channel'],
      [{ org_id: '2' }, '/org_id'],
    ])('400 for %j naming %s', async (body, pointer) => {
      const { id } = await create();
      const response = await server.request('PATCH', `/v1/orgs/1/notifications/${id}`, body);
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toEqual({ code: 'invalid_request', message: expect.stringContaining(pointer), pointer });
    });

    test('401, and 404 across orgs and for unknown ids', async () => {
      const { id } = await create();
      expect((await server.request('PATCH', `/v1/orgs/1/notifications/${id}`, { acknowledged: true }, { key: null })).status).toBe(401);
      expect((await server.request('PATCH', `/v1/orgs/1/notifications/${otherNotificationId}`, { acknowledged: true })).status).toBe(404);
      expect((await server.request('PATCH', `/v1/orgs/2/notifications/${otherNotificationId}`, { acknowledged: true })).status).toBe(404);
      expect((await server.request('PATCH', `/v1/orgs/2/notifications/${id}`, { acknowledged: true }, { key: otherKey })).status).toBe(404);
      const theirs = await server.request('PATCH', `/v1/orgs/2/notifications/${otherNotificationId}`, { acknowledged: true }, { key: otherKey });
      expect(theirs.body.data.acknowledged).toBe(true);
    });
  });
});
