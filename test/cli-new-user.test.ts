// End-to-end checks of what a new user meets on a first run of the built binary: one message
// per syntax error in a file of any size, the key's own org, credentials that need a secret and
// can be deleted, TLS mismatches named, partial plans that count what they compared, and renames
// done by hand hinted at. Narrow terminals: cli-narrow-terminal.test.ts; proxies: serve-trust-proxy.test.ts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiKey, serve } from '@capctl/server';
import { Workspace } from './cli-fixture.js';

// Each test runs the binary on large files or against a real server; a busy CI machine needs more.
vi.setConfig({ testTimeout: 180_000 });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

/** A definition of `count` actions with a stray `}` on line 3. */
function strayBrace(count: number): string {
  const lines = ['actions:', '  - variant: a0', '}'];
  for (let i = 1; i < count; i++) lines.push(`  - variant: a${i}`, '    schema: {type: object}', `    description: "action ${i}"`);
  return `${lines.join('\n')}\n`;
}

describe('a syntax error', () => {
  it('is one message, even in a file of 20,000 actions, with the problems that follow from it folded in', async () => {
    ws.writeText('big.yaml', strayBrace(20_000));
    const result = await ws.run(['validate', 'big.yaml']);
    expect(result.code).toBe(1);
    expect(result.stderr).not.toContain('unexpected failure');
    const problems = result.stderr.split('\n').filter((line) => line.startsWith('  big.yaml:'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^ {2}big\.yaml:3:1: invalid YAML: unexpected `\}` here \(and \d{6,} more problems that follow from it\)/);
  });
});

/** A service on loopback with its SQLite file in a temp directory, and a key of `org`. */
async function aService(org: string): Promise<{ url: string; key: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'capctl-new-user-'));
  const db = join(dir, 'capacity.db');
  const { key } = await createApiKey({ db, org, user: 'new-user' });
  const running = await serve({ port: 0, host: '127.0.0.1', db, logLevel: 'silent' });
  return {
    url: running.url,
    key,
    stop: async () => {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('the org', () => {
  it("is the key's own over HTTP when none is given, and says so on stderr", async () => {
    const service = await aService('7');
    try {
      const dir = ws.withQuickstart();
      const env = { CAPACITY_URL: service.url, CAPACITY_API_KEY: service.key };
      const applied = await ws.run(['apply', dir, '--auto-approve'], { env });
      expect(applied.code, applied.stderr).toBe(0);
      expect(applied.stderr).toContain("Using org 7, the key's org");
      const exported = await ws.run(['export'], { env });
      expect(exported.stdout).toContain('(org 7) at serial 1');
      // An org given is used as it is, without a word.
      const planned = await ws.run(['plan', dir, '--org', '7', '--detailed-exitcode'], { env });
      expect(planned.stderr).toBe('');
      expect(planned.code).toBe(0);
    } finally {
      await service.stop();
    }
  });

  it('stays 1 for the local state', async () => {
    // Made by a command that writes: export only reads, and never makes a state.
    expect((await ws.run(['credentials', 'create', '--label', 'hooks', '--type', 'token', '--provider', 'webhook', '--no-secret'])).code).toBe(0);
    const exported = await ws.run(['export']);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toMatch(/\(org 1\) at serial 0/);
    expect(exported.stderr).toBe('');
  });
});

describe('capctl credentials', () => {
  it('refuses to create one without a secret, unless --no-secret says so on purpose', async () => {
    const bare = ['credentials', 'create', '--label', 'hooks', '--type', 'token', '--provider', 'webhook'];
    const refused = await ws.run(bare);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^error: no secret given: .*\nhint: pass --secret-stdin .* or --no-secret to make it without one on purpose\n$/);
    // The refusal made nothing, not even an empty state.
    expect((await ws.run(['credentials', 'list'])).stderr).toMatch(/^error: there is no local state at /);
    const made = await ws.run([...bare, '--no-secret']);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/^Created credential hooks /);
  });

  it('deletes one nothing uses, and refuses one a destination uses, naming it, over HTTP', async () => {
    const service = await aService('3');
    try {
      const env = { CAPACITY_URL: service.url, CAPACITY_API_KEY: service.key, CAPACITY_ORG: '3' };
      const create = (label: string) => ws.run(['credentials', 'create', '--label', label, '--type', 'token', '--provider', 'webhook', '--secret-stdin'], { env, input: '{"T": "s3cret-value"}' });
      expect((await create('spare')).code).toBe(0);
      expect((await create('hooks-key')).code).toBe(0);
      ws.writeText('def/capacity.yaml', [
        'resources:',
        '  destinations:',
        '    - label: orders-hook',
        '      type: webhook',
        '      credential: hooks-key',
        '      config: {url: "https://hooks.example.com/orders"}',
        '',
      ].join('\n'));
      const applied = await ws.run(['apply', 'def', '--auto-approve'], { env });
      expect(applied.code, applied.stderr).toBe(0);

      const deleted = await ws.run(['credentials', 'delete', 'spare'], { env });
      expect(deleted.code, deleted.stderr).toBe(0);
      expect(deleted.stdout).toMatch(/^Deleted credential spare /);
      const refused = await ws.run(['credentials', 'delete', 'hooks-key'], { env });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('credential "hooks-key" is used by destination orders-hook');
      const listed = await ws.run(['credentials', 'list', '--format', 'json'], { env });
      expect((JSON.parse(listed.stdout) as { label: string }[]).map((c) => c.label)).toEqual(['hooks-key']);
    } finally {
      await service.stop();
    }
  });
});

