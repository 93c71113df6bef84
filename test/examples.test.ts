// The examples users start from stay valid, canonical (as `capctl fmt` writes them) and plannable,
// and the CI workflow example uses this repository's GitHub Action in a plan job and an apply job.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { emptyState, maskPlan, parseDefinition, plan } from '@capctl/core';
import { formatYaml } from '../packages/cli/src/canonical-yaml.js';
import { ROOT } from './cli-fixture.js';

function files(dir: string): { path: string; text: string }[] {
  const abs = join(ROOT, 'examples', dir);
  return readdirSync(abs).filter((f) => /\.ya?ml$/.test(f)).sort().map((f) => ({ path: `${dir}/${f}`, text: readFileSync(join(abs, f), 'utf8') }));
}

describe.each(['quickstart', 'quickstart-changed', 'multi-file'])('examples/%s', (dir) => {
  it('is valid, points editors at the schema, and is in canonical format', () => {
    const sources = files(dir);
    expect(sources.length).toBeGreaterThan(0);
    expect(parseDefinition(sources).diagnostics).toEqual([]);
    for (const file of sources) {
      expect(file.text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schemas/definition.schema.json');
      expect(formatYaml(file.text).text, file.path).toBe(file.text);
    }
  });

  it('plans against an empty state without diagnostics, creating every kind', () => {
    const p = plan(parseDefinition(files(dir)).definition, emptyState('1'));
    expect(p.diagnostics).toEqual([]);
    expect(new Set(p.steps.map((s) => s.kind))).toEqual(new Set(['metrics', 'query', 'destination', 'action', 'source']));
  });
});

describe('examples/environments', () => {
  const definition = files('environments/definition');
  const values = (env: string) => ({ ...(parse(readFileSync(join(ROOT, 'examples/environments', `${env}.yaml`), 'utf8')) as Record<string, string>), webhook_token: 'planted-token-e1' });

  it('is valid with each var file, points editors at the schema, and is in canonical format', () => {
    for (const env of ['staging', 'production']) expect(parseDefinition(definition, { variables: values(env) }).diagnostics).toEqual([]);
    for (const file of definition) {
      expect(file.text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../../schemas/definition.schema.json');
      expect(formatYaml(file.text).text, file.path).toBe(file.text);
    }
  });

  it('plans differently per environment, with the token masked', () => {
    const planned = (env: string) => maskPlan(plan(parseDefinition(definition, { variables: values(env) }).definition, emptyState('1')));
    const [staging, production] = [planned('staging'), planned('production')];
    expect(staging.steps.map((s) => `${s.kind}/${s.name}`)).toEqual(production.steps.map((s) => `${s.kind}/${s.name}`));
    expect(JSON.stringify(staging)).toContain('https://hooks.staging.example.com/capacity');
    expect(JSON.stringify(production)).toContain('https://metrics.prod.example.com');
    expect(JSON.stringify(production)).not.toContain('staging');
    for (const p of [staging, production]) expect(JSON.stringify(p)).not.toContain('planted-token-e1');
  });
});

describe('examples/github/capctl.yml', () => {
  const text = readFileSync(join(ROOT, 'examples/github/capctl.yml'), 'utf8');
  interface Job {
    if: string;
    permissions: Record<string, string>;
    concurrency: { 'cancel-in-progress': boolean };
    steps: { id?: string; run?: string; uses?: string; with?: Record<string, string> }[];
  }
  const workflow = parse(text) as { on: Record<string, { branches?: string[] }>; jobs: Record<string, Job> };
  const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> };
  const capctlStep = (job: Job | undefined) => job?.steps.find((s) => s.id === 'capctl');

  it('plans pull requests in a `plan` job and applies main in an `apply` job', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
    expect(workflow.on['push']?.branches).toEqual(['main']);
    expect(Object.keys(workflow.jobs)).toEqual(['plan', 'apply']);
    expect(workflow.jobs['plan']?.if).toBe("github.event_name == 'pull_request'");
    expect(workflow.jobs['plan']?.permissions['pull-requests']).toBe('write');
    expect(workflow.jobs['apply']?.if).toContain("github.ref == 'refs/heads/main'");
    expect(workflow.jobs['apply']?.concurrency['cancel-in-progress']).toBe(false);
    expect(capctlStep(workflow.jobs['plan'])?.with?.['mode']).toBe('plan');
    expect(capctlStep(workflow.jobs['apply'])?.with?.['mode']).toBe('apply');
  });

  it("uses this repository's action with inputs it declares, and secrets for the service", () => {
    for (const name of ['plan', 'apply']) {
      const step = capctlStep(workflow.jobs[name]);
      expect(step?.uses).toMatch(/^[\w-]+\/capctl@v\d+\.\d+\.\d+$/);
      for (const input of Object.keys(step?.with ?? {})) expect(Object.keys(action.inputs), input).toContain(input);
    }
    // A plan key for pull requests; the apply key only in the apply job, behind an environment.
    expect(capctlStep(workflow.jobs['plan'])?.with?.['api-key']).toBe('${{ secrets.CAPACITY_PLAN_KEY }}');
    expect(capctlStep(workflow.jobs['apply'])?.with?.['api-key']).toBe('${{ secrets.CAPACITY_APPLY_KEY }}');
    expect((workflow.jobs['apply'] as Job & { environment?: string }).environment).toMatch(/\w/);
    expect(text.match(/CAPACITY_APPLY_KEY \}\}/g)).toHaveLength(1);
    // Nothing is compiled or installed in CI: the action carries capctl.
    expect(text).not.toMatch(/npm (ci|run build|install)/);
  });

  it('posts the comment of a failed plan too, then fails the job', () => {
    const steps = (parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { runs: { steps: { id?: string; run?: string; if?: string }[] } }).runs.steps;
    const plan = steps.findIndex((s) => s.id === 'plan');
    const post = steps.findIndex((s) => s.id === 'comment');
    const fail = steps.findIndex((s) => s.run?.includes('exit 1') === true && s.if?.includes('exitcode') === true);
    expect(plan).toBeGreaterThanOrEqual(0);
    expect(steps[plan]?.run).toContain('capctl --chdir "$CAPCTL_DIR" plan');
    expect(steps[plan]?.run).not.toContain('exit 1');
    // The comment step runs whatever the plan's exit code: its condition does not look at it.
    expect(post).toBeGreaterThan(plan);
    expect(steps[post]?.if).not.toContain('exitcode');
    expect(fail).toBeGreaterThan(post);
    expect(steps[fail]?.if).toContain("steps.plan.outputs.exitcode == '1'");
  });
});
