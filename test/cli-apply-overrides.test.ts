// End-to-end, with the built binary in local mode: `capctl apply --override NAME=REASON` reaches
// the apply request (each override is said, from that request, before the revision is applied,
// for a definition and for a saved plan), and malformed overrides are usage errors naming the fix.
import { existsSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  ws.withQuickstart('capacity');
});
afterEach(() => ws.remove());

const overrideLines = (stderr: string) => stderr.split('\n').filter((l) => l.startsWith('Overriding policy '));

describe('capctl apply --override', () => {
  it('passes every override, with its reason, in the apply request', async () => {
    const result = await ws.run(['apply', 'capacity', '--auto-approve', '--format', 'json',
      '--override', 'protected-deletes=retired in #123', '--override', 'webhook-hosts= a=b, kept as written ']);
    expect(result.code, result.stderr).toBe(0);
    expect(overrideLines(result.stderr)).toEqual([
      'Overriding policy protected-deletes: retired in #123',
      'Overriding policy webhook-hosts: a=b, kept as written',
    ]);
    expect(JSON.parse(result.stdout)).toMatchObject({ status: 'applied' });
  });

  it('passes them when a saved plan is applied too', async () => {
    const planned = await ws.run(['plan', 'capacity', '--out', 'plan.json']);
    expect(planned.code, planned.stderr).toBe(0);
    const result = await ws.run(['apply', 'plan.json', '--auto-approve', '--override', 'delete-budget=one-off cleanup']);
    expect(result.code, result.stderr).toBe(0);
    expect(overrideLines(result.stderr)).toEqual(['Overriding policy delete-budget: one-off cleanup']);
    expect(result.stdout).toMatch(/Applied revision /);
  });

  it('says nothing of overrides when none is given', async () => {
    const result = await ws.run(['apply', 'capacity', '--auto-approve']);
    expect(result.code, result.stderr).toBe(0);
    expect(overrideLines(result.stderr)).toEqual([]);
  });

  it.each([
    [['--override', 'protected-deletes'], 'error: --override protected-deletes gives no reason', '--override protected-deletes="REASON"'],
    [['--override', 'protected-deletes=  '], 'error: --override protected-deletes= gives an empty reason', '--override protected-deletes="REASON"'],
    [['--override', '=because'], 'error: --override needs a policy name before "="', '--override protected-deletes="retired in #123"'],
    [['--override', 'Protected Deletes=because'], 'is not a policy name', '--override protected-deletes="retired in #123"'],
    [['--override', 'a=one', '--override', 'a=two'], 'error: --override a is given twice', 'one --override with one reason'],
  ])('refuses %j before planning anything, naming the fix', async (flags, message, fix) => {
    const result = await ws.run(['apply', 'capacity', '--auto-approve', ...flags]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toMatch(/^hint: /m);
    expect(result.stderr).toContain(fix);
    // Refused before anything was planned: no state was even made.
    expect(existsSync(ws.path('.capctl/state.db'))).toBe(false);
  });
});
