// End-to-end: a pull request that weakens an action's compatibility mode, in capctl.yaml or on the
// action, next to a breaking schema change: the plan shows both (exit 3, a CAUTION line), and apply
// refuses it unless `--allow-breaking=VARIANT` names the action (a bare --allow-breaking does not),
// in local mode and against the service over HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiKey, serve } from '@capctl/server';
import type { Definition } from '@capctl/core';
import { CAPCTL, smallDefinition, Workspace } from './cli-fixture.js';
import { Terminal } from './fixtures/terminal.js';
import { outputSchema } from './fixtures/output-schema.js';

// Each test runs the binary several times; a busy CI machine needs more than the default.
vi.setConfig({ testTimeout: 120_000 });

/** schemas/plan.schema.json, which `plan --format json` follows. */
// The plan's JSON Schema with its formats, as every output schema is checked.
const validPlan = outputSchema('plan');

const PROJECT = '# capctl project defaults\nstate: .capctl/state.db\n';
/** `checkout` now requires `region`: payloads valid under v1 are rejected (breaks backward). */
const breaking = () => smallDefinition({ required: ['order_id', 'region'] });

/** The definition with `checkout`'s own `compatibility` set. */
function withCheckoutMode(definition: Definition, compatibility: string): Definition {
  return { ...definition, actions: (definition.actions ?? []).map((a) => (a.variant === 'checkout' ? { ...a, compatibility } : a)) } as Definition;
}

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

describe('a weakened compatibility mode in local mode', () => {
  it('capctl.yaml `compatibility: none` next to a breaking change: exit 3, CAUTION, refused unless the action is named', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
    // The pull request: the project default turned off and a required field added, together.
    ws.writeText('capctl.yaml', `${PROJECT}compatibility: none\n`);
    ws.writeDefinition('defs/capacity.yaml', breaking());

    const plan = await ws.run(['plan', 'defs', '--detailed-exitcode']);
    expect(plan.code).toBe(3);
    expect(plan.stdout).toContain('~ action checkout  v1 → v2  BREAKING  MODE WEAKENED');
    expect(plan.stdout).toContain('breaks mode backward against v1');
    expect(plan.stdout).toContain('CAUTION: 2 actions weaken their compatibility mode (checkout: backward → none; refund: backward → none)');
    expect(plan.stdout).toContain('Apply refuses them unless --allow-breaking=checkout --allow-breaking=refund names them (a bare --allow-breaking does not).');

    const markdown = await ws.run(['plan', 'defs', '--format', 'markdown']);
    expect(markdown.stdout).toContain('> [!CAUTION]\n> This plan weakens the compatibility mode of 2 actions;');
    expect(markdown.stdout).toContain('> - action checkout: mode backward → none\n> - action refund: mode backward → none\n');
    // Listed before the table of changed objects, with the deletes and breaking changes.
    expect(markdown.stdout.indexOf('[!CAUTION]')).toBeLessThan(markdown.stdout.indexOf('| '));

    const json = JSON.parse((await ws.run(['plan', 'defs', '--format', 'json'])).stdout) as { steps: Record<string, unknown>[] };
    expect(validPlan(json), JSON.stringify(validPlan.errors)).toBe(true);
    const checkout = json.steps.find((s) => s['name'] === 'checkout');
    expect(checkout).toMatchObject({ compatibility: 'breaking', mode: 'backward', weakened_mode: { from: 'backward', to: 'none' } });

    const refused = await ws.run(['apply', 'defs', '--auto-approve']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('error: the plan makes 1 breaking schema change and 2 weakened compatibility modes:');
    expect(refused.stderr).toContain('action checkout weakens its compatibility mode backward → none');

    const bare = await ws.run(['apply', 'defs', '--auto-approve', '--allow-breaking']);
    expect(bare.code).toBe(1);
    expect(bare.stderr).toContain('a weakened mode is allowed only by naming its action (a bare --allow-breaking does not)');
    expect(bare.stderr).toContain('--allow-breaking=checkout --allow-breaking=refund');
    expect((await ws.planJson('defs')).plan.summary.update).toBe(2);

    const named = await ws.run(['apply', 'defs', '--auto-approve', '--allow-breaking=checkout,refund']);
    expect(named.stderr).toBe('');
    expect(named.code).toBe(0);
    expect(named.stdout).toContain('allowed by --allow-breaking=checkout --allow-breaking=refund.');
    expect((await ws.planJson('defs')).plan.steps).toEqual([]);
  });

  it('a mode weakened on the action alone (full → backward, no schema change) is refused until named', async () => {
    ws.writeDefinition('defs/capacity.yaml', withCheckoutMode(smallDefinition(), 'full'));
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
    ws.writeDefinition('defs/capacity.yaml', withCheckoutMode(smallDefinition(), 'backward'));

    const plan = await ws.run(['plan', 'defs', '--detailed-exitcode']);
    expect(plan.code).toBe(3);
    expect(plan.stdout).toContain('~ action checkout  v1  MODE WEAKENED  mode full → backward');
    expect(plan.stdout).toContain('CAUTION: 1 action weakens its compatibility mode (checkout: full → backward)');

    expect((await ws.run(['apply', 'defs', '--auto-approve', '--allow-breaking'])).code).toBe(1);
    expect((await ws.run(['apply', 'defs', '--auto-approve', '--allow-breaking=checkout'])).code).toBe(0);
  });

  it('a strengthened mode needs no allowance', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
    ws.writeDefinition('defs/capacity.yaml', withCheckoutMode(smallDefinition(), 'full_transitive'));
    const plan = await ws.run(['plan', 'defs', '--detailed-exitcode']);
    expect(plan.code).toBe(2);
    expect(plan.stdout).not.toContain('CAUTION');
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
  });
});

