// End-to-end, with the built binary: `${var.NAME}` values from --var, --var-file and
// CAPCTL_VAR_NAME (in that order, then the default), problems located at file:line:column, a
// sensitive value in no output, saved plan, export or byte of the database, and the environments
// example planning differently per var file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOT, Workspace } from './cli-fixture.js';
import { readDatabaseText } from './fixtures/database-text.js';

vi.setConfig({ testTimeout: 120_000 });

const PLANTED = 'planted-var-secret-7f3e91c2';

const definition = `variables:
  - name: url
    default: https://hooks.example.com/default
  - name: token
    sensitive: true
actions:
  - variant: checkout
    destinations: [orders-hook]
    schema: {type: object}
resources:
  destinations:
    - label: orders-hook
      type: webhook
      config:
        url: \${var.url}
        headers:
          authorization: Bearer \${var.token}
          accept: application/json
`;

interface DestinationPlan {
  readonly steps: readonly { readonly kind: string; readonly after?: { readonly config?: { readonly url?: string; readonly headers?: Record<string, string> } } }[];
}

// A workspace per test: one test applies `defs`, others plan it from an empty state.
let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  ws.writeText('defs/capacity.yaml', definition);
  ws.writeText('vars/one.yaml', 'url: https://hooks.example.com/from-file\n');
  ws.writeText('vars/two.json', '{"url": "https://hooks.example.com/from-later-file"}\n');
});
afterEach(() => ws.remove());

async function urlPlanned(args: readonly string[], env: Record<string, string | undefined> = {}): Promise<string | undefined> {
  const r = await ws.run(['plan', 'defs', '--format', 'json', ...args], { env: { CAPCTL_VAR_token: 't', ...env } });
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as DestinationPlan).steps.find((s) => s.kind === 'destination')?.after?.config?.url;
}

