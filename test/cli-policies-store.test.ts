// End-to-end, with the built binary: `capctl policies push|list|show` in both adapters. Local
// state: push checks the files first (problems at file:line:column, nothing sent), stores version
// 1 then 2, files named relative to the pushed directory; list and show read any version, JSON as
// the schemas say. Over HTTP: only an admin key pushes, plan and apply keys are refused naming the
// admin role and store nothing, and every role reads.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildServer } from '@capctl/server/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOT, Workspace } from './cli-fixture.js';
import { outputSchema } from './fixtures/output-schema.js';

vi.setConfig({ testTimeout: 120_000 });

const validList = outputSchema('policies-list');
const validShow = outputSchema('policies-show');
const validKeys = outputSchema('keys-list');

interface ListedSet {
  readonly version: number;
  readonly digest: string;
  readonly message: string | null;
  readonly files: readonly string[];
  readonly pushed_by: { readonly role: string; readonly user: string } | null;
  readonly policies: readonly { readonly name: string; readonly file: string | null; readonly line: number | null }[];
}

const EXAMPLE_NAMES = ['breaking-schema-change', 'delete-budget', 'no-mode-weakening', 'protected-deletes', 'webhook-allow-list'];
const BROKEN = 'name: broken\nscope: plan\ncondition: plan.summary.delete >\nmessage: never\nenforcement: advisory\n';

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  cpSync(join(ROOT, 'examples/policies'), ws.path('rules'), { recursive: true });
});
afterEach(() => ws.remove());

async function listed(env: Record<string, string> = {}, ...args: string[]): Promise<ListedSet> {
  const r = await ws.run(['policies', 'list', '--format', 'json', ...args], { env });
  expect(r.code, r.stderr).toBe(0);
  const set = JSON.parse(r.stdout) as ListedSet;
  expect(validList(set), JSON.stringify(validList.errors)).toBe(true);
  return set;
}

describe('capctl policies push|list|show, local state', () => {
  it('pushes version 1 then 2, lists and shows them, each file named relative to the directory', async () => {
    const first = await ws.run(['policies', 'push', ws.path('rules')]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^Pushed policy set version 1 \(digest [0-9a-f]{12}…\): 5 policies\.\n$/);
    ws.writeText('rules/extra/advice.yaml', 'name: advice\ndescription: Says hello.\nscope: plan\ncondition: "true"\nmessage: hello\nenforcement: advisory\n');
    const second = await ws.run(['policies', 'push', 'rules', '--message', 'add advice', '--format', 'json']);
    expect(second.code, second.stderr).toBe(0);
    const pushed = JSON.parse(second.stdout) as ListedSet;
    expect(validList(pushed), JSON.stringify(validList.errors)).toBe(true);
    expect([pushed.version, pushed.message, pushed.pushed_by?.role]).toEqual([2, 'add advice', 'admin']);
    // Paths relative to the pushed directory, whichever way it was named; test files are not sent.
    expect(pushed.files).toEqual(['delete-budget.yaml', 'extra/advice.yaml', 'no-mode-weakening.yaml', 'protected-deletes.yaml', 'webhook-allow-list.yaml']);
    expect(JSON.stringify(pushed.files) + JSON.stringify(pushed.policies)).not.toContain(ws.dir);

    expect(await listed()).toEqual(pushed);
    const v1 = await listed({}, '--version', '1');
    expect([v1.version, v1.message, v1.policies.map((p) => p.name)]).toEqual([1, null, EXAMPLE_NAMES]);
    expect((await listed({}, '--version', '0')).policies).toEqual([]);

    const text = await ws.run(['policies', 'list']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^Policy set version 2 \(digest [0-9a-f]{12}…\) at \.capctl\/state\.db \(org 1\)\nPushed: \S+ by \S+\nMessage: add advice\n/);
    expect(text.stdout).toMatch(/\nNAME +SCOPE +ENFORCEMENT +DESCRIPTION\nadvice +plan +advisory +Says hello\.\n/);
    expect(text.stdout).toMatch(/\ndelete-budget +plan +overridable +At most 10 deletes/);

    const shown = await ws.run(['policies', 'show', 'delete-budget']);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('Policy delete-budget (policy set version 2');
    expect(shown.stdout).toContain('\nEnforcement: overridable\nFrom: delete-budget.yaml:4:1\n');
    expect(shown.stdout).toMatch(/\nCondition:\n {2}plan\.summary\.delete > 10\n$/);
    const json = await ws.run(['policies', 'show', 'advice', '--version', '2', '--format', 'json']);
    const policy = JSON.parse(json.stdout) as { set: { version: number }; policy: { file: string; line: number } };
    expect(validShow(policy), JSON.stringify(validShow.errors)).toBe(true);
    expect([policy.set.version, policy.policy.file, policy.policy.line]).toEqual([2, 'extra/advice.yaml', 1]);
  });

  it('names the closest policy for an unknown name, and an unknown version', async () => {
    expect((await ws.run(['policies', 'push', 'rules'])).code).toBe(0);
    const typo = await ws.run(['policies', 'show', 'delete-budgte']);
    expect(typo.code).toBe(1);
    expect(typo.stderr).toContain('error: no policy named "delete-budgte" in policy set version 1 at .capctl/state.db (org 1); did you mean `delete-budget`?');
    expect(typo.stderr).toContain('hint: `capctl policies list` lists the policies of the set');
    const missing = await ws.run(['policies', 'list', '--version', '7']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('error: policy set version 7 was not found at .capctl/state.db (org 1)');
    const bad = await ws.run(['policies', 'list', '--version', 'latest']);
    expect(bad.stderr).toContain('error: --version must be a whole number, got "latest"');
  });

  it('checks the files before sending: a problem at file:line:column, and nothing is stored', async () => {
    expect((await ws.run(['policies', 'push', 'rules'])).code).toBe(0);
    ws.writeText('rules/broken.yaml', BROKEN);
    const refused = await ws.run(['policies', 'push', 'rules', '--message', 'never stored']);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/^error: 1 problem in the policies of rules:\n {2}rules\/broken\.yaml:3:\d+: policy `broken`: condition: /);
    const set = await listed();
    expect([set.version, set.message]).toEqual([1, null]);
  });
});

