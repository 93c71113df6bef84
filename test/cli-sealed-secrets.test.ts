// End-to-end: sensitive header values (named like a secret, listed in `sensitive_headers`, or
// read with `{env: NAME}`) are sealed at rest: the embedded database, its WAL and every stored
// plan hold none of them in the clear, whatever the revision's status; the files are 0600; and no
// output, saved plan or export shows them.
import { statSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Workspace } from './cli-fixture.js';
import { readDatabaseText } from './fixtures/database-text.js';

vi.setConfig({ testTimeout: 120_000 });

const NAMED = 'sk-live-named-6d1f0c2a9b';
const LISTED = 'sig-listed-4e8a7b3c1d';
const FROM_ENV = 'env-secret-9c2b5e7f0a';
const ROTATED = 'env-secret-rotated-11aa';
const SECRETS = [NAMED, LISTED, FROM_ENV, ROTATED];

const definition = (sla: number) => `actions:
  - variant: checkout
    destinations: [orders-hook]
    schema: {type: object}
resources:
  destinations:
    - label: orders-hook
      type: webhook
      config:
        url: https://hooks.example.com/orders
        headers:
          authorization: Bearer ${NAMED}
          X-Hook-Signature: ${LISTED}
          X-Relay: {env: HOOK_RELAY}
          accept: application/json
        sensitive_headers: [X-Hook-Signature]
        response_time_sla_ms: ${sla}
`;

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  // HOOK_RELAY is allowed for `{env: NAME}` by the root capctl.yaml.
  ws.writeText('capctl.yaml', 'org: "1"\nstate: .capctl/state.db\nsecrets:\n  env: [HOOK_RELAY]\n');
  ws.writeText('defs/capacity.yaml', definition(1000));
});
afterEach(() => ws.remove());

const leaks = (text: string) => SECRETS.filter((s) => text.includes(s));

describe('sensitive header values at rest', () => {
  it('never appear in outputs, saved plans or exports, and are found in no byte of the database', async () => {
    const env = { HOOK_RELAY: FROM_ENV };
    const planned = await ws.run(['plan', 'defs', '--format', 'json', '--out', 'saved.json'], { env });
    expect(planned.code, planned.stderr).toBe(0);
    const plan = JSON.parse(planned.stdout) as { steps: { kind: string; after?: { config?: { headers?: Record<string, string>; sensitive_headers?: string[] } } }[] };
    const config = plan.steps.find((s) => s.kind === 'destination')?.after?.config;
    // Masked, each for its own reason; the env header is listed as sensitive by construction,
    // and says which variable it comes from.
    expect(config?.headers).toEqual({ authorization: '(sensitive)', 'X-Hook-Signature': '(sensitive)', 'X-Relay': '(sensitive, env HOOK_RELAY)', accept: 'application/json' });
    expect(config?.sensitive_headers).toEqual(['X-Hook-Signature', 'X-Relay']);

    const markdown = await ws.run(['plan', 'defs', '--format', 'markdown'], { env });
    const applied = await ws.run(['apply', 'defs', '--auto-approve'], { env });
    expect(applied.code, applied.stderr).toBe(0);
    // A second revision planned and left unapplied, then made stale by another apply.
    ws.writeText('defs/capacity.yaml', definition(2000));
    const pending = await ws.run(['plan', 'defs', '--format', 'json'], { env: { HOOK_RELAY: ROTATED } });
    expect(pending.code, pending.stderr).toBe(0);
    ws.writeText('defs/capacity.yaml', definition(3000));
    const rotated = await ws.run(['apply', 'defs', '--auto-approve'], { env: { HOOK_RELAY: ROTATED } });
    expect(rotated.code, rotated.stderr).toBe(0);
    const again = await ws.run(['plan', 'defs', '--format', 'json'], { env: { HOOK_RELAY: ROTATED } });
    expect(JSON.parse(again.stdout).summary).toMatchObject({ create: 0, update: 0, delete: 0 });
    const exported = await ws.run(['export']);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toContain('X-Relay: (sensitive)');
    // Every revision, the stale ones too.
    const revisions = await ws.run(['revisions', 'list', '--all', '--format', 'json']);
    expect(revisions.code, revisions.stderr).toBe(0);
    expect((JSON.parse(revisions.stdout) as { items: unknown[] }).items.length).toBeGreaterThanOrEqual(4);
    for (const r of [planned, markdown, applied, pending, rotated, again, exported, revisions]) expect(leaks(r.stdout + r.stderr)).toEqual([]);
    expect(leaks(ws.read('saved.json'))).toEqual([]);

    const stored = readDatabaseText(ws.dir);
    // Raw bytes of the database, its WAL and shared memory (whatever is there now).
    for (const [file, text] of stored.raw) expect(leaks(text), file).toEqual([]);
    // And every table, row by row, read through SQLite (the WAL included).
    expect(stored.tables).toContain('config_revisions');
    expect(stored.dump).toContain('sealed:v1:');
    expect(leaks(stored.dump)).toEqual([]);
    for (const file of stored.files) expect((statSync(file).mode & 0o777).toString(8), file).toBe('600');
  });

  it('an unset {env: NAME} is a validation error at its file:line:column', async () => {
    ws.writeText('defs/capacity.yaml', definition(1000));
    const r = await ws.run(['plan', 'defs'], { env: { HOOK_RELAY: undefined } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('defs/capacity.yaml:14:20: header `X-Relay` reads environment variable HOOK_RELAY, which is not set');
  });
});
