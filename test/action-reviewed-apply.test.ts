// The Action's apply mode applies only what the merged pull request's plan comment showed: the
// composite steps run for real (test/fixtures/action-runner.ts) against a fake GitHub API. The same
// plan applies; a state moved by a direct write, or another pull request merged in between, is
// refused, named, and said on the pull request; `require-reviewed-plan: false` applies and warns.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SqliteDatabase } from '@capctl/server';
import { runAction, type ActionRun } from './fixtures/action-runner.js';
import { ACTIONS_BOT, FakeGitHub } from './fixtures/fake-github.js';
import { callService } from './fixtures/serve-process.js';
import { Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

const TOKEN = 'ghs_fake-installation-token';
const REPO = 'acme/capacity';
const PR = 21;
const DEFINITION = 'capacity/capacity.yaml';

let github: FakeGitHub;
let ws: Workspace;
let commits = 0;

// Each test is its own repository: a fresh quickstart, local state and fake GitHub.
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

/** The pull request's title: each revision the jobs store says it, with the number. */
const TITLE = 'Raise the checkout SLA';

/** A new commit id (40 hex digits), never one an earlier test used. */
const commit = (): string => (++commits).toString(16).padStart(40, 'c');

interface Target {
  readonly inputs: Record<string, string>;
}
const LOCAL: Target = { inputs: { state: '.capctl/state.db' } };

/** The plan job of the pull request at `head`: posts (or updates) the plan comment. */
function plan(head: string, target: Target = LOCAL): Promise<ActionRun> {
  return runAction({
    inputs: { mode: 'plan', ...target.inputs },
    workspace: ws.dir,
    eventName: 'pull_request',
    event: { pull_request: { number: PR, head: { sha: head }, title: TITLE } },
    github: { api: github.url, token: TOKEN, repository: REPO },
  });
}

/** The pull request (head `head`) is merged as a new commit on main, and the apply job runs for that push. */
function mergeAndApply(head: string, target: Target = LOCAL, inputs: Record<string, string> = {}): Promise<ActionRun> {
  const merge = commit();
  github.pulls.push({ number: PR, head: { sha: head }, merge_commit_sha: merge, merged_at: '2026-11-26T09:00:00Z', title: TITLE });
  return runAction({
    inputs: { mode: 'apply', ...target.inputs, ...inputs },
    workspace: ws.dir,
    eventName: 'push',
    event: { after: merge },
    sha: merge,
    github: { api: github.url, token: TOKEN, repository: REPO },
  });
}

const errors = (run: ActionRun) => run.commands.filter((c) => c.name === 'error').map((c) => c.message);
const refusals = () => github.comments.filter((c) => c.body.startsWith('<!-- capctl-apply env='));

function edit(from: string, to: string): void {
  const text = ws.read(DEFINITION);
  expect(text).toContain(from);
  ws.writeText(DEFINITION, text.replace(from, to));
}

/** The local state's serial and applied revisions. */
function localState(): { serial: number; applied: number } {
  const db = new SqliteDatabase(ws.path('.capctl/state.db'), { readonly: true });
  try {
    const { serial } = db.prepare("select serial from orgs where id = '1'").get() as { serial: number };
    const { applied } = db.prepare("select count(*) as applied from config_revisions where status = 'applied'").get() as { applied: number };
    return { serial, applied };
  } finally {
    db.close();
  }
}

/** The messages of the stored revisions, oldest first. */
function messages(): (string | null)[] {
  const db = new SqliteDatabase(ws.path('.capctl/state.db'), { readonly: true });
  try {
    return (db.prepare('select message from config_revisions order by seq').all() as { message: string | null }[]).map((r) => r.message);
  } finally {
    db.close();
  }
}

/** The quickstart planned, reviewed, merged and applied: the state later pull requests start from. */
async function appliedOnce(): Promise<void> {
  const head = commit();
  expect(errors(await plan(head))).toEqual([]);
  const applied = await mergeAndApply(head);
  expect(errors(applied), applied.log).toEqual([]);
}

describe('apply mode, local state', () => {
  it('applies what the pull request showed', async () => {
    const head = commit();
    const planned = await plan(head);
    expect(errors(planned), planned.log).toEqual([]);
    const comment = github.comments.find((c) => String(c.id) === planned.outputs['comment_id']);
    expect(comment?.body.split('\n')[0]).toBe(`<!-- capctl-plan env=local head=${head} -->`);
    expect(comment?.body.split('\n')[1]).toMatch(/^<!-- capctl-plan-record \{.*"digest":"[0-9a-f]{64}".*\} -->$/);

    const applied = await mergeAndApply(head);
    expect(errors(applied), applied.log).toEqual([]);
    expect(applied.outputs).toMatchObject({ exitcode: '2', has_changes: 'true' });
    expect(applied.outputs['revision_id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(applied.log).toContain(`applying only what pull request #${PR} showed for local`);
    expect(localState()).toEqual({ serial: 1, applied: 1 });
    expect(refusals()).toEqual([]);
    expect(messages()).toEqual([`${TITLE} (#${PR})`, `${TITLE} (#${PR})`]);
  });

  it('refuses when another pull request merged in between, names its object, and says so on the pull request', async () => {
    await appliedOnce();
    edit('response_time_sla_ms: 2000', 'response_time_sla_ms: 3000');
    const head = commit();
    expect(errors(await plan(head))).toEqual([]);
    // Another pull request, merged first and not applied yet: main now holds its change too.
    edit('poll_interval_seconds: 30', 'poll_interval_seconds: 60');
    const before = localState();
    const refused = await mergeAndApply(head);
    expect(refused.failed).toBe(true);
    expect(refused.outputs).toMatchObject({ exitcode: '1', revision_id: '' });
    expect(refused.log).toContain('metrics/app-metrics: planned now, not in the reviewed plan: the definition differs from the reviewed one');
    expect(localState()).toEqual(before);
    const posted = refusals().at(-1);
    expect(posted?.body).toContain('### capctl apply refused (local)');
    expect(posted?.body).toContain('metrics/app-metrics: planned now, not in the reviewed plan');
    expect(posted?.body).not.toContain('destination/ops-webhook');
    expect(errors(refused)).toEqual(['capctl apply failed; its errors are above (and in the plan comment in plan mode).']);
  });

  it('refuses a comment that shows an older commit than the one merged', async () => {
    const shown = commit();
    expect(errors(await plan(shown))).toEqual([]);
    const before = localState();
    const refused = await mergeAndApply(commit());
    expect(refused.failed).toBe(true);
    expect(errors(refused)[0]).toMatch(/^capctl action: nothing applied: the plan comment of pull request #21 shows commit c+\w+, but the pull request was merged at/);
    expect(refused.steps.find((s) => s.name === 'Apply')?.outcome).toBe('skipped');
    expect(localState()).toEqual(before);
  });

  it('refuses when the last plan comment shows a failed plan, and says so on the pull request', async () => {
    await appliedOnce();
    const head = commit();
    const failed = await plan(head, { inputs: { ...LOCAL.inputs, path: 'missing' } });
    expect(failed.outputs['exitcode']).toBe('1');
    const before = localState();
    const refused = await mergeAndApply(head);
    expect(refused.failed).toBe(true);
    expect(errors(refused)[0]).toContain(`the plan comment of pull request #${PR} holds no plan record (its plan failed, or was too long for a comment)`);
    expect(refusals().at(-1)?.body).toContain('holds no plan record');
    expect(localState()).toEqual(before);
  });

  it('refuses a comment whose body was replaced after the plan (marker and record kept), names the line, and applies nothing', async () => {
    await appliedOnce();
    // The pull request changes an SLA; the plan comment shows it.
    edit('response_time_sla_ms: 2000', 'response_time_sla_ms: 3000');
    const head = commit();
    const planned = await plan(head);
    expect(errors(planned), planned.log).toEqual([]);
    const comment = github.comments.find((c) => String(c.id) === planned.outputs['comment_id']);
    const [marker, record] = (comment?.body ?? '').split('\n');
    // Anyone holding the workflow token keeps the first two lines and rewrites what reviewers read.
    if (comment) comment.body = [marker, record, '### capctl plan', '', '**No changes.**', ''].join('\n');
    const before = localState();
    const refused = await mergeAndApply(head);
    expect(refused.failed).toBe(true);
    expect(refused.outputs).toMatchObject({ exitcode: '1', revision_id: '' });
    expect(refused.log).toContain('is not the comment its plan job wrote, so what was reviewed is not known');
    expect(refused.log).toContain('it was edited after the plan');
    expect(refused.log).toMatch(/the comment does not show the plan made now: line 4: the comment shows "", the plan made now shows "Target: local state/);
    expect(localState()).toEqual(before);
    expect(refusals().at(-1)?.body).toContain('it was edited after the plan');
  });

  it('refuses two plan comments for the environment in apply mode and in plan mode, naming both', async () => {
    const head = commit();
    const planned = await plan(head);
    expect(errors(planned), planned.log).toEqual([]);
    const first = github.comments.find((c) => String(c.id) === planned.outputs['comment_id']);
    // A second comment by the same token and marker (another workflow of the repository wrote it).
    const second = github.add(first?.body ?? '', ACTIONS_BOT);
    const refused = await mergeAndApply(head);
    expect(refused.failed).toBe(true);
    expect(errors(refused)[0]).toContain(`capctl action: nothing applied: pull request #${PR}: 2 comments on this pull request carry the plan marker for local, and only one may: ${first?.html_url}, ${second.html_url}`);
    expect(refused.steps.find((s) => s.name === 'Apply')?.outcome).toBe('skipped');
    expect(localState().applied).toBe(0);
    const edits = github.edited().length;
    const replanned = await plan(head);
    expect(replanned.failed).toBe(true);
    expect(errors(replanned).join('\n')).toContain('2 comments on this pull request carry the plan marker for local, and only one may');
    expect(github.edited().length).toBe(edits);
  });

  it('applies unreviewed changes with require-reviewed-plan: false, and warns in the log and the summary', async () => {
    const requests = github.requests.length;
    const applied = await mergeAndApply(commit(), LOCAL, { 'require-reviewed-plan': 'false' });
    expect(errors(applied), applied.log).toEqual([]);
    expect(applied.outputs).toMatchObject({ exitcode: '2' });
    const warnings = applied.commands.filter((c) => c.name === 'warning').map((c) => c.message);
    expect(warnings).toEqual([expect.stringMatching(/^require-reviewed-plan is false: this job applies whatever main plans now, reviewed or not/)]);
    expect(applied.summary).toMatch(/^> \[!WARNING\]\n> capctl: require-reviewed-plan is false/);
    expect(github.requests.slice(requests)).toEqual([]);
  });
});

describe('apply mode, against a service', () => {
  it('refuses when the state moved by a direct write between the plan and the merge, and names the object', async () => {
    const service = await ws.serve('service.db');
    try {
      const key = (await ws.run(['keys', 'create', '--create', '--db', 'service.db', '--org', '1', '--role', 'apply'])).stdout.trim();
      const target: Target = { inputs: { state: '', url: service.url, 'api-key': key, org: '1' } };
      const first = commit();
      expect(errors(await plan(first, target))).toEqual([]);
      expect(errors(await mergeAndApply(first, target))).toEqual([]);

      edit('response_time_sla_ms: 2000', 'response_time_sla_ms: 4000');
      const head = commit();
      expect(errors(await plan(head, target))).toEqual([]);
      const state = await callService(service.url, key, 'GET', '/v1/orgs/1/config/state');
      const hook = (state.body.data.destinations as { id: string; label: string }[]).find((d) => d.label === 'ops-webhook');
      expect((await callService(service.url, key, 'PATCH', `/v1/orgs/1/destinations/${hook?.id ?? ''}`, { config: { url: 'https://elsewhere.example.com/' } })).status).toBe(200);
      const before = (await callService(service.url, key, 'GET', '/v1/orgs/1/config/state')).body.data;

      const refused = await mergeAndApply(head, target);
      expect(refused.failed).toBe(true);
      expect(refused.outputs['exitcode']).toBe('1');
      expect(refused.log).toContain('destination/ops-webhook: it changed at the service since the review');
      expect(refusals().at(-1)?.body).toContain('destination/ops-webhook: it changed at the service since the review');
      expect(refused.log).not.toContain(key);
      expect((await callService(service.url, key, 'GET', '/v1/orgs/1/config/state')).body.data).toEqual(before);
    } finally {
      await service.stop();
    }
  });
});