describe('capctl policies over HTTP', () => {
  let service: ChildServer;

  beforeEach(async () => {
    ws.writeText('svc/.keep', '');
    service = await ws.serve('svc/capacity.db', 'info');
  });
  afterEach(() => service.stop());

  it('pushes only with an admin key; plan and apply keys are refused naming the admin role, and every role reads', async () => {
    const key = async (role: string) => (await ws.run(['keys', 'create', '--create', '--db', 'svc/capacity.db', '--org', '9', '--role', role, '--name', `${role}-key`])).stdout.trim();
    const env = (_role: string, k: string) => ({ CAPACITY_URL: service.url, CAPACITY_API_KEY: k, CAPACITY_ORG: '9' });
    const keys = { plan: await key('plan'), apply: await key('apply'), admin: await key('admin') };
    const listedKeys = await ws.run(['keys', 'list', '--db', 'svc/capacity.db', '--format', 'json']);
    const keyList = JSON.parse(listedKeys.stdout) as { keys: { role: string; name: string }[] };
    expect(validKeys(keyList), JSON.stringify(validKeys.errors)).toBe(true);
    expect(keyList.keys.map((k) => [k.name, k.role]).sort())
      .toEqual([['admin-key', 'admin'], ['apply-key', 'apply'], ['plan-key', 'plan']]);

    for (const role of ['plan', 'apply'] as const) {
      const refused = await ws.run(['policies', 'push', 'rules'], { env: env(role, keys[role]) });
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toContain(`refused this change: this key has the ${role} role, which may not change the org's policies; use a key with the admin role`);
      expect(refused.stderr).toContain('hint: pushing policies needs a key with the admin role (`capctl keys create --role admin`)');
      expect(refused.stderr).not.toContain('--role apply');
    }
    expect((await listed(env('plan', keys.plan))).version).toBe(0);

    const pushed = await ws.run(['policies', 'push', 'rules', '--message', 'from the operator'], { env: env('admin', keys.admin) });
    expect(pushed.code, pushed.stderr).toBe(0);
    expect(pushed.stdout).toMatch(/^Pushed policy set version 1 \(digest [0-9a-f]{12}…\): 5 policies\.\n$/);
    for (const role of ['plan', 'apply', 'admin'] as const) {
      const set = await listed(env(role, keys[role]));
      expect([set.version, set.message, set.pushed_by?.role, set.policies.map((p) => p.name)]).toEqual([1, 'from the operator', 'admin', EXAMPLE_NAMES]);
    }
    const shown = await ws.run(['policies', 'show', 'webhook-allow-list'], { env: env('plan', keys.plan) });
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('\nFrom: webhook-allow-list.yaml:4:1\n');

    // A set that does not compile is refused here before anything is sent.
    ws.writeText('rules/broken.yaml', BROKEN);
    const broken = await ws.run(['policies', 'push', 'rules'], { env: env('admin', keys.admin) });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('rules/broken.yaml:3:');
    expect((await listed(env('admin', keys.admin))).version).toBe(1);
  });
});
