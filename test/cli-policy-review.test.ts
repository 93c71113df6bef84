// The policy report and overrides in the review surfaces, through the built CLI on local state: a
// saved plan carrying a report (as the service stores it) shown by `capctl show FILE` in text,
// Markdown and JSON; overrides recorded on an applied revision shown by `revisions show` and `show
// REVISION`; and the plan window in a real terminal at 60 and 120 columns. `capctl plan`'s own
// exit 3 needs the service's evaluation (built elsewhere): planExitCode's unit test holds it here.
import { readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Plan, PlanPolicy } from '@capctl/core';
import { SqliteDatabase } from '@capctl/server';
import { parseMarkdown, textOf } from '../packages/cli/src/testing/markdown-shape.js';
import { ROOT, smallDefinition, Workspace } from './cli-fixture.js';
import { Terminal } from './fixtures/terminal.js';

vi.setConfig({ testTimeout: 120_000 });

const addFormats = formats as unknown as (ajv: Ajv2020, names: string[]) => Ajv2020;
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
addFormats(ajv, ['date-time']);
ajv.addSchema(JSON.parse(readFileSync(`${ROOT}/schemas/plan.schema.json`, 'utf8')) as object);
const validateShow = ajv.compile(JSON.parse(readFileSync(`${ROOT}/schemas/show.schema.json`, 'utf8')) as object);
const validateRevisions = ajv.compile(JSON.parse(readFileSync(`${ROOT}/schemas/revisions.schema.json`, 'utf8')) as object);

/** One of each enforcement and an evaluation error, a hostile message among them. */
const REPORT: PlanPolicy = {
  set: { version: 3, digest: 'b'.repeat(64) },
  results: [
    { policy: 'naming', enforcement: 'advisory', scope: 'object', subject: 'action/checkout', message: 'names should be kebab-case' },
    { policy: 'no-big-deletes', enforcement: 'mandatory', scope: 'plan', subject: 'plan', message: 'costs $5 | `x` <script>@team\u001b[2J\nnext' },
    { policy: 'webhook-hosts', enforcement: 'overridable', scope: 'step', subject: 'destination/pager', message: 'host not on the allow-list' },
  ],
  errors: [{ policy: 'slow-rule', enforcement: 'mandatory', subject: 'plan', code: 'policy_budget_exceeded', message: 'ran out of its budget' }],
};

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

/** A real saved plan, with the report put into its plan as the service would have stored it. */
async function savedPlanWithReport(report: unknown = REPORT): Promise<string> {
  ws.writeDefinition('defs/capacity.yaml', smallDefinition());
  await ok(['plan', 'defs', '--out', 'plan.json']);
  const saved = JSON.parse(readFileSync(ws.path("plan.json"), "utf8")) as { plan: Record<string, unknown> };
  saved.plan.policy = report;
  writeFileSync(ws.path('plan.json'), `${JSON.stringify(saved, null, 2)}\n`);
  return 'plan.json';
}

