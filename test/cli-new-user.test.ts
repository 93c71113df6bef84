// End-to-end checks of what a new user meets on a first run of the built binary: one message
// per syntax error in a file of any size, the key's own org, credentials that say what they
// hold, TLS mismatches named, and hints wrapped at words.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiKey, serve } from '@capctl/server';
import { startChildServer } from '@capctl/server/testing';
import { CAPCTL, Workspace } from './cli-fixture.js';

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
    expect((await ws.run(['credentials', 'list'])).stdout).toMatch(/^No credentials yet/);
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

/** Whether openssl can make a self-signed certificate here. */
function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

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

  it.skipIf(!hasOpenssl())('is named for http:// against a TLS port, with the https:// URL to use', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'capctl-tls-'));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    const server = createHttpsServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (_, res) => res.end('{}'));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const result = await ws.run(['plan', ws.withQuickstart(), '--org', '1'], { env: { CAPACITY_URL: url, CAPACITY_API_KEY: 'any' } });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(`error: ${url} speaks HTTPS (TLS) and closed the plain HTTP connection\nhint: use ${url.replace(/^http:/, 'https:')} in --url/CAPACITY_URL\n`);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const hasTmux = spawnSync('tmux', ['-V']).status === 0;

/**
 * Runs `command` (in `cwd` of the workspace) in a real terminal of `width` columns (tmux) and
 * returns the screen's rows as the terminal shows them, once the command has exited.
 */
async function onTerminal(cwd: string, command: string, width: number): Promise<string[]> {
  const socket = `capctl-new-user-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  const tmux = (...args: string[]) => spawnSync('tmux', ['-L', socket, '-f', '/dev/null', ...args], { encoding: 'utf8' });
  const clean = 'env -u CAPACITY_URL -u CAPACITY_ORG -u NO_COLOR -u CAPCTL_NO_INK';
  tmux('new-session', '-d', '-x', String(width), '-y', '40', '-c', cwd, `${clean} ${command}; echo $? > exit-code; exec sleep 600`);
  try {
    const done = join(cwd, 'exit-code');
    for (let i = 0; i < 600 && !existsSync(done); i++) await new Promise((wake) => setTimeout(wake, 100));
    expect(existsSync(done), `${command} did not finish`).toBe(true);
    return tmux('capture-pane', '-p', '-S', '-200').stdout.split('\n').map((row) => row.trimEnd());
  } finally {
    tmux('kill-server');
    rmSync(join(cwd, 'exit-code'), { force: true });
  }
}

/** A port nothing listens on: bound once by the system, then released. */
async function closedPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

describe.skipIf(!hasTmux)('a narrow terminal', () => {
  it('gets the error and its hint wrapped at words, at 60 columns', async () => {
    const dir = ws.withQuickstart();
    const url = `http://127.0.0.1:${await closedPort()}`;
    const rows = await onTerminal(ws.dir, `CAPACITY_API_KEY=k node ${CAPCTL} plan ${dir} --url ${url}`, 60);
    const hintStart = rows.findIndex((row) => row.startsWith('hint:'));
    expect(hintStart).toBeGreaterThan(0);
    const hintRows = rows.slice(hintStart, rows.findIndex((row, i) => i > hintStart && row === ''));
    expect(hintRows.length).toBeGreaterThan(1);
    const hint = hintRows.join(' ');
    expect(hint).toContain(`to serve ${url}, or unset CAPACITY_URL`);
    // Every row ends at a word: each word of a row is a word of the hint as a pipe gets it (one line).
    const piped = await ws.run(['plan', dir, '--url', url], { env: { CAPACITY_API_KEY: 'k' } });
    const words = new Set(piped.stderr.split('\n').find((line) => line.startsWith('hint:'))?.split(' '));
    expect(hint).toBe(piped.stderr.split('\n').find((line) => line.startsWith('hint:')));
    for (const row of hintRows) {
      expect([...row].length).toBeLessThanOrEqual(60);
      for (const word of row.split(' ')) expect(words.has(word), `"${word}" of "${row}"`).toBe(true);
    }
    expect(hint).toMatch(/^hint: start it with `capctl serve --port \d+ --db capacity\.db` to serve /);
  });

  it('names the directory planned when it is the current one', async () => {
    const dir = ws.withQuickstart();
    const rows = await onTerminal(ws.path(dir), `node ${CAPCTL} plan . --detailed-exitcode`, 120);
    expect(rows).toContain('Planning 8 objects from quickstart (the current directory)…');
  });
});

describe('capctl serve behind a load balancer', () => {
  it('counts failed authentications by the forwarded address from a trusted proxy, by the socket address otherwise', async () => {
    const serve = (extra: string[]) => startChildServer([CAPCTL, 'serve', '--port', '0', '--db', `${extra.length}.db`, '--log-level', 'warn', ...extra], { cwd: ws.dir });
    const [trusting, plain] = await Promise.all([serve(['--trust-proxy', '127.0.0.1/32']), serve([])]);
    try {
      const failAs = async (base: string, client: string) => {
        const response = await fetch(`${base}/v1/orgs/1/settings/domain`, { headers: { 'x-service-auth': 'wrong', 'x-forwarded-for': client } });
        await response.arrayBuffer();
        return response.status;
      };
      // Windows are whole minutes on the clock: start well inside one, so no count is reset midway.
      const left = 60_000 - (Date.now() % 60_000);
      if (left < 25_000) await new Promise((done) => setTimeout(done, left + 100));
      const outcomes = { trusting: [] as number[], plain: [] as number[] };
      // 100 failures a minute are allowed per client address; 100 from one forwarded client here.
      for (let i = 0; i < 100; i++) {
        outcomes.trusting.push(await failAs(trusting.url, '203.0.113.1'));
        outcomes.plain.push(await failAs(plain.url, '203.0.113.1'));
      }
      expect(outcomes.trusting.every((status) => status === 401)).toBe(true);
      expect(outcomes.plain.every((status) => status === 401)).toBe(true);
      // Trusted: that client is limited, another behind the same proxy is not.
      expect(await failAs(trusting.url, '203.0.113.1')).toBe(429);
      expect(await failAs(trusting.url, '203.0.113.2')).toBe(401);
      // Not trusted: the header is ignored, so every client shares the proxy's (socket) address.
      expect(await failAs(plain.url, '203.0.113.2')).toBe(429);
    } finally {
      await Promise.all([trusting.stop(), plain.stop()]);
    }
  });

  it('refuses a --trust-proxy that is not an address or range', async () => {
    const result = await ws.run(['serve', '--port', '0', '--trust-proxy', '10.0.0.0/99']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: --trust-proxy takes an address or CIDR range of your proxies, got "10\.0\.0\.0\/99"\nhint: e\.g\. --trust-proxy 10\.0\.0\.0\/8/);
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
