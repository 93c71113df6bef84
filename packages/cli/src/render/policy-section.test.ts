// The Policy section of the text plan (the presenter's lines, which the window shows too) and the
// `policy` member of the JSON plan, checked against schemas/plan.schema.json.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { everyKindPlan, PlanBuilder } from '../testing/plan-fixture.js';
import { advisory, everyEnforcement, evalError, mandatory, overridable, withPolicy } from '../testing/policy-fixture.js';
import { renderPlanJson } from './json.js';
import { createPalette, plainPalette } from './palette.js';
import { policyBlocks, policyItems } from './policy-report.js';
import { renderPlanText } from './text.js';

const text = (plan: Parameters<typeof renderPlanText>[0]) => renderPlanText(plan, { palette: plainPalette });
const tail = (output: string): string[] => output.split('\n').slice(output.split('\n').indexOf('Policy (set version 3)'));

describe('the Policy section of the text plan', () => {
  it('lists blocking items first (mandatory, overridable, not evaluated), advisory last, then the verdict and the override hint', () => {
    expect(tail(text(everyEnforcement(everyKindPlan())))).toEqual([
      'Policy (set version 3)',
      '  ✗ mandatory    no-big-deletes  action/legacy: deletes need two reviews',
      '  ✗ overridable  webhook-hosts  destination/pager: host b.example is not on the allow-list',
      '  ✗ error        slow-rule  plan: could not be evaluated (policy_budget_exceeded): ran out of its budget',
      '  ! advisory     naming  action/checkout: names should be kebab-case',
      '  Apply refuses this plan: 1 mandatory violation, 1 overridable violation, 1 policy not evaluated.',
      '  Overridable: apply with --override webhook-hosts=REASON (the mandatory violations and the policies not evaluated refuse still)',
      '',
    ]);
  });

  it('says advisory violations do not refuse, and gives no hint without an overridable one', () => {
    const plan = withPolicy(new PlanBuilder().build(), { results: [advisory('naming', 'action/a', 'rename it'), advisory('naming', 'action/b', 'rename it')] });
    expect(tail(text(plan))).toEqual([
      'Policy (set version 3)',
      '  ! advisory     naming  action/a: rename it',
      '  ! advisory     naming  action/b: rename it',
      '  2 advisory violations: shown, apply is not refused.',
      '',
    ]);
    expect(policyBlocks(plan)).toBe(false);
  });

  it('names each overridable policy once in the hint, and says so when nothing is violated', () => {
    const plan = withPolicy(new PlanBuilder().build(), { results: [overridable('hosts', 'destination/a', 'x'), overridable('hosts', 'destination/b', 'y'), overridable('mode', 'action/c', 'z')] });
    expect(tail(text(plan)).slice(-3)).toEqual(['  Apply refuses this plan: 3 overridable violations.', '  Overridable: apply with --override hosts=REASON --override mode=REASON', '']);
    expect(tail(text(withPolicy(new PlanBuilder().build(), {})))).toEqual(['Policy (set version 3)', '  No policy is violated.', '']);
    expect(text(new PlanBuilder().build())).not.toContain('Policy');
  });

  it('paints blocking items red and advisory ones yellow, as deletes and warnings are', () => {
    const output = renderPlanText(everyEnforcement(everyKindPlan()), { palette: createPalette({ color: true }) });
    const line = (needle: string) => output.split('\n').find((l) => l.includes(needle)) ?? '';
    for (const needle of ['no-big-deletes', 'webhook-hosts  destination', 'slow-rule']) expect(line(needle)).toMatch(/^ {2}\u001b\[31m✗/);
    expect(line('naming')).toMatch(/^ {2}\u001b\[33m!/);
  });

  it('counts only mandatory, overridable and errors as blocking', () => {
    const items = policyItems(everyEnforcement(everyKindPlan()).policy!);
    expect(items.map((i) => [i.kind, i.blocking])).toEqual([['mandatory', true], ['overridable', true], ['error', true], ['advisory', false]]);
    expect(policyBlocks(withPolicy(new PlanBuilder().build(), { errors: [{ ...evalError('x', 'plan', 'm'), enforcement: 'advisory' }] }))).toBe(true);
    expect(policyBlocks(withPolicy(new PlanBuilder().build(), { results: [mandatory('x', 'plan', 'm')] }))).toBe(true);
  });

  it('shows data as data: terminal controls in a name, subject or message are visible escapes', () => {
    const plan = withPolicy(new PlanBuilder().build(), { results: [mandatory('evil\u001b[2J', 'action/\u202ex', 'line\r\nnext\u0007')] });
    const output = text(plan);
    expect(output).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f\u202e]/);
    expect(output).toContain('  ✗ mandatory    evil\\x1b[2J  action/\\u202ex: line\\r\\nnext\\x07\n');
  });
});

describe('the policy member of the JSON plan', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const validate = ajv.compile(JSON.parse(readFileSync(new URL('../../../../schemas/plan.schema.json', import.meta.url), 'utf8')) as object);

  // Steps of the hand-written fixtures are not whole steps; the report is what is checked here.
  it('carries the report as stored, in key order, valid against plan.schema.json', () => {
    const plan = everyEnforcement(new PlanBuilder().unchanged(2).build());
    const json = JSON.parse(renderPlanJson(plan)) as Record<string, unknown>;
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(json['policy']).toEqual(plan.policy);
    expect(Object.keys((json['policy'] as { results: object[] }).results[0]!)).toEqual(['policy', 'enforcement', 'scope', 'subject', 'message']);
    expect(Object.keys((json['policy'] as { errors: object[] }).errors[0]!)).toEqual(['policy', 'enforcement', 'subject', 'code', 'message']);
  });

  it('is refused by the schema when malformed, so the schema checks what it describes', () => {
    const json = JSON.parse(renderPlanJson(everyEnforcement(new PlanBuilder().build()))) as { policy: { results: Record<string, unknown>[] } };
    expect(validate(json)).toBe(true);
    json.policy.results[0]!['enforcement'] = 'strict';
    expect(validate(json)).toBe(false);
  });

  it('is written in chunks that join to JSON.stringify of the value', () => {
    const plan = everyEnforcement(everyKindPlan());
    const json = renderPlanJson(plan);
    expect(json).toBe(`${JSON.stringify(JSON.parse(json), null, 2)}\n`);
  });
});

describe('the policy member, written as it is made', () => {
  it('makes each violation only when its turn comes, and gives the same value whole (planJsonValue)', async () => {
    const { planJsonChunks, planJsonValue } = await import('./json.js');
    const results = Array.from({ length: 5 }, (_, index) => advisory(`p${index}`, `action/a${index}`, `m${index}`));
    const plan = withPolicy(new PlanBuilder().build(), { results });
    const chunks = planJsonChunks(plan);
    let text = '';
    for (const chunk of chunks) {
      text += chunk;
      if (text.includes('"p0"')) break;
    }
    // Stopped at the first violation: the later ones were not yet written.
    expect(text).not.toContain('"p1"');
    expect(planJsonValue(plan)['policy']).toEqual(plan.policy);
    expect(JSON.parse(renderPlanJson(plan))).toEqual(planJsonValue(plan));
  });
});
