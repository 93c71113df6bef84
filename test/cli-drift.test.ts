// `capctl drift` through the built CLI against a served service: no drift exits 0; a direct write
// by a named key exits 2 and is listed with its fields, the key, its user and when, in text,
// JSON (schemas/drift.schema.json) and Markdown; the plan's delete of that object says so too;
// applying clears it.
import { readFileSync } from 'node:fs';
import type { Definition } from '@capctl/core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { smallDefinition, Workspace } from './cli-fixture.js';
import { callService, killServes } from './fixtures/serve-process.js';

vi.setConfig({ testTimeout: 120_000 });

const ROOT = new URL('..', import.meta.url).pathname;
const addFormats = formats as unknown as (ajv: Ajv2020, names: string[]) => Ajv2020;
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
addFormats(ajv, ['date-time']);
ajv.addSchema(JSON.parse(readFileSync(`${ROOT}/schemas/plan.schema.json`, 'utf8')) as object);
const validateDrift = ajv.compile(JSON.parse(readFileSync(`${ROOT}/schemas/drift.schema.json`, 'utf8')) as object);

let ws: Workspace;
beforeEach(() => {
  ws?.remove();
  ws = new Workspace();
});
afterAll(async () => {
  ws?.remove();
  await killServes();
});

/** smallDefinition without its destination (and nothing pointing at it). */
function withoutHook(): Definition {
  const full = smallDefinition() as unknown as { actions: Record<string, unknown>[]; resources: Record<string, unknown> };
  return { ...full, actions: full.actions.map((a) => ({ ...a, destinations: [] })), resources: { ...full.resources, destinations: [] } } as unknown as Definition;
}

describe('capctl drift', () => {
  it('lists what a named key changed outside capctl, exits 2, and 0 once applied', async () => {
    const service = await ws.serve('service.db');
    try {
      const deployer = (await ws.run(['keys', 'create', '--create', '--db', 'service.db', '--org', '1', '--role', 'apply', '--name', 'deployer'])).stdout.trim();
      const hotfix = (await ws.run(['keys', 'create', '--create', '--db', 'service.db', '--org', '1', '--role', 'apply', '--user', 'alice', '--name', 'ci-bot'])).stdout.trim();
      const run = (args: string[]) => ws.run(args, { env: { CAPACITY_URL: service.url, CAPACITY_API_KEY: deployer, CAPACITY_ORG: '1' } });
      ws.writeDefinition('defs/capacity.yaml', smallDefinition());
      expect((await run(['apply', 'defs', '--auto-approve'])).code).toBe(0);

      const none = await run(['drift']);
      expect(none.stderr).toBe('');
      expect(none.code).toBe(0);
      expect(none.stdout).toMatch(/^No drift: every object at http:\/\/\S+ \(org 1\) is as its last apply left it\.\n$/);

      const state = await callService(service.url, hotfix, 'GET', '/v1/orgs/1/config/state');
      const hook = (state.body.data.destinations as { id: string; label: string }[]).find((d) => d.label === 'orders-hook');
      const patched = await callService(service.url, hotfix, 'PATCH', `/v1/orgs/1/destinations/${hook?.id ?? ''}`, { config: { url: 'https://elsewhere.example.com/orders' } });
      expect(patched.status).toBe(200);

      const text = await run(['drift']);
      expect(text.code, text.stderr).toBe(2);
      expect(text.stdout).toContain('1 object was changed outside capctl since the last apply');
      expect(text.stdout).toContain('  ~ destination orders-hook: config.url\n');
      expect(text.stdout).toMatch(/ {6}changed by key ci-bot \(user alice\) at \d{4}-\d\d-\d\dT/);

      const json = await run(['drift', '--format', 'json']);
      expect(json.code).toBe(2);
      const report = JSON.parse(json.stdout) as Record<string, unknown>;
      expect(validateDrift(report), JSON.stringify(validateDrift.errors)).toBe(true);
      expect(report['drift']).toEqual([{
        kind: 'destination', name: 'orders-hook', id: hook?.id, fields: ['/config/url'], changed_at: expect.any(String),
        by: { key_id: expect.any(String), key_name: 'ci-bot', user: 'alice', role: 'apply', at: expect.any(String) },
      }]);

      const markdown = await run(['drift', '--format', 'markdown']);
      expect(markdown.code).toBe(2);
      expect(markdown.stdout).toMatch(/^<!-- capctl-drift -->\n### capctl drift\n/);
      expect(markdown.stdout).toContain('| destination | orders-hook | config.url | key ci-bot (user alice) |');

      // A plan that deletes the changed object says who changed it, as an update does.
      ws.writeDefinition('defs/capacity.yaml', withoutHook());
      const plan = await run(['plan', 'defs']);
      expect(plan.stdout).toContain('- destination orders-hook');
      expect(plan.stdout).toMatch(/changed outside capctl by key ci-bot \(user alice\) at \S+: config\.url; applying deletes the object with it/);

      ws.writeDefinition('defs/capacity.yaml', smallDefinition());
      expect((await run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
      expect((await run(['drift'])).code).toBe(0);
      const bad = await run(['drift', '--format', 'yaml']);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('error: unknown format "yaml"');
    } finally {
      await service.stop();
    }
  });
});
