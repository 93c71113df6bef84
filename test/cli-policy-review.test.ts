// The policy report and overrides in the review surfaces, through the built CLI on local state with
// a pushed policy set: a real saved plan (`plan --out`) carrying the report the service evaluated,
// shown by `capctl show FILE` in text, Markdown and JSON; overrides a real `apply --override`
// recorded, shown by `revisions show` and `show REVISION`; and the plan window of a real `capctl
// plan` in a terminal at 60 and 120 columns.
import { readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanPolicy } from '@capctl/core';
import { parseMarkdown, textOf } from '../packages/cli/src/testing/markdown-shape.js';
import { CAPCTL, ROOT, smallDefinition, Workspace } from './cli-fixture.js';
import { Terminal } from './fixtures/terminal.js';

vi.setConfig({ testTimeout: 120_000 });

const addFormats = formats as unknown as (ajv: Ajv2020, names: string[]) => Ajv2020;
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
addFormats(ajv, ['date-time']);
ajv.addSchema(JSON.parse(readFileSync(`${ROOT}/schemas/plan.schema.json`, 'utf8')) as object);
const validateShow = ajv.compile(JSON.parse(readFileSync(`${ROOT}/schemas/show.schema.json`, 'utf8')) as object);
const validateRevisions = ajv.compile(JSON.parse(readFileSync(`${ROOT}/schemas/revisions.schema.json`, 'utf8')) as object);

/**
 * One of each enforcement and a policy that cannot be evaluated (a division by zero), a hostile
 * message among them (CEL escapes, in a block scalar so YAML leaves the backslashes alone).
 */
const REVIEWED = `name: naming
scope: object
condition: "object.kind == 'action' && object.name == 'checkout'"
message: names should be kebab-case
enforcement: advisory
---
name: no-big-deletes
scope: plan
condition: size(plan.steps) > 0
message: never shown
messageExpression: >-
  'costs $5 | \`x\` <script>@team\\x1b[2J\\nnext'
enforcement: mandatory
---
name: webhook-hosts
scope: object
condition: "object.kind == 'destination'"
message: host not on the allow-list
enforcement: overridable
---
name: slow-rule
scope: plan
condition: 1 / (size(plan.steps) - size(plan.steps)) == 1
message: never evaluated
enforcement: mandatory
`;

/** Two overridable policies the small definition's first plan violates. */
const OVERRIDABLE = `name: webhook-hosts
scope: object
condition: "object.kind == 'destination'"
message: host not on the allow-list
enforcement: overridable
---
name: reviewed-creates
scope: plan
condition: plan.summary.create > 0
message: the plan creates objects
enforcement: overridable
`;

/** The report a plan of the small definition gets from REVIEWED, as the service evaluates it. */
const REPORTED = [
  { policy: 'naming', enforcement: 'advisory', scope: 'object', subject: 'action/checkout', message: 'names should be kebab-case' },
  { policy: 'no-big-deletes', enforcement: 'mandatory', scope: 'plan', subject: 'plan', message: 'costs $5 | `x` <script>@team\u001b[2J\nnext' },
  { policy: 'webhook-hosts', enforcement: 'overridable', scope: 'object', subject: 'destination/orders-hook', message: 'host not on the allow-list' },
];

let ws: Workspace;
let terminals: Terminal[];
beforeEach(() => {
  ws = new Workspace();
  terminals = [];
});
afterEach(() => {
  for (const term of terminals) term.dispose();
  ws.remove();
});

async function ok(args: string[]): Promise<string> {
  const result = await ws.run(args);
  expect(result.code, result.stderr).toBe(0);
  return result.stdout;
}

/** Pushes `text` as the org's policy set with `capctl policies push`. */
async function push(text: string): Promise<void> {
  ws.writeText('rules/policies.yaml', text);
  await ok(['policies', 'push', 'rules']);
}

/** A real saved plan of the small definition, its report evaluated by the service against the pushed set. */
async function savedPlanWithReport(): Promise<string> {
  await push(REVIEWED);
  ws.writeDefinition('defs/capacity.yaml', smallDefinition());
  const planned = await ws.run(['plan', 'defs', '--out', 'plan.json']);
  // The report blocks the apply: exit 3.
  expect(planned.code, planned.stderr).toBe(3);
  return 'plan.json';
}

/** The saved plan's report, as stored in the file. */
const savedReport = (file: string) => (JSON.parse(ws.read(file)) as { plan: { policy: PlanPolicy } }).plan.policy;

