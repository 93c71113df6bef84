// One state per project: the local state is .capctl/ of the project root (capctl.yaml or an
// existing .capctl/, else the git work tree's root, else the definition's directory), whatever
// the current directory; --state and CAPCTL_STATE override it; capctl.yaml holds defaults.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { smallDefinition, Workspace } from './cli-fixture.js';

// Each test runs the binary several times; a busy CI machine needs more than the default.
vi.setConfig({ testTimeout: 120_000 });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

/** A developer's machine: no CI=true, so a default local state is chosen without naming it. */
const DEV = { CI: undefined };

const steps = async (args: readonly string[], cwd?: string) => {
  const r = await ws.run(['plan', ...args, '--format', 'json'], cwd === undefined ? { env: DEV } : { cwd, env: DEV });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return (JSON.parse(r.stdout) as { steps: unknown[] }).steps;
};

describe('the project root', () => {
  it('is the same from a subdirectory: plan . there shows no changes after an apply from the root', async () => {
    ws.writeDefinition('capacity/capacity.yaml', smallDefinition());
    expect((await ws.run(['apply', 'capacity', '--auto-approve'])).code).toBe(0);
    expect(await steps(['.'], 'capacity')).toEqual([]);
    expect(await steps(['capacity.yaml'], 'capacity')).toEqual([]);
    const applied = await ws.run(['apply', '.', '--auto-approve'], { cwd: 'capacity' });
    expect(applied.stdout).toContain('Nothing to apply.');
    expect(existsSync(ws.path('capacity/.capctl'))).toBe(false);
    // Commands without a definition find the root from the current directory upward.
    const revisions = await ws.run(['revisions', 'list', '--format', 'json'], { cwd: 'capacity' });
    // The first apply's revision; the plans after it had no changes, and those are not stored.
    expect((JSON.parse(revisions.stdout) as { items: unknown[] }).items).toHaveLength(1);
    const exported = await ws.run(['export'], { cwd: 'capacity' });
    expect(exported.stdout).toContain('variant: checkout');
  });

  it('is the nearest directory with .capctl/ when there is no capctl.yaml', async () => {
    rmSync(ws.path('capctl.yaml'));
    ws.writeDefinition('capacity/capacity.yaml', smallDefinition());
    mkdirSync(ws.path('.capctl'));
    expect((await ws.run(['apply', '.', '--auto-approve'], { cwd: 'capacity', env: DEV })).code).toBe(0);
    expect(existsSync(ws.path('.capctl/state.db'))).toBe(true);
    expect(await steps(['capacity'])).toEqual([]);
  });

  it('is the git work tree root, found from a nested definition, else the definition\'s own directory', async () => {
    rmSync(ws.path('capctl.yaml'));
    mkdirSync(ws.path('repo/.git'), { recursive: true });
    ws.writeDefinition('repo/infra/capacity/capacity.yaml', smallDefinition());
    expect((await ws.run(['apply', 'capacity', '--auto-approve'], { cwd: 'repo/infra', env: DEV })).code).toBe(0);
    expect(existsSync(ws.path('repo/.capctl/state.db'))).toBe(true);
    expect(await steps(['.'], 'repo/infra/capacity')).toEqual([]);

    ws.writeDefinition('loose/capacity.yaml', smallDefinition());
    expect((await ws.run(['apply', 'loose', '--auto-approve'], { env: DEV })).code).toBe(0);
    expect(existsSync(ws.path('loose/.capctl/state.db'))).toBe(true);
    expect(existsSync(ws.path('.capctl'))).toBe(false);
  });

  it('gives way to --state and CAPCTL_STATE', async () => {
    ws.writeDefinition('capacity/capacity.yaml', smallDefinition());
    expect((await ws.run(['apply', 'capacity', '--auto-approve', '--state', 'elsewhere/a.db'])).code).toBe(0);
    expect(existsSync(ws.path('elsewhere/a.db'))).toBe(true);
    expect(existsSync(ws.path('.capctl/state.db'))).toBe(false);
    const viaEnv = await ws.run(['plan', 'capacity', '--format', 'json'], { env: { CAPCTL_STATE: ws.path('elsewhere/a.db') } });
    expect((JSON.parse(viaEnv.stdout) as { steps: unknown[] }).steps).toEqual([]);
  });
});

describe('capctl.yaml', () => {
  it('sets the org and the state path (relative to the file)', async () => {
    ws.writeText('capctl.yaml', 'org: 3\nstate: var/capacity.db\n');
    ws.writeDefinition('capacity/capacity.yaml', smallDefinition());
    expect((await ws.run(['apply', '.', '--auto-approve'], { cwd: 'capacity' })).code).toBe(0);
    expect(existsSync(ws.path('var/capacity.db'))).toBe(true);
    const list = await ws.run(['revisions', 'list', '--format', 'json']);
    expect((JSON.parse(list.stdout) as { items: { org_id: string }[] }).items.map((r) => r.org_id)).toEqual(['3']);
    expect(await steps(['capacity', '--org', '3'])).toEqual([]);
  });

  it('is checked: an unknown key or a bad value is an error at file:line:column, and nothing is created', async () => {
    ws.writeText('capctl.yaml', '# defaults\norg: one\nregion: eu\n');
    ws.writeDefinition('capacity/capacity.yaml', smallDefinition());
    const r = await ws.run(['plan', 'capacity']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error: 2 problems in capctl.yaml:\n');
    expect(r.stderr).toContain('  capctl.yaml:2:6: org must be the numeric org id, e.g. 1\n');
    expect(r.stderr).toContain('  capctl.yaml:3:1: unknown key "region"; capctl.yaml may hold org, url, state, compatibility, policies and secrets\n');
    expect(existsSync(ws.path('.capctl'))).toBe(false);
  });

  it('is not read as a definition when the project root is the definition directory', async () => {
    ws.writeText('capctl.yaml', 'org: 1\n');
    ws.writeDefinition('capacity.yaml', smallDefinition());
    const r = await ws.run(['validate', '.']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('. is valid: 2 actions, 1 destination, 0 metrics sources, 0 queries, 0 sources in 1 file.\n');
  });
});
