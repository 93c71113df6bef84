// examples/github/drift.yml's job run for real: its `run:` steps with bash (the built capctl on
// PATH instead of the npm install, `${{ }}` substituted, GITHUB_OUTPUT as a file) against a served
// capctl and a fake GitHub API on loopback. Drift opens one issue; later runs edit that issue, close
// it when the drift is gone and reopen it when drift comes back; an error leaves it alone.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChildServer } from '@capctl/server/testing';
import { interpolate, type Contexts } from './fixtures/action-expression.js';
import { parseKeyValueFile } from './fixtures/action-runner.js';
import { ACTIONS_BOT, FakeGitHub } from './fixtures/fake-github.js';
import { parseCommands } from './fixtures/workflow-commands.js';
import { CAPCTL, ROOT, Workspace } from './cli-fixture.js';
import { callService, killServes } from './fixtures/serve-process.js';

vi.setConfig({ testTimeout: 180_000 });

const TOKEN = 'ghs_fake-installation-token';
const REPO = 'acme/capacity';

interface Step {
  readonly name?: string;
  readonly id?: string;
  readonly uses?: string;
  readonly run?: string;
  readonly env?: Record<string, string>;
}

const workflow = parse(readFileSync(join(ROOT, 'examples/github/drift.yml'), 'utf8')) as {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, { steps: Step[] }>;
};

let github: FakeGitHub;
let ws: Workspace;
let service: ChildServer;
let deployer = '';
let hotfix = '';

/** Runs the drift job's steps in order, as the runner would; stops at the first failing one. */
async function runJob(secrets: Record<string, string>): Promise<{ failed: boolean; log: string; warnings: string[] }> {
  const temp = mkdtempSync(join(tmpdir(), 'capctl-drift-job-'));
  try {
    const bin = join(temp, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'capctl'), `#!/bin/sh\nexec "${process.execPath}" "${CAPCTL}" "$@"\n`);
    chmodSync(join(bin, 'capctl'), 0o755);
    const runnerTemp = join(temp, 'runner-temp');
    mkdirSync(runnerTemp);
    const steps: Record<string, { outputs: Record<string, string> }> = {};
    let log = '';
    for (const [index, step] of (workflow.jobs['drift']?.steps ?? []).entries()) {
      if (step.uses !== undefined || step.run === undefined) continue;
      // The install step (a wrapper around the action's carried capctl) is replaced by the built capctl on PATH.
      if (step.name === 'Install capctl') continue;
      const contexts: Contexts = { secrets, github: { token: TOKEN, repository: REPO }, steps };
      const output = join(temp, `${index}-output`);
      writeFileSync(output, '');
      const script = join(temp, `${index}.sh`);
      writeFileSync(script, interpolate(step.run, contexts));
      const env = {
        PATH: `${bin}:${process.env['PATH'] ?? ''}`, HOME: process.env['HOME'] ?? temp, CI: 'true', GITHUB_ACTIONS: 'true',
        GITHUB_API_URL: github.url, GITHUB_REPOSITORY: REPO, RUNNER_TEMP: runnerTemp, GITHUB_OUTPUT: output,
        ...Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, interpolate(String(v), contexts)])),
      };
      const logFile = join(temp, `${index}.log`);
      const fd = openSync(logFile, 'w');
      const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], { cwd: ws.dir, env, stdio: ['ignore', fd, fd] });
      const [code] = (await once(child, 'close')) as [number | null];
      closeSync(fd);
      log += readFileSync(logFile, 'utf8');
      if (step.id) steps[step.id] = { outputs: parseKeyValueFile(readFileSync(output, 'utf8')) };
      if (code !== 0) return { failed: true, log, warnings: [] };
    }
    return { failed: false, log, warnings: parseCommands(log).filter((c) => c.name === 'warning').map((c) => c.message) };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

const secrets = () => ({ CAPACITY_URL: service.url, CAPACITY_PLAN_KEY: deployer, CAPACITY_ORG: '1' });
const cli = (args: string[]) => ws.run(args, { env: { CAPACITY_URL: service.url, CAPACITY_API_KEY: deployer, CAPACITY_ORG: '1' } });

