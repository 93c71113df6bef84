// A history worth reading: a plan with no changes is answered, not stored; `revisions list`
// shows what was applied and what can still be applied (--all: stale and failed too); and a
// saved plan with no changes is written (as Terraform's is) and applying it applies nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { smallDefinition, Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

/** The ID and STATUS columns of `revisions list`. */
const rows = (text: string) => text.split('\n').slice(1).filter(Boolean).map((line) => line.split(/ +/).slice(0, 2));

async function ok(args: string[]): Promise<string> {
  const result = await ws.run(args);
  expect(result.code, result.stderr).toBe(0);
  return result.stdout;
}

const newestRevision = async (): Promise<string> => rows(await ok(['revisions', 'list', '--all', '--limit', '1']))[0]?.[0] ?? '';

describe('the revision history', () => {
  it('of 20 plans, 14 without changes, lists the applied and applicable ones, and --all the stale ones too', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    await ok(['apply', 'defs', '--auto-approve']);
    const first = await newestRevision();
    for (let i = 0; i < 14; i++) expect(await ok(['plan', 'defs'])).toContain('No changes.');
    expect(rows(await ok(['revisions', 'list', '--all']))).toEqual([[first, 'applied']]);

    ws.writeDefinition('defs/capacity.yaml', smallDefinition({ slaMs: 2000 }));
    await ok(['plan', 'defs']);
    const staleOne = await newestRevision();
    await ok(['plan', 'defs']);
    const staleTwo = await newestRevision();
    await ok(['apply', 'defs', '--auto-approve']);
    const second = await newestRevision();
    ws.writeDefinition('defs/capacity.yaml', smallDefinition({ slaMs: 3000 }));
    await ok(['plan', 'defs']);
    const nextOne = await newestRevision();
    ws.writeDefinition('defs/capacity.yaml', smallDefinition({ slaMs: 4000 }));
    await ok(['plan', 'defs']);
    const nextTwo = await newestRevision();

    expect(rows(await ok(['revisions', 'list']))).toEqual([[nextTwo, 'planned'], [nextOne, 'planned'], [second, 'applied'], [first, 'applied']]);
    expect(rows(await ok(['revisions', 'list', '--all']))).toEqual([
      [nextTwo, 'planned'], [nextOne, 'planned'], [second, 'applied'], [staleTwo, 'stale'], [staleOne, 'stale'], [first, 'applied'],
    ]);
    const paged = await ok(['revisions', 'list', '--limit', '3']);
    expect(rows(paged).slice(0, 3)).toEqual([[nextTwo, 'planned'], [nextOne, 'planned'], [second, 'applied']]);
    expect(paged).toMatch(/\nMore: capctl revisions list --cursor \S+\n$/);
    const both = await ws.run(['revisions', 'list', '--all', '--status', 'stale']);
    expect(both.code).toBe(1);
    expect(both.stderr).toContain('error: --all and --status both choose what to list');
  });

  it('says where the others are when nothing applied or applicable is listed', async () => {
    // A state with no revisions: made by a command that writes without planning.
    await ok(['credentials', 'create', '--label', 'hooks', '--type', 'token', '--provider', 'webhook', '--no-secret']);
    expect(await ok(['revisions', 'list'])).toBe('No applied or applicable revisions (`capctl revisions list --all` shows stale and failed ones, if any). Make one with `capctl plan DIR`.\n');
    expect(await ok(['revisions', 'list', '--all'])).toBe('No revisions yet. Make one with `capctl plan DIR`.\n');
  });
});

describe('a saved plan with no changes', () => {
  it('is written without a revision, and applying it applies nothing; on another state it is refused', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    await ok(['apply', 'defs', '--auto-approve']);
    const planned = await ws.run(['plan', 'defs', '--out', 'plan.json']);
    expect(planned.code).toBe(0);
    expect(planned.stderr).toContain('Saved the plan to plan.json');
    const saved = JSON.parse(ws.read('plan.json')) as { revision_id: unknown; lineage: string };
    expect(saved.revision_id).toBeNull();
    expect(saved.lineage).toMatch(/^[0-9a-f-]{36}$/);
    const applied = await ws.run(['apply', 'plan.json', '--auto-approve']);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toContain('Nothing to apply.');
    expect(rows(await ok(['revisions', 'list', '--all']))).toHaveLength(1);

    // Names its local state, as CI (CI=true) requires of a local target.
    ws.writeText('other/capctl.yaml', 'state: .capctl/state.db\n');
    ws.writeDefinition('other/defs/capacity.yaml', smallDefinition());
    expect((await ws.run(['apply', 'defs', '--auto-approve'], { cwd: 'other' })).code).toBe(0);
    const elsewhere = await ws.run(['apply', 'plan.json', '--auto-approve', '--state', ws.path('other/.capctl/state.db')]);
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toMatch(/error: plan\.json cannot be applied to .*: the plan's database has lineage [0-9a-f-]{36}, this one [0-9a-f-]{36}/);
  });
});
