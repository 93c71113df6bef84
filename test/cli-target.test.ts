// End-to-end, with the built binary: `plan --target` plans only the targets and what they depend
// on, says so in every format, and `apply --target` changes nothing else: the other edits of the
// definition are still pending afterwards, and nothing else was deleted. Tests that only plan
// share one project; a test that applies makes its own.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

interface PartialPlanJson {
  readonly partial?: boolean;
  readonly targets?: readonly string[];
  readonly steps: readonly { readonly kind: string; readonly op: string; readonly name: string }[];
}

const names = (plan: PartialPlanJson) => plan.steps.map((s) => `${s.op} ${s.kind}/${s.name}`).sort();

const workspaces: Workspace[] = [];
afterAll(() => {
  for (const w of workspaces) w.remove();
});

/** The quickstart applied, then edited in q/ (every edit still pending). */
async function editedProject(): Promise<Workspace> {
  const ws = new Workspace();
  workspaces.push(ws);
  const dir = ws.withQuickstart('q');
  const applied = await ws.run(['apply', dir, '--auto-approve']);
  expect(applied.code, applied.stderr).toBe(0);
  // Edits of every kind: a webhook URL, a scale-up bound, a query rollup, scale-down removed
  // (a delete), a new unused destination (a create).
  const text = ws.read('q/capacity.yaml')
    .replace('url: https://hooks.example.com/capacity', 'url: https://hooks.example.com/v2')
    .replace('replicas: {type: integer, minimum: 1, maximum: 200}', 'replicas: {type: integer, minimum: 1, maximum: 300}')
    .replace('rollup_seconds: 60', 'rollup_seconds: 120')
    .replace(/  - variant: scale-down[\s\S]*?(?=\n  - variant: drain-orders)/, '')
    .replace('  destinations:\n', '  destinations:\n    - label: audit-hook\n      type: webhook\n      config: {url: https://audit.example.com/hook}\n');
  ws.writeText('q/capacity.yaml', text);
  return ws;
}

/** The project the planning tests share: they never apply. */
let ws: Workspace;
beforeAll(async () => {
  ws = await editedProject();
});

async function planJson(args: readonly string[], w: Workspace = ws): Promise<PartialPlanJson> {
  const r = await w.run(['plan', 'q', '--format', 'json', ...args]);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as PartialPlanJson;
}

describe('--target', () => {
  it('plans the target and what it depends on, nothing else, and says the plan is partial', async () => {
    const whole = await planJson([]);
    expect(names(whole)).toEqual([
      'create destination/audit-hook', 'delete action/scale-down', 'update action/scale-up',
      'update destination/ops-webhook', 'update query/app-metrics/queue-depth',
    ]);
    expect(whole.partial).toBeUndefined();
    const scaleUp = await planJson(['--target', 'action/scale-up']);
    expect(scaleUp.partial).toBe(true);
    expect(scaleUp.targets).toEqual(['action/scale-up']);
    // Its destination and its queries are dependencies; the delete and the new webhook are not.
    expect(names(scaleUp)).toEqual(['update action/scale-up', 'update destination/ops-webhook', 'update query/app-metrics/queue-depth']);
    const two = await planJson(['--target', 'destination/audit-hook', '--target', 'action/scale-down']);
    expect(two.targets).toEqual(['action/scale-down', 'destination/audit-hook']);
    expect(names(two)).toEqual(['create destination/audit-hook', 'delete action/scale-down']);
  });

  it('says so in text and Markdown too', async () => {
    const text = await ws.run(['plan', 'q', '--target', 'query/app-metrics/queue-depth']);
    expect(text.stdout).toContain('Partial plan: only query/app-metrics/queue-depth and what it depends on');
    expect(text.stdout).not.toContain('ops-webhook');
    const markdown = await ws.run(['plan', 'q', '--target', 'query/app-metrics/queue-depth', '--format', 'markdown']);
    expect(markdown.stdout).toContain('> [!NOTE]\n> Partial plan: only query/app-metrics/queue-depth');
  });

  it('names the nearest names of an unknown target, and refuses a malformed one', async () => {
    const unknown = await ws.run(['plan', 'q', '--target', 'action/scale-upp']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('--target action/scale-upp: no action of that name in the definition or the state');
    expect(unknown.stderr).toContain('hint: did you mean action/scale-up, ');
    const malformed = await ws.run(['plan', 'q', '--target', 'webhook/ops-webhook']);
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain('expected KIND/NAME with KIND one of action, destination, metrics, query, source');
  });

  it('applies only the target: the rest of the state is untouched and its changes still pending', async () => {
    const ws = await editedProject();
    const applied = await ws.run(['apply', 'q', '--target', 'destination/ops-webhook', '--auto-approve']);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toContain('Partial plan: only destination/ops-webhook');
    const exported = await ws.run(['export']);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toContain('url: https://hooks.example.com/v2');
    expect(exported.stdout).toContain('variant: scale-down');
    expect(exported.stdout).toContain('maximum: 200');
    expect(exported.stdout).toContain('rollup_seconds: 60');
    expect(exported.stdout).not.toContain('audit-hook');
    expect(names(await planJson([], ws))).toEqual([
      'create destination/audit-hook', 'delete action/scale-down', 'update action/scale-up', 'update query/app-metrics/queue-depth',
    ]);
  });

  it('saves a partial plan that says so when applied from the file', async () => {
    const ws = await editedProject();
    const saved = await ws.run(['plan', 'q', '--target', 'action/scale-down', '--out', 'partial.json']);
    expect(saved.code, saved.stderr).toBe(0);
    const withTarget = await ws.run(['apply', 'partial.json', '--target', 'action/scale-down', '--auto-approve']);
    expect(withTarget.code).toBe(1);
    expect(withTarget.stderr).toContain('--target does not apply to a saved plan');
    const applied = await ws.run(['apply', 'partial.json', '--auto-approve']);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toContain('Partial plan: only action/scale-down');
    expect(applied.stdout).toMatch(/Applied revision \S+: 0 created, 0 updated, 1 deleted/);
    expect(names(await planJson([], ws))).toEqual([
      'create destination/audit-hook', 'update action/scale-up', 'update destination/ops-webhook', 'update query/app-metrics/queue-depth',
    ]);
  });
});
