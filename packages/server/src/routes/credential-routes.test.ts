// Credentials over real HTTP: write-only secrets (searched for in every response and log line), versions, 400/401/404/409.
// Each test has its own org, so tests pass alone and in any order.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { orgFactory, type TestOrg } from '../testing/test-org.js';
import { CREDENTIAL_FIELDS, CREDENTIAL_OPTIONAL_FIELDS, ENVELOPE_FIELDS, ENVELOPE_OPTIONAL_FIELDS, fieldProblems } from '../testing/test-fields.js';

const databases = useTestDatabases();
let server: TestServer;
const newOrg = orgFactory(() => server, 101);
/** The test's own org, and another org holding one credential. */
let mine: TestOrg;
let other: TestOrg;
let otherCredentialId: string;
/** Every response body of the current test, searched for secrets after it. */
let bodies: string[] = [];

const SECRET_ID = 'AKIAEXAMPLESECRETID01';
const SECRET_KEY = 'wJalrXUtnFEMI-K7MDENG-bPxRfiCYEXAMPLEKEY';
const ROTATED_KEY = 'rotated-9f8e7d6c5b4a3928171605-SECRET';

/** A request to `path` under `/v1/orgs/{mine}` (or under `org`), as `key` (default mine's key). */
async function call(method: string, path: string, body?: unknown, key?: string | null, org: TestOrg = mine) {
  const response = await server.request(method, org.base + path, body, { key: key === undefined ? mine.key : key });
  bodies.push(response.text);
  return response;
}

