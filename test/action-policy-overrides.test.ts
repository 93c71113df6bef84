// The GitHub Action's `policy-overrides` input: `NAME: reason` lines the operator sets in the
// workflow, passed to `capctl apply --override` in apply mode only, never taken from the pull
// request (title, body, labels, comments), and a bad line failing the step, naming it. The steps
// run for real (fixtures/action-runner.ts) with the capctl of this checkout's build.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openEmbeddedAdapter } from '@capctl/state';
import { runAction, type ActionRun } from './fixtures/action-runner.js';
import { ACTIONS_BOT, FakeGitHub } from './fixtures/fake-github.js';
import { ROOT, Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

const { copyBundle } = await import(join(ROOT, 'action/carried-capctl.mjs')) as { copyBundle: (built: string, carried: string) => number };
const module = await import(join(ROOT, 'action/policy-overrides.mjs')) as {
  parsePolicyOverrides: (text: string) => { overrides: { policy: string; reason: string }[]; problems: string[] };
  overrideArguments: (overrides: { policy: string; reason: string }[]) => string[];
};

const TOKEN = 'ghs_fake-installation-token';
const REPO = 'acme/capacity';
const PR = 31;
const HEAD = 'b'.repeat(40);
const MERGE = 'a'.repeat(40);
/** What a pull request could write to look like an override: none of it may reach capctl. */
const FROM_PR = 'protected-deletes: said by the pull request';

let actionPath = '';
let github: FakeGitHub;
let ws: Workspace;

// The action as this checkout builds it (action/capctl/ is refreshed from the build on merge).
beforeAll(() => {
  actionPath = mkdtempSync(join(tmpdir(), 'capctl-action-overrides-'));
  cpSync(join(ROOT, 'action.yml'), join(actionPath, 'action.yml'));
  cpSync(join(ROOT, 'action'), join(actionPath, 'action'), { recursive: true, filter: (src) => !src.startsWith(join(ROOT, 'action/capctl')) });
  copyBundle(join(ROOT, 'packages/cli/dist'), join(actionPath, 'action/capctl'));
});
afterAll(() => rmSync(actionPath, { recursive: true, force: true }));

beforeEach(async () => {
  github = new FakeGitHub(REPO, PR);
  github.tokens.set(TOKEN, { author: ACTIONS_BOT, installation: true });
  await github.start();
  ws = new Workspace();
  ws.withQuickstart('capacity');
});
afterEach(async () => {
  await github.stop();
  ws.remove();
});

/** The pull request as GitHub's event has it, carrying override-like text everywhere it can. */
const pullRequest = {
  number: PR, head: { sha: HEAD }, title: FROM_PR, body: `policy-overrides:\n  ${FROM_PR}\n`,
  labels: [{ name: FROM_PR }],
};

function action(mode: 'plan' | 'apply', inputs: Record<string, string>): Promise<ActionRun> {
  const apply = mode === 'apply';
  if (apply) github.pulls.push({ number: PR, head: { sha: HEAD }, merge_commit_sha: MERGE, merged_at: '2026-11-26T09:00:00Z', title: FROM_PR });
  return runAction({
    inputs: { mode, state: '.capctl/state.db', ...inputs },
    workspace: ws.dir,
    eventName: apply ? 'push' : 'pull_request',
    event: apply ? { after: MERGE, head_commit: { message: FROM_PR }, pull_request: pullRequest } : { pull_request: pullRequest },
    ...(apply ? { sha: MERGE } : {}),
    github: { api: github.url, token: TOKEN, repository: REPO },
    actionPath,
    // The carried bundle finds the native SQLite binding of this checkout's node_modules.
    env: { NODE_PATH: join(ROOT, 'node_modules') },
  });
}

// Two overridable policies the quickstart's first plan violates, pushed as the org's set: the
// service refuses the apply unless both are overridden by name.
const POLICIES = `name: protected-deletes
description: stands in for the starter set's rule
scope: plan
condition: "size(plan.steps) > 0"
message: the plan changes something
enforcement: overridable
---
name: delete-budget
description: stands in for the starter set's rule
scope: plan
condition: "plan.steps.exists(s, s.op == 'create')"
message: the plan creates objects
enforcement: overridable
`;

async function pushPolicies(): Promise<void> {
  const adapter = await openEmbeddedAdapter({ dbPath: ws.path('.capctl/state.db'), orgId: '1' });
  try {
    await adapter.pushPolicies({ files: [{ path: 'policies.yaml', text: POLICIES }] });
  } finally {
    await adapter.close();
  }
}

const errors = (run: ActionRun) => run.commands.filter((c) => c.name === 'error').map((c) => c.message);
const overrideLines = (run: ActionRun) => run.log.split('\n').filter((l) => l.startsWith('Overriding policy '));
const stepLog = (run: ActionRun, name: string) => run.steps.find((s) => s.name === name)?.log ?? '';

describe("the action's policy-overrides input", () => {
  it('passes each line to capctl apply as --override NAME=REASON in apply mode', async () => {
    await pushPolicies();
    const run = await action('apply', {
      'require-reviewed-plan': 'false',
      'policy-overrides': '# the operator\'s overrides\nprotected-deletes: retired in #123\n\n  delete-budget:   one-off cleanup, see ops-42  \n',
    });
    expect(errors(run), run.log).toEqual([]);
    expect(run.outputs).toMatchObject({ exitcode: '2', has_changes: 'true' });
    // capctl says each override of its apply request, in the apply step's log.
    expect(overrideLines(run)).toEqual([
      'Overriding policy protected-deletes: retired in #123',
      'Overriding policy delete-budget: one-off cleanup, see ops-42',
    ]);
    expect(stepLog(run, 'Apply')).toContain('Overriding policy protected-deletes: retired in #123');
  });

  it('is ignored in plan mode: nothing is passed, and not even a bad line is read', async () => {
    const good = await action('plan', { 'policy-overrides': 'protected-deletes: retired in #123' });
    expect(errors(good), good.log).toEqual([]);
    expect(good.outputs['exitcode']).toBe('2');
    expect(good.log).not.toContain('retired in #123');
    const bad = await action('plan', { 'policy-overrides': 'protected-deletes' });
    expect(errors(bad), bad.log).toEqual([]);
    expect(bad.failed).toBe(false);
  });

  it('never takes an override from the pull request (title, body, labels, the push)', async () => {
    const plan = await action('plan', {});
    expect(errors(plan), plan.log).toEqual([]);
    // The reviewed apply reads the merged pull request and its plan comment, and still passes no override.
    const run = await action('apply', {});
    expect(errors(run), run.log).toEqual([]);
    expect(run.outputs['exitcode']).toBe('2');
    expect(overrideLines(run)).toEqual([]);
    expect(run.log).not.toContain('Overriding policy');
  });

  it('fails the apply step on a bad line, naming it, before capctl runs', async () => {
    const run = await action('apply', { 'require-reviewed-plan': 'false', 'policy-overrides': 'protected-deletes: retired in #123\ndelete-budget\n' });
    expect(run.failed).toBe(true);
    expect(errors(run)).toEqual([
      'capctl action: policy-overrides line 2 ("delete-budget") gives no reason; write it as delete-budget: reason, e.g. protected-deletes: retired in #123',
    ]);
    expect(run.steps.find((s) => s.name === 'Apply')?.outcome).toBe('failure');
    expect(run.outputs['revision_id']).toBe('');
    expect(overrideLines(run)).toEqual([]);
  });
});

describe('policy-overrides.mjs', () => {
  it('reads NAME: reason lines, skipping blank and comment lines, the reason kept whole after the first colon', () => {
    const { overrides, problems } = module.parsePolicyOverrides('\n# why\nprotected-deletes: see: ops-42\r\nwebhook-hosts:staging\n');
    expect(problems).toEqual([]);
    expect(overrides).toEqual([{ policy: 'protected-deletes', reason: 'see: ops-42' }, { policy: 'webhook-hosts', reason: 'staging' }]);
    expect(module.overrideArguments(overrides)).toEqual(['--override', 'protected-deletes=see: ops-42', '--override', 'webhook-hosts=staging']);
  });

  it('names each bad line: no name, no reason, a name given twice', () => {
    const { overrides, problems } = module.parsePolicyOverrides('Protected Deletes: x\nprotected-deletes:\na: one\na: two');
    expect(overrides).toEqual([{ policy: 'a', reason: 'one' }]);
    expect(problems).toEqual([
      'policy-overrides line 1 ("Protected Deletes: x") does not start with a policy name (lower-case letters, digits, . _ -); write one override a line as NAME: reason, e.g. protected-deletes: retired in #123',
      'policy-overrides line 2 ("protected-deletes:") gives no reason; write it as protected-deletes: reason, e.g. protected-deletes: retired in #123',
      'policy-overrides line 4 ("a: two") names a a second time; keep one line per policy',
    ]);
  });
});
