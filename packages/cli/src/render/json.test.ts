import { PLAN_FORMAT_VERSION, planMeaningDigest } from '@capctl/core';
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

  it('gives byte-identical output for the same plan', () => {
    expect(renderPlanJson(everyKindPlan())).toBe(renderPlanJson(everyKindPlan()));
  });
});
