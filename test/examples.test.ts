// The examples users start from stay valid, canonical (as `capctl fmt` writes them) and plannable,
// and the pull-request workflow posts one comment found by the plan's marker line.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { emptyState, parseDefinition, plan } from '@capctl/core';
import { formatYaml } from '../packages/cli/src/canonical-yaml.js';
import { PLAN_COMMENT_MARKER } from '../packages/cli/src/output.js';
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

describe('examples/github/plan-comment.yml', () => {
  const text = readFileSync(join(ROOT, 'examples/github/plan-comment.yml'), 'utf8');
  const workflow = parse(text) as {
    on: Record<string, unknown>;
    permissions: Record<string, string>;
    jobs: Record<string, { env: Record<string, string>; steps: { run?: string; uses?: string; with?: { script?: string } }[] }>;
  };
  const job = Object.values(workflow.jobs)[0];

  it('runs on pull requests with the service URL and key from secrets', () => {
    expect(Object.keys(workflow.on)).toEqual(['pull_request']);
    expect(workflow.permissions['pull-requests']).toBe('write');
    expect(job?.env['CAPACITY_URL']).toBe('${{ secrets.CAPACITY_URL }}');
    expect(job?.env['CAPACITY_API_KEY']).toBe('${{ secrets.CAPACITY_API_KEY }}');
  });

  it('builds capctl from its repository and runs the bundle this repository builds', () => {
    const runs = job?.steps.map((s) => s.run ?? '').join('\n') ?? '';
    expect(runs).not.toMatch(/npm install --global/);
    expect(runs).toContain('npm run build --prefix .capctl-src');
    const bundle = /%s\/(packages\/cli\/dist\/capctl\.mjs)/.exec(runs)?.[1];
    expect(bundle).toBe('packages/cli/dist/capctl.mjs');
    expect(existsSync(join(ROOT, bundle ?? ''))).toBe(true);
  });

  it('plans as Markdown and updates the one comment that carries the marker', () => {
    const runs = job?.steps.map((s) => s.run ?? '').join('\n') ?? '';
    expect(runs).toContain('capctl plan "$DEFINITION_DIR" --format markdown --detailed-exitcode > plan.md');
    const script = job?.steps.find((s) => s.uses?.startsWith('actions/github-script'))?.with?.script ?? '';
    expect(script).toContain(`const marker = '${PLAN_COMMENT_MARKER}';`);
    expect(script).toContain('updateComment');
    expect(script).toContain('createComment');
  });
});