describe('variables', () => {
  it('take --var over --var-file over CAPCTL_VAR_NAME over the default', async () => {
    const env = { CAPCTL_VAR_url: 'https://hooks.example.com/from-env' };
    expect(await urlPlanned([])).toBe('https://hooks.example.com/default');
    expect(await urlPlanned([], env)).toBe('https://hooks.example.com/from-env');
    expect(await urlPlanned(['--var-file', 'vars/one.yaml'], env)).toBe('https://hooks.example.com/from-file');
    expect(await urlPlanned(['--var-file', 'vars/one.yaml', '--var-file', 'vars/two.json'], env)).toBe('https://hooks.example.com/from-later-file');
    expect(await urlPlanned(['--var-file', 'vars/one.yaml', '--var', 'url=https://hooks.example.com/from-flag'], env)).toBe('https://hooks.example.com/from-flag');
  });

  it('locate a missing value (plan) and an undeclared name (validate too) at file:line:column', async () => {
    // validate needs no values (a linting job has no secrets); plan needs every one.
    expect((await ws.run(['validate', 'defs'], { env: { CAPCTL_VAR_token: undefined } })).code).toBe(0);
    const missing = await ws.run(['plan', 'defs'], { env: { CAPCTL_VAR_token: undefined } });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('defs/capacity.yaml:17:26: variable `token` has no value and no default; pass --var token=VALUE');
    ws.writeText('typo/capacity.yaml', definition.replace('${var.url}', '${var.ulr}'));
    const typo = await ws.run(['validate', 'typo', '--var', 'token=t', '--format', 'json']);
    expect(typo.code).toBe(1);
    const report = JSON.parse(typo.stdout) as { diagnostics: { code: string; file: string; line: number; column: number; severity: string }[] };
    expect(report.diagnostics.map((d) => [d.severity, d.code, d.file, d.line, d.column])).toEqual([
      ['warning', 'variable_unused', 'typo/capacity.yaml', 2, 11],
      ['error', 'variable_undeclared', 'typo/capacity.yaml', 15, 14],
    ]);
    const flag = await ws.run(['validate', 'defs', '--var', 'token=t', '--var', 'tokn=x']);
    expect(flag.code).toBe(1);
    expect(flag.stderr).toContain('--var tokn: no such variable is declared (declared: token, url)');
  });

  it('give `type: number` variables their type, and warn on a source left behind by a version bump', async () => {
    const pinned = (field: string) => `variables:
  - name: ingest
    type: number
    default: 1
actions:
  - variant: orders
    schema: {type: object, properties: {${field}: {type: string}}}
resources:
  sources:
    - name: orders-queue
      type: cloud_sqs
      config: {queue_url: "https://sqs.example.com/1/orders", region: eu-west-1}
      ingest: {variant: orders, version: "\${var.ingest}"}
`;
    ws.writeText('pinned/capacity.yaml', pinned('id'));
    const first = await ws.run(['apply', 'pinned', '--auto-approve', '--state', 'pinned.db']);
    expect(first.code, first.stderr).toBe(0);
    ws.writeText('pinned/capacity.yaml', pinned('order_id'));
    const behind = await ws.run(['plan', 'pinned', '--state', 'pinned.db', '--no-color']);
    expect(behind.code, behind.stderr).toBe(0);
    expect(behind.stdout + behind.stderr).toContain('source "orders-queue" ingests version 1 of action "orders", which this plan moves from version 1 to 2');
    const followed = await ws.run(['plan', 'pinned', '--state', 'pinned.db', '--format', 'json', '--var', 'ingest=2']);
    expect(followed.code, followed.stderr).toBe(0);
    const json = JSON.parse(followed.stdout) as { diagnostics: unknown[]; steps: { kind: string; after?: { ingest?: unknown } }[] };
    expect(json.diagnostics).toEqual([]);
    expect(json.steps.find((s) => s.kind === 'source')?.after?.ingest).toEqual({ variant: 'orders', version: 2 });
    const wrong = await ws.run(['validate', 'pinned', '--var', 'ingest=two']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('pinned/capacity.yaml:13:');
    expect(wrong.stderr).toContain('variable `ingest` is a number, and its value "two" is not one');
  });

  it('keep a sensitive value out of every output, saved plan, export and byte of the database', async () => {
    const env = { CAPCTL_VAR_token: PLANTED };
    const runs = [
      await ws.run(['validate', 'defs', '--format', 'json'], { env }),
      await ws.run(['plan', 'defs'], { env }),
      await ws.run(['plan', 'defs', '--format', 'json', '--out', 'saved.json'], { env }),
      await ws.run(['plan', 'defs', '--format', 'markdown'], { env }),
      await ws.run(['apply', 'saved.json', '--auto-approve'], { env }),
      await ws.run(['apply', 'defs', '--auto-approve', '--var', `token=${PLANTED}-2`, '--format', 'json']),
      await ws.run(['export']),
      await ws.run(['revisions', 'list', '--format', 'json']),
    ];
    for (const r of runs) expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(runs[2]!.stdout) as DestinationPlan).steps.find((s) => s.kind === 'destination')?.after?.config?.headers)
      .toEqual({ authorization: '(sensitive)', accept: 'application/json' });
    const outputs = [...runs.map((r) => r.stdout + r.stderr), ws.read('saved.json')];
    for (const text of outputs) expect(text).not.toContain(PLANTED);
    const stored = readDatabaseText(ws.path('.capctl'));
    for (const [file, text] of stored.raw) expect(text, file).not.toContain(PLANTED);
    expect(stored.dump).toContain('sealed:v1:');
    expect(stored.dump).not.toContain(PLANTED);
  });

  it('keep a sensitive value out of the service\'s logs and database in HTTP mode', async () => {
    const service = await ws.serve('http.db', 'debug');
    const { url } = service;
    try {
      const key = await ws.run(['keys', 'create', '--create', '--db', 'http.db', '--org', '3']);
      expect(key.code, key.stderr).toBe(0);
      const env = { CAPACITY_URL: url, CAPACITY_API_KEY: key.stdout.trim(), CAPACITY_ORG: '3', CAPCTL_VAR_token: PLANTED };
      const runs = [await ws.run(['plan', 'defs', '--format', 'json'], { env }), await ws.run(['apply', 'defs', '--auto-approve'], { env })];
      for (const r of runs) {
        expect(r.code, r.stderr).toBe(0);
        expect(r.stdout + r.stderr).not.toContain(PLANTED);
      }
    } finally {
      await service.stop('SIGTERM');
    }
    const logs = service.output();
    // The service logged the requests that carried the value, and none of them holds it.
    expect(logs).toContain('config/revisions');
    expect(logs).not.toContain(PLANTED);
    expect(readFileSync(ws.path('http.db')).toString('latin1')).not.toContain(PLANTED);
  });

  it('refuse a sensitive value outside a header value, without printing it', async () => {
    ws.writeText('leak/capacity.yaml', definition.replace('url: ${var.url}', 'url: https://hooks.example.com/${var.token}'));
    const r = await ws.run(['plan', 'leak'], { env: { CAPCTL_VAR_token: PLANTED } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('leak/capacity.yaml:15:14: variable `token` is sensitive');
    expect(r.stdout + r.stderr).not.toContain(PLANTED);
  });
});

describe('examples/environments', () => {
  it('plans differently with the staging and the production var file', async () => {
    const dir = join(ROOT, 'examples/environments');
    const plan = async (env: string) => {
      const r = await ws.run(['plan', join(dir, 'definition'), '--var-file', join(dir, `${env}.yaml`), '--format', 'json', '--state', ws.path(`${env}.db`)], { env: { CAPCTL_VAR_webhook_token: PLANTED } });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout + r.stderr).not.toContain(PLANTED);
      return JSON.parse(r.stdout) as { steps: { kind: string; name: string; after?: Record<string, unknown> }[] };
    };
    const [staging, production] = [await plan('staging'), await plan('production')];
    const after = (p: typeof staging, kind: string) => JSON.stringify(p.steps.find((s) => s.kind === kind)?.after);
    expect(after(staging, 'destination')).toContain('https://hooks.staging.example.com/capacity');
    expect(after(production, 'destination')).toContain('https://hooks.example.com/capacity');
    expect(after(staging, 'metrics')).toContain('https://metrics.example.com');
    expect(after(production, 'metrics')).toContain('https://metrics.prod.example.com');
    expect(after(production, 'query')).toContain('env=\\"production\\"');
    expect(staging.steps.map((s) => s.name)).toEqual(production.steps.map((s) => s.name));
  });
});