describe('a weakened compatibility mode in a terminal (Ink)', () => {
  it('plan shows the badge and the CAUTION line; apply with the action named says so and asks', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition({ refund: false }));
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
    ws.writeText('capctl.yaml', `${PROJECT}compatibility: none\n`);
    ws.writeDefinition('defs/capacity.yaml', smallDefinition({ refund: false, required: ['order_id', 'region'] }));

    const plan = new Terminal(process.execPath, [CAPCTL, 'plan', 'defs'], { cwd: ws.dir });
    try {
      expect(await plan.exited()).toBe(0);
      const screen = plan.screen();
      expect(screen).toContain('~ action checkout  v1 → v2  BREAKING  MODE WEAKENED');
      expect(screen).toContain('CAUTION: 1 action weakens its compatibility mode (checkout: backward → none)');
    } finally {
      plan.dispose();
    }

    const apply = new Terminal(process.execPath, [CAPCTL, 'apply', 'defs', '--allow-breaking=checkout'], { cwd: ws.dir });
    try {
      const prompt = await apply.waitForText('Type "yes" to apply', 'the confirmation prompt');
      expect(prompt).toContain('CAUTION: 1 action weakens its compatibility mode (checkout: backward → none): allowed by --allow-breaking=checkout.');
      apply.type('yes');
      apply.press('Enter');
      await apply.waitForText(/Applied revision \S+/, 'the summary');
      expect(await apply.exited()).toBe(0);
    } finally {
      apply.dispose();
    }
    expect((await ws.planJson('defs')).plan.steps).toEqual([]);
  });
});

describe('a weakened compatibility mode against the service over HTTP', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'capctl-modes-'));
    const db = join(dataDir, 'capacity.db');
    const { key } = await createApiKey({ db, org: '7', user: 'ci' });
    const running = await serve({ port: 0, host: '127.0.0.1', db, logLevel: 'silent' });
    env = { CAPACITY_URL: running.url, CAPACITY_API_KEY: key, CAPACITY_ORG: '7' };
    stop = () => running.close();
  });

  afterAll(async () => {
    await stop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the action`s own `compatibility: none` next to a breaking change: exit 3, CAUTION, refused by the service unless named', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    expect((await ws.run(['apply', 'defs', '--auto-approve'], { env })).code).toBe(0);
    ws.writeDefinition('defs/capacity.yaml', withCheckoutMode(breaking(), 'none'));

    const plan = await ws.run(['plan', 'defs', '--detailed-exitcode'], { env });
    expect(plan.code).toBe(3);
    expect(plan.stdout).toContain('~ action checkout  v1 → v2  BREAKING  MODE WEAKENED');
    expect(plan.stdout).toContain('CAUTION: 1 action weakens its compatibility mode (checkout: backward → none)');
    const json = JSON.parse((await ws.run(['plan', 'defs', '--format', 'json'], { env })).stdout) as { steps: Record<string, unknown>[] };
    expect(json.steps.find((s) => s['name'] === 'checkout')).toMatchObject({ weakened_mode: { from: 'backward', to: 'none' } });

    expect((await ws.run(['apply', 'defs', '--auto-approve'], { env })).code).toBe(1);
    // The service's own refusal, asked directly: allow_breaking=true does not allow a weakened mode.
    expect((await ws.run(['plan', 'defs', '--out', 'plan.json'], { env })).code).toBe(0);
    const revision = (JSON.parse(ws.read('plan.json')) as { revision_id: string }).revision_id;
    const direct = await fetch(`${env['CAPACITY_URL']}/v1/orgs/7/config/revisions/${revision}/apply`, {
      method: 'POST', headers: { 'x-service-auth': env['CAPACITY_API_KEY'] ?? '', 'content-type': 'application/json' }, body: JSON.stringify({ allow_breaking: true }),
    });
    const answer = await direct.json() as { errors: { code: string; message: string }[] };
    expect(direct.status).toBe(409);
    expect(answer.errors[0]).toMatchObject({ code: 'breaking_change' });
    expect(answer.errors[0]?.message).toContain('weakens the compatibility mode of checkout; a weakened mode is allowed only by naming the action');
    const bare = await ws.run(['apply', 'defs', '--auto-approve', '--allow-breaking'], { env });
    expect(bare.code).toBe(1);
    expect(bare.stderr).toContain('action checkout weakens its compatibility mode backward → none');

    const named = await ws.run(['apply', 'defs', '--auto-approve', '--allow-breaking=checkout'], { env });
    expect(named.stderr).toBe('');
    expect(named.code).toBe(0);
    expect((await ws.run(['plan', 'defs', '--detailed-exitcode'], { env })).code).toBe(0);
  });
});
