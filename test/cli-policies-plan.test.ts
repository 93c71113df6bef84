// End-to-end, with the built binary in local mode: `capctl policies plan DIR` evaluates the set in
// DIR and the set in force (pushed to the local database beforehand) over the state and the last
// plan, and lists what the new set newly flags and stops flagging, in text, Markdown and JSON;
// exit 0 for no change, 2 for changes, 1 for a set that does not compile (its problems located).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Workspace } from './cli-fixture.js';
import { pushLocalPolicies } from './fixtures/local-policies.js';
import { outputSchema } from './fixtures/output-schema.js';

vi.setConfig({ testTimeout: 120_000 });

const validReport = outputSchema('policies-plan');

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  ws.withQuickstart('capacity');
});
afterEach(() => ws.remove());

const policy = (name: string, scope: string, condition: string, enforcement: string, message: string) =>
  `name: ${name}\nscope: ${scope}\ncondition: ${JSON.stringify(condition)}\nmessageExpression: ${JSON.stringify(message)}\nmessage: violated\nenforcement: ${enforcement}\n`;

/** In force: scale-down may not exist (advisory). */
const OLD_RULE = policy('no-scale-down', 'object', "object.kind == 'action' && object.name == 'scale-down'", 'advisory', "'found ' + object.address");
/** Proposed: every destination is flagged, and deleting a source needs an override. */
const HOOKS_RULE = policy('no-webhooks', 'object', "object.kind == 'destination'", 'mandatory', "'webhook ' + object.address");
const DELETES_RULE = policy('no-source-deletes', 'step', "step.op == 'delete' && step.kind == 'source'", 'overridable', "'deletes ' + step.address");

interface Row { policy: string; subject: string; enforcement: string; message: string }
interface Source { source: string; revision_id: string | null; flagged: Row[]; cleared: Row[]; changed: unknown[]; errors: unknown[] }
interface Report { changes: number; in_force: { version: number; policies: number }; proposed: { policies: number }; sources: Source[] }

const pick = (rows: Row[]) => rows.map((r) => [r.policy, r.subject, r.enforcement, r.message]);

/** The quickstart applied, the old rule in force, and a planned revision that deletes the queue source. */
async function inForceWithPlannedDelete(): Promise<string> {
  const applied = await ws.run(['apply', 'capacity', '--auto-approve']);
  expect(applied.code, applied.stderr).toBe(0);
  ws.writeText('in-force/no-scale-down.yaml', OLD_RULE);
  const pushed = await pushLocalPolicies(ws.path('.capctl/state.db'), ws.path('in-force'));
  expect(pushed.version).toBe(1);
  const text = ws.read('capacity/capacity.yaml');
  const cut = text.replace(/\n  sources:\n[\s\S]*$/, '\n');
  expect(cut).not.toBe(text);
  ws.writeText('capacity/capacity.yaml', cut);
  const planned = await ws.run(['plan', 'capacity', '--format', 'json']);
  expect(planned.code, planned.stderr).toBe(0);
  const revisions = JSON.parse((await ws.run(['revisions', 'list', '--format', 'json'])).stdout) as { items: { id: string; status: string }[] };
  const newest = revisions.items.find((r) => r.status === 'planned');
  expect(newest).toBeDefined();
  return (newest as { id: string }).id;
}

