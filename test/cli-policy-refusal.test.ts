// End-to-end: local `capctl apply` of the built binary when the org's policies refuse the plan:
// exit 1, the service's words (which policy, on what, how to override) and a next step, and
// nothing applied. The set is pushed through the local state as `capctl policies push` would.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openEmbeddedAdapter } from '@capctl/state';
import { Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

const POLICIES = `name: no-forbidden-hook
description: the hook named forbidden is never created
scope: step
condition: "step.kind == 'destination' && step.name == 'forbidden'"
message: the forbidden hook may not be created
enforcement: mandatory
---
name: guarded-hook
description: the guarded hook needs a reason
scope: step
condition: "step.kind == 'destination' && step.name == 'guarded'"
message: the guarded hook needs an override
enforcement: overridable
`;

const hook = (label: string) => ({ label, type: 'webhook', config: { url: `https://hooks.example.com/${label}` } });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

async function pushPolicies(): Promise<void> {
  const adapter = await openEmbeddedAdapter({ dbPath: ws.path('.capctl/state.db'), orgId: '1' });
  try {
    await adapter.pushPolicies({ files: [{ path: 'hooks.yaml', text: POLICIES }] });
  } finally {
    await adapter.close();
  }
}

describe('capctl apply against the org\'s policies (local mode)', () => {
  it('refuses a plan a mandatory or an unoverridden overridable policy flags, and says what to do', async () => {
    await pushPolicies();
    ws.writeDefinition('defs/hooks.yaml', { resources: { destinations: [hook('forbidden'), hook('guarded')] } } as never);
    const refused = await ws.run(['apply', 'defs', '--auto-approve']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("is refused by the org's policies (version 1): 2 problems:");
    expect(refused.stderr).toContain('mandatory policy `no-forbidden-hook` on destination/forbidden: the forbidden hook may not be created');
    expect(refused.stderr).toContain('overridable policy `guarded-hook` on destination/guarded: the guarded hook needs an override');
    expect(refused.stderr).toContain('capctl apply --override guarded-hook=REASON');
    expect(refused.stderr).toContain('--override NAME=REASON');
    const adapter = await openEmbeddedAdapter({ dbPath: ws.path('.capctl/state.db'), orgId: '1' });
    try {
      expect((await adapter.readState()).destinations).toEqual([]);
    } finally {
      await adapter.close();
    }
  });
});