describe('a TLS mismatch', () => {
  it('is named for https:// against the plain HTTP service, with the http:// URL to use', async () => {
    const service = await aService('1');
    try {
      const tlsUrl = service.url.replace(/^http:/, 'https:');
      const result = await ws.run(['plan', ws.withQuickstart(), '--org', '1'], { env: { CAPACITY_URL: tlsUrl, CAPACITY_API_KEY: service.key } });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(`error: ${tlsUrl} answered in plain HTTP, not HTTPS (TLS)\nhint: use ${service.url} in --url/CAPACITY_URL, or serve the service over TLS\n`);
    } finally {
      await service.stop();
    }
  });

  it('is named for http:// against a TLS port, with the https:// URL to use', async () => {
    // A committed test certificate (test/fixtures/tls/README.md): no openssl command needed.
    const tls = new URL('./fixtures/tls/', import.meta.url);
    const server = createHttpsServer({ key: readFileSync(new URL('key.pem', tls)), cert: readFileSync(new URL('cert.pem', tls)) }, (_, res) => res.end('{}'));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const result = await ws.run(['plan', ws.withQuickstart(), '--org', '1'], { env: { CAPACITY_URL: url, CAPACITY_API_KEY: 'any' } });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(`error: ${url} speaks HTTPS (TLS) and closed the plain HTTP connection\nhint: use ${url.replace(/^http:/, 'https:')} in --url/CAPACITY_URL\n`);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    }
  });
});

describe('a partial plan', () => {
  it('counts as unchanged only the objects it compared, and says the others were not compared', async () => {
    const dir = ws.withQuickstart();
    expect((await ws.run(['apply', dir, '--auto-approve'])).code).toBe(0);
    const json = await ws.run(['plan', dir, '--target', 'action/drain-orders', '--format', 'json']);
    expect(json.code, json.stderr).toBe(0);
    const summary = (JSON.parse(json.stdout) as { summary: { unchanged: number } }).summary;
    // drain-orders alone: one object compared, of the eight the state holds.
    expect(summary.unchanged).toBe(1);
    const text = await ws.run(['plan', dir, '--target', 'action/scale-down']);
    expect(text.stdout).toBe([
      'No changes. The state matches the definition (4 unchanged).',
      'Partial plan: only action/scale-down and what it depends on; other objects were not compared and stay as they are.',
      '',
    ].join('\n'));
  });
});

describe('a rename done by hand', () => {
  it('is planned as a delete and a create, with a note on how aliases would rename it in place', async () => {
    const dir = ws.withQuickstart();
    expect((await ws.run(['apply', dir, '--auto-approve'])).code).toBe(0);
    const file = `${dir}/capacity.yaml`;
    ws.writeText(file, ws.read(file).replaceAll('drain-orders', 'drain-all-orders'));
    const planned = await ws.run(['plan', dir, '--detailed-exitcode']);
    expect(planned.code, planned.stderr).toBe(3);
    expect(planned.stdout).toContain('info: action "drain-all-orders" is created and action "drain-orders" deleted with the same configuration; '
      + 'if this is a rename, add `aliases: [drain-orders]` to "drain-all-orders" so that it is renamed in place, keeping its id and version history');
    ws.writeText(file, ws.read(file).replace('variant: drain-all-orders', 'variant: drain-all-orders\n    aliases: [drain-orders]'));
    const renamed = await ws.run(['plan', dir]);
    expect(renamed.stdout).not.toContain('info:');
    expect(renamed.stdout).toContain('Plan: 0 to create, 2 to update, 0 to delete');
  });
});