describe('a saved plan with a policy report, shown by `capctl show FILE`', () => {
  it('shows the Policy section in text, blocking items first, data as visible escapes', async () => {
    const out = await ok(['show', await savedPlanWithReport()]);
    const section = out.slice(out.indexOf('Policy (set version 1)')).split('\n');
    expect(section.slice(0, 5)).toEqual([
      'Policy (set version 1)',
      '  ✗ mandatory    no-big-deletes  plan: costs $5 | `x` <script>@team\\x1b[2J\\nnext',
      '  ✗ overridable  webhook-hosts  destination/orders-hook: host not on the allow-list',
      expect.stringMatching(/^ {2}✗ error {8}slow-rule {2}plan: could not be evaluated \(policy_[a-z_]+\): \S/),
      '  ! advisory     naming  action/checkout: names should be kebab-case',
    ]);
    expect(out).toContain('  Overridable: apply with --override webhook-hosts=REASON');
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
  });

  it('shows it in Markdown: a CAUTION box of blocking items, then advisory ones, the hostile message as text', async () => {
    const out = await ok(['show', await savedPlanWithReport(), '--format', 'markdown']);
    const quotes = parseMarkdown(out).children.filter((node) => node.type === 'blockquote').map(textOf).filter((text) => text.includes('Policy (set version 1)'));
    expect(quotes.map((text) => /^\[!([A-Z]+)\]/.exec(text)?.[1])).toEqual(['CAUTION', 'NOTE']);
    expect(quotes[0]?.replaceAll('\u200b', '')).toContain('no-big-deletes plan: costs $5 | `x` <script>@team\\x1b[2J\\nnext');
    expect(out).not.toContain('<script>');
  });

  it('carries it in JSON, valid against show.schema.json', async () => {
    const file = await savedPlanWithReport();
    const json = JSON.parse(await ok(['show', file, '--format', 'json'])) as { plan: { policy: PlanPolicy } };
    expect(validateShow(json), JSON.stringify(validateShow.errors)).toBe(true);
    expect(json.plan.policy).toEqual(savedReport(file));
    expect(json.plan.policy.set.version).toBe(1);
    expect(json.plan.policy.results).toEqual(REPORTED);
    expect(json.plan.policy.errors.map((e) => [e.policy, e.enforcement, e.subject])).toEqual([['slow-rule', 'mandatory', 'plan']]);
  });

  it('refuses a saved plan whose report is not shaped as capctl writes it, without a stack trace', async () => {
    const file = await savedPlanWithReport();
    // Edited by hand after the plan: not a report capctl wrote.
    const saved = JSON.parse(ws.read(file)) as { plan: Record<string, unknown> };
    saved.plan.policy = { set: { version: 3, digest: 'x' }, results: [{ policy: 'p', enforcement: 'strict' }], errors: [] };
    writeFileSync(ws.path(file), `${JSON.stringify(saved, null, 2)}\n`);
    const result = await ws.run(['show', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('plan.json is a damaged saved plan (its policy report is not one capctl wrote)');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('overrides recorded on an applied revision', () => {
  const me = userInfo().username;
  const HOSTILE_REASON = 'ok\u202e'.concat('\u001b]0;owned\u0007 | $x$ @team\nmore');

  /** Applies the small definition against two overridable policies, overriding both. */
  async function overriddenRevision(): Promise<string> {
    await push(OVERRIDABLE);
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    const refused = await ws.run(['apply', 'defs', '--auto-approve']);
    expect(refused.code).toBe(1);
    const applied = await ws.run(['apply', 'defs', '--auto-approve', '--format', 'json',
      '--override', 'webhook-hosts=vendor migration, ticket 42', '--override', `reviewed-creates=${HOSTILE_REASON}`]);
    expect(applied.code, applied.stderr).toBe(0);
    return (JSON.parse(applied.stdout) as { revision_id: string }).revision_id;
  }

  it('`revisions show` names each override, its reason and who applied it, as data; its JSON carries them', async () => {
    const id = await overriddenRevision();
    const out = await ok(['revisions', 'show', id]);
    expect(out).toContain(`\nOverrides: webhook-hosts — vendor migration, ticket 42 (by ${me})\n`);
    expect(out).toContain(`\n           reviewed-creates — ok\\u202e\\x1b]0;owned\\x07 | $x$ @team\\nmore (by ${me})\n`);
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202e]/);
    const json = JSON.parse(await ok(['revisions', 'show', id, '--format', 'json'])) as Record<string, unknown>;
    expect(validateRevisions(json), JSON.stringify(validateRevisions.errors)).toBe(true);
    expect(json['overrides']).toEqual([{ policy: 'webhook-hosts', reason: 'vendor migration, ticket 42' }, { policy: 'reviewed-creates', reason: HOSTILE_REASON }]);
    expect((await ok(['revisions', 'list'])).split('\n')[1]).toMatch(new RegExp(` applied .* ${me}, 2 overrides$`));
    const list = JSON.parse(await ok(['revisions', 'list', '--format', 'json'])) as Record<string, unknown>;
    expect(validateRevisions(list), JSON.stringify(validateRevisions.errors)).toBe(true);
  });

  it('`show REVISION` names them in text, Markdown (as text) and JSON (show.schema.json)', async () => {
    const id = await overriddenRevision();
    expect(await ok(['show', id])).toContain(`\nOverrides: webhook-hosts — vendor migration, ticket 42 (by ${me})\n`);
    const markdown = await ok(['show', id, '--format', 'markdown']);
    const box = parseMarkdown(markdown).children.filter((node) => node.type === 'blockquote').map(textOf).find((text) => text.startsWith('[!IMPORTANT]'));
    expect(box?.replaceAll('\u200b', '')).toContain('reviewed-creates: ok\\u202e\\x1b]0;owned\\x07 | $x$ @team\\nmore (by');
    expect(markdown).not.toMatch(/\$x\$/);
    const json = JSON.parse(await ok(['show', id, '--format', 'json'])) as { shown: { overrides: unknown } };
    expect(validateShow(json), JSON.stringify(validateShow.errors)).toBe(true);
    expect(json.shown.overrides).toHaveLength(2);
  });
});

const ROWS = 24;
const STATUS = /^(line \d+ of \d+|all lines shown)/;

/** The quickstart applied, the REVIEWED set pushed, then forty new actions and one dropped: a plan taller than the screen. */
async function tallPlan(): Promise<string> {
  const dir = ws.withQuickstart();
  await ok(['apply', dir, '--auto-approve']);
  await push(REVIEWED);
  const file = ws.path(dir, 'capacity.yaml');
  const text = readFileSync(file, 'utf8');
  const fillers = Array.from({ length: 40 }, (_, i) => `  - variant: filler-${String(i).padStart(2, '0')}\n    schema: {type: object}\n`).join('');
  const dropped = text.replace(/ {2}- variant: scale-down\n[\s\S]*?(?=\n {2}- variant: drain-orders)/, '');
  writeFileSync(file, dropped.replace('actions:\n', `actions:\n${fillers}`));
  return dir;
}

function windowOf(term: Terminal): { readonly header: string[]; readonly body: string[]; readonly status: string } {
  const rows = term.rows().slice(-ROWS);
  const statusAt = rows.findLastIndex((row) => STATUS.test(row));
  const ruleAt = rows.findLastIndex((row) => /^─+$/.test(row));
  const summaryAt = rows.findLastIndex((row, i) => i < ruleAt && row.startsWith('Plan: '));
  return { header: rows.slice(summaryAt, ruleAt), body: rows.slice(ruleAt + 1, statusAt), status: rows[statusAt] ?? '' };
}

for (const columns of [60, 120]) {
  describe(`the plan window with a policy report in a ${columns}-column terminal`, () => {
    it('shows the Policy section under the summary, and d reaches each blocking item after the delete', async () => {
      const dir = await tallPlan();
      const term = new Terminal(process.execPath, [CAPCTL, 'plan', dir], { cwd: ws.dir, rows: ROWS, columns });
      terminals.push(term);
      await term.waitForText(() => /^line \d+ of \d+ · .*q quit/.test(windowOf(term).status), 'the window, listening, with the plan counted');
      const first = windowOf(term);
      expect(first.header).toContain('Policy (set version 1)');
      // Blocking items come right under the heading, in the rows the header keeps on top.
      expect(first.header[first.header.indexOf('Policy (set version 1)') + 1]).toMatch(/^ {2}✗ mandatory {4}no-big-deletes {2}plan: costs \$5/);
      expect(first.status).toContain('d attention (4)');
      expect(term.rows().slice(-ROWS).every((row) => [...row].length <= columns)).toBe(true);

      const press = async (key: string, status: RegExp) => {
        term.type(key);
        await term.waitForText(() => status.test(windowOf(term).status), `a status line matching ${status}`);
        return windowOf(term);
      };
      expect((await press('d', /needs attention: 1 of 4/)).body[0]).toBe('  - action scale-down  v1  DELETE');
      expect((await press('d', /needs attention: 2 of 4/)).body[0]).toMatch(/^ {2}✗ mandatory {4}no-big-deletes/);
      expect((await press('d', /needs attention: 3 of 4/)).body[0]).toMatch(/^ {2}✗ overridable {2}webhook-hosts/);
      expect((await press('d', /needs attention: 4 of 4/)).body[0]).toMatch(/^ {2}✗ error {8}slow-rule/);
      expect((await press('D', /needs attention: 3 of 4/)).body[0]).toMatch(/^ {2}✗ overridable/);
      term.type('q');
      // The window closed, `capctl plan` exits as its report says: blocked by the policies.
      expect(await term.exited()).toBe(3);
    });
  });
}