describe('capctl policies plan', () => {
  it('lists what the new set newly flags and stops flagging, on the state and on the last plan (JSON)', async () => {
    const revision = await inForceWithPlannedDelete();
    ws.writeText('proposed/no-webhooks.yaml', HOOKS_RULE);
    ws.writeText('proposed/no-source-deletes.yaml', DELETES_RULE);
    const result = await ws.run(['policies', 'plan', 'proposed', '--format', 'json']);
    expect(result.code, result.stderr).toBe(2);
    const report = JSON.parse(result.stdout) as Report;
    expect(validReport(report), JSON.stringify(validReport.errors)).toBe(true);
    expect([report.in_force.version, report.in_force.policies, report.proposed.policies]).toEqual([1, 1, 2]);
    expect(report.sources.map((s) => [s.source, s.revision_id])).toEqual([['state', null], ['revision', revision]]);
    const [state, last] = report.sources as [Source, Source];
    // Over the state: object-scope policies only; the step policy has no step to look at.
    expect(pick(state.flagged)).toEqual([['no-webhooks', 'destination/ops-webhook', 'mandatory', 'webhook destination/ops-webhook']]);
    expect(pick(state.cleared)).toEqual([['no-scale-down', 'action/scale-down', 'advisory', 'found action/scale-down']]);
    // Over the last plan: the delete it plans is newly flagged too.
    expect(pick(last.flagged)).toEqual([
      ['no-source-deletes', 'source/orders-queue', 'overridable', 'deletes source/orders-queue'],
      ['no-webhooks', 'destination/ops-webhook', 'mandatory', 'webhook destination/ops-webhook'],
    ]);
    expect(pick(last.cleared)).toEqual([['no-scale-down', 'action/scale-down', 'advisory', 'found action/scale-down']]);
    expect(report.changes).toBe(5);
  });

  it('says the same in text and in Markdown', async () => {
    const revision = await inForceWithPlannedDelete();
    ws.writeText('proposed/no-webhooks.yaml', HOOKS_RULE);
    const text = await ws.run(['policies', 'plan', 'proposed']);
    expect(text.code, text.stderr).toBe(2);
    expect(text.stdout).toContain('against the set in force (version 1, 1 policy)');
    expect(text.stdout).toMatch(/^State \(serial \d+\): 2 changes\n {2}\+ newly flagged {2}no-webhooks on destination\/ops-webhook \[mandatory\]: webhook destination\/ops-webhook\n {2}- no longer flagged {2}no-scale-down on action\/scale-down \[advisory\]: found action\/scale-down$/m);
    expect(text.stdout).toContain(`Last plan (revision ${revision}): 2 changes\n`);
    expect(text.stdout).toMatch(/\n4 changes: 2 newly flagged, 2 no longer flagged\.\n$/);
    const markdown = await ws.run(['policies', 'plan', 'proposed', '--format', 'markdown']);
    expect(markdown.code).toBe(2);
    expect(markdown.stdout.split('\n')[0]).toBe('<!-- capctl-policies-plan -->');
    expect(markdown.stdout).toContain('| newly flagged | no-webhooks | destination/ops-webhook | mandatory | webhook destination/ops-webhook |');
    expect(markdown.stdout).toContain('| no longer flagged | no-scale-down | action/scale-down | advisory | found action/scale-down |');
  });

  it('exits 0 when the new set flags what the set in force flags', async () => {
    await inForceWithPlannedDelete();
    ws.writeText('same/no-scale-down.yaml', OLD_RULE);
    const result = await ws.run(['policies', 'plan', 'same']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('No change: the new set flags what the set in force flags.\n');
    const json = JSON.parse((await ws.run(['policies', 'plan', 'same', '--format', 'json'])).stdout) as Report;
    expect(json.changes).toBe(0);
  });

  it('compares the state alone when nothing is planned, and against no set when none was pushed', async () => {
    const applied = await ws.run(['apply', 'capacity', '--auto-approve']);
    expect(applied.code, applied.stderr).toBe(0);
    ws.writeText('proposed/no-webhooks.yaml', HOOKS_RULE);
    const result = await ws.run(['policies', 'plan', 'proposed', '--format', 'json']);
    expect(result.code, result.stderr).toBe(2);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.in_force.version).toBe(0);
    expect(report.sources.map((s) => s.source)).toEqual(['state']);
    const text = await ws.run(['policies', 'plan', 'proposed']);
    expect(text.stdout).toContain('Last plan: no planned revision to compare with.\n');
  });

  it('prints the problems of a set that does not compile at file:line:column and exits 1', async () => {
    const applied = await ws.run(['apply', 'capacity', '--auto-approve']);
    expect(applied.code, applied.stderr).toBe(0);
    ws.writeText('broken/rule.yaml', 'name: broken\nscope: object\ncondition: object.nope == 1\nmessage: m\nenforcement: mandatory\n');
    const result = await ws.run(['policies', 'plan', 'broken']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('error: 1 problem in the policies of broken:\n');
    expect(result.stderr).toMatch(/^ {2}broken\/rule\.yaml:3:19: policy `broken`: condition: `object` has no field `nope`/m);
  });
});
