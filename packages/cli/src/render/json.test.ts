import { PLAN_FORMAT_VERSION, planMeaningDigest, type Plan } from '@capctl/core';
import { describe, expect, it } from 'vitest';
import { renderPlanJson } from './json.js';
import { everyKindPlan, SECRET } from '../testing/plan-fixture.js';

describe('renderPlanJson', () => {
  it('is the plan as two-space JSON, format version first, ending in a newline', () => {
    const plan = everyKindPlan();
    const json = renderPlanJson(plan);
    expect(json.startsWith(`{\n  "format_version": ${PLAN_FORMAT_VERSION},\n  "serial": 7,\n`)).toBe(true);
    expect(json.endsWith('}\n')).toBe(true);
    const parsed = JSON.parse(json) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['format_version', 'serial', 'steps', 'summary', 'diagnostics', 'meaning_digest']);
    expect(parsed['meaning_digest']).toBe(planMeaningDigest(plan));
    expect(parsed['summary']).toEqual(plan.summary);
    expect((parsed['steps'] as unknown[]).length).toBe(plan.steps.length);
  });

  it('masks secret header values in before, after and patch', () => {
    const json = renderPlanJson(everyKindPlan());
    expect(json).not.toContain(SECRET);
    const parsed = JSON.parse(json) as { steps: { name: string; before?: unknown; after?: unknown; patch?: { path: string; value?: unknown }[] }[] };
    const pager = parsed.steps.find((step) => step.name === 'pager');
    expect(pager?.before).toEqual({
      label: 'pager',
      type: 'webhook',
      config: { url: 'https://old.example/hook', headers: { Authorization: '(sensitive)', 'X-Team': 'ops' } },
    });
    expect(pager?.patch?.[0]).toEqual({ op: 'replace', path: '/config/headers/Authorization', value: '(sensitive)' });
  });

  it('writes the members of steps, reasons and diagnostics in the service\'s order, whichever order the plan has them in', () => {
    const step = {
      reasons: [{ fixes: [], message: 'm', rule: 'required_added', pointer: '/required', direction: 'backward', verdict: 'breaking' }],
      after: { variant: 'a' }, id: 'x', current_version: 1, final_version: 2, variant: 'a', name: 'a', op: 'update', kind: 'action',
      destination: { by: 'label', value: 'hook' }, update: { version: 2 }, compatibility: 'breaking',
    };
    const plan = { format_version: PLAN_FORMAT_VERSION, serial: 3, steps: [step], summary: { create: 0, update: 1, delete: 0, unchanged: 0 },
      diagnostics: [{ pointer: '/actions/0', message: 'note', code: 'c', severity: 'info' }] } as unknown as Plan;
    const value = JSON.parse(renderPlanJson(plan)) as { steps: Record<string, unknown>[]; diagnostics: object[] };
    // The order the service's PreviewStep, CompatibilityReason and Diagnostic (schemas/openapi.yaml) give.
    expect(Object.keys(value)).toEqual(['format_version', 'serial', 'steps', 'summary', 'diagnostics', 'meaning_digest']);
    expect(Object.keys(value.steps[0]!)).toEqual(['kind', 'op', 'name', 'variant', 'final_version', 'id', 'current_version', 'destination', 'update', 'after', 'compatibility', 'reasons']);
    expect(Object.keys((value.steps[0]!['reasons'] as object[])[0]!)).toEqual(['pointer', 'rule', 'message', 'direction', 'verdict', 'fixes']);
    expect(Object.keys(value.diagnostics[0]!)).toEqual(['severity', 'code', 'message', 'pointer']);
  });

  it('gives byte-identical output for the same plan', () => {
    expect(renderPlanJson(everyKindPlan())).toBe(renderPlanJson(everyKindPlan()));
  });
});
