// End-to-end: `capctl apply` of the built binary without a terminal: it needs --auto-approve,
// refuses breaking changes without --allow-breaking, and refuses a stale saved plan by name.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Workspace, smallDefinition } from './cli-fixture.js';

// Each test runs the binary several times; a busy CI machine needs more than the default.
vi.setConfig({ testTimeout: 120_000 });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

describe('capctl apply without a terminal', () => {
  it('refuses without --auto-approve, says to pass it, and changes nothing', async () => {
    const dir = ws.withQuickstart();
    const r = await ws.run(['apply', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error: apply needs a confirmation, and there is no terminal to type it in');
    expect(r.stderr).toContain('--auto-approve');
    const { plan } = await ws.planJson(dir);
    expect(plan.summary.create).toBe(8);
  });

  it('applies with --auto-approve, printing the plan and a summary', async () => {
    const dir = ws.withQuickstart();
    const r = await ws.run(['apply', dir, '--auto-approve']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('scale-up');
    expect(r.stdout).toMatch(/Applied revision \S+: 8 created, 0 updated, 0 deleted in (\d+ ms|\d+\.\ds)\n$/);
    const { plan } = await ws.planJson(dir);
    expect(plan.steps).toEqual([]);
    expect(plan.summary.unchanged).toBe(8);
  });

  it('says there is nothing to apply when nothing changed', async () => {
    const dir = ws.withQuickstart();
    await ws.run(['apply', dir, '--auto-approve']);
    const r = await ws.run(['apply', dir, '--auto-approve']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Nothing to apply.');
  });

  it('refuses a breaking schema change unless --allow-breaking is given', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    await ws.run(['apply', 'defs', '--auto-approve']);
    ws.writeDefinition('defs/capacity.yaml', smallDefinition({ required: ['order_id', 'region'] }));
    const refused = await ws.run(['apply', 'defs', '--auto-approve']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('error: the plan makes 1 breaking schema change:');
    expect(refused.stderr).toContain('action checkout v1 → v2 (mode backward):');
    expect(refused.stderr).toContain('--allow-breaking');
    expect(refused.stdout).toContain('~ action checkout  v1 → v2  BREAKING');
    expect(refused.stdout).toContain('1 breaking schema change: apply refuses it unless --allow-breaking is given.');
    expect((await ws.planJson('defs')).plan.summary.breaking).toBe(1);

    const allowed = await ws.run(['apply', 'defs', '--auto-approve', '--allow-breaking']);
    expect(allowed.code).toBe(0);
    expect(allowed.stdout).toContain('1 breaking schema change: allowed by --allow-breaking.');
    expect(allowed.stdout).not.toContain('apply refuses');
    expect((await ws.planJson('defs')).plan.steps).toEqual([]);
  });

  it('--allow-breaking=VARIANT allows exactly the named actions, and is repeatable', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    await ws.run(['apply', 'defs', '--auto-approve']);
    const checkoutBreaks = smallDefinition({ required: ['order_id', 'region'] });
    const refundBreaks = { type: 'object', required: ['refund_id'] };
    const both = {
      ...checkoutBreaks,
      actions: (checkoutBreaks.actions ?? []).map((a) => (a.variant === 'refund' ? { ...a, schema: refundBreaks } : a)),
    };
    ws.writeDefinition('defs/capacity.yaml', both);

    const one = await ws.run(['apply', 'defs', '--auto-approve', '--allow-breaking=checkout']);
    expect(one.code).toBe(1);
    expect(one.stderr).toContain('error: the plan makes 1 breaking schema change:\n  action refund v1 → v2 (mode backward):');
    expect(one.stderr).not.toContain('action checkout');
    expect(one.stderr).toContain('hint: producers or consumers of these actions may fail; if that is intended, run again with --allow-breaking=refund (or --allow-breaking for all)');
    // The option takes its value only after `=`: the definition path is not taken for a variant.
    const typo = await ws.run(['apply', '--allow-breaking=chekout', 'defs', '--auto-approve', '--allow-breaking=refund']);
    expect(typo.code).toBe(1);
    expect(typo.stderr).toContain('warning: --allow-breaking=chekout: this plan has no breaking change of an action chekout');
    expect(typo.stderr).toContain('run again with --allow-breaking=checkout (or');
    expect((await ws.planJson('defs')).plan.summary.breaking).toBe(2);

    // Comma-separated, as the GitHub Action passes its `allow-breaking` input.
    const allowed = await ws.run(['apply', 'defs', '--auto-approve', '--allow-breaking=checkout,refund']);
    expect(allowed.stderr).toBe('');
    expect(allowed.code).toBe(0);
    expect(allowed.stdout).toContain('2 breaking schema changes: allowed by --allow-breaking.');
    expect((await ws.planJson('defs')).plan.steps).toEqual([]);
  });
});

describe('saved plans', () => {
  it('applies a saved plan', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    const planned = await ws.run(['plan', 'defs', '--out', 'plan.json']);
    expect(planned.code).toBe(0);
    expect(planned.stderr).toContain('Saved the plan to plan.json');
    const applied = await ws.run(['apply', 'plan.json', '--auto-approve']);
    expect(applied.stderr).toBe('');
    expect(applied.code).toBe(0);
    expect((await ws.planJson('defs')).plan.steps).toEqual([]);
  });

  it('refuses a saved plan made for another org', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    expect((await ws.run(['plan', 'defs', '--out', 'plan.json'])).code).toBe(0);
    const r = await ws.run(['apply', 'plan.json', '--auto-approve', '--org', '2']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`error: plan.json cannot be applied to ${ws.path('.capctl/state.db')} (org 2): it was planned for org 1, not org 2`);
    expect(ws.read('plan.json')).toContain('"revision_id"');
  });

  it('refuses a stale saved plan, naming what moved since it was made', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    await ws.run(['apply', 'defs', '--auto-approve']);
    ws.writeDefinition('defs/capacity.yaml', smallDefinition({ refund: false }));
    expect((await ws.run(['plan', 'defs', '--out', 'plan.json'])).code).toBe(0);

    // Someone else changes the webhook after the plan was saved.
    ws.writeDefinition('other/capacity.yaml', smallDefinition({ slaMs: 2500 }));
    expect((await ws.run(['apply', 'other', '--auto-approve'])).code).toBe(0);

    const stale = await ws.run(['apply', 'plan.json', '--auto-approve']);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toMatch(/^error: the saved plan is stale: /);
    expect(stale.stderr).toContain('orders-hook');
    expect(stale.stderr).toContain('hint: run `capctl plan` again');
    // Nothing of the stale plan was applied: refund is still there.
    const { plan } = await ws.planJson('defs');
    expect(plan.steps.map((s) => `${s.op} ${s.name}`)).toContain('delete refund');
  });
});
