// The GitHub Action's comment logic (action/plan-comment.mjs), run as the action runs it, against
// a fake of GitHub's API on loopback: it updates only its own comment for its environment, keeps
// every body within GitHub's limit, and says clearly when GitHub refuses. Also action.yml's inputs.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { parse } from 'yaml';
import { PLAN_COMMENT_MARKER } from '../packages/cli/src/output.js';
import { encodeRecord, PLAN_RECORD_VERSION, type PlanRecord } from '../packages/cli/src/plan-record.js';
import { ACTIONS_BOT, FakeGitHub, GITHUB_BODY_LIMIT, type Author, type Comment } from './fixtures/fake-github.js';
import { parseCommands } from './fixtures/workflow-commands.js';
import { ROOT, Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 60_000 });

const SCRIPT = join(ROOT, 'action/plan-comment.mjs');
const TOKEN = 'ghs_fake-token-for-tests';
const PAT = 'ghp_fake-personal-token';
const REPO = 'acme/capacity';
const PR = 7;
const STRANGER: Author = { login: 'contributor', id: 777, type: 'User' };
const MAINTAINER: Author = { login: 'maintainer', id: 888, type: 'User' };

let github: FakeGitHub;
let ws: Workspace;

// A fresh workspace and fake GitHub per test: no test reads files or comments another left.
beforeEach(async () => {
  ws?.remove();
  ws = new Workspace();
  await github?.stop();
  github = new FakeGitHub(REPO, PR);
  github.tokens.set(TOKEN, { author: ACTIONS_BOT, installation: true });
  github.tokens.set(PAT, { author: MAINTAINER, installation: false });
  await github.start();
});

afterAll(async () => {
  await github?.stop();
  ws?.remove();
});

