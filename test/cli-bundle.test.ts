// End-to-end: what the bundler precomputes for start-up (the definition validator and the
// service's route validators and serializers as standalone code, openapi.yaml as JSON) behaves
// exactly like the sources it was made from.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDiagnostic, parseDefinition } from '@capctl/core';
import { buildServer, issueApiKey, openApiDocument } from '@capctl/server';
import { CAPCTL, Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

let ws: Workspace;

beforeAll(() => {
  ws = new Workspace();
});

afterAll(() => {
  ws.remove();
});

const BROKEN = [
  'actions:',
  '  - variant: Checkout Flow',
  '    schema: {type: object}',
  '    destinatons: [orders-hook]',
  '  - variant: refunds',
  '    schema: {type: object}',
  '    aliases: refunds-v1',
  'resources:',
  '  metrics:',
  '    - name: prom',
  '      kind: pull_metrics',
  '      endpoint: not a uri',
  '      poll_interval_seconds: -5',
  '  destinations:',
  '    - label: orders-hook',
  '      type: webhook',
  '      config: {url: 42, extra: true}',
  '',
].join('\n');

describe('the bundled binary', () => {
  it('reports schema problems with the same messages as the sources', async () => {
    const file = ws.writeText('defs/broken.yaml', BROKEN);
    const expected = parseDefinition([{ path: file, text: BROKEN }]).diagnostics.map(formatDiagnostic);
    expect(expected.length).toBeGreaterThan(4);
    const r = await ws.run(['validate', 'defs']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`error: ${expected.length} problems in defs:`);
    for (const line of expected) expect(r.stderr).toContain(line);
  });

  it('serves the same OpenAPI document as openapi.yaml', async () => {
    const service = await ws.serve('bundle.db');
    try {
      const response = await fetch(`${service.url}/openapi.json`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(openApiDocument());
    } finally {
      await service.stop();
    }
  });

  it('answers requests with the same envelopes as a service built from the sources', async () => {
    const key = (await ws.run(['keys', 'create', '--create', '--db', 'routes.db', '--org', '1'])).stdout.trim();
    const service = spawn(process.execPath, [CAPCTL, 'serve', '--port', '0', '--db', 'routes.db', '--log-level', 'warn'], { cwd: ws.dir });
    const source = await buildServer({ db: ws.path('routes-source.db'), rateLimit: false });
    try {
      const url = await new Promise<string>((done, fail) => {
        let text = '';
        service.stderr.setEncoding('utf8').on('data', (d: string) => {
          text += d;
          const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(text);
          if (match?.[1]) done(match[1]);
        });
        service.on('exit', (code) => fail(new Error(`serve exited with ${code}: ${text}`)));
      });
      const sourceKey = (await issueApiKey(source.repos, { org: '1', user: 'tester' })).key;
      source.authenticator.invalidate();
      const requests: { method: 'GET' | 'POST' | 'PUT'; path: string; body?: unknown }[] = [
        { method: 'POST', path: '/v1/orgs/1/config/revisions/', body: { definition: [] } },
        { method: 'POST', path: '/v1/orgs/1/config/revisions/', body: { definition: {}, extra: true } },
        { method: 'GET', path: '/v1/orgs/1/config/revisions/?limit=abc' },
        { method: 'PUT', path: '/v1/orgs/1/settings/domain', body: { enabled: 'yes' } },
        { method: 'POST', path: '/v1/orgs/1/credentials/', body: { label: 'x' } },
        { method: 'GET', path: '/v1/orgs/1/config/state' },
        { method: 'GET', path: '/v1/orgs/1/destinations/' },
      ];
      const statuses: number[] = [];
      for (const { method, path, body } of requests) {
        const json: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
        const payload = body === undefined ? {} : { body: JSON.stringify(body) };
        const bundled = await fetch(`${url}${path}`, { method, headers: { 'x-service-auth': key, ...json }, ...payload });
        const expected = await source.inject({ method, url: path, headers: { 'x-service-auth': sourceKey, ...json }, ...(body === undefined ? {} : { payload: JSON.stringify(body) }) });
        // Each database has a lineage of its own; everything else is the same.
        const stable = (text: string) => JSON.parse(text.replace(/"lineage":"[^"]*"/g, '"lineage":"…"')) as unknown;
        expect({ path, status: bundled.status, body: stable(await bundled.text()) }).toEqual({ path, status: expected.statusCode, body: stable(expected.payload) });
        statuses.push(bundled.status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 200, 200]);
    } finally {
      service.kill('SIGKILL');
      await source.close();
    }
  });
});
