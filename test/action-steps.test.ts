// action.yml's composite steps run for real (test/fixtures/action-runner.ts: bash, GITHUB_OUTPUT
// and friends as files, the capctl the action carries) against a fake GitHub API on loopback: the
// outputs for no changes, changes, a delete, an error and an apply, and an empty url refused.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openEmbeddedAdapter } from '@capctl/state';
import { runAction, type ActionRun } from './fixtures/action-runner.js';
import { ACTIONS_BOT, FakeGitHub, GITHUB_BODY_LIMIT } from './fixtures/fake-github.js';
import { stoppedRegions } from './fixtures/workflow-commands.js';
import { ROOT, Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

const TOKEN = 'ghs_fake-installation-token';
const REPO = 'acme/capacity';
const PR = 12;

let github: FakeGitHub;
let ws: Workspace;

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

function run(inputs: Record<string, string>, actionText?: string): Promise<ActionRun> {
  return runAction({
    inputs: { state: '.capctl/state.db', ...inputs },
    workspace: ws.dir,
    eventName: 'pull_request',
    event: { pull_request: { number: PR } },
    github: { api: github.url, token: TOKEN, repository: REPO },
    ...(actionText === undefined ? {} : { actionText }),
  });
}

const errors = (result: ActionRun) => result.commands.filter((c) => c.name === 'error').map((c) => c.message);

const PROTECTED_DESTINATIONS = `name: protected-destinations
scope: object
condition: "object.kind == 'destination' && !object.protect"
message: every destination is protected
enforcement: mandatory
`;

/** The quickstart applied to the local state (the reviewed-plan check has its own tests). */
async function applied(): Promise<ActionRun> {
  const result = await run({ mode: 'apply', 'require-reviewed-plan': 'false' });
  expect(errors(result), result.log).toEqual([]);
  return result;
}

describe('the composite steps, run', () => {
  it('plans changes: exitcode 2, has_changes, and one comment', async () => {
    const result = await run({ mode: 'plan' });
    expect(errors(result), result.log).toEqual([]);
    expect(result.failed).toBe(false);
    expect(result.outputs).toMatchObject({ exitcode: '2', has_changes: 'true', has_destructive: 'false', revision_id: '' });
    const comment = github.comments.find((c) => String(c.id) === result.outputs['comment_id']);
    expect(comment?.body).toMatch(/^<!-- capctl-plan env=local -->\n/);
    expect(comment?.body).toContain('Plan: 8 to create');
    expect(comment?.user).toEqual(ACTIONS_BOT);
  });

  it('applies: exitcode 2 and the revision id', async () => {
    // The reviewed-plan check has its own tests (action-reviewed-apply.test.ts).
    const result = await applied();
    expect(result.outputs).toMatchObject({ exitcode: '2', has_changes: 'true', has_destructive: 'false', comment_id: '' });
    expect(result.outputs['revision_id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.steps.find((s) => s.name === 'Plan')?.outcome).toBe('skipped');
  });

  it('plans no changes after an apply: exitcode 0, and updates the same comment', async () => {
    const first = await run({ mode: 'plan' });
    expect(first.outputs['exitcode']).toBe('2');
    await applied();
    const before = github.comments.length;
    expect(before).toBe(1);
    const result = await run({ mode: 'plan' });
    expect(result.outputs).toMatchObject({ exitcode: '0', has_changes: 'false', has_destructive: 'false' });
    expect(github.comments).toHaveLength(before);
    expect(github.edited()).toEqual([Number(result.outputs['comment_id'])]);
    expect(result.outputs['comment_id']).toBe(first.outputs['comment_id']);
  });

  /** Exit 3: a delete, a breaking change or a plan the org's policies block; the warning names all three. */
  const WARNING = "This plan deletes objects, makes a breaking schema change or is blocked by the org's policies; review the plan comment.";

  it('plans a delete: exitcode 3, has_destructive, and a warning', async () => {
    await applied();
    const text = ws.read('capacity/capacity.yaml');
    const cut = text.replace(/\n  sources:\n[\s\S]*$/, '\n');
    expect(cut).not.toBe(text);
    ws.writeText('capacity/capacity.yaml', cut);
    const result = await run({ mode: 'plan' });
    ws.writeText('capacity/capacity.yaml', text);
    expect(errors(result), result.log).toEqual([]);
    expect(result.outputs).toMatchObject({ exitcode: '3', has_changes: 'true', has_destructive: 'true' });
    expect(result.commands.filter((c) => c.name === 'warning').map((c) => c.message)).toEqual([
      WARNING,
    ]);
  });

  it('plans an unchanged state the org\'s policies block: exitcode 3 and has_destructive, but has_changes false', async () => {
    await applied();
    // A mandatory object-scope rule the applied quickstart breaks as it stands: nothing to change, and a plan refused.
    const adapter = await openEmbeddedAdapter({ dbPath: ws.path('.capctl/state.db'), orgId: '1' });
    try {
      await adapter.pushPolicies({ files: [{ path: 'policies.yaml', text: PROTECTED_DESTINATIONS }] });
    } finally {
      await adapter.close();
    }
    const result = await run({ mode: 'plan' });
    expect(errors(result), result.log).toEqual([]);
    expect(result.outputs).toMatchObject({ exitcode: '3', has_changes: 'false', has_destructive: 'true' });
    expect(result.commands.filter((c) => c.name === 'warning').map((c) => c.message)).toEqual([WARNING]);
    const comment = github.comments.find((c) => String(c.id) === result.outputs['comment_id']);
    expect(comment?.body).toContain('No changes');
    expect(comment?.body).toContain('protected-destinations');
    // has_changes comes from the record's steps in the comment's Markdown; no plan is saved to read them.
    expect(comment?.body.split('\n', 2)[1]).toMatch(/^<!-- capctl-plan-record \{.*"steps":0,/);
    expect(result.log).not.toContain('Saved the plan to');
  });

  it('fails on an error: exitcode 1, the errors in the comment, the job failed', async () => {
    ws.writeText('broken/capacity.yaml', readFileSync(join(ROOT, 'examples/broken/capacity.yaml'), 'utf8'));
    const result = await run({ mode: 'plan', path: 'broken' });
    rmSync(ws.path('broken'), { recursive: true });
    expect(result.outputs).toMatchObject({ exitcode: '1', has_changes: 'false', has_destructive: 'false' });
    expect(result.failed).toBe(true);
    expect(result.steps.map((s) => [s.name, s.outcome])).toEqual([
      ['Check the inputs', 'success'],
      ['Set up capctl', 'success'],
      ['Check the key\'s role', 'skipped'],
      ['Plan', 'success'],
      ['Post or update the plan comment', 'success'],
      ['Find the reviewed plan', 'skipped'],
      ['Warn that the plan is not checked against a review', 'skipped'],
      ['Apply', 'skipped'],
      ['Say on the pull request why nothing was applied', 'skipped'],
      ['Fail on an error', 'failure'],
    ]);
    expect(github.comments.find((c) => String(c.id) === result.outputs['comment_id'])?.body).toContain('destinatons');
    expect(errors(result)).toEqual(['capctl plan failed; its errors are above (and in the plan comment in plan mode).']);
  });

  it('runs what action.yml says: a broken exit-code mapping shows in the outputs', async () => {
    const text = readFileSync(join(ROOT, 'action.yml'), 'utf8');
    const planted = text.replace('if [ "$code" -eq 3 ]; then echo "has_destructive=true"', 'if [ "$code" -eq 2 ]; then echo "has_destructive=true"');
    expect(planted).not.toBe(text);
    // A fresh state: the plan has changes, and the planted mapping calls them destructive.
    const result = await run({ mode: 'plan', state: '.capctl/other.db' }, planted);
    expect(result.outputs).toMatchObject({ exitcode: '2', has_destructive: 'true' });
  });
});

describe('against a service', () => {
  it('plans at the url with the key, and names the comment after the url\'s host', async () => {
    const service = await ws.serve('service.db');
    try {
      const created = await ws.run(['keys', 'create', '--create', '--db', 'service.db', '--org', '3', '--role', 'plan']);
      const key = created.stdout.trim();
      expect(key).not.toBe('');
      const result = await run({ mode: 'plan', state: '', url: service.url, 'api-key': key, org: '3' });
      expect(errors(result), result.log).toEqual([]);
      expect(result.outputs).toMatchObject({ exitcode: '2', has_changes: 'true' });
      const host = new URL(service.url).host;
      const comment = github.comments.find((c) => String(c.id) === result.outputs['comment_id']);
      expect(comment?.body.split('\n')[0]).toBe(`<!-- capctl-plan env=${host} -->`);
      expect(result.log).not.toContain(key);
    } finally {
      await service.stop();
    }
  });
});

describe('the target is never a guess', () => {
  it('fails when url is empty and no local state is asked for, before capctl runs', async () => {
    const before = github.requests.length;
    const result = await run({ mode: 'apply', state: '' });
    expect(result.failed).toBe(true);
    expect(errors(result)).toEqual([
      'capctl action: the input url is empty: capctl would plan against a new, empty local state; set url to the service (check that its secret exists and is spelled right), or set state to a local database path to use local state on purpose',
    ]);
    expect(result.steps.filter((s) => s.outcome !== 'skipped').map((s) => s.name)).toEqual(['Check the inputs']);
    expect(github.requests.length).toBe(before);
  });

  it('says the url is missing when a key is given without it, and never prints the key', async () => {
    const result = await run({ mode: 'apply', state: '', 'api-key': 'cap_secret-key-value' });
    expect(result.failed).toBe(true);
    expect(errors(result)[0]).toContain('the input api-key is set but url is empty');
    expect(result.log).not.toContain('cap_secret-key-value');
    expect(result.outputs['revision_id']).toBe('');
  });

  it('refuses url and state together, and a bad environment name', async () => {
    const result = await run({ mode: 'plan', url: 'https://capacity.example.com', environment: 'prod -->' });
    expect(result.failed).toBe(true);
    expect(errors(result).join('\n')).toMatch(/both url and state are set[\s\S]*the input environment is "prod -->"/);
  });
});

describe('the job log and the comment, with a hostile definition', () => {
  it('prints every capctl line between stop-commands markers: a diagnostic starts no workflow command', async () => {
    ws.writeText('hostile/capacity.yaml', [
      'actions:',
      '  - variant: scale-up',
      '    schema: {type: object}',
      '    destinations: ["d\\n::add-mask::x\\n::error::forged\\n  ##[error]forged too"]',
      '',
    ].join('\n'));
    const result = await run({ mode: 'plan', path: 'hostile' });
    rmSync(ws.path('hostile'), { recursive: true });
    expect(result.outputs['exitcode']).toBe('1');
    // The action's own commands still work: its error, and the groups around the Markdown.
    expect(result.commands.map((c) => c.name).filter((n) => n !== 'stop-commands')).toEqual(['group', 'endgroup', 'error']);
    expect(result.commands.some((c) => c.name === 'add-mask' || c.message.includes('forged'))).toBe(false);
    // Each line that quotes the definition lies in a stretch where commands are stopped.
    const lines = result.log.split('\n');
    const quoting = lines.map((line, i) => [line, i] as const).filter(([line]) => /add-mask|forged/.test(line));
    expect(quoting.length).toBeGreaterThanOrEqual(3);
    const regions = stoppedRegions(result.log);
    for (const [line, i] of quoting) expect(regions.some((r) => r.from <= i && i < r.to), line).toBe(true);
    expect(regions.every((r) => /^capctl-[0-9a-f]{32}$/.test(r.token) && Number.isFinite(r.to))).toBe(true);
  });

  it('applies the same way: the errors are printed, no line of them is a command', async () => {
    ws.writeText('hostile/capacity.yaml', 'actions:\n  - variant: scale-up\n    schema: {type: object}\n    destinations: ["d\\n::add-mask::x\\n::error::forged"]\n');
    const result = await run({ mode: 'apply', path: 'hostile', 'require-reviewed-plan': 'false' });
    rmSync(ws.path('hostile'), { recursive: true });
    expect(result.outputs).toMatchObject({ exitcode: '1', revision_id: '' });
    // capctl prints the hostile name escaped, and inside a stop-commands region besides.
    expect(result.log).toContain('d\\n::add-mask::x\\n::error::forged');
    expect(result.log).not.toMatch(/^\s*::add-mask::x$/m);
    expect(result.commands.map((c) => c.name)).toEqual(['warning', 'stop-commands', 'error']);
    expect(errors(result)).toEqual(['capctl apply failed; its errors are above (and in the plan comment in plan mode).']);
  });

  it('posts a failed plan of thousands of errors within 65,536 characters', async () => {
    const actions = Array.from({ length: 3_000 }, (_, i) => `  - variant: action-${i}\n    schema: {type: object}\n    destinatons: [nowhere]\n`);
    ws.writeText('many/capacity.yaml', `actions:\n${actions.join('')}`);
    const result = await run({ mode: 'plan', path: 'many' });
    rmSync(ws.path('many'), { recursive: true });
    expect(result.outputs['exitcode']).toBe('1');
    expect(result.steps.find((s) => s.name === 'Post or update the plan comment')?.outcome).toBe('success');
    const comment = github.comments.find((c) => String(c.id) === result.outputs['comment_id']);
    expect(comment?.body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    // Every error would be far over the limit: the comment shows the first ones and says how many it left out.
    expect(comment?.body).toMatch(/^<!-- capctl-plan env=local -->\n### capctl plan\n[\s\S]*The plan failed[\s\S]*\/actions\/0\/destinatons[\s\S]*problems were left out to keep this comment within 65,536 characters/);
    expect(result.log.length).toBeGreaterThan(GITHUB_BODY_LIMIT);
  });
});