describe.each(TEST_ENGINES)('on %s', (engine) => {
  beforeAll(async () => {
    server = await startTestServer({ dbPath: await databases.location(engine) });
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    bodies = [];
    mine = await newOrg();
    other = await newOrg();
    const theirs = await call('POST', '/credentials/', { label: 'theirs', type: 'cloud_keys', provider: 'cloud' }, other.key, other);
    otherCredentialId = theirs.body.data.id;
  });
  afterEach(() => {
    const everything = bodies.join('\n') + server.logs();
    expect(server.logs()).toContain('request completed');
    for (const secret of [SECRET_ID, SECRET_KEY, ROTATED_KEY, server.key, mine.key, other.key]) expect(everything).not.toContain(secret);
  });

  describe('POST and GET /v1/orgs/{org_id}/credentials/', () => {
    const QUEUE_READER = {
      label: 'queue-reader',
      type: 'cloud_keys',
      provider: 'cloud',
      metadata: { team: 'ingest', rotation: { days: 90 } },
      secret: { CLOUD_ACCESS_KEY_ID: SECRET_ID, CLOUD_SECRET_ACCESS_KEY: SECRET_KEY },
      expires_at: '2027-01-01T00:00:00.000Z',
    };

    test('creates a credential with a write-only secret and lists it without one', async () => {
      const created = await call('POST', '/credentials/', QUEUE_READER);
      expect(created.status).toBe(200);
      expect(fieldProblems(created.body, ENVELOPE_FIELDS, ENVELOPE_OPTIONAL_FIELDS)).toEqual([]);
      expect(fieldProblems(created.body.data, CREDENTIAL_FIELDS, CREDENTIAL_OPTIONAL_FIELDS)).toEqual([]);
      expect(created.body.data).toMatchObject({ org_id: mine.id, label: 'queue-reader', version: 1, metadata: { team: 'ingest', rotation: { days: 90 } }, expires_at: '2027-01-01T00:00:00.000Z' });
      const list = await call('GET', '/credentials/');
      expect(list.status).toBe(200);
      expect(list.body.data.map((c: { label: string }) => c.label)).toEqual(['queue-reader']);
      for (const item of list.body.data) expect(fieldProblems(item, CREDENTIAL_FIELDS, CREDENTIAL_OPTIONAL_FIELDS)).toEqual([]);
    });

    test('stores the secret encrypted, not in the clear', async () => {
      expect((await call('POST', '/credentials/', QUEUE_READER)).status).toBe(200);
      const rows = await server.app.storage.db.selectFrom('credentials').selectAll().where('org_id', '=', mine.id).execute();
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(SECRET_KEY);
      expect(rows[0]?.secret_ciphertext).toMatch(/^[A-Za-z0-9+/=]+$/);
    });

    test('409 for a label already taken', async () => {
      expect((await call('POST', '/credentials/', QUEUE_READER)).status).toBe(200);
      const response = await call('POST', '/credentials/', { label: 'queue-reader', type: 'cloud_keys', provider: 'cloud' });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ data: null, errors: [{ code: 'conflict', message: expect.stringContaining('queue-reader'), pointer: '/label' }] });
    });

    test.each([
      [{ type: 'x', provider: 'y' }, '/label'],
      [{ label: '', type: 'x', provider: 'y' }, '/label'],
      [{ label: 'a', provider: 'y' }, '/type'],
      [{ label: 'a', type: 'x' }, '/provider'],
      [{ label: 'a', type: 'x', provider: 'y', metadata: [] }, '/metadata'],
      [{ label: 'a', type: 'x', provider: 'y', secret: { CLOUD_SECRET_ACCESS_KEY: 5 } }, '/secret/CLOUD_SECRET_ACCESS_KEY'],
      [{ label: 'a', type: 'x', provider: 'y', expires_at: 'tomorrow' }, '/expires_at'],
      [{ label: 'a', type: 'x', provider: 'y', version: 3 }, '/version'],
      [{ label: 'a', type: 'x', provider: 'y', id: 'mine' }, '/id'],
    ])('400 for %j naming %s', async (body, pointer) => {
      const response = await call('POST', '/credentials/', body);
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toEqual({ code: 'invalid_request', message: expect.stringContaining(pointer), pointer });
    });

    test('401 and cross-org 404', async () => {
      expect((await call('GET', '/credentials/', undefined, null)).status).toBe(401);
      expect((await call('POST', '/credentials/', { label: 'z', type: 'x', provider: 'y' }, null)).status).toBe(401);
      expect((await call('GET', '/credentials/', undefined, mine.key, other)).status).toBe(404);
      expect((await call('POST', '/credentials/', { label: 'z', type: 'x', provider: 'y' }, mine.key, other)).status).toBe(404);
    });
  });

  describe('PATCH /v1/orgs/{org_id}/credentials/{id}', () => {
    test('a new secret increments the version; the same secret, label or metadata do not', async () => {
      const created = await call('POST', '/credentials/', {
        label: 'rotating',
        type: 'cloud_keys',
        provider: 'cloud',
        metadata: { team: 'ingest', owner: 'ops' },
        secret: { CLOUD_ACCESS_KEY_ID: SECRET_ID, CLOUD_SECRET_ACCESS_KEY: SECRET_KEY },
      });
      const id = created.body.data.id as string;
      const rotated = await call('PATCH', `/credentials/${id}`, { secret: { CLOUD_ACCESS_KEY_ID: SECRET_ID, CLOUD_SECRET_ACCESS_KEY: ROTATED_KEY } });
      expect(rotated.status).toBe(200);
      expect(fieldProblems(rotated.body.data, CREDENTIAL_FIELDS, CREDENTIAL_OPTIONAL_FIELDS)).toEqual([]);
      expect(rotated.body.data.version).toBe(2);
      const same = await call('PATCH', `/credentials/${id}`, { secret: { CLOUD_ACCESS_KEY_ID: SECRET_ID, CLOUD_SECRET_ACCESS_KEY: ROTATED_KEY } });
      expect(same.body.data.version).toBe(2);
      const relabelled = await call('PATCH', `/credentials/${id}`, { label: 'rotating-2', metadata: { owner: null, tier: 'gold' } });
      expect(relabelled.body.data).toMatchObject({ label: 'rotating-2', version: 2, metadata: { team: 'ingest', tier: 'gold' } });
      expect(relabelled.body.data.metadata).not.toHaveProperty('owner');
    });

    test('409 when renaming onto a taken label', async () => {
      const a = await call('POST', '/credentials/', { label: 'first', type: 'x', provider: 'y' });
      await call('POST', '/credentials/', { label: 'second', type: 'x', provider: 'y' });
      const response = await call('PATCH', `/credentials/${a.body.data.id}`, { label: 'second' });
      expect(response.status).toBe(409);
      expect(response.body.errors[0].code).toBe('conflict');
    });

    test.each([
      [{ label: 3 }, '/label'],
      [{ metadata: 'x' }, '/metadata'],
      [{ secret: 'plain' }, '/secret'],
      [{ secret: {} }, '/secret'],
      [{ version: 9 }, '/version'],
      [{ org_id: '2' }, '/org_id'],
      [{ type: 'other' }, '/type'],
    ])('400 for %j naming %s', async (body, pointer) => {
      const created = await call('POST', '/credentials/', { label: `bad-${pointer}-${Math.random()}`, type: 'x', provider: 'y' });
      const response = await call('PATCH', `/credentials/${created.body.data.id}`, body);
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toEqual({ code: 'invalid_request', message: expect.stringContaining(pointer), pointer });
    });

    test('401, and 404 across orgs and for unknown ids', async () => {
      expect((await call('PATCH', `/credentials/${otherCredentialId}`, { label: 'x' }, null, other)).status).toBe(401);
      expect((await call('PATCH', `/credentials/${otherCredentialId}`, { label: 'x' }, mine.key, other)).status).toBe(404);
      expect((await call('PATCH', `/credentials/${otherCredentialId}`, { label: 'x' })).status).toBe(404);
      expect((await call('PATCH', '/credentials/unknown', { label: 'x' })).status).toBe(404);
    });
  });

  test('a malformed body carrying a secret is refused without echoing it', async () => {
    const response = await call('POST', '/credentials/', `{"label":"broken","secret":{"CLOUD_SECRET_ACCESS_KEY":"${SECRET_KEY}"`);
    expect(response.status).toBe(400);
    const wrongType = await call('PATCH', '/credentials/unknown', { secret: { CLOUD_SECRET_ACCESS_KEY: [SECRET_KEY] } });
    expect(wrongType.status).toBe(400);
  });
});
