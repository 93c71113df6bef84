// The GitHub Action's comment logic (action/plan-comment.mjs), run as the action runs it, against
// a fake of GitHub's REST API on loopback: the first run creates one comment, the next updates
// it, a failing plan updates it with the errors. Also action.yml's documented inputs and outputs.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { PLAN_COMMENT_MARKER } from '../packages/cli/src/output.js';
import { ROOT, Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 60_000 });

const SCRIPT = join(ROOT, 'action/plan-comment.mjs');
const TOKEN = 'ghs_fake-token-for-tests';
const REPO = 'acme/capacity';
const PR = 7;

interface Comment {
  id: number;
  body: string;
  user: { login: string; type: string };
  html_url: string;
}

/** GitHub's issue-comment endpoints, in memory; pages of two comments, linked like GitHub's. */
class FakeGitHub {
  readonly comments: Comment[] = [];
  readonly requests: string[] = [];
  private nextId = 100;
  private server: Server | undefined;
  url = '';

  add(body: string, login = 'someone'): Comment {
    const comment = { id: this.nextId++, body, user: { login, type: login.endsWith('[bot]') ? 'Bot' : 'User' }, html_url: '' };
    comment.html_url = `https://github.example/${REPO}/pull/${PR}#issuecomment-${comment.id}`;
    this.comments.push(comment);
    return comment;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.close();
  }

  private send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    this.requests.push(`${req.method} ${url.pathname}${url.search}`);
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return this.send(res, 401, { message: 'Bad credentials' });
    let text = '';
    for await (const chunk of req) text += String(chunk);
    const list = `/repos/${REPO}/issues/${PR}/comments`;
    if (req.method === 'GET' && url.pathname === list) {
      const page = Number(url.searchParams.get('page') ?? '1');
      const items = this.comments.slice((page - 1) * 2, page * 2);
      const more = page * 2 < this.comments.length;
      return this.send(res, 200, items, more ? { link: `<${this.url}${list}?per_page=100&page=${page + 1}>; rel="next"` } : {});
    }
    if (req.method === 'POST' && url.pathname === list) {
      return this.send(res, 201, this.add((JSON.parse(text) as { body: string }).body, 'github-actions[bot]'));
    }
    const match = /^\/repos\/acme\/capacity\/issues\/comments\/(\d+)$/.exec(url.pathname);
    const comment = match ? this.comments.find((c) => c.id === Number(match[1])) : undefined;
    if (req.method === 'PATCH' && comment) {
      comment.body = (JSON.parse(text) as { body: string }).body;
      return this.send(res, 200, comment);
    }
    return this.send(res, 404, { message: 'Not Found' });
  }
}

let github: FakeGitHub;
let ws: Workspace;

beforeAll(async () => {
  github = new FakeGitHub();
  await github.start();
  ws = new Workspace();
});

afterAll(async () => {
  await github.stop();
  ws.remove();
});

