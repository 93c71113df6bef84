// End-to-end: what the bundler precomputes for start-up (the definition validator as standalone
// code, openapi.yaml as JSON) behaves exactly like the sources it was made from.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDiagnostic, parseDefinition } from '@capctl/core';
import { openApiDocument } from '@capctl/server';
import { Workspace } from './cli-fixture.js';

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
});
