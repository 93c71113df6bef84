// The database going away under a running service on PostgreSQL (through a TCP proxy that cuts
// every connection): requests get 503 unavailable, /readyz says so, /healthz stays up, nothing
// is half-written, and the service serves again by itself when the database is back.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { definitionWith, action } from '../testing/revision-fixtures.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.js';
import { useTestDatabases } from '../testing/test-databases.js';

const databases = useTestDatabases();
let proxy: TcpProxy;
let server: TestServer;

beforeAll(async () => {
  const direct = new URL(await databases.location('postgres'));
  proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
  const viaProxy = new URL(direct);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  server = await startTestServer({ logLevel: 'warn', dbPath: viaProxy.toString() });
});
afterAll(async () => {
  await server?.close();
  await proxy?.close();
});

const base = () => `/v1/orgs/${server.orgId}`;

/**
 * Asks until the service answers something other than 503; at most `tries` requests, a bound
 * (about 30 s) that only ends the wait on a service that never recovers, however loaded the machine.
 */
async function untilServing(path: string, tries = 300): Promise<number> {
  for (let i = 0; i < tries; i++) {
    const response = await server.request('GET', path);
    if (response.status !== 503) return response.status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return 503;
}

test('503 unavailable while the database is away, nothing half-written, and recovery without a restart', async () => {
  // A destination in the read cache: while the database is away its version cannot be checked,
  // so it is not served from memory either.
  const destination = await server.app.repos.destinations.create(server.orgId, { label: 'cached', type: 'webhook', config: { url: 'https://a.example.com' } });
  const destinationPath = `${base()}/destinations/${destination.id}`;
  expect((await server.request('GET', destinationPath)).status).toBe(200);
  expect((await server.request('GET', destinationPath)).status).toBe(200);
  const planned = await server.request('POST', `${base()}/config/revisions/`, { definition: definitionWith({ actions: [action('checkout')] }) });
  expect(planned.status).toBe(200);
  const id = planned.body.data.id as string;
  expect((await server.request('GET', '/readyz', undefined, { key: null })).status).toBe(200);

  await proxy.down();
  const read = await server.request('GET', `${base()}/settings/domain`);
  expect(read.status).toBe(503);
  expect(read.body).toEqual({ data: null, errors: [{ code: 'unavailable', message: expect.stringContaining('the database cannot be reached') }] });
  expect(read.text).not.toMatch(/ECONNREFUSED|select|postgres|127\.0\.0\.1/i);
  const apply = await server.request('POST', `${base()}/config/revisions/${id}/apply`);
  expect(apply.status).toBe(503);
  expect(apply.body.errors[0].code).toBe('unavailable');
  const ready = await server.request('GET', '/readyz', undefined, { key: null });
  expect(ready.status).toBe(503);
  expect(ready.body.errors[0].code).toBe('unavailable');
  expect((await server.request('GET', '/healthz', undefined, { key: null })).status).toBe(200);
  const cachedRead = await server.request('GET', destinationPath);
  expect(cachedRead.status).toBe(503);
  expect(cachedRead.body.errors[0].code).toBe('unavailable');

  await proxy.up();
  expect(await untilServing(`${base()}/settings/domain`)).toBe(200);
  expect((await server.request('GET', '/readyz', undefined, { key: null })).status).toBe(200);
  expect((await server.request('GET', destinationPath)).body.data.label).toBe('cached');
  // The apply cut off by the outage changed nothing and left the revision planned: it applies now.
  const revision = await server.request('GET', `${base()}/config/revisions/${id}`);
  expect(revision.body.data.status).toBe('planned');
  // Serial 1 is the destination's creation: the apply cut off changed nothing.
  expect((await server.request('GET', `${base()}/config/state`)).body.data.serial).toBe(1);
  const retried = await server.request('POST', `${base()}/config/revisions/${id}/apply`);
  expect(retried.status).toBe(200);
  expect(retried.body.data.status).toBe('applied');
});
