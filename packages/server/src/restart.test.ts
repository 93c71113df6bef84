// Durability over a real process boundary: the service runs as a child process through
// `serve`, is stopped with SIGTERM, started again on the same file, and everything reads back.
// SQLite only: restarting on the same file is the embedded engine's durability; PostgreSQL's is the
// server's own (test/serve-database-restart.test.ts restarts it under two instances).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { createApiKey } from './auth/api-key-admin.js';
import { createDestinationRepository } from './destinations/destination-repository.js';
import { openStorage } from './open-storage.js';
import { startChildServer, bundleServerEntry, type ChildServer } from './testing/child-server.js';

const SECRET = 'restart-secret-7c1e9a3b5d';

/** `serve` from source on `db`, logging at info, with no secret key in its environment (the key file is used). */
async function startChild(db: string): Promise<ChildServer> {
  return startChildServer([await bundleServerEntry(), db, 'info'], { env: { CAPACITY_SECRET_KEY: '' } });
}

test('everything written before a restart reads back after it', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'capctl-restart-'));
  const db = join(dataDir, 'service.db');
  try {
    const { key } = await createApiKey({ db, org: '7', user: 'operator' });
    const storage = await openStorage({ path: db });
    const destination = await createDestinationRepository(storage.db).create('7', { label: 'hook', type: 'webhook', config: { url: 'https://a.example.com' } });
    await storage.close();

    const first = await startChild(db);
    const call = async (child: ChildServer, method: string, path: string, body?: unknown) => {
      const response = await fetch(child.url + path, {
        method,
        headers: { 'x-service-auth': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      expect(response.status, `${method} ${path}`).toBe(200);
      return ((await response.json()) as { data: unknown }).data as Record<string, unknown>;
    };
    const domain = await call(first, 'PUT', '/v1/orgs/7/capacity-domains/', { name: 'durable' });
    const patched = await call(first, 'PATCH', `/v1/orgs/7/destinations/${destination.id}`, { config: { headers: { 'x-team': 'a' } } });
    const credential = await call(first, 'POST', '/v1/orgs/7/credentials/', { label: 'c', type: 'cloud_keys', provider: 'cloud', secret: { CLOUD_SECRET_ACCESS_KEY: SECRET } });
    const notification = await call(first, 'POST', '/v1/orgs/7/notifications/', { variant: 'general', type: 'internal', body: { content_type: 'markdown', content: 'kept' } });
    const acknowledged = await call(first, 'PATCH', `/v1/orgs/7/notifications/${notification['id']}`, { acknowledged: true });
    const settings = await call(first, 'PUT', '/v1/orgs/7/settings/domain', { enabled: true, domain: 'example.com', vcs_org: 'ex', default_permissions: ['owner'] });
    expect(await first.stop('SIGTERM')).toBe(0);

    const second = await startChild(db);
    expect(await call(second, 'GET', `/v1/orgs/7/capacity-domains/${domain['id']}`)).toEqual(
      Object.fromEntries(Object.entries(domain).filter(([k]) => !['domain_verdict_contributors', 'domain_verdict_firing_series', 'scale_targets'].includes(k))),
    );
    expect(await call(second, 'GET', `/v1/orgs/7/destinations/${destination.id}`)).toEqual(patched);
    expect(await call(second, 'GET', '/v1/orgs/7/credentials/')).toEqual([credential]);
    expect(await call(second, 'GET', '/v1/orgs/7/notifications/')).toEqual([acknowledged]);
    expect(await call(second, 'GET', '/v1/orgs/7/settings/domain')).toEqual(settings);
    // The same secret again leaves the version alone: the sealed secret still opens with the key file.
    const same = await call(second, 'PATCH', `/v1/orgs/7/credentials/${credential['id']}`, { secret: { CLOUD_SECRET_ACCESS_KEY: SECRET } });
    expect(same['version']).toBe(1);
    expect(await second.stop('SIGTERM')).toBe(0);
    expect(first.output() + second.output()).not.toContain(SECRET);
    expect(first.output() + second.output()).not.toContain(key);
    expect(second.output()).toContain('"reqId"');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
