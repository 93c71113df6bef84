// Cross-cutting behaviour over real HTTP: routes against openapi.yaml, public routes, auth, errors, rate limit.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openApiDocument, openApiOperations } from '../http/openapi.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';

const databases = useTestDatabases();

let server: TestServer;

/** Operations of the config-revision and MFA modules, registered by those modules when they land. */
const PENDING_ELSEWHERE = new Set([
  'getConfigState',
  'planRevision',
  'listRevisions',
  'getRevision',
  'applyRevision',
  'regenerateTotpBackupCodes',
  'enrolTotp',
  'confirmTotp',
]);

describe.each(TEST_ENGINES)('on %s', (engine) => {
  beforeAll(async () => {
    server = await startTestServer({ dbPath: await databases.location(engine) });
  });
  afterAll(() => server.close());

  describe('routes and the OpenAPI document', () => {
    test('every registered route is documented in openapi.yaml', () => {
      const documented = new Set(openApiOperations().map((op) => `${op.method} ${op.url}`));
      const undocumented = server.app.registeredRoutes.map((r) => `${r.method} ${r.url}`).filter((r) => !documented.has(r));
      expect(undocumented).toEqual([]);
      expect(server.app.registeredRoutes.length).toBeGreaterThanOrEqual(16);
    });

    test('every documented operation is registered (the revision and MFA ones once their module lands)', () => {
      const registered = new Set(server.app.registeredRoutes.map((r) => `${r.method} ${r.url}`));
      const missing = openApiOperations()
        .filter((op) => !registered.has(`${op.method} ${op.url}`) && !PENDING_ELSEWHERE.has(op.operationId))
        .map((op) => op.operationId);
      expect(missing).toEqual([]);
    });

    test('documents the eight endpoints of the interface document with their exact paths', () => {
      const ops = new Set(openApiOperations().map((op) => `${op.method} ${op.path}`));
      for (const endpoint of [
        'PUT /v1/orgs/{org_id}/capacity-domains/',
        'PATCH /v1/orgs/{org_id}/destinations/{id}',
        'GET /v1/orgs/{org_id}/destinations/{id}',
        'PATCH /v1/orgs/{org_id}/credentials/{id}',
        'POST /v1/self/mfa/regenerate/totp',
        'POST /v1/orgs/{org_id}/config/revisions/',
        'GET /v1/orgs/{org_id}/settings/domain',
        'PATCH /v1/orgs/{org_id}/notifications/{id}',
      ]) {
        expect(ops.has(endpoint), endpoint).toBe(true);
      }
      const doc = openApiDocument() as { openapi: string; info: { version: string } };
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.info.version).toBe('0.1.0');
    });
  });

  describe('every documented operation that is registered', () => {
    const concrete = (path: string, org = '1') => path.replace('{org_id}', org).replace('{id}', 'some-id');
    const registered = () => {
      const routes = new Set(server.app.registeredRoutes.map((r) => `${r.method} ${r.url}`));
      return openApiOperations().filter((op) => op.authenticated && routes.has(`${op.method} ${op.url}`));
    };

    test('answers 401 without a key and with an unknown key', async () => {
      const ops = registered();
      expect(ops.length).toBeGreaterThanOrEqual(14);
      for (const op of ops) {
        const body = op.method === 'GET' ? undefined : {};
        const none = await server.request(op.method, concrete(op.path), body, { key: null });
        expect(none.status, `${op.method} ${op.path}`).toBe(401);
        expect(none.body.errors[0].code).toBe('unauthenticated');
        const unknown = await server.request(op.method, concrete(op.path), body, { key: 'cap_unknown' });
        expect(unknown.status, `${op.method} ${op.path}`).toBe(401);
      }
    });

    test('answers 400 naming /org_id for an org id that is not digits', async () => {
      // An admin key may call every operation, so no role refusal comes before validation.
      const admin = await server.createKey('1', 'service-routes-admin', 'admin');
      for (const op of registered().filter((o) => o.path.includes('{org_id}'))) {
        const response = await server.request(op.method, concrete(op.path, 'acme'), op.method === 'GET' ? undefined : {}, { key: admin });
        expect(response.status, `${op.method} ${op.path}`).toBe(400);
        expect(response.body.errors[0].message, `${op.method} ${op.path}`).toContain('/org_id');
      }
    });

    test('answers 404 for an org the key may not see, never 403', async () => {
      await server.createKey('3', 'someone-else');
      for (const op of registered().filter((o) => o.path.includes('{org_id}'))) {
        const path = concrete(op.path, '3');
        const body = op.operationId === 'putCapacityDomain' ? { name: 'x' } : op.operationId === 'putDomainSettings' ? { enabled: false, domain: '', vcs_org: '', default_permissions: [] } : undefined;
        if (op.method !== 'GET' && body === undefined) continue;
        const response = await server.request(op.method, path, body);
        expect(response.status, `${op.method} ${op.path}`).toBe(404);
        expect(response.body.errors[0].code).toBe('not_found');
      }
    });
  });

  describe('public routes', () => {
    test('GET /healthz needs no key', async () => {
      const response = await server.request('GET', '/healthz', undefined, { key: null });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { status: 'ok' }, errors: null, warnings: [] });
    });

    test('GET /openapi.json serves the document', async () => {
      const response = await server.request('GET', '/openapi.json', undefined, { key: null });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(openApiDocument());
    });
  });

  describe('errors', () => {
    test('an unknown path is 404 in the envelope', async () => {
      const response = await server.request('GET', '/v1/orgs/1/unknown');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ data: null, errors: [{ code: 'not_found', message: expect.stringContaining('/v1/orgs/1/unknown') }] });
    });

    test('malformed JSON is 400', async () => {
      const response = await server.request('PUT', '/v1/orgs/1/capacity-domains/', '{"name": ');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ data: null, errors: [{ code: 'invalid_request', message: expect.stringContaining('not valid JSON'), pointer: '' }] });
    });

    test('a body that is not JSON is 400', async () => {
      const response = await server.request('PUT', '/v1/orgs/1/capacity-domains/', 'name=x', { headers: { 'content-type': 'text/plain' } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ data: null, errors: [{ code: 'invalid_request', message: expect.stringContaining('application/json') }] });
    });

    test('a body that is not an object is 400', async () => {
      const response = await server.request('PUT', '/v1/orgs/1/capacity-domains/', '[1, 2]');
      expect(response.status).toBe(400);
      expect(response.body.errors[0].code).toBe('invalid_request');
    });

    test('a body over 1 MiB is 413', async () => {
      const response = await server.request('PUT', '/v1/orgs/1/capacity-domains/', { name: 'x'.repeat(1024 * 1024) });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ data: null, errors: [{ code: 'payload_too_large', message: expect.stringContaining('1 MiB') }] });
    });

    test('a request without a key gets 401 before its body is looked at', async () => {
      const response = await server.request('PUT', '/v1/orgs/1/capacity-domains/', '{not json', { key: null });
      expect(response.status).toBe(401);
    });

    test('logs carry the request id and never the key', async () => {
      await server.request('GET', '/v1/orgs/1/settings/domain', undefined, { headers: { 'x-request-probe': 'probe' } });
      const lines = server.logs().trim().split('\n').map((line) => JSON.parse(line) as { reqId?: string; msg: string });
      const completed = lines.filter((line) => line.msg === 'request completed');
      expect(completed.length).toBeGreaterThan(0);
      for (const line of completed) expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(server.logs()).not.toContain(server.key);
    });
  });

  describe('rate limit', () => {
    test('answers 429 rate_limited per key once the limit is used up', async () => {
      const limited = await startTestServer({ dbPath: await databases.location(engine), rateLimit: { max: 3, timeWindowMs: 60_000 } });
      try {
        let user = 0;
        /** Five requests with a new key, and one with another new key after them. */
        const attempt = async () => {
          const key = await limited.createKey('1', `user-${++user}`);
          const responses = [];
          for (let i = 0; i < 5; i++) responses.push(await limited.request('GET', '/v1/orgs/1/settings/domain', undefined, { key }));
          const otherKey = await limited.createKey('1', `user-${++user}`);
          const other = await limited.request('GET', '/v1/orgs/1/settings/domain', undefined, { key: otherKey });
          return { statuses: responses.map((r) => r.status), refused: responses[4], other: other.status };
        };
        // On PostgreSQL the window is the clock's minute, shared by every instance: an attempt that
        // straddles its turn starts over midway. A turn spoils at most one of two attempts of six
        // requests; a limit that is not kept fails both.
        let run = await attempt();
        if (run.statuses.join() !== '200,200,200,429,429') run = await attempt();
        expect(run.statuses).toEqual([200, 200, 200, 429, 429]);
        expect(run.refused?.body).toEqual({ data: null, errors: [{ code: 'rate_limited', message: expect.stringMatching(/retry after \d+ s/) }] });
        expect(Number(run.refused?.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(run.other).toBe(200);
      } finally {
        await limited.close();
      }
    });
  });

  describe('internal errors', () => {
    test('500 says nothing internal and the log has no stack', async () => {
      const broken = await startTestServer({ dbPath: await databases.location(engine) });
      try {
        await broken.app.storage.db.schema.dropTable('domain_settings').execute();
        const response = await broken.request('GET', '/v1/orgs/1/settings/domain');
        expect(response.status).toBe(500);
        expect(response.body).toEqual({ data: null, errors: [{ code: 'internal', message: expect.stringContaining('internal error (request ') }] });
        expect(response.text).not.toMatch(/domain_settings|select|sqlite|\bat \//i);
        const failed = broken.logs().split('\n').filter((line) => line.includes('request failed'));
        expect(failed).toHaveLength(1);
        expect(failed[0]).not.toContain('stack');
        expect(failed[0]).not.toMatch(/\bat .*\.(js|ts):\d+/);
      } finally {
        await broken.close();
      }
    });
  });
});
