// Log redaction: a key or password sent by mistake in a query string never reaches a log line,
// whatever the route (known, unknown, public) and whatever the parameter is called.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { redactUrlQuery } from './logger.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';

const databases = useTestDatabases();

describe('redactUrlQuery', () => {
  test.each([
    ['/a?api_key=s1&limit=5', '/a?api_key=[redacted]&limit=5'],
    ['/a?key=s1', '/a?key=[redacted]'],
    ['/a?x-service-auth=s1&TOKEN=s2', '/a?x-service-auth=[redacted]&TOKEN=[redacted]'],
    ['/a?client_secret=s1&Password=s2&access%5Ftoken=s3', '/a?client_secret=[redacted]&Password=[redacted]&access%5Ftoken=[redacted]'],
    ['/a?cursor=abc&limit=2', '/a?cursor=abc&limit=2'],
    ['/a', '/a'],
    ['/a?bad%zz=1&sig=s1', '/a?bad%zz=1&sig=[redacted]'],
  ])('%s', (url, expected) => {
    expect(redactUrlQuery(url)).toBe(expected);
  });
});

describe.each(TEST_ENGINES)('the service log on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dbPath: await databases.location(engine) });
  });
  afterAll(() => server.close());

  test('never holds a secret-looking query value, on any route', async () => {
    const secrets = ['S3cretKeyValue1', 'S3cretTokenValue2', 'S3cretPassValue3', 'S3cretAuthValue4'];
    const query = `?api_key=${secrets[0]}&token=${secrets[1]}&password=${secrets[2]}&x-service-auth=${secrets[3]}&limit=5`;
    const statuses = [
      (await server.request('GET', `/v1/orgs/1/config/revisions/${query}`)).status,
      (await server.request('GET', `/v1/orgs/1/nowhere${query}`)).status,
      (await server.request('GET', `/healthz${query}`, undefined, { key: null })).status,
      (await server.request('GET', `/v1/orgs/1/settings/domain${query}`, undefined, { key: null })).status,
    ];
    expect(statuses).toEqual([200, 404, 200, 401]);
    const logs = server.logs();
    for (const secret of secrets) expect(logs).not.toContain(secret);
    // The lines are there, with the harmless parameters kept.
    expect(logs).toContain('/v1/orgs/1/nowhere?api_key=[redacted]&token=[redacted]&password=[redacted]&x-service-auth=[redacted]&limit=5');
  });
});
