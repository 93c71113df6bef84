// End-to-end, with the built binary: what a reviewer reads in a plan. Renames by alias are one
// update, drift from a direct API write is named in every format, and the Markdown comment
// names every delete and breaking change whatever the plan's size.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Definition } from '@capctl/core';
import { createApiKey, serve } from '@capctl/server';
import { Workspace, smallDefinition } from './cli-fixture.js';

// Each test runs the binary several times; a busy CI machine needs more than the default.
vi.setConfig({ testTimeout: 180_000 });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

/** `smallDefinition` with its webhook renamed to `label`, the old label kept as an alias. */
function renamedHook(label: string): Definition {
  const base = smallDefinition();
  const [hook] = base.resources?.destinations ?? [];
  if (hook === undefined) throw new Error('smallDefinition has no destination');
  return {
    actions: (base.actions ?? []).map((a) => (a.destinations === undefined ? a : { ...a, destinations: [label] })),
    resources: { destinations: [{ ...hook, label, aliases: [hook.label] }] },
  };
}

describe('renames by alias', () => {
  it('renames a destination as one update that keeps its id, and plans nothing after applying it', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
    // An update of the webhook names its id, to compare with the rename's.
    ws.writeDefinition('defs/capacity.yaml', smallDefinition({ slaMs: 2000 }));
    const slaSteps = (await ws.planJson('defs')).plan.steps as readonly { kind: string; id?: string }[];
    const id = slaSteps.find((s) => s.kind === 'destination')?.id;
    expect(id).toEqual(expect.any(String));

    ws.writeDefinition('defs/capacity.yaml', renamedHook('orders-webhook'));
    const { plan } = await ws.planJson('defs');
    const destinationSteps = plan.steps.filter((s) => s.kind === 'destination');
    expect(destinationSteps).toEqual([expect.objectContaining({ op: 'update', name: 'orders-webhook', renamed_from: 'orders-hook', id })]);
    expect(plan.summary).toMatchObject({ create: 0, delete: 0 });
    expect(plan.steps.map((s) => `${s.op} ${s.kind} ${s.name}`)).toEqual(['update destination orders-webhook', 'update action checkout']);

    const text = await ws.run(['plan', 'defs']);
    expect(text.stdout).toContain('~ destination orders-webhook  renamed from orders-hook');

    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
    expect((await ws.planJson('defs')).plan.steps).toEqual([]);
  });
});

describe('the pull-request comment', () => {
  it('names the one delete and the one breaking change of a 3,000-create plan, within 65,536 characters', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
    const next = smallDefinition({ required: ['order_id', 'region'], refund: false });
    const many = Array.from({ length: 3000 }, (_, index) => ({ variant: `bulk-${String(index).padStart(4, '0')}`, schema: { type: 'object' } }));
    ws.writeDefinition('defs/capacity.yaml', { ...next, actions: [...(next.actions ?? []), ...many] });

    const r = await ws.run(['plan', 'defs', '--format', 'markdown', '--detailed-exitcode']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(3);
    const markdown = r.stdout;
    expect(markdown.length).toBeLessThanOrEqual(65_536);
    expect(markdown.split('\n')[0]).toBe('<!-- capctl-plan -->');
    expect(markdown).toContain('**Plan: 3000 to create, 1 to update, 1 to delete, 1 unchanged.**');
    const head = markdown.slice(0, markdown.indexOf('| | Kind |'));
    expect(head).toContain('> [!CAUTION]\n> This plan deletes 1 object:\n> - action refund v1\n');
    expect(head).toContain('> [!WARNING]\n> 1 breaking schema change: apply refuses it unless --allow-breaking is given.\n> - action checkout v1 → v2 (breaks mode backward against v1)\n');
    expect(markdown).toMatch(/> \d+ of 3002 table rows and \d+ of 3002 diffs were left out to keep this comment within 65,536 characters\./);
  });

  it('still writes a comment with the marker when the plan fails, naming file:line:column, and exits 1', async () => {
    ws.writeText('defs/capacity.yaml', 'actions:\n  - variant: checkout\n    destinatons: [x]\n    schema: {type: object}\n');
    const invalid = await ws.run(['plan', 'defs', '--format', 'markdown']);
    expect(invalid.code).toBe(1);
    expect(invalid.stdout.split('\n')[0]).toBe('<!-- capctl-plan -->');
    expect(invalid.stdout).toContain('> [!CAUTION]\n> **The plan failed; nothing can be applied until this is fixed.**\n> 1 problem in defs:\n');
    expect(invalid.stdout).toMatch(/defs\/capacity\.yaml:3:5: unknown key `destinatons`/);
    expect(invalid.stderr).toContain('error: 1 problem in defs:');

    // A protected object removed from the definition: only the state reveals the problem.
    const protectedHook = smallDefinition();
    const [hook] = protectedHook.resources?.destinations ?? [];
    ws.writeDefinition('defs/capacity.yaml', { ...protectedHook, resources: { destinations: hook ? [{ ...hook, protect: true }] : [] } });
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
    ws.writeDefinition('defs/capacity.yaml', { actions: [{ variant: 'refund', schema: { type: 'object' } }] });
    const refused = await ws.run(['plan', 'defs', '--format', 'markdown']);
    expect(refused.code).toBe(1);
    expect(refused.stdout.split('\n')[0]).toBe('<!-- capctl-plan -->');
    expect(refused.stdout).toContain('**The plan failed; nothing can be applied until this is fixed.**');
    expect(refused.stdout).toMatch(/orders-hook/);
  });
});

