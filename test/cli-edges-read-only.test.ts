// Read-only commands never create state: where there is none they say where they looked and
// which local states exist nearby, exit 1, and leave the directory as it was.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

// No CI sign: local state is chosen without being named, as on a laptop.
const LAPTOP = { env: { CI: undefined } };

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  rmSync(ws.path('capctl.yaml'));
});
afterEach(() => ws.remove());

describe('a read-only command where there is no state', () => {
  it.each([
    [['revisions', 'list']],
    [['revisions', 'show', 'abc']],
    [['export']],
    [['drift']],
    [['schemas', 'list', 'checkout']],
    [['credentials', 'list']],
  ])('%j says where it looked, names the state below, and creates nothing', async (args) => {
    ws.writeText('project/capctl.yaml', '# the project\n');
    ws.withQuickstart('project/capacity');
    expect((await ws.run(['apply', 'project/capacity', '--auto-approve'], LAPTOP)).code).toBe(0);
    expect(existsSync(ws.path('project/.capctl/state.db'))).toBe(true);

    const result = await ws.run(args, LAPTOP);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `error: there is no local state at ${ws.path('.capctl/state.db')}: looked in the project root ${ws.dir} `
      + '(no capctl.yaml, .capctl/ or git work tree is above it); nothing was read or created\n'
      + '  local states nearby:\n'
      + `    ${ws.path('project/.capctl/state.db')}\n`
      + `hint: run it in that state's project (--chdir ${ws.path('project')}), or pass --state PATH\n`);
    expect(readdirSync(ws.dir).sort()).toEqual(['project']);
  });

  it('refuses a --state path with no database, and says when no state is near', async () => {
    const result = await ws.run(['export', '--state', 'typo/state.db'], LAPTOP);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `error: there is no local state at ${ws.path('typo/state.db')}: looked in the state named by --state, CAPCTL_STATE or capctl.yaml; nothing was read or created\n`
      + '  no other local state was found above or below this directory\n'
      + 'hint: run it in the project whose state you mean (--chdir DIR), pass --state PATH or --url; `capctl apply DIR` makes the state on its first run\n');
    expect(readdirSync(ws.dir)).toEqual([]);
  });

  it('reads the state of the project it runs in', async () => {
    ws.writeText('project/capctl.yaml', '# the project\n');
    ws.withQuickstart('project/capacity');
    expect((await ws.run(['apply', 'capacity', '--auto-approve'], { ...LAPTOP, cwd: 'project' })).code).toBe(0);
    const listed = await ws.run(['revisions', 'list', '--format', 'json'], { ...LAPTOP, cwd: 'project/capacity' });
    expect(listed.code, listed.stderr).toBe(0);
    expect((JSON.parse(listed.stdout) as { items: unknown[] }).items).toHaveLength(1);
  });
});