async function patchHook(url: string): Promise<void> {
  const state = await callService(service.url, hotfix, 'GET', '/v1/orgs/1/config/state');
  const hook = (state.body.data.destinations as { id: string }[])[0];
  expect((await callService(service.url, hotfix, 'PATCH', `/v1/orgs/1/destinations/${hook?.id ?? ''}`, { config: { url } })).status).toBe(200);
}

beforeAll(async () => {
  github = new FakeGitHub(REPO, 1);
  github.tokens.set(TOKEN, { author: ACTIONS_BOT, installation: true });
  await github.start();
  ws = new Workspace();
  ws.withQuickstart('capacity');
  service = await ws.serve('service.db');
  deployer = (await ws.run(['keys', 'create', '--create', '--db', 'service.db', '--org', '1', '--role', 'apply', '--name', 'deployer'])).stdout.trim();
  hotfix = (await ws.run(['keys', 'create', '--create', '--db', 'service.db', '--org', '1', '--role', 'apply', '--user', 'carol', '--name', 'hotfix'])).stdout.trim();
  expect((await cli(['apply', 'capacity', '--auto-approve'])).code).toBe(0);
});

afterAll(async () => {
  await github.stop();
  await service?.stop();
  await killServes();
  ws.remove();
});

describe('examples/github/drift.yml', () => {
  it('runs on a schedule, may write issues and read the repository, and nothing else', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect(workflow.permissions).toEqual({ contents: 'read', issues: 'write' });
  });

  it('keeps one issue: opened on drift, edited, closed when it is gone, reopened when it is back', async () => {
    const quiet = await runJob(secrets());
    expect(quiet.failed, quiet.log).toBe(false);
    expect(quiet.log).toContain('capctl: no drift');
    expect(github.issues).toEqual([]);

    await patchHook('https://elsewhere.example.com/one');
    const first = await runJob(secrets());
    expect(first.failed, first.log).toBe(false);
    expect(github.issues).toHaveLength(1);
    const issue = github.issues[0];
    expect(issue).toMatchObject({ state: 'open', title: 'Objects changed outside capctl', labels: [{ name: 'capctl-drift' }] });
    expect(issue?.body).toMatch(/^<!-- capctl-drift -->\n/);
    expect(issue?.body).toContain('| config.url | key hotfix (user carol) |');
    expect(first.warnings).toEqual([`Objects were changed outside capctl; see issue #${issue?.number}.`]);

    await patchHook('https://elsewhere.example.com/two');
    const again = await runJob(secrets());
    expect(again.failed, again.log).toBe(false);
    expect(github.issues).toHaveLength(1);
    expect(github.requests.filter((r) => r.startsWith('PATCH ')).at(-1)).toBe(`PATCH /repos/${REPO}/issues/${issue?.number}`);

    expect((await cli(['apply', 'capacity', '--auto-approve'])).code).toBe(0);
    const gone = await runJob(secrets());
    expect(gone.failed, gone.log).toBe(false);
    expect(github.issues).toHaveLength(1);
    expect(issue?.state).toBe('closed');
    expect(issue?.body).toContain('No drift');
    const patches = github.requests.filter((r) => r.startsWith('PATCH ')).length;
    expect((await runJob(secrets())).failed).toBe(false);
    expect(github.requests.filter((r) => r.startsWith('PATCH ')).length).toBe(patches);

    await patchHook('https://elsewhere.example.com/three');
    expect((await runJob(secrets())).failed).toBe(false);
    expect(github.issues).toHaveLength(1);
    expect(issue?.state).toBe('open');
    expect(issue?.body).toContain('key hotfix (user carol)');
  });

  it('fails the job on an error and leaves the issue as it is', async () => {
    const before = JSON.stringify(github.issues);
    const requests = github.requests.length;
    const failed = await runJob({ ...secrets(), CAPACITY_PLAN_KEY: 'cap_not-a-key' });
    expect(failed.failed).toBe(true);
    expect(JSON.stringify(github.issues)).toBe(before);
    expect(github.requests.length).toBe(requests);
  });
});
