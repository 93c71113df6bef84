// Durability over a real process boundary: the service runs as a child process through
// `serve`, is stopped with SIGTERM, started again on the same file, and everything reads back.
// SQLite only: restarting on the same file is the embedded engine's durability; PostgreSQL's is the
// server's own (test/serve-database-restart.test.ts restarts it under two instances).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createApiKey } from './auth/api-key-admin.js';
import { createDestinationRepository } from './storage/destination-repository.js';
import { openStorage } from './storage/open-storage.js';

const here = dirname(fileURLToPath(import.meta.url));
const SECRET = 'restart-secret-7c1e9a3b5d';
let workDir: string;
let entry: string;

interface Child {
  readonly process: ChildProcess;
  readonly url: string;
  readonly output: () => string;
}

/** Starts the bundled entry on `db` and resolves once it logs its address. */
function startChild(db: string): Promise<Child> {
  const child = spawn(process.execPath, [entry, db], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CAPACITY_SECRET_KEY: '' } });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve({ process: child, url: match[1], output: () => output });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the service exited with ${code} before listening:\n${output}`)));
  });
}

function stopChild(child: Child): Promise<number | null> {
  return new Promise((resolve) => {
    child.process.once('exit', (code) => resolve(code));
    child.process.kill('SIGTERM');
  });
}

beforeAll(async () => {
  // The bundle sits inside the package so that its dependencies resolve from node_modules.
  workDir = mkdtempSync(join(here, '..', '.restart-test-'));
  entry = join(workDir, 'serve-entry.mjs');
  await build({
    stdin: {
      contents: "import { serve } from './index.ts'; await serve({ port: 0, host: '127.0.0.1', db: process.argv[2], logLevel: 'info' });",
      resolveDir: here,
      loader: 'ts',
    },
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Workspace packages from source, as vitest and the benchmarks use them (no build needed).
    alias: { '@capctl/core': join(here, '..', '..', 'core', 'src', 'index.ts') },
    logLevel: 'warning',
  });
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

test('everything written before a restart reads back after it', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'capctl-restart-'));
  const db = join(dataDir, 'service.db');
  try {
    const { key } = await createApiKey({ db, org: '7', user: 'operator' });
    const storage = await openStorage({ path: db });
    const destination = await createDestinationRepository(storage.db).create('7', { label: 'hook', type: 'webhook', config: { url: 'https://a.example.com' } });
    await storage.close();

    const first = await startChild(db);
    const call = async (child: Child, method: string, path: string, body?: unknown) => {
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
    expect(await stopChild(first)).toBe(0);

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
    expect(await stopChild(second)).toBe(0);
    expect(first.output() + second.output()).not.toContain(SECRET);
    expect(first.output() + second.output()).not.toContain(key);
    expect(second.output()).toContain('"reqId"');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