describe('a saved plan with a policy report, shown by `capctl show FILE`', () => {
  it('shows the Policy section in text, blocking items first, data as visible escapes', async () => {
    const out = await ok(['show', await savedPlanWithReport()]);
    const section = out.slice(out.indexOf('Policy (set version 3)')).split('\n');
    expect(section.slice(0, 5)).toEqual([
      'Policy (set version 3)',
      '  ✗ mandatory    no-big-deletes  plan: costs $5 | `x` <script>@team\\x1b[2J\\nnext',
      '  ✗ overridable  webhook-hosts  destination/pager: host not on the allow-list',
      '  ✗ error        slow-rule  plan: could not be evaluated (policy_budget_exceeded): ran out of its budget',
      '  ! advisory     naming  action/checkout: names should be kebab-case',
    ]);
    expect(out).toContain('  Overridable: apply with --override webhook-hosts=REASON');
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
  });

  it('shows it in Markdown: a CAUTION box of blocking items, then advisory ones, the hostile message as text', async () => {
    const out = await ok(['show', await savedPlanWithReport(), '--format', 'markdown']);
    const quotes = parseMarkdown(out).children.filter((node) => node.type === 'blockquote').map(textOf).filter((text) => text.includes('Policy (set version 3)'));
    expect(quotes.map((text) => /^\[!([A-Z]+)\]/.exec(text)?.[1])).toEqual(['CAUTION', 'NOTE']);
    expect(quotes[0]?.replaceAll('\u200b', '')).toContain('no-big-deletes plan: costs $5 | `x` <script>@team\\x1b[2J\\nnext');
    expect(out).not.toContain('<script>');
  });

  it('carries it in JSON, valid against show.schema.json', async () => {
    const json = JSON.parse(await ok(['show', await savedPlanWithReport(), '--format', 'json'])) as { plan: { policy: unknown } };
    expect(validateShow(json), JSON.stringify(validateShow.errors)).toBe(true);
    expect(json.plan.policy).toEqual(REPORT);
  });

  it('refuses a saved plan whose report is not shaped as capctl writes it, without a stack trace', async () => {
    const file = await savedPlanWithReport({ set: { version: 3, digest: 'x' }, results: [{ policy: 'p', enforcement: 'strict' }], errors: [] });
    const result = await ws.run(['show', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('plan.json is a damaged saved plan (its policy report is not one capctl wrote)');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('overrides recorded on an applied revision', () => {
  const me = userInfo().username;
  const HOSTILE_REASON = 'ok'.concat('\u001b]0;owned\u0007 | $x$ @team\nmore');

  /** Applies a definition, then records overrides on its revision as the apply would have (the column migration 0100 added). */
  async function overriddenRevision(): Promise<string> {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    await ok(['apply', 'defs', '--auto-approve']);
    const id = (JSON.parse(await ok(['revisions', 'list', '--format', 'json'])) as { items: { id: string }[] }).items[0]?.id as string;
    const db = new SqliteDatabase(ws.path('.capctl/state.db'));
    try {
      const overrides = [{ policy: 'webhook-hosts', reason: 'vendor migration, ticket 42' }, { policy: 'evil\u202e', reason: HOSTILE_REASON }];
      expect(db.prepare('update config_revisions set policy_overrides = ? where id = ?').run(JSON.stringify(overrides), id).changes).toBe(1);
    } finally {
      db.close();
    }
    return id;
  }

  it('`revisions show` names each override, its reason and who applied it, as data; its JSON carries them', async () => {
    const id = await overriddenRevision();
    const out = await ok(['revisions', 'show', id]);
    expect(out).toContain(`\nOverrides: webhook-hosts — vendor migration, ticket 42 (by ${me})\n`);
    expect(out).toContain(`\n           evil\\u202e — ok\\x1b]0;owned\\x07 | $x$ @team\\nmore (by ${me})\n`);
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202e]/);
    const json = JSON.parse(await ok(['revisions', 'show', id, '--format', 'json'])) as Record<string, unknown>;
    expect(validateRevisions(json), JSON.stringify(validateRevisions.errors)).toBe(true);
    expect(json['overrides']).toEqual([{ policy: 'webhook-hosts', reason: 'vendor migration, ticket 42' }, { policy: 'evil\u202e', reason: HOSTILE_REASON }]);
    expect((await ok(['revisions', 'list'])).split('\n')[1]).toMatch(new RegExp(` applied .* ${me}, 2 overrides$`));
    const list = JSON.parse(await ok(['revisions', 'list', '--format', 'json'])) as Record<string, unknown>;
    expect(validateRevisions(list), JSON.stringify(validateRevisions.errors)).toBe(true);
  });

  it('`show REVISION` names them in text, Markdown (as text) and JSON (show.schema.json)', async () => {
    const id = await overriddenRevision();
    expect(await ok(['show', id])).toContain(`\nOverrides: webhook-hosts — vendor migration, ticket 42 (by ${me})\n`);
    const markdown = await ok(['show', id, '--format', 'markdown']);
    const box = parseMarkdown(markdown).children.filter((node) => node.type === 'blockquote').map(textOf).find((text) => text.startsWith('[!IMPORTANT]'));
    expect(box?.replaceAll('\u200b', '')).toContain('evil\\u202e: ok\\x1b]0;owned\\x07 | $x$ @team\\nmore (by');
    expect(markdown).not.toMatch(/\$x\$/);
    const json = JSON.parse(await ok(['show', id, '--format', 'json'])) as { shown: { overrides: unknown } };
    expect(validateShow(json), JSON.stringify(validateShow.errors)).toBe(true);
    expect(json.shown.overrides).toHaveLength(2);
  });
});

const ROWS = 24;
const STATUS = /^(line \d+ of \d+|all lines shown)/;

/** Forty new actions around the quickstart, one dropped and one made stricter: taller than the screen. */
async function tallPlanWithReport(): Promise<string> {
  const dir = ws.withQuickstart();
  await ok(['apply', dir, '--auto-approve']);
  const file = ws.path(dir, 'capacity.yaml');
  const text = readFileSync(file, 'utf8');
  const fillers = Array.from({ length: 40 }, (_, i) => `  - variant: filler-${String(i).padStart(2, '0')}\n    schema: {type: object}\n`).join('');
  const dropped = text.replace(/ {2}- variant: scale-down\n[\s\S]*?(?=\n {2}- variant: drain-orders)/, '');
  writeFileSync(file, dropped.replace('actions:\n', `actions:\n${fillers}`));
  await ok(['plan', dir, '--out', 'tall.json']);
  const saved = JSON.parse(readFileSync(ws.path('tall.json'), 'utf8')) as { plan: Plan };
  writeFileSync(ws.path('tall-plan.json'), JSON.stringify({ ...saved.plan, policy: REPORT }));
  return ws.path('tall-plan.json');
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
      const plan = await tallPlanWithReport();
      const term = new Terminal(process.execPath, [`${ROOT}/test/fixtures/page-plan.mjs`, plan], { cwd: ws.dir, rows: ROWS, columns });
      terminals.push(term);
      await term.waitForText(() => /^line \d+ of \d+ · .*q quit/.test(windowOf(term).status), 'the window, listening, with the plan counted');
      const first = windowOf(term);
      expect(first.header).toContain('Policy (set version 3)');
      // Blocking items come right under the heading, in the rows the header keeps on top.
      expect(first.header[first.header.indexOf('Policy (set version 3)') + 1]).toMatch(/^ {2}✗ mandatory {4}no-big-deletes {2}plan: costs \$5/);
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
      expect(await term.exited()).toBe(0);
    });
  });
}
