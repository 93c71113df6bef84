// The action runs as copied: the capctl it carries (action/capctl/) is the bundle `npm run build`
// makes from these sources (CI builds before the suite, so a stale copy fails here), holds no
// absolute path or secret, and the composite steps, run from a copy of the action outside this
// repository (no node_modules) with the npm registry answering nothing, plan and comment.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAction } from './fixtures/action-runner.js';
import { ACTIONS_BOT, FakeGitHub } from './fixtures/fake-github.js';
import type { ChildServer } from '@capctl/server/testing';
import { ROOT, Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

const carried = await import(join(ROOT, 'action/carried-capctl.mjs')) as {
  BUILT: string;
  CARRIED: string;
  bundleFiles: (dir: string) => string[];
  differences: (built?: string, carried?: string) => { missing: string[]; extra: string[]; changed: string[] };
};

describe('the capctl the action carries', () => {
  it('is the bundle built from these sources, file for file', () => {
    const files = carried.bundleFiles(carried.CARRIED);
    expect(files).toContain('capctl.mjs');
    expect(files.length).toBeGreaterThan(10);
    const differences = carried.differences();
    expect(differences, 'action/capctl/ differs from the build: run `npm run build && node action/carried-capctl.mjs` and commit action/capctl/').toEqual({ missing: [], extra: [], changed: [] });
  });

  it('holds no absolute path of the machine that built it, and nothing that looks like a secret', () => {
    const places = [ROOT, tmpdir(), process.env['HOME'] ?? '/root'].filter((p) => p.length > 1);
    for (const file of carried.bundleFiles(carried.CARRIED)) {
      const text = readFileSync(join(carried.CARRIED, file), 'utf8');
      for (const place of places) expect(text.includes(place), `${file} holds ${place}`).toBe(false);
      expect(text, file).not.toMatch(/-----BEGIN [A-Z ]*PRIVATE KEY-----|\bgh[pousr]_[A-Za-z0-9]{30,}|\bcap_[A-Za-z0-9_-]{40,}/);
    }
  });
});

describe('the composite action, copied out of the repository, with the npm registry unreachable', () => {
  const TOKEN = 'ghs_fake-installation-token';
  const REPO = 'acme/capacity';
  const PR = 5;
  let github: FakeGitHub;
  let ws: Workspace;
  let service: ChildServer;
  let registry: Server;
  const registryRequests: string[] = [];
  let actionPath = '';
  const HEAD = 'd'.repeat(40);

  beforeAll(async () => {
    // Everything a checkout of the action holds, and nothing above it: no node_modules to find.
    actionPath = mkdtempSync(join(tmpdir(), 'capctl-action-checkout-'));
    cpSync(join(ROOT, 'action.yml'), join(actionPath, 'action.yml'));
    cpSync(join(ROOT, 'action'), join(actionPath, 'action'), { recursive: true });
    // A registry on loopback that answers every request 503 and counts it: none may come.
    registry = createServer((req, res) => {
      registryRequests.push(`${req.method} ${req.url}`);
      res.writeHead(503).end();
    });
    registry.listen(0, '127.0.0.1');
    await once(registry, 'listening');
    github = new FakeGitHub(REPO, PR);
    github.tokens.set(TOKEN, { author: ACTIONS_BOT, installation: true });
    await github.start();
    ws = new Workspace();
    ws.withQuickstart('capacity');
    service = await ws.serve('service.db');
  });

  afterAll(async () => {
    await service?.stop();
    await github?.stop();
    await new Promise((resolve) => registry?.close(resolve));
    ws?.remove();
    rmSync(actionPath, { recursive: true, force: true });
  });

  const offline = () => ({
      npm_config_registry: `http://127.0.0.1:${(registry.address() as AddressInfo).port}/`,
      NODE_PATH: '',
      // No capctl of this repository's node_modules/.bin (which npx puts on PATH) to fall back on.
      PATH: (process.env['PATH'] ?? '').split(':').filter((dir) => !dir.includes('node_modules') && !dir.startsWith(ROOT)).join(':'),
  });

  const plan = (key: string, url = service.url) => runAction({
    inputs: { mode: 'plan', path: 'capacity', url, 'api-key': key, org: '1' },
    workspace: ws.dir,
    eventName: 'pull_request',
    event: { pull_request: { number: PR, head: { sha: HEAD }, title: 'Add the quickstart' } },
    github: { api: github.url, token: TOKEN, repository: REPO },
    actionPath,
    env: offline(),
  });

  it('plans against the service and posts the plan comment, asking the npm registry nothing', async () => {
    const key = (await ws.run(['keys', 'create', '--db', 'service.db', '--org', '1', '--role', 'plan'])).stdout.trim();
    const run = await plan(key);
    expect(run.failed, run.log).toBe(false);
    expect(run.steps.find((s) => s.name === 'Set up capctl')?.log).toMatch(/^capctl \d+\.\d+\.\d+/);
    expect(run.outputs).toMatchObject({ exitcode: '2', has_changes: 'true' });
    const comment = github.comments.find((c) => String(c.id) === run.outputs['comment_id']);
    expect(comment?.body.split('\n')[0]).toBe(`<!-- capctl-plan env=${new URL(service.url).host} head=${HEAD} -->`);
    expect(comment?.body.split('\n')[1]).toMatch(/^<!-- capctl-plan-record \{.*"body":"[0-9a-f]{64}".*\} -->$/);
    expect(comment?.body).toContain('### capctl plan');
    expect(run.commands.filter((c) => c.name === 'warning')).toEqual([]);
    expect(registryRequests).toEqual([]);
  });

  it('warns when the plan job holds a key that can apply (GET /v1/self says its role)', async () => {
    const key = (await ws.run(['keys', 'create', '--db', 'service.db', '--org', '1', '--role', 'apply'])).stdout.trim();
    const run = await plan(key);
    expect(run.failed, run.log).toBe(false);
    const warnings = run.commands.filter((c) => c.name === 'warning').map((c) => c.message);
    expect(warnings).toEqual([expect.stringMatching(/^capctl action: the api-key of this plan job has the role apply: anything the pull request runs can read it and apply with it/)]);
    expect(run.log).not.toContain(key);
    expect(registryRequests).toEqual([]);
  });

  it('applies the reviewed plan after the merge, from the same copy', async () => {
    // A service of its own: the other tests here may plan, in any order, against the first one.
    const own = await ws.serve('apply-service.db');
    try {
      const planKey = (await ws.run(['keys', 'create', '--db', 'apply-service.db', '--org', '1', '--role', 'plan'])).stdout.trim();
      const applyKey = (await ws.run(['keys', 'create', '--db', 'apply-service.db', '--org', '1', '--role', 'apply'])).stdout.trim();
      expect((await plan(planKey, own.url)).failed).toBe(false);
      const merge = 'c'.repeat(40);
      github.pulls.push({ number: PR, head: { sha: HEAD }, merge_commit_sha: merge, merged_at: '2026-11-26T09:00:00Z', title: 'Add the quickstart' });
      const applied = await runAction({
        inputs: { mode: 'apply', path: 'capacity', url: own.url, 'api-key': applyKey, org: '1' },
        workspace: ws.dir,
        eventName: 'push',
        event: { after: merge },
        sha: merge,
        github: { api: github.url, token: TOKEN, repository: REPO },
        actionPath,
        env: offline(),
      });
      expect(applied.failed, applied.log).toBe(false);
      expect(applied.outputs).toMatchObject({ exitcode: '2', has_changes: 'true' });
      expect(applied.outputs['revision_id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(registryRequests).toEqual([]);
    } finally {
      await own.stop();
    }
  });
});

describe('the allow-env input', () => {
  it('reaches capctl as CAPCTL_ALLOW_ENV in the plan and apply steps, and is unset when empty', () => {
    const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { runs: { steps: { id?: string; run?: string; env?: Record<string, string> }[] } };
    for (const id of ['plan', 'apply']) {
      const step = action.runs.steps.find((s) => s.id === id);
      expect(step?.env?.['CAPCTL_ALLOW_ENV'], id).toBe('${{ inputs.allow-env }}');
      expect(step?.run, id).toMatch(/for name in [A-Z_ ]*CAPCTL_ALLOW_ENV[A-Z_ ]*; do \[ -n "\$\{!name\}" \] \|\| unset "\$name"; done/);
    }
  });
});
