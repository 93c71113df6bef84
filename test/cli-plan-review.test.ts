// End-to-end, with the built binary: what a reviewer reads in a plan. Renames by alias are one
// update, drift from a direct API write is named in every format, and the Markdown comment
// names every delete and breaking change whatever the plan's size.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Definition } from '@capctl/core';
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
