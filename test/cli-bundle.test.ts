// End-to-end: what the bundler precomputes for start-up (the definition validator as standalone
// code, openapi.yaml as JSON) behaves exactly like the sources it was made from.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDiagnostic, parseDefinition } from '@capctl/core';
import { openApiDocument } from '@capctl/server';
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
    const service = spawn(process.execPath, [CAPCTL, 'serve', '--port', '0', '--db', 'bundle.db', '--log-level', 'warn'], { cwd: ws.dir });
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
      const response = await fetch(`${url}/openapi.json`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(openApiDocument());
    } finally {
      service.kill('SIGKILL');
    }
  });
});
