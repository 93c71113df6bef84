// End-to-end, with the built binary in local mode: `capctl apply --override NAME=REASON` reaches
// the service's apply (each override is said before the revision is applied, for a definition and
// for a saved plan, and recorded with the revision), and malformed overrides are usage errors
// naming the fix.
import { existsSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openEmbeddedAdapter } from '@capctl/state';
import { Workspace } from './cli-fixture.js';

// Two overridable policies the quickstart's first plan violates: one on the plan, one per create.
const POLICIES = `name: change-freeze
description: changes wait for the freeze to end, or a reason
scope: plan
condition: "size(plan.steps) > 0"
message: the plan changes something during the freeze
enforcement: overridable
---
name: reviewed-creates
description: every new object needs a reason
scope: plan
condition: "plan.steps.exists(s, s.op == 'create')"
message: the plan creates objects
enforcement: overridable
`;

async function pushPolicies(ws: Workspace): Promise<void> {
  const adapter = await openEmbeddedAdapter({ dbPath: ws.path('.capctl/state.db'), orgId: '1' });
  try {
    await adapter.pushPolicies({ files: [{ path: 'freeze.yaml', text: POLICIES }] });
  } finally {
    await adapter.close();
  }
}

/** The overrides the newest applied revision recorded, as the service reads them back. */
async function recordedOverrides(ws: Workspace): Promise<unknown> {
  const adapter = await openEmbeddedAdapter({ dbPath: ws.path('.capctl/state.db'), orgId: '1' });
  try {
    const [newest] = (await adapter.listRevisions({ statuses: ['applied'] })).items;
    return newest?.overrides;
  } finally {
    await adapter.close();
  }
}

vi.setConfig({ testTimeout: 120_000 });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  ws.withQuickstart('capacity');
});
afterEach(() => ws.remove());

const overrideLines = (stderr: string) => stderr.split('\n').filter((l) => l.startsWith('Overriding policy '));

describe('capctl apply --override', () => {
  it('passes every override, with its reason, to the apply, which records them', async () => {
    await pushPolicies(ws);
    // Without the overrides the service refuses: the flags are what lets the apply through.
    const refused = await ws.run(['apply', 'capacity', '--auto-approve', '--override', 'change-freeze=retired in #123']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('reviewed-creates');
    const result = await ws.run(['apply', 'capacity', '--auto-approve', '--format', 'json',
      '--override', 'change-freeze=retired in #123', '--override', 'reviewed-creates= a=b, kept as written ']);
    expect(result.code, result.stderr).toBe(0);
    expect(overrideLines(result.stderr)).toEqual([
      'Overriding policy change-freeze: retired in #123',
      'Overriding policy reviewed-creates: a=b, kept as written',
    ]);
    expect(JSON.parse(result.stdout)).toMatchObject({ status: 'applied' });
    expect(await recordedOverrides(ws)).toEqual([
      { policy: 'change-freeze', reason: 'retired in #123' },
      { policy: 'reviewed-creates', reason: 'a=b, kept as written' },
    ]);
  });

  it('passes them when a saved plan is applied too', async () => {
    await pushPolicies(ws);
    const planned = await ws.run(['plan', 'capacity', '--out', 'plan.json']);
    // The plan shows what the policies refuse: exit 3.
    expect(planned.code, planned.stderr).toBe(3);
    const result = await ws.run(['apply', 'plan.json', '--auto-approve', '--override', 'change-freeze=one-off cleanup', '--override', 'reviewed-creates=first setup']);
    expect(result.code, result.stderr).toBe(0);
    expect(overrideLines(result.stderr)).toEqual(['Overriding policy change-freeze: one-off cleanup', 'Overriding policy reviewed-creates: first setup']);
    expect(result.stdout).toMatch(/Applied revision /);
    expect(await recordedOverrides(ws)).toEqual([
      { policy: 'change-freeze', reason: 'one-off cleanup' },
      { policy: 'reviewed-creates', reason: 'first setup' },
    ]);
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
