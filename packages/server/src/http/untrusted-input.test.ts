// Untrusted bodies and paths over real HTTP: whatever is sent, the answer is the envelope with
// a 4xx that says what to fix, never a 500, a stack overflow or a value quietly altered.
// Each test works in its own org, so "nothing is stored" holds whatever ran before it.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { orgFactory, type TestOrg } from '../testing/test-org.js';

const databases = useTestDatabases();

let server: TestServer;
const newOrg = orgFactory(() => server, 101);
let o: TestOrg;
describe.each(TEST_ENGINES)('on %s', (engine) => {
  beforeAll(async () => {
    server = await startTestServer({ dbPath: await databases.location(engine) });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    o = await newOrg();
  });

  const nested = (levels: number, leaf = '{}') => {
    let text = leaf;
    for (let i = 1; i < levels; i++) text = `{"a":${text}}`;
    return text;
  };
  const planBody = (schema: string) => `{"definition":{"actions":[{"variant":"checkout","schema":${schema}}]}}`;
  const post = (path: string, body: string) => o.post(path, body);

  function expectEnvelope(response: { status: number; body: any }, status: number, message: RegExp): void {
    expect(response.status).toBe(status);
    expect(response.body?.data).toBeNull();
    expect(response.body?.errors).toHaveLength(1);
    expect(response.body?.errors[0].message).toMatch(message);
  }

  describe('nesting depth of JSON bodies', () => {
    test('credential metadata nested 10,000 levels is a 400 naming where the limit was passed', async () => {
      const r = await post('/credentials/', `{"label":"deep","type":"cloud_keys","provider":"cloud","metadata":${nested(10_000)}}`);
      expectEnvelope(r, 400, /^body \/metadata(\/a)+ nested more than 128 levels deep/);
      expect(r.body.errors[0].code).toBe('invalid_request');
      expect((await o.request('GET', '/credentials/')).body.data).toEqual([]);
    });

    test('an action schema nested 5,000 levels is a 400, and nothing is stored', async () => {
      expectEnvelope(await post('/config/revisions/', planBody(nested(5000))), 400, /^body \/definition\/actions\/0\/schema(\/a)+ nested more than 128/);
      expect((await o.request('GET', '/config/revisions/')).body.data.items).toEqual([]);
    });

    test('a definition the CLI accepts (128 levels) is accepted in a body', async () => {
      const r = await post('/config/revisions/', planBody(nested(128 - 3)));
      expect(r.status, r.text).toBe(200);
    });
  });

  describe('values that JSON.parse would alter', () => {
    test('1e400 is refused, not turned into null', async () => {
      expectEnvelope(await post('/config/revisions/', planBody('{"type":"number","maximum":1e400}')), 400,
        /^body \/definition\/actions\/0\/schema\/maximum is a number too large/);
    });

    test('a `__proto__` key is a 400 naming its place, not "not valid JSON"', async () => {
      const r = await post('/config/revisions/', planBody('{"type":"object","properties":{"__proto__":{"type":"string"}}}'));
      expectEnvelope(r, 400, /^body \/definition\/actions\/0\/schema\/properties\/__proto__ `__proto__` is a key JavaScript reads as an object's prototype/);
      expect(r.body.errors[0].pointer).toBe('/definition/actions/0/schema/properties/__proto__');
      expectEnvelope(await post('/credentials/', '{"label":"x","type":"t","provider":"p","metadata":{"constructor":{"prototype":{}}}}'), 400,
        /^body \/metadata\/constructor\/prototype `prototype` is a key JavaScript reads/);
    });

    test('a lone surrogate is refused, not turned into U+FFFD', async () => {
      expectEnvelope(await post('/credentials/', '{"label":"x\\ud800","type":"t","provider":"p"}'), 400, /^body \/label holds a lone UTF-16 surrogate/);
    });
  });

  describe('every 4xx is the envelope', () => {
    test('ids of 101 to 200 characters reach the route (404), longer ones are a 400, before or after auth', async () => {
      for (const length of [101, 150, 200]) {
        expectEnvelope(await o.request('GET', `/destinations/${'d'.repeat(length)}`), 404, /^destination "d+" was not found/);
      }
      expectEnvelope(await o.request('GET', `/destinations/${'d'.repeat(201)}`), 400, /path \/id/);
      const unauthenticated = await server.request('GET', `${o.base}/destinations/${'d'.repeat(150)}`, undefined, { key: null });
      expectEnvelope(unauthenticated, 401, /./);
    });

    test('a path with broken percent-encoding is a 400 envelope', async () => {
      expectEnvelope(await o.request('GET', '/destinations/%E0%A4%A'), 400, /^the request path is not a valid URL/);
    });

    test('a body over the plan route\'s 64 MiB is a 413 naming 64 MiB; other routes name 1 MiB', async () => {
      const big = planBody(`{"description":"${'x'.repeat(65 * 1024 * 1024)}"}`);
      expectEnvelope(await post('/config/revisions/', big), 413, /over the 64 MiB limit/);
      expectEnvelope(await post('/credentials/', `{"label":"${'x'.repeat(1024 * 1024)}"}`), 413, /over the 1 MiB limit/);
    });
  });

  describe('action schemas that are not working JSON Schemas', () => {
    test('a misspelt type or a pattern that does not compile is a 400 naming the pointer, and nothing is stored', async () => {
      const before = (await o.request('GET', '/config/revisions/')).body.data.items.length;
      const typo = await post('/config/revisions/', planBody('{"type":"object","properties":{"id":{"type":"strnig"}}}'));
      expectEnvelope(typo, 400, /^is not a JSON Schema type/);
    expect(typo.body.errors[0].pointer).toBe('/definition/actions/0/schema/properties/id/type');
      const regex = await post('/config/revisions/', planBody('{"type":"string","pattern":"(["}'));
      expectEnvelope(regex, 400, /^is not a regular expression that compiles/);
    expect(regex.body.errors[0].pointer).toBe('/definition/actions/0/schema/pattern');
      expect((await o.request('GET', '/config/revisions/')).body.data.items).toHaveLength(before);
    });

    test('a stored action whose schema is changed into a broken one is a 400 at every broken place, and nothing is stored', async () => {
      const valid = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] };
      const definition = (schema: unknown) => ({ definition: { actions: [{ variant: 'steady', schema: valid }, { variant: 'reshaped', schema }] } });
      const planned = await o.request('POST', '/config/revisions/', definition(valid));
      expect(planned.status, planned.text).toBe(200);
      expect((await o.request('POST', `/config/revisions/${planned.body.data.id}/apply`)).status).toBe(200);
      const before = (await o.request('GET', '/config/revisions/')).body.data.items.length;

      // Shapes the schema comparison of an update would trip over, were they not refused.
      const broken = await o.request('POST', '/config/revisions/', definition({ type: 'object', properties: { id: 5 }, required: 7 }));
      expect(broken.status, broken.text).toBe(400);
      expect(broken.body.errors.map((e: { pointer: string }) => e.pointer).sort())
        .toEqual(['/definition/actions/1/schema/properties/id', '/definition/actions/1/schema/required']);
      expect((await o.request('GET', '/config/revisions/')).body.data.items).toHaveLength(before);
    });

    test('a broken schema and a dangling reference in one definition are reported together', async () => {
      const body = { definition: { actions: [{ variant: 'both-wrong', destinations: ['nowhere'], schema: { type: 'strnig' } }] } };
      const r = await o.request('POST', '/config/revisions/', body);
      expect(r.status, r.text).toBe(400);
      expect(r.body.errors.map((e: { pointer: string }) => e.pointer).sort())
        .toEqual(['/definition/actions/0/destinations/0', '/definition/actions/0/schema/type']);
    });
  });

  describe('PATCH destination validates like a definition', () => {
    test('a url a definition refuses is a 400 naming /config/url, and the destination is unchanged', async () => {
      const definition = { resources: { destinations: [{ label: 'hook', type: 'webhook', config: { url: 'https://hooks.example.com/a', sensitive_headers: ['X-Hook-Signature'], headers: { 'X-Hook-Signature': 'sig-123' } } }] } };
      const planned = await o.request('POST', '/config/revisions/', { definition });
      expect(planned.status, planned.text).toBe(200);
      expect((await o.request('POST', `/config/revisions/${planned.body.data.id}/apply`)).status).toBe(200);
      const [hook] = (await o.request('GET', '/destinations/')).body.data;
      expect(hook.config.headers).toEqual({ 'X-Hook-Signature': '(sensitive)' });

      const patched = await o.request('PATCH', `/destinations/${hook.id}`, { config: { url: 'not a url at all' } });
      expectEnvelope(patched, 400, /^\/config\/url: /);
      const badName = await o.request('PATCH', `/destinations/${hook.id}`, { config: { headers: { 'bad name': 'x' } } });
      expectEnvelope(badName, 400, /^\/config\/headers/);
      expect((await o.request('GET', `/destinations/${hook.id}`)).body.data.config.url).toBe('https://hooks.example.com/a');

      // A valid PATCH that sends back the masked value keeps the stored secret.
      const ok = await o.request('PATCH', `/destinations/${hook.id}`, { config: { url: 'https://hooks.example.com/b', headers: { 'X-Hook-Signature': '(sensitive)' } } });
      expect(ok.status, ok.text).toBe(200);
      const stored = await server.app.repos.destinations.get(o.id, hook.id);
      expect(stored?.config.headers).toEqual({ 'X-Hook-Signature': 'sig-123' });
    });
  });
});
