// End-to-end: `capctl validate` and `capctl plan` of the built binary on the embedded state,
// including every exit status of --detailed-exitcode.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Workspace, smallDefinition } from './cli-fixture.js';

// Each test runs the binary several times; a busy CI machine needs more than the default.
vi.setConfig({ testTimeout: 120_000 });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

describe('problems only the state reveals', () => {
  it('places them at file:line:column in the file that holds them, for plan and apply', async () => {
    ws.writeText('defs/a-actions.yaml', 'actions:\n  - variant: checkout\n    schema: {type: object}\n');
    ws.writeText('defs/b-sources.yaml', [
      'resources:',
      '  sources:',
      '    - name: orders',
      '      type: cloud_sqs',
      '      config: {queue_url: "https://sqs.example.com/orders", region: eu-west-1}',
      '      ingest: {variant: checkout, version: 1}',
      '',
    ].join('\n'));
    ws.writeText('defs/c-sources.yaml', [
      'resources:',
      '  sources:',
      '    - name: refunds',
      '      type: cloud_sqs',
      '      credential: no-such-credential',
      '      config: {queue_url: "https://sqs.example.com/refunds", region: eu-west-1}',
      '      ingest: {variant: checkout, version: 1}',
      '',
    ].join('\n'));
    expect((await ws.run(['validate', 'defs'])).code).toBe(0);
    for (const command of [['plan', 'defs'], ['apply', 'defs', '--auto-approve']]) {
      const r = await ws.run(command);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('error: 1 problem in defs against the current state:');
      // Merged, it is the second source; in its file, the first, on line 5.
      expect(r.stderr).toMatch(/defs\/c-sources\.yaml:5:19: credential "no-such-credential" matches no credential .*\(\/resources\/sources\/0\/credential\)/);
    }
  });
});

describe('capctl validate', () => {
  it('accepts the quickstart and says what it holds', async () => {
    const dir = ws.withQuickstart();
    const r = await ws.run(['validate', dir]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('quickstart is valid: 3 actions, 1 destination, 1 metrics source, 2 queries, 1 source in 1 file.\n');
  });

  it('prints every problem as file:line:column and exits 1', async () => {
    const file = ws.writeText('defs/broken.yaml', [
      'actions:',
      '  - variant: checkout',
      '    destinatons: [orders-hook]',
      '    schema: {type: object}',
      '',
    ].join('\n'));
    const r = await ws.run(['validate', 'defs']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^error: 1 problem in defs:/);
    expect(r.stderr).toContain(`${file}:3:5: `);
    expect(r.stderr).toContain('destinaton');
    expect(r.stderr).toMatch(/\nhint: /);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('says so when the path does not exist', async () => {
    const r = await ws.run(['validate', 'nowhere']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error: no such file or directory: nowhere');
  });
});

describe('capctl plan --detailed-exitcode', () => {
  it('exits 2 when there are changes, 0 once they are applied', async () => {
    const dir = ws.withQuickstart();
    const first = await ws.run(['plan', dir, '--detailed-exitcode']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(2);
    expect(first.stdout).toContain('scale-up');

    const applied = await ws.run(['apply', dir, '--auto-approve']);
    expect(applied.code).toBe(0);

    const again = await ws.run(['plan', dir, '--detailed-exitcode']);
    expect(again.code).toBe(0);
  });

  it('exits 3 when the plan deletes something', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
    ws.writeDefinition('defs/capacity.yaml', smallDefinition({ refund: false }));
    const r = await ws.run(['plan', 'defs', '--detailed-exitcode']);
    expect(r.code).toBe(3);
    expect(r.stdout).toContain('refund');
  });

  it('exits 3 when a schema change is breaking, 2 when it is backward compatible', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
    // A single file works as well as a directory.
    ws.writeDefinition('defs/capacity.yaml', smallDefinition({ required: ['order_id', 'region'] }));
    expect((await ws.run(['plan', 'defs/capacity.yaml', '--detailed-exitcode'])).code).toBe(3);
    ws.writeDefinition('defs/capacity.yaml', smallDefinition({ required: [] }));
    expect((await ws.run(['plan', 'defs/capacity.yaml', '--detailed-exitcode'])).code).toBe(2);
  });

  it('exits 1 on an error', async () => {
    ws.writeText('defs/capacity.yaml', 'actions: [ {variant: x\n');
    const r = await ws.run(['plan', 'defs', '--detailed-exitcode']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error: /);
    expect(r.stderr).toContain('defs/capacity.yaml:');
  });

  it('prints the plan as JSON with its format version', async () => {
    const dir = ws.withQuickstart();
    const { result, plan } = await ws.planJson(dir);
    expect(result.code).toBe(0);
    expect(plan.summary).toEqual({ create: 8, update: 0, delete: 0, unchanged: 0, breaking: 0 });
    expect(plan.steps.map((s) => `${s.op} ${s.kind} ${s.name}`)).toContain('create action scale-up');
    expect(JSON.parse(result.stdout).format_version).toBe(2);
  });

  it('prints Markdown for a pull request, starting with the comment marker', async () => {
    const dir = ws.withQuickstart();
    const r = await ws.run(['plan', dir, '--format', 'markdown']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('<!-- capctl-plan -->');
    expect(r.stdout).toContain('scale-up');
  });

  it('refuses an unknown format', async () => {
    const dir = ws.withQuickstart();
    const r = await ws.run(['plan', dir, '--format', 'yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error: unknown format "yaml"');
    expect(r.stderr).toContain('hint: use one of: text, markdown, json');
  });
});