/** Runs the comment script as the action's step does; returns its exit code and output. */
async function postComment(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string; output: string }> {
  const outputFile = ws.writeText(`github-output-${Date.now()}-${Math.random()}`, '');
  const child = spawn(process.execPath, [SCRIPT], {
    cwd: ws.dir,
    env: {
      PATH: process.env['PATH'] ?? '',
      GITHUB_API_URL: github.url,
      GITHUB_GRAPHQL_URL: `${github.url}/graphql`,
      GITHUB_SERVER_URL: 'https://github.example',
      GITHUB_REPOSITORY: REPO,
      GITHUB_RUN_ID: '99',
      GITHUB_TOKEN: TOKEN,
      GITHUB_OUTPUT: ws.path(outputFile),
      CAPCTL_PR_NUMBER: String(PR),
      CAPCTL_ENVIRONMENT: 'local',
      CAPCTL_EXIT_CODE: '2',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, stdout, stderr, output: ws.read(outputFile) };
}

function postPlan(markdown: string, env: Record<string, string> = {}) {
  return postComment({ CAPCTL_PLAN_FILE: ws.path(ws.writeText('plan.md', markdown)), ...env });
}

const byBot = () => github.comments.filter((c) => c.user.login === ACTIONS_BOT.login);

describe('the plan comment', () => {
  it('creates one comment, then updates it, then shows a failing plan in it', async () => {
    for (const body of ['LGTM', 'please run the plan', 'a third remark']) github.add(body);
    ws.withQuickstart();
    const plan = await ws.run(['plan', 'quickstart', '--format', 'markdown', '--detailed-exitcode']);
    expect(plan.code).toBe(2);
    // The CLI's marker line is read, and the environment put into it.
    expect(plan.stdout.startsWith(`${PLAN_COMMENT_MARKER}\n`)).toBe(true);
    const first = await postPlan(plan.stdout);
    expect(first.code, first.stdout).toBe(0);
    expect(byBot()).toHaveLength(1);
    const comment = byBot()[0] as Comment;
    expect(comment.body).toBe(plan.stdout.replace(PLAN_COMMENT_MARKER, '<!-- capctl-plan env=local -->'));
    expect(first.stdout).toContain(`created the plan comment (local) ${comment.html_url}`);
    expect(first.output).toBe(`comment_id=${comment.id}\n`);

    const second = await postPlan(`${PLAN_COMMENT_MARKER}\n### capctl plan\n\nPlan: 0 to create, 1 to update, 0 to delete, 7 unchanged.\n`);
    expect(second.stdout).toContain('updated the plan comment');
    expect(github.comments).toHaveLength(4);
    expect(comment.body).toContain('1 to update');
    // It read past the first page (two comments) to find its comment.
    expect(github.requests.filter((r) => r.startsWith('GET /repos')).at(-1)).toContain('page=2');

    // A plan that failed before writing anything: the comment shows its error output.
    ws.writeText('errors.txt', 'error: 1 problem in capacity:\n  capacity.yaml:4:5: unknown destination "nowhere"\n');
    const third = await postComment({ CAPCTL_PLAN_FILE: ws.path('missing.md'), CAPCTL_ERROR_FILE: ws.path('errors.txt'), CAPCTL_EXIT_CODE: '1' });
    expect(third.code, third.stdout).toBe(0);
    expect(github.comments).toHaveLength(4);
    expect(comment.body).toBe([
      '<!-- capctl-plan env=local -->',
      '### capctl plan failed (exit code 1)',
      '',
      'Fix the definition and push again; the errors:',
      '',
      '```text',
      'error: 1 problem in capacity:',
      '  capacity.yaml:4:5: unknown destination "nowhere"',
      '```',
      '',
    ].join('\n'));
    expect(github.comments.slice(0, 3).map((c) => c.body)).toEqual(['LGTM', 'please run the plan', 'a third remark']);
  });

  it('never edits a comment it did not write, or one that only quotes the marker', async () => {
    const forged = [
      github.add('<!-- capctl-plan env=local -->\n### capctl plan\n\nNo changes.', STRANGER),
      github.add('<!-- capctl-plan env=local -->\nlooks fine', { login: 'other-app[bot]', id: 999, type: 'Bot' }),
      github.add('Another workflow quoting it: <!-- capctl-plan env=local -->', ACTIONS_BOT),
    ];
    const bodies = forged.map((c) => c.body);
    const first = await postPlan(`${PLAN_COMMENT_MARKER}\nPlan: 1 to create\n`);
    expect(first.code, first.stdout).toBe(0);
    expect(first.stdout).toContain('created the plan comment');
    expect(github.edited()).toEqual([]);
    expect(forged.map((c) => c.body)).toEqual(bodies);
    const ours = github.comments.at(-1) as Comment;
    expect(ours.user).toEqual(ACTIONS_BOT);
    // The next run finds its own comment, still passing over the others.
    await postPlan(`${PLAN_COMMENT_MARKER}\nPlan: 2 to create\n`);
    expect(github.edited()).toEqual([ours.id]);
    expect(forged.map((c) => c.body)).toEqual(bodies);
  });

  it('keeps one comment per environment', async () => {
    const staging = await postPlan(`${PLAN_COMMENT_MARKER}\nstaging plan 1\n`, { CAPCTL_ENVIRONMENT: 'staging' });
    const production = await postPlan(`${PLAN_COMMENT_MARKER}\nproduction plan 1\n`, { CAPCTL_ENVIRONMENT: 'production' });
    await postPlan(`${PLAN_COMMENT_MARKER}\nstaging plan 2\n`, { CAPCTL_ENVIRONMENT: 'staging' });
    expect(github.comments.map((c) => c.body)).toEqual([
      '<!-- capctl-plan env=staging -->\nstaging plan 2\n',
      '<!-- capctl-plan env=production -->\nproduction plan 1\n',
    ]);
    expect([staging.output, production.output]).toEqual([`comment_id=${github.comments[0]?.id}\n`, `comment_id=${github.comments[1]?.id}\n`]);
  });

  it('knows a personal token by GET /user, and the default token without GraphQL', async () => {
    github.graphql = false;
    const mine = github.add('<!-- capctl-plan env=local -->\nold', MAINTAINER);
    const bots = github.add('<!-- capctl-plan env=local -->\nold', ACTIONS_BOT);
    await postPlan(`${PLAN_COMMENT_MARKER}\nby the maintainer\n`, { GITHUB_TOKEN: PAT });
    await postPlan(`${PLAN_COMMENT_MARKER}\nby the bot\n`);
    expect(github.edited()).toEqual([mine.id, bots.id]);
    expect([mine.body, bots.body]).toEqual(['<!-- capctl-plan env=local -->\nby the maintainer\n', '<!-- capctl-plan env=local -->\nby the bot\n']);
  });

  it('refuses to send a body over 65,536 characters: a short comment points at the job log', async () => {
    const good = github.add('<!-- capctl-plan env=local -->\nPlan: 1 to create (the old, good-looking plan)', ACTIONS_BOT);
    const huge = `${PLAN_COMMENT_MARKER}\n### capctl plan\n\n${'| x | y |\n'.repeat(7_000)}`;
    expect(huge.length).toBeGreaterThan(GITHUB_BODY_LIMIT);
    const result = await postPlan(huge, { CAPCTL_EXIT_CODE: '3' });
    expect(result.code, result.stdout).toBe(0);
    expect(github.edited()).toEqual([good.id]);
    expect(good.body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(good.body).toBe([
      '<!-- capctl-plan env=local -->',
      '### capctl plan',
      '',
      '> [!WARNING]',
      '> The plan (exit code 3) is too long for a pull-request comment: 70,048 characters, and GitHub takes at most 65,536.',
      '> Read it in the job log (https://github.example/acme/capacity/actions/runs/99), step "Plan", or run `capctl plan` on this branch.',
      '',
    ].join('\n'));
    expect(parseCommands(result.stdout).map((c) => c.name)).toEqual(['warning']);
  });

  it('replaces the old comment when GitHub refuses a body anyway, and fails the step', async () => {
    const good = github.add('<!-- capctl-plan env=local -->\nPlan: 1 to create (the old, good-looking plan)', ACTIONS_BOT);
    github.limit = 2_000;
    const result = await postPlan(`${PLAN_COMMENT_MARKER}\n### capctl plan\n\n${'| x | y |\n'.repeat(300)}`);
    expect(result.code).toBe(1);
    expect(parseCommands(result.stdout).map((c) => c.message)).toEqual([
      'capctl could not post the plan comment: PATCH /repos/acme/capacity/issues/comments/100 answered 422: {"message":"Validation Failed","errors":[{"resource":"IssueComment","code":"custom","field":"body","message":"body is too long (maximum is 2000 characters)"}]}',
    ]);
    expect(good.body).toMatch(/^<!-- capctl-plan env=local -->\n### capctl plan\n\n> \[!WARNING\]\n> GitHub refused this plan's comment \(exit code 2\)/);
  });

  it('cuts a failure output of thousands of lines to fit, and posts it', async () => {
    const lines = Array.from({ length: 3_000 }, (_, i) => `  capacity.yaml:${i + 1}:3: unknown key \`destinatons\` \`\`\` (/actions/${i}/destinatons)`);
    ws.writeText('errors.txt', `error: 3000 problems in capacity:\n${lines.join('\n')}\n`);
    const result = await postComment({ CAPCTL_PLAN_FILE: ws.path('missing.md'), CAPCTL_ERROR_FILE: ws.path('errors.txt'), CAPCTL_EXIT_CODE: '1' });
    expect(result.code, result.stdout).toBe(0);
    const body = (github.comments[0] as Comment).body;
    expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(body.length).toBeGreaterThan(GITHUB_BODY_LIMIT - 200);
    expect(body).toMatch(/… \(cut; the job log has every error\)\n```\n$/);
  });

  it('fails with a clear one-line message, and without the token, when GitHub refuses it', async () => {
    const before = github.comments.map((c) => c.body);
    const refused = await postPlan(`${PLAN_COMMENT_MARKER}\nPlan: 1 to create\n`, { GITHUB_TOKEN: 'ghs_wrong-token' });
    expect(refused.code).toBe(1);
    expect(parseCommands(refused.stdout)).toEqual([{
      name: 'error',
      properties: '',
      message: 'capctl could not post the plan comment: POST /graphql answered 401: {"message":"Bad credentials"}',
      line: 0,
    }]);
    expect(refused.stderr + refused.stdout).not.toContain('ghs_wrong-token');
    expect(github.comments.map((c) => c.body)).toEqual(before);
  });
});

describe('action.yml', () => {
  const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { description?: string }>;
    outputs: Record<string, { description?: string; value?: string }>;
    runs: { using: string; steps: { run?: string; env?: Record<string, string> }[] };
  };
  const text = readFileSync(join(ROOT, 'action.yml'), 'utf8');

  it('is a composite action that documents every input and output it uses', () => {
    expect(action.runs.using).toBe('composite');
    const used = new Set([...text.matchAll(/(?<![\w-])inputs\.([a-z-]+)/g)].map((m) => m[1]));
    expect([...used].sort()).toEqual(Object.keys(action.inputs).sort());
    for (const [name, input] of Object.entries(action.inputs)) expect(input.description, name).toMatch(/\w{3,}/);
    expect(Object.keys(action.outputs)).toEqual(expect.arrayContaining(['exitcode', 'has_changes', 'has_destructive']));
    for (const [name, output] of Object.entries(action.outputs)) {
      expect(output.description, name).toMatch(/\w{3,}/);
      expect(output.value, name).toMatch(/steps\./);
    }
  });

  it('is used by the example workflow with a checkout that keeps no credentials', () => {
    const workflow = parse(readFileSync(join(ROOT, 'examples/github/capctl.yml'), 'utf8')) as { jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }> };
    const checkouts = Object.values(workflow.jobs).flatMap((job) => job.steps.filter((s) => s.uses?.startsWith('actions/checkout@')));
    expect(checkouts.length).toBe(2);
    for (const checkout of checkouts) expect(checkout.with?.['persist-credentials']).toBe(false);
  });

  it('runs scripts that exist, and maps apply reports to outputs', async () => {
    const scripts = [...text.matchAll(/\$GITHUB_ACTION_PATH\/([\w/.-]+)/g)].map((m) => m[1] as string);
    expect([...new Set(scripts)].sort()).toEqual([
      'action/apply-outputs.mjs', 'action/capctl/capctl.mjs', 'action/check-inputs.mjs', 'action/key-role.mjs', 'action/plan-changes.mjs', 'action/plan-comment.mjs',
      'action/policy-overrides.mjs', 'action/reviewed-plan.mjs',
    ]);
    for (const script of scripts) expect(existsSync(join(ROOT, script)), script).toBe(true);
    const { applyOutputs } = await import(join(ROOT, 'action/apply-outputs.mjs')) as {
      applyOutputs: (text: string, status: number) => Record<string, unknown>;
    };
    const report = (status: string, del: number, id = '4') => JSON.stringify({ status, revision_id: id, plan: { summary: { create: 1, update: 0, delete: del, breaking: 0 } } });
    expect(applyOutputs(report('applied', 0), 0)).toEqual({ exitcode: 2, has_changes: true, has_destructive: false, revision_id: '4' });
    expect(applyOutputs(report('applied', 1), 0)).toEqual({ exitcode: 3, has_changes: true, has_destructive: true, revision_id: '4' });
    expect(applyOutputs(report('no_changes', 0), 0)).toMatchObject({ exitcode: 0, has_changes: false });
    // A weakened compatibility mode alone is destructive, as plan's exit code 3 says.
    const weakened = JSON.stringify({ status: 'applied', revision_id: '5', plan: {
      summary: { create: 0, update: 1, delete: 0, breaking: 0 },
      steps: [{ kind: 'action', op: 'update', weakened_mode: { from: 'backward', to: 'none' } }],
    } });
    expect(applyOutputs(weakened, 0)).toEqual({ exitcode: 3, has_changes: true, has_destructive: true, revision_id: '5' });
    expect(applyOutputs('', 1)).toEqual({ exitcode: 1, has_changes: false, has_destructive: false, revision_id: '' });
    // A revision id that would add a line to $GITHUB_OUTPUT is not passed on.
    expect(applyOutputs(report('applied', 0, '4\nhas_destructive=false'), 0)).toMatchObject({ revision_id: '' });
    const file = ws.writeText('apply.json', report('applied', 1));
    const run = spawnSync(process.execPath, [join(ROOT, 'action/apply-outputs.mjs'), ws.path(file), '0'], { encoding: 'utf8' });
    expect(run.stdout).toBe('exitcode=3\nhas_changes=true\nhas_destructive=true\nrevision_id=4\n');
  });

  it('says in plan mode whether the plan has steps, from the record in the Markdown\'s first lines, whatever the exit code', async () => {
    const { planHasChanges, readHead, HEAD_MAX_BYTES } = await import(join(ROOT, 'action/plan-changes.mjs')) as {
      planHasChanges: (head: string, code: number) => boolean; readHead: (file: string) => string; HEAD_MAX_BYTES: number;
    };
    const record: PlanRecord = {
      version: PLAN_RECORD_VERSION, target: 'local', org: '1', lineage: 'l', serial: 4, digest: 'a'.repeat(64), definition: 'b'.repeat(64), body: 'c'.repeat(64),
    };
    const markdown = (steps?: number, marker = PLAN_COMMENT_MARKER) =>
      `${marker}\n${encodeRecord(steps === undefined ? record : { ...record, steps })}\n### capctl plan\n\n**No changes.**\n`;
    // Exit 3 is also a plan the org's policies block: with no steps it changes nothing.
    expect([markdown(0), markdown(1), markdown(0).replace(/\n/g, '\r\n'), markdown(3, '<!-- capctl-plan env=prod head=abc -->')].map((m) => planHasChanges(m, 3)))
      .toEqual([false, true, false, true]);
    expect([planHasChanges(markdown(2), 2), planHasChanges(markdown(0), 0), planHasChanges(markdown(1), 1)]).toEqual([true, false, false]);
    // No record (a failed plan's comment, no file) or one without steps (a capctl given as `package` that is older): the exit code says it.
    expect([planHasChanges(markdown(), 3), planHasChanges(markdown(), 2), planHasChanges('', 3), planHasChanges('', 1), planHasChanges(markdown(), 0)])
      .toEqual([true, true, true, false, false]);
    expect(planHasChanges(markdown(0).replace('"steps":0', '"steps":-1'), 3)).toBe(true);
    // Only a record right after the marker counts: a failed plan's comment may quote one further down.
    expect(planHasChanges(`${PLAN_COMMENT_MARKER}\n### capctl plan failed\n\n${markdown(0)}`, 3)).toBe(true);

    // Only the marker and record lines are read, however long the plan below them.
    const long = ws.writeText('long.md', `${markdown(0)}${'| destination | ops |\n'.repeat(200_000)}`);
    expect(readHead(ws.path(long))).toBe(markdown(0).split('\n').slice(0, 2).join('\n'));
    // A head past HEAD_MAX_BYTES holds no record this capctl wrote: the exit code says it.
    const huge = ws.writeText('huge.md', markdown(0).replace('"target":"local"', `"target":"${'x'.repeat(HEAD_MAX_BYTES)}"`));
    expect(readHead(ws.path(huge)).length).toBe(HEAD_MAX_BYTES);
    expect(planHasChanges(readHead(ws.path(huge)), 3)).toBe(true);
    const script = (file: string, code: string) =>
      spawnSync(process.execPath, [join(ROOT, 'action/plan-changes.mjs'), file, code], { encoding: 'utf8' }).stdout;
    expect([script(ws.path(long), '3'), script(ws.path(long), '0'), script(ws.path('missing.md'), '3'), script(ws.path('missing.md'), '1')])
      .toEqual(['has_changes=false\n', 'has_changes=false\n', 'has_changes=true\n', 'has_changes=false\n']);
  });

  it('reads no further than the record line: the plan step\'s script answers while the rest of the plan is still to come', async () => {
    // A pipe whose writer gives the marker and record lines and a first line of the body, then holds it open:
    // reading to the end of the file would wait for ever.
    const fifo = ws.path('plan.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const head = `${PLAN_COMMENT_MARKER}\n${encodeRecord({
      version: PLAN_RECORD_VERSION, target: 'local', org: '1', lineage: 'l', serial: 4, steps: 0, digest: 'a'.repeat(64), definition: 'b'.repeat(64), body: 'c'.repeat(64),
    })}\n### capctl plan\n`;
    const writer = spawn(process.execPath, ['-e', 'const fs = require("node:fs"); fs.writeSync(fs.openSync(process.argv[1], "w"), process.argv[2]); setInterval(() => {}, 60_000);', fifo, head], { stdio: 'ignore' });
    // Ended however the test ends (a reader that waits for the end of the pipe times it out).
    onTestFinished(() => { writer.kill(); });
    const reader = spawn(process.execPath, [join(ROOT, 'action/plan-changes.mjs'), fifo, '3'], { stdio: ['ignore', 'pipe', 'inherit'] });
    onTestFinished(() => { reader.kill(); });
    let stdout = '';
    reader.stdout.setEncoding('utf8').on('data', (chunk: string) => { stdout += chunk; });
    const [code] = await once(reader, 'close') as [number];
    expect([code, stdout]).toEqual([0, 'has_changes=false\n']);
    expect(writer.exitCode).toBeNull();
  });
});
