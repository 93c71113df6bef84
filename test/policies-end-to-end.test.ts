// Stored policies end to end, through the built binary, once in local mode and once over HTTP
// against `capctl serve` on loopback with SQLite: push with the right role (plan and apply keys
// refused), a plan violating each enforcement level, apply refused then let through by a named
// override recorded with its reason, a policy change between plan and apply caught, and
// `capctl policies plan DIR` showing what a new set newly flags.
import { userInfo } from 'node:os';
import type { ChildServer } from '@capctl/server/testing';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseMarkdown, textOf } from '../packages/cli/src/testing/markdown-shape.js';
import { Workspace, type RunResult } from './cli-fixture.js';
import { outputSchema } from './fixtures/output-schema.js';

vi.setConfig({ testTimeout: 120_000 });

const validPlan = outputSchema('plan');
const validRevisions = outputSchema('revisions');
const validShow = outputSchema('show');
const validPoliciesPlan = outputSchema('policies-plan');

const policy = (name: string, scope: string, condition: string, enforcement: string, message: string) =>
  `name: ${name}\nscope: ${scope}\ncondition: ${JSON.stringify(condition)}\nmessageExpression: ${JSON.stringify(message)}\nmessage: violated\nenforcement: ${enforcement}\n`;

/** One policy of each enforcement: every webhook is noted, `forbidden` never exists, deleting an action needs a reason. */
const WEBHOOKS = policy('webhook-noted', 'object', "object.kind == 'destination'", 'advisory', "'webhook ' + object.address");
const FORBIDDEN = policy('no-forbidden', 'step', "step.kind == 'action' && step.name == 'forbidden'", 'mandatory', "'creates ' + step.address");
const DELETES = policy('protected-deletes', 'step', "step.op == 'delete' && step.kind == 'action'", 'overridable', "'deletes ' + step.address");
/** Pushed between a plan and its apply: flags the action that plan creates. */
const NO_AUDIT = policy('no-audit-action', 'step', "step.kind == 'action' && step.name == 'audit'", 'mandatory', "'creates ' + step.address");
/** Pushed too, but flags nothing that plan does. */
const NO_SOURCE_DELETES = policy('no-source-deletes', 'step', "step.op == 'delete' && step.kind == 'source'", 'mandatory', "'deletes ' + step.address");
/** Proposed by `policies plan`: every queue source is flagged. */
const NO_QUEUES = policy('no-queues', 'object', "object.kind == 'source'", 'mandatory', "'queue ' + object.address");

type Role = 'plan' | 'apply' | 'admin';

interface Adapter {
  readonly name: string;
  /** The environment of a command run with a key of `role` (local mode: none). */
  env(role: Role): Record<string, string>;
  /** Who `revisions show` says applied. */
  readonly user: string;
  /** Who `policies list` says pushed. */
  readonly pusher: string;
  readonly http: boolean;
}

interface PlanOutput {
  readonly policy?: { readonly set: { readonly version: number }; readonly results: readonly { policy: string; enforcement: string; subject: string; message: string }[] };
}
interface RevisionJson {
  readonly id: string;
  readonly status: string;
  readonly overrides: readonly { policy: string; reason: string }[];
}

const ORG = '9';
const REASON = 'scale-down retired with the autoscaler, change 42';

async function startLocal(): Promise<Adapter> {
  return { name: 'local', env: () => ({}), user: userInfo().username, pusher: userInfo().username, http: false };
}

async function startHttp(ws: Workspace, services: ChildServer[]): Promise<Adapter> {
  ws.writeText('svc/.keep', '');
  const service = await ws.serve('svc/capacity.db');
  services.push(service);
  const keys: Partial<Record<Role, string>> = {};
  for (const role of ['plan', 'apply', 'admin'] as const) {
    const made = await ws.run(['keys', 'create', '--create', '--db', 'svc/capacity.db', '--org', ORG, '--role', role, '--user', `${role}-user`, '--name', `${role}-key`]);
    expect(made.code, made.stderr).toBe(0);
    keys[role] = made.stdout.trim();
  }
  return { name: 'HTTP', env: (role) => ({ CAPACITY_URL: service.url, CAPACITY_API_KEY: keys[role] as string, CAPACITY_ORG: ORG }), user: 'key apply-key (user apply-user)', pusher: 'key admin-key (user admin-user)', http: true };
}