/** Runs the comment script as the action's step does; returns its exit code and output. */
async function postComment(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string; output: string }> {
  const outputFile = ws.writeText(`github-output-${Date.now()}-${Math.random()}`, '');
  const child = spawn(process.execPath, [SCRIPT], {
    cwd: ws.dir,
    env: {
      PATH: process.env['PATH'] ?? '',
      GITHUB_API_URL: github.url,
      GITHUB_REPOSITORY: REPO,
      GITHUB_TOKEN: TOKEN,
      GITHUB_OUTPUT: ws.path(outputFile),
      CAPCTL_PR_NUMBER: String(PR),
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

const ours = () => github.comments.filter((c) => c.body.includes(PLAN_COMMENT_MARKER));

describe('the plan comment', () => {
  it('uses the marker line the Markdown renderer writes', async () => {
    const script = await import(SCRIPT) as { MARKER: string };
    expect(script.MARKER).toBe(PLAN_COMMENT_MARKER);
  });

  it('creates one comment, then updates it, then shows a failing plan in it', async () => {
    for (const body of ['LGTM', 'please run the plan', 'a third remark']) github.add(body);

    ws.withQuickstart();
    const plan = await ws.run(['plan', 'quickstart', '--format', 'markdown', '--detailed-exitcode']);
    expect(plan.code).toBe(2);
    ws.writeText('plan.md', plan.stdout);
    const first = await postComment({ CAPCTL_PLAN_FILE: ws.path('plan.md'), CAPCTL_EXIT_CODE: '2' });
    expect(first.code, first.stderr).toBe(0);
    expect(ours()).toHaveLength(1);
    const comment = ours()[0] as Comment;
    expect(comment.body).toBe(plan.stdout);
    expect(comment.body).toContain('Plan: 8 to create');
    expect(first.stdout).toContain(`created the plan comment ${comment.html_url}`);
    expect(first.output).toBe(`comment_id=${comment.id}\n`);
    expect(github.comments).toHaveLength(4);

    ws.writeText('plan.md', `${PLAN_COMMENT_MARKER}\n### capctl plan\n\nPlan: 0 to create, 1 to update, 0 to delete, 7 unchanged.\n`);
    const second = await postComment({ CAPCTL_PLAN_FILE: ws.path('plan.md'), CAPCTL_EXIT_CODE: '2' });
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain('updated the plan comment');
    expect(github.comments).toHaveLength(4);
    expect(ours().map((c) => c.id)).toEqual([comment.id]);
    expect(comment.body).toContain('1 to update');
    // It read past the first page (two comments) to find its comment.
    expect(github.requests.filter((r) => r.startsWith('GET ')).at(-1)).toContain('page=2');

    // A failing plan that wrote its own Markdown body (a stand-in for the renderer's): posted as is.
    const failure = `${PLAN_COMMENT_MARKER}\n### capctl plan failed\n\n- \`capacity.yaml:4:5\`: unknown destination "nowhere"\n`;
    ws.writeText('plan.md', failure);
    const third = await postComment({ CAPCTL_PLAN_FILE: ws.path('plan.md'), CAPCTL_EXIT_CODE: '1' });
    expect(third.code, third.stderr).toBe(0);
    expect(ours().map((c) => c.id)).toEqual([comment.id]);
    expect(comment.body).toBe(failure);

    // A plan that failed before writing anything: the comment shows its error output.
    ws.writeText('plan.md', '');
    ws.writeText('errors.txt', 'error: 1 problem in capacity:\n  capacity.yaml:4:5: unknown destination "nowhere" (/actions/0/destinations/0)\n');
    const fourth = await postComment({ CAPCTL_PLAN_FILE: ws.path('plan.md'), CAPCTL_ERROR_FILE: ws.path('errors.txt'), CAPCTL_EXIT_CODE: '1' });
    expect(fourth.code, fourth.stderr).toBe(0);
    expect(github.comments).toHaveLength(4);
    expect(comment.body).toBe([
      PLAN_COMMENT_MARKER,
      '### capctl plan failed (exit code 1)',
      '',
      'Fix the definition and push again; the errors:',
      '',
      '```text',
      'error: 1 problem in capacity:',
      '  capacity.yaml:4:5: unknown destination "nowhere" (/actions/0/destinations/0)',
      '```',
      '',
    ].join('\n'));
    expect(github.comments.slice(0, 3).map((c) => c.body)).toEqual(['LGTM', 'please run the plan', 'a third remark']);
  });

  it('fails with a clear message, and without the token, when GitHub refuses it', async () => {
    const before = github.comments.map((c) => c.body);
    ws.writeText('plan.md', `${PLAN_COMMENT_MARKER}\nPlan: 1 to create\n`);
    const refused = await postComment({ CAPCTL_PLAN_FILE: ws.path('plan.md'), GITHUB_TOKEN: 'ghs_wrong-token' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('::error::capctl could not post the plan comment: GET /repos/acme/capacity/issues/7/comments?per_page=100 answered 401: {"message":"Bad credentials"}');
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
    const used = new Set([...text.matchAll(/inputs\.([a-z-]+)/g)].map((m) => m[1]));
    expect([...used].sort()).toEqual(Object.keys(action.inputs).sort());
    for (const [name, input] of Object.entries(action.inputs)) expect(input.description, name).toMatch(/\w{3,}/);
    expect(Object.keys(action.outputs)).toEqual(expect.arrayContaining(['exitcode', 'has_changes', 'has_destructive']));
    for (const [name, output] of Object.entries(action.outputs)) {
      expect(output.description, name).toMatch(/\w{3,}/);
      expect(output.value, name).toMatch(/steps\./);
    }
  });

  it('runs scripts that exist, and maps apply reports to outputs', async () => {
    const scripts = [...text.matchAll(/\$GITHUB_ACTION_PATH\/([\w/.-]+)/g)].map((m) => m[1] as string);
    expect(scripts.sort()).toEqual(['action/apply-outputs.mjs', 'action/plan-comment.mjs']);
    for (const script of scripts) expect(existsSync(join(ROOT, script)), script).toBe(true);
    const { applyOutputs } = await import(join(ROOT, 'action/apply-outputs.mjs')) as {
      applyOutputs: (text: string, status: number) => Record<string, unknown>;
    };
    const report = (status: string, del: number) => JSON.stringify({ status, revision_id: '4', plan: { summary: { create: 1, update: 0, delete: del, breaking: 0 } } });
    expect(applyOutputs(report('applied', 0), 0)).toEqual({ exitcode: 2, has_changes: true, has_destructive: false, revision_id: '4' });
    expect(applyOutputs(report('applied', 1), 0)).toEqual({ exitcode: 3, has_changes: true, has_destructive: true, revision_id: '4' });
    expect(applyOutputs(report('no_changes', 0), 0)).toMatchObject({ exitcode: 0, has_changes: false });
    expect(applyOutputs('', 1)).toEqual({ exitcode: 1, has_changes: false, has_destructive: false, revision_id: '' });
    // As the action runs it: `name=value` lines for $GITHUB_OUTPUT.
    const file = ws.writeText('apply.json', report('applied', 1));
    const run = spawnSync(process.execPath, [join(ROOT, 'action/apply-outputs.mjs'), ws.path(file), '0'], { encoding: 'utf8' });
    expect(run.stdout).toBe('exitcode=3\nhas_changes=true\nhas_destructive=true\nrevision_id=4\n');
  });
});