describe('drift', () => {
  let dataDir: string;
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('marks the update of a destination PATCHed through the API in text, Markdown and JSON', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'capctl-drift-'));
    const db = join(dataDir, 'capacity.db');
    const { key } = await createApiKey({ db, org: '7', user: 'ci' });
    const running = await serve({ port: 0, host: '127.0.0.1', db, logLevel: 'silent' });
    stop = () => running.close();
    const env = { CAPACITY_URL: running.url, CAPACITY_API_KEY: key, CAPACITY_ORG: '7' };
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    expect((await ws.run(['apply', 'defs', '--auto-approve'], { env })).code).toBe(0);

    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${running.url}/v1/orgs/7${path}`, { ...init, headers: { 'x-service-auth': key, 'content-type': 'application/json' } });
    const listed = (await (await api('/destinations/')).json()) as { data: { id: string; label: string }[] };
    const hook = listed.data.find((d) => d.label === 'orders-hook');
    expect(hook).toBeDefined();
    const patched = await api(`/destinations/${hook?.id ?? ''}`, { method: 'PATCH', body: JSON.stringify({ config: { url: 'https://elsewhere.example.com/orders' } }) });
    expect(patched.status).toBe(200);

    const json = await ws.planJson('defs', env);
    expect(json.result.code).toBe(0);
    const steps = json.plan.steps as readonly { kind: string; op: string; name: string; drift?: { fields: string[]; changed_at: string } }[];
    expect(steps).toEqual([expect.objectContaining({ kind: 'destination', op: 'update', name: 'orders-hook' })]);
    expect(steps[0]?.drift?.fields).toEqual(['/config/url']);
    expect(Number.isNaN(Date.parse(steps[0]?.drift?.changed_at ?? ''))).toBe(false);

    const text = await ws.run(['plan', 'defs'], { env });
    expect(text.stdout).toContain('~ destination orders-hook  (changed outside capctl)');
    // The key was made without a name: it is named by its id, with its user.
    expect(text.stdout).toMatch(/! changed outside capctl by key [0-9a-f-]{36} \(user ci\) at /);
    expect(text.stdout).toContain(` at ${steps[0]?.drift?.changed_at ?? ''}: config.url; applying sets it back to the definition`);

    const markdown = await ws.run(['plan', 'defs', '--format', 'markdown'], { env });
    expect(markdown.stdout).toContain('| ~ | destination | orders-hook |  | **changed outside capctl**, config.url |');
    expect(markdown.stdout).toContain('> [!IMPORTANT]\n> 1 object was changed outside capctl since the last apply');

    // Applying sets the value back and the drift is gone.
    expect((await ws.run(['apply', 'defs', '--auto-approve'], { env })).code).toBe(0);
    expect((await ws.planJson('defs', env)).plan.steps).toEqual([]);
  });
});
