// Hints that fit: a refusal of many breaking changes names the fix once, and a hint that prints a
// command keeps the --chdir its paths are relative to.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopChildServers } from '@capctl/server/testing';
import { stringify } from 'yaml';
import { Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());
afterAll(() => stopChildServers());

/** `count` actions whose payload has a field `a`, required or not. */
function actions(count: number, required: boolean): string {
  const schema = { type: 'object', properties: { a: { type: 'string' } }, ...(required ? { required: ['a'] } : {}) };
  return stringify({ actions: Array.from({ length: count }, (_, i) => ({ variant: `action-${String(i).padStart(3, '0')}`, schema })) });
}

describe('refusing many breaking changes', () => {
  it('lists each, and names the fix once', async () => {
    ws.writeText('defs/capacity.yaml', actions(40, false));
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
    ws.writeText('defs/capacity.yaml', actions(40, true));
    const refused = await ws.run(['apply', 'defs', '--auto-approve']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('error: the plan makes 40 breaking schema changes:\n');
    expect(refused.stderr.match(/^ {2}action action-\d+ v1 → v2/gm)).toHaveLength(40);
    expect(refused.stderr.match(/--allow-breaking/g)).toHaveLength(2);
    expect(refused.stderr).toContain('hint: producers or consumers of these actions may fail; if that is intended, run again with --allow-breaking=VARIANT for each action listed above (or --allow-breaking for all)\n');
  });

  it('names each flag when there are a few', async () => {
    ws.writeText('defs/capacity.yaml', actions(2, false));
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
    ws.writeText('defs/capacity.yaml', actions(2, true));
    const refused = await ws.run(['apply', 'defs', '--auto-approve']);
    expect(refused.stderr).toContain('run again with --allow-breaking=action-000 --allow-breaking=action-001 (or --allow-breaking for all)\n');
  });
});

describe('a hint that prints a command', () => {
  it('keeps --chdir: plan --out says how to apply, and that command applies', async () => {
    ws.withQuickstart('infra/quickstart');
    const planned = await ws.run(['--chdir', 'infra', 'plan', 'quickstart', '--out', 'plan.json']);
    expect(planned.code, planned.stderr).toBe(0);
    const command = /apply it with: capctl (.+)\n/.exec(planned.stderr)?.[1] ?? '';
    expect(command).toBe('--chdir infra apply plan.json');
    const applied = await ws.run([...command.split(' '), '--auto-approve']);
    expect(applied.code, applied.stderr).toBe(0);
  });

  it('keeps --chdir: export says which plan shows no changes, and that command shows none', async () => {
    ws.withQuickstart('infra/quickstart');
    expect((await ws.run(['--chdir', 'infra', 'apply', 'quickstart', '--auto-approve'])).code).toBe(0);
    const exported = await ws.run(['--chdir', 'infra', 'export', '--out', 'exported/capacity.yaml']);
    expect(exported.code, exported.stderr).toBe(0);
    const command = /`capctl ([^`]+)`/.exec(exported.stderr)?.[1] ?? '';
    expect(command).toBe('--chdir infra plan exported/capacity.yaml');
    const planned = await ws.run([...command.split(' '), '--detailed-exitcode']);
    expect(planned.code, planned.stderr).toBe(0);
  });
});

describe("the key's org", () => {
  it('is said once per project, not on every command', async () => {
    ws.writeText('svc/.keep', '');
    const key = (await ws.run(['keys', 'create', '--create', '--db', 'svc/capacity.db', '--org', '7'])).stdout.trim();
    const service = await ws.serve('svc/capacity.db');
    try {
      const env = { CAPACITY_URL: service.url, CAPACITY_API_KEY: key, XDG_STATE_HOME: ws.path('xdg') };
      const said = "Using org 7, the key's org (pass --org or set CAPACITY_ORG to choose another).\n";
      ws.withQuickstart('one/quickstart');
      ws.writeText('one/capctl.yaml', '# one project\n');
      ws.writeText('two/capctl.yaml', '# another\n');
      const first = await ws.run(['apply', 'quickstart', '--auto-approve'], { env, cwd: 'one' });
      expect(first.code, first.stderr).toBe(0);
      expect(first.stderr).toContain(said);
      for (const args of [['export'], ['revisions', 'list'], ['plan', 'quickstart']]) {
        const again = await ws.run(args, { env, cwd: 'one' });
        expect(again.code, again.stderr).toBe(0);
        expect(again.stderr).not.toContain('the key\'s org');
      }
      // Another project hears it once too.
      expect((await ws.run(['export'], { env, cwd: 'two' })).stderr).toBe(said);
      expect((await ws.run(['export'], { env, cwd: 'two' })).stderr).toBe('');
    } finally {
      await service.stop('SIGTERM');
    }
  });
});
