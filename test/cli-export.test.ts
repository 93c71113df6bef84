// End-to-end: `capctl export` writes the state as a definition that plans to no changes, and
// `capctl fmt` rewrites files canonically while keeping comments.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { smallDefinition, Workspace } from './cli-fixture.js';

// Each test runs the binary several times; a busy CI machine needs more than the default.
vi.setConfig({ testTimeout: 120_000 });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

describe('capctl export', () => {
  it('round-trips: the exported definition plans to no changes', async () => {
    const dir = ws.withQuickstart();
    expect((await ws.run(['apply', dir, '--auto-approve'])).code).toBe(0);

    const exported = await ws.run(['export', '--out', 'exported/capacity.yaml']);
    expect(exported.code).toBe(0);
    const text = ws.read('exported/capacity.yaml');
    expect(text).toMatch(/^# yaml-language-server: \$schema=/);
    expect(text).toContain('variant: scale-up');

    const validated = await ws.run(['validate', 'exported']);
    expect(validated.code).toBe(0);
    expect((await ws.run(['fmt', '--check', 'exported'])).code).toBe(0);
    const plan = await ws.run(['plan', 'exported', '--detailed-exitcode']);
    expect(plan.stderr).toBe('');
    expect(plan.code).toBe(0);
  });

  it('never writes a secret header value, and the exported placeholder still plans to no changes', async () => {
    const secret = 'Bearer tok-export-0123456789';
    ws.writeDefinition('defs/capacity.yaml', smallDefinition({ headers: { authorization: secret, 'content-type': 'application/json' } }));
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);

    const exported = await ws.run(['export', '--out', 'exported/capacity.yaml']);
    expect(exported.code).toBe(0);
    const text = ws.read('exported/capacity.yaml');
    expect(text).not.toContain('tok-export-0123456789');
    expect(text).toMatch(/authorization: "?\(sensitive\)"?/);

    const plan = await ws.run(['plan', 'exported', '--detailed-exitcode']);
    expect(plan.code).toBe(0);
    expect(plan.stdout).toContain('No changes.');
  });

  it('escapes a stored `${var.…}` so that the exported file reads back as the same text', async () => {
    // Written escaped in the source, so the service stores the literal text `${var.tenant}`.
    ws.writeDefinition('defs/capacity.yaml', smallDefinition({ headers: { 'x-template': 'tenant-$${var.tenant}' } }));
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);

    expect((await ws.run(['export', '--out', 'exported/capacity.yaml'])).code).toBe(0);
    expect(ws.read('exported/capacity.yaml')).toContain('x-template: tenant-$${var.tenant}');
    const plan = await ws.run(['plan', 'exported', '--detailed-exitcode']);
    expect(plan.stderr).toBe('');
    expect(plan.code).toBe(0);
  });

  it('prints to standard output without --out', async () => {
    const dir = ws.withQuickstart();
    await ws.run(['apply', dir, '--auto-approve']);
    const r = await ws.run(['export']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('label: ops-webhook');
    expect(r.stdout).toContain('app-metrics/queue-depth');
  });
});

describe('capctl fmt', () => {
  const messy = [
    '# Team checkout',
    'resources:',
    '  destinations:',
    '  - config:',
    '      url: https://hooks.example.com/a   # the hook',
    '    type: webhook',
    '    label: a',
    'actions:',
    '- schema: {type: object}',
    '  variant: checkout  # primary',
    '',
  ].join('\n');

  it('--check lists files that would change and exits 1, without changing them', async () => {
    ws.writeText('defs/a.yaml', messy);
    const r = await ws.run(['fmt', '--check', 'defs']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error: 1 file not in canonical format:');
    expect(r.stderr).toContain('defs/a.yaml');
    expect(ws.read('defs/a.yaml')).toBe(messy);
  });

  it('rewrites in canonical order, keeps comments, and is then stable', async () => {
    ws.writeText('defs/a.yaml', messy);
    const r = await ws.run(['fmt', 'defs']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('defs/a.yaml\n');
    expect(ws.read('defs/a.yaml')).toBe([
      '# Team checkout',
      '',
      'actions:',
      '  - variant: checkout # primary',
      '    schema: {type: object}',
      'resources:',
      '  destinations:',
      '    - label: a',
      '      type: webhook',
      '      config:',
      '        url: https://hooks.example.com/a # the hook',
      '',
    ].join('\n'));
    const check = await ws.run(['fmt', '--check', 'defs']);
    expect(check.code).toBe(0);
  });
});
