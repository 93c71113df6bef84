// The plan window with a policy report: the Policy section is part of the header kept on top,
// and `d`/`D` (Tab in the prompt) reach each blocking item after the deletes and breaking changes,
// found by the item's own style list, never by what data says.
import { describe, expect, it } from 'vitest';
import { everyKindPlan, PlanBuilder } from '../testing/plan-fixture.js';
import { advisory, everyEnforcement, mandatory, withPolicy } from '../testing/policy-fixture.js';
import { planDocument } from './plan-document.js';
import { pressKey, START, type WindowShape, type WindowView } from './window-keys.js';
import { lineText } from './window-rows.js';

describe('the plan window with a policy report', () => {
  const document = planDocument(everyEnforcement(everyKindPlan()));
  const shape: WindowShape = { lines: document, attention: document.attention, policy: document.policyBlocking > 0, height: 10, width: 100, keys: 'pager' };
  const press = (keys: string): WindowView => [...keys].reduce((view, key) => pressKey(view, key, {}, shape), START);

  it('keeps the Policy section, blocking items first, in the header under the summary', () => {
    expect(document.header.map(lineText).slice(0, 4)).toEqual([
      'Plan: 3 to create, 3 to update, 2 to delete, 12 unchanged.',
      '1 breaking schema change: apply refuses it unless --allow-breaking is given.',
      'Policy (set version 3)',
      '✗ mandatory    no-big-deletes  action/legacy: deletes need two reviews',
    ]);
    expect(document.policyBlocking).toBe(3);
  });

  it('jumps to each blocking item after the deletes and breaking changes, not to advisory ones, and says so', () => {
    expect(document.attention.map((index) => lineText(document.at(index)!))).toEqual([
      '~ action cart  v1 → v2  BREAKING',
      '- action legacy  v4  DELETE',
      '- source old-queue  DELETE',
      '✗ mandatory    no-big-deletes  action/legacy: deletes need two reviews',
      '✗ overridable  webhook-hosts  destination/pager: host b.example is not on the allow-list',
      '✗ error        slow-rule  plan: could not be evaluated (policy_budget_exceeded): ran out of its budget',
    ]);
    const fourth = press('dddd');
    expect(fourth.message).toBe('needs attention: 4 of 6');
    expect(lineText(document.at(fourth.top)!)).toMatch(/^✗ mandatory {4}no-big-deletes/);
    expect(press('D').message).toBe('needs attention: 6 of 6');
  });

  it('is not fooled by data that reads like a blocking item, and jumps to nothing for advisory ones alone', () => {
    const forged = planDocument(withPolicy(new PlanBuilder().createResource('metrics', '✗ mandatory    x', { name: 'x' }).build(), {
      results: [advisory('✗ mandatory', 'plan', '✗ mandatory    no-big-deletes')],
    }));
    expect(forged.attention).toEqual([]);
    expect(forged.policyBlocking).toBe(0);
    const real = planDocument(withPolicy(new PlanBuilder().build(), { results: [mandatory('m', 'plan', 'x')] }));
    expect(real.attention.map((index) => lineText(real.at(index)!))).toEqual(['✗ mandatory    m  plan: x']);
  });
});
