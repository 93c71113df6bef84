// Saved plans over HTTP, the CI path: `plan --out FILE` then `apply FILE` against a real
// `capctl serve`. Damaged, truncated, tampered and wrong-version files are each refused with a
// message naming the file, and nothing is applied; the intact file then applies.
import { isDeepStrictEqual } from 'node:util';
import { createApiKey } from '@capctl/server';
import type { ChildServer } from '@capctl/server/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { smallDefinition, Workspace } from './cli-fixture.js';
import { callService, killServes, startServe } from './fixtures/serve-process.js';

vi.setConfig({ testTimeout: 120_000 });

const ORG = '7';
let ws: Workspace;
let service: ChildServer;
let env: Record<string, string>;

beforeAll(async () => {
  ws = new Workspace();
  const { key } = await createApiKey({ db: ws.path('service.db'), org: ORG, user: 'ci' });
  service = await startServe(['--db', ws.path('service.db'), '--log-level', 'warn']);
  env = { CAPACITY_URL: service.url, CAPACITY_API_KEY: key, CAPACITY_ORG: ORG };
});
afterAll(async () => {
  await killServes();
  ws.remove();
});

/** The org's serial and its applied revisions, as the service reports them. */
async function served(): Promise<{ serial: number; applied: number }> {
  const state = await callService(service.url, env['CAPACITY_API_KEY'] as string, 'GET', `/v1/orgs/${ORG}/config/state`);
  const revisions = await callService(service.url, env['CAPACITY_API_KEY'] as string, 'GET', `/v1/orgs/${ORG}/config/revisions/`);
  expect(state.status).toBe(200);
  return { serial: state.body.data.serial, applied: (revisions.body.data.items as { status: string }[]).filter((r) => r.status === 'applied').length };
}

describe('a saved plan over HTTP', () => {
  it('is refused damaged, truncated, tampered or of another format, naming the file, with nothing applied; intact, it applies', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    const planned = await ws.run(['plan', 'defs', '--out', 'plan.json'], { env });
    expect(planned.code, planned.stderr).toBe(0);
    const text = ws.read('plan.json');
    const saved = JSON.parse(text) as Record<string, unknown> & { target: Record<string, unknown> };
    expect(saved['target']).toMatchObject({ kind: 'http', org_id: ORG });
    const before = await served();
    expect(before.applied).toBe(0);

    const bad: Record<string, string> = {
      'empty.json': '',
      'empty-object.json': '{}\n',
      'damaged.json': text.replace(/"digest"\s*:/, '"digest" '),
      'truncated.json': text.slice(0, Math.floor(text.length / 2)),
      'tampered-digest.json': JSON.stringify({ ...saved, digest: 'f'.repeat(64) }),
      'tampered-revision.json': JSON.stringify({ ...saved, revision_id: `${String(saved['revision_id']).slice(0, -4)}0000` }),
      'tampered-lineage.json': JSON.stringify({ ...saved, lineage: '00000000-0000-4000-8000-000000000000' }),
      'tampered-org.json': JSON.stringify({ ...saved, target: { ...saved.target, org_id: '8' } }),
      'no-digest.json': JSON.stringify({ ...saved, digest: undefined }),
      'older-format.json': JSON.stringify({ ...saved, format: 'capctl-saved-plan/v1' }),
      'newer-format.json': JSON.stringify({ ...saved, format: 'capctl-saved-plan/v99' }),
    };
    // Every file is tried and every shortfall reported together.
    const shortfalls: string[] = [];
    for (const [file, content] of Object.entries(bad)) {
      ws.writeText(file, content);
      const r = await ws.run(['apply', file, '--auto-approve'], { env });
      const said = `${r.stdout}${r.stderr}`.trim().replace(/\n/g, ' | ');
      if (r.code !== 1) shortfalls.push(`${file}: exit ${r.code}, said: ${said}`);
      else if (!/^error: /m.test(r.stderr) || !r.stderr.includes(file)) shortfalls.push(`${file}: no error naming the file: ${said}`);
      else if (/unexpected failure|\n\s+at \S+ \(|SyntaxError/.test(r.stderr)) shortfalls.push(`${file}: not a clear message: ${said}`);
      if (!isDeepStrictEqual(await served(), before)) shortfalls.push(`${file}: the service changed`);
    }
    expect(shortfalls).toEqual([]);

    const applied = await ws.run(['apply', 'plan.json', '--auto-approve'], { env });
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toMatch(/Applied revision \S+: 3 created/);
    expect(await served()).toEqual({ serial: before.serial + 1, applied: 1 });
  });
});