const adapters: readonly [string, (ws: Workspace, services: ChildServer[]) => Promise<Adapter>][] = [
  ['local mode', startLocal],
  ['HTTP against capctl serve', startHttp],
];

// One story in steps that build on each other (the set pushed in 1 is the one 2-5 plan against):
// the steps keep their order when the suite is shuffled.
describe('stored policies end to end', { shuffle: false }, () => {
describe.each(adapters)('stored policies end to end, %s', (_label, start) => {
  let ws: Workspace;
  let adapter: Adapter;
  const services: ChildServer[] = [];

  beforeAll(async () => {
    ws = new Workspace();
    ws.withQuickstart('capacity');
    adapter = await start(ws, services);
  });
  afterAll(async () => {
    for (const service of services) await service.stop();
    ws.remove();
  });

  const run = (role: Role, ...args: string[]): Promise<RunResult> => ws.run(args, { env: adapter.env(role) });
  async function ok(role: Role, ...args: string[]): Promise<string> {
    const result = await run(role, ...args);
    expect(result.code, result.stderr).toBe(0);
    return result.stdout;
  }
  const versionInForce = async (role: Role = 'plan') => (JSON.parse(await ok(role, 'policies', 'list', '--format', 'json')) as { version: number }).version;
  /** The actions of the state, as `capctl export` writes it. */
  const actions = async () => ((parse(await ok('plan', 'export')) as { actions?: { variant: string }[] }).actions ?? []).map((a) => a.variant).sort();
  const revisions = async () => (JSON.parse(await ok('plan', 'revisions', 'list', '--format', 'json')) as { items: RevisionJson[] }).items;
  const editDefinition = (edit: (text: string) => string) => {
    const text = ws.read('capacity/capacity.yaml');
    const edited = edit(text);
    expect(edited).not.toBe(text);
    ws.writeText('capacity/capacity.yaml', edited);
  };
  const addAction = (variant: string) => editDefinition((text) => text.replace('actions:\n', `actions:\n  - variant: ${variant}\n    schema: {type: object}\n\n`));
  const dropAction = (variant: string) => editDefinition((text) => text.replace(new RegExp(`\\n  - variant: ${variant}\\n[\\s\\S]*?(?=\\n  - variant: )`), ''));

  it('1. pushes the set with the admin role (the local user locally); plan and apply keys are refused and store nothing', async () => {
    ws.writeText('rules/webhooks.yaml', WEBHOOKS);
    ws.writeText('rules/forbidden.yaml', FORBIDDEN);
    ws.writeText('rules/deletes.yaml', DELETES);
    expect(await ok('admin', 'policies', 'push', 'rules', '--message', 'three levels')).toMatch(/^Pushed policy set version 1 \(digest [0-9a-f]{12}…\): 3 policies\.\n$/);
    if (adapter.http) {
      ws.writeText('weaker/webhooks.yaml', WEBHOOKS);
      for (const role of ['plan', 'apply'] as const) {
        const refused = await run(role, 'policies', 'push', 'weaker', '--message', 'weakened by CI');
        expect(refused.code).toBe(1);
        expect(refused.stdout).toBe('');
        expect(refused.stderr).toContain(`this key has the ${role} role, which may not change the org's policies; use a key with the admin role`);
      }
    }
    const listed = await ok('apply', 'policies', 'list');
    expect(listed).toMatch(/^Policy set version 1 /);
    expect(listed).toMatch(new RegExp(`\\nPushed: \\S+ by ${adapter.pusher.replace(/[()]/g, '\\$&')}\\nMessage: three levels\\n`));
    expect(listed).toMatch(/\nprotected-deletes +step +overridable\n/);
  });

  it('2a. a plan with advisory results only exits 0 and shows the section', async () => {
    const planned = await run('plan', 'plan', 'capacity');
    expect(planned.code, planned.stderr).toBe(0);
    expect(planned.stdout).toContain('\nPolicy (set version 1)\n  ! advisory     webhook-noted  destination/ops-webhook: webhook destination/ops-webhook\n');
    expect(planned.stdout).not.toContain('✗');
    await ok('apply', 'apply', 'capacity', '--auto-approve');
    expect(await actions()).toEqual(['drain-orders', 'scale-down', 'scale-up']);
  });

  it('2b. a mandatory violation exits 3 with the Policy section in text, Markdown and JSON; apply refuses it, override or not', async () => {
    addAction('forbidden');
    const text = await run('plan', 'plan', 'capacity');
    expect(text.code, text.stderr).toBe(3);
    expect(text.stdout).toContain('\nPolicy (set version 1)\n  ✗ mandatory    no-forbidden  action/forbidden: creates action/forbidden\n  ! advisory     webhook-noted  destination/ops-webhook');

    const markdown = await run('plan', 'plan', 'capacity', '--format', 'markdown');
    expect(markdown.code, markdown.stderr).toBe(3);
    const boxes = parseMarkdown(markdown.stdout).children.filter((node) => node.type === 'blockquote').map(textOf).filter((t) => t.includes('Policy (set version 1)'));
    expect(boxes.map((t) => /^\[!([A-Z]+)\]/.exec(t)?.[1])).toEqual(['CAUTION', 'NOTE']);
    expect(boxes[0]?.replaceAll('\u200b', '')).toContain('no-forbidden action/forbidden: creates action/forbidden');

    const json = await run('plan', 'plan', 'capacity', '--format', 'json');
    expect(json.code, json.stderr).toBe(3);
    const plan = JSON.parse(json.stdout) as PlanOutput;
    expect(validPlan(plan), JSON.stringify(validPlan.errors)).toBe(true);
    expect(plan.policy?.set.version).toBe(1);
    expect(plan.policy?.results.map((r) => [r.policy, r.enforcement, r.subject])).toEqual([
      ['no-forbidden', 'mandatory', 'action/forbidden'],
      ['webhook-noted', 'advisory', 'destination/ops-webhook'],
    ]);

    for (const flags of [[], ['--override', 'no-forbidden=we really mean it']]) {
      const refused = await run('apply', 'apply', 'capacity', '--auto-approve', ...flags);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(flags.length === 0 ? /refused by the org's policies \(version 1\): .*mandatory policy `no-forbidden` on action\/forbidden/ : /`no-forbidden` is mandatory and cannot be overridden/);
    }
    expect(await actions()).not.toContain('forbidden');
    editDefinition((t) => t.replace('  - variant: forbidden\n    schema: {type: object}\n\n', ''));
  });

  it('3. an overridable violation is refused without an override and with a wrong name, then applied with a named one whose reason is recorded', async () => {
    dropAction('scale-down');
    const planned = await run('plan', 'plan', 'capacity');
    expect(planned.code, planned.stderr).toBe(3);
    expect(planned.stdout).toContain('  ✗ overridable  protected-deletes  action/scale-down: deletes action/scale-down\n');
    expect(planned.stdout).toContain('apply with --override protected-deletes=REASON');

    const without = await run('apply', 'apply', 'capacity', '--auto-approve');
    expect(without.code).toBe(1);
    expect(without.stderr).toContain('overridable policy `protected-deletes` on action/scale-down: deletes action/scale-down');
    expect(without.stderr).toContain('capctl apply --override protected-deletes=REASON');
    const wrongName = await run('apply', 'apply', 'capacity', '--auto-approve', '--override', `protected-delete=${REASON}`);
    expect(wrongName.code).toBe(1);
    expect(wrongName.stderr).toContain('protected-delete');
    expect(await actions()).toContain('scale-down');

    const applied = await run('apply', 'apply', 'capacity', '--auto-approve', '--format', 'json', '--override', `protected-deletes=${REASON}`);
    expect(applied.code, applied.stderr).toBe(0);
    const id = (JSON.parse(applied.stdout) as { revision_id: string }).revision_id;
    expect(await actions()).toEqual(['drain-orders', 'scale-up']);

    const line = `Overrides: protected-deletes — ${REASON} (by ${adapter.user})`;
    expect(await ok('plan', 'revisions', 'show', id)).toContain(`\n${line}\n`);
    const revision = JSON.parse(await ok('plan', 'revisions', 'show', id, '--format', 'json')) as RevisionJson;
    expect(validRevisions(revision), JSON.stringify(validRevisions.errors)).toBe(true);
    expect([revision.status, revision.overrides]).toEqual(['applied', [{ policy: 'protected-deletes', reason: REASON }]]);
    expect(await ok('plan', 'show', id)).toContain(`\n${line}\n`);
    const shown = JSON.parse(await ok('plan', 'show', id, '--format', 'json')) as { shown: { overrides: unknown } };
    expect(validShow(shown), JSON.stringify(validShow.errors)).toBe(true);
    expect(shown.shown.overrides).toEqual([{ policy: 'protected-deletes', reason: REASON }]);
  });

  it('4. a push between plan and apply that flags something new refuses the saved plan; one that flags nothing new lets it through', async () => {
    addAction('audit');
    const planned = await run('plan', 'plan', 'capacity', '--out', 'plan.json');
    expect(planned.code, planned.stderr).toBe(0);
    const before = await revisions();

    ws.writeText('rules/audit.yaml', NO_AUDIT);
    await ok('admin', 'policies', 'push', 'rules', '--message', 'no audit action');
    const conflict = await run('apply', 'apply', 'plan.json', '--auto-approve');
    expect(conflict.code).toBe(1);
    expect(conflict.stderr).toContain("the org's policies changed since this plan (version 1 → 2): now flags mandatory policy `no-audit-action` on action/audit: creates action/audit");
    expect(conflict.stderr).toContain('Nothing was applied');
    expect(await actions()).not.toContain('audit');
    expect(await revisions()).toEqual(before);

    ws.writeText('unrelated/webhooks.yaml', WEBHOOKS);
    ws.writeText('unrelated/forbidden.yaml', FORBIDDEN);
    ws.writeText('unrelated/deletes.yaml', DELETES);
    ws.writeText('unrelated/source-deletes.yaml', NO_SOURCE_DELETES);
    await ok('admin', 'policies', 'push', 'unrelated', '--message', 'no source deletes');
    expect(await versionInForce()).toBe(3);
    const applied = await run('apply', 'apply', 'plan.json', '--auto-approve');
    expect(applied.code, applied.stderr).toBe(0);
    expect(await actions()).toContain('audit');
  });

  it('5. `capctl policies plan DIR` lists what a new set newly flags over the state', async () => {
    ws.writeText('proposed/webhooks.yaml', WEBHOOKS);
    ws.writeText('proposed/queues.yaml', NO_QUEUES);
    const text = await run('plan', 'policies', 'plan', 'proposed');
    expect(text.code, text.stderr).toBe(2);
    expect(text.stdout).toMatch(/^The policies of proposed \(2 policies\) against the set in force \(version 3, 4 policies\)/);
    expect(text.stdout).toContain('  + newly flagged  no-queues on source/orders-queue [mandatory]: queue source/orders-queue\n');
    const json = await run('plan', 'policies', 'plan', 'proposed', '--format', 'json');
    expect(json.code, json.stderr).toBe(2);
    const report = JSON.parse(json.stdout) as { sources: { source: string; flagged: { policy: string; subject: string }[] }[] };
    expect(validPoliciesPlan(report), JSON.stringify(validPoliciesPlan.errors)).toBe(true);
    const state = report.sources.find((s) => s.source === 'state');
    expect(state?.flagged.map((r) => [r.policy, r.subject])).toEqual([['no-queues', 'source/orders-queue']]);
    expect(await versionInForce()).toBe(3);
  });
});
});
