// A partial plan (`--target`) says so in every format: text (and Ink, through the same lines),
// Markdown, and JSON that still follows schemas/plan.schema.json.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emptyState, markPartial, plan } from '@capctl/core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { renderPlanJson } from './json.js';
import { renderPlanMarkdown } from './markdown.js';
import { createPalette } from './palette.js';
import { everyKindPlan } from '../testing/plan-fixture.js';
import { planLines } from './plan-lines.js';
import { renderPlanText } from './text.js';

const schemas = join(dirname(fileURLToPath(import.meta.url)), '../../../../schemas');
const partial = markPartial(everyKindPlan(), [{ kind: 'query', name: 'm/q' }, { kind: 'action', name: 'scale-up' }, { kind: 'action', name: 'scale-up' }]);
const NOTE = 'Partial plan: only action/scale-up, query/m/q and what they depend on; other objects were not compared and stay as they are.';

describe('partial plans', () => {
  it('carry their targets, sorted and once each', () => {
    expect(partial.partial).toBe(true);
    expect(partial.targets).toEqual(['action/scale-up', 'query/m/q']);
  });

  it('say so in text, in the lines Ink draws, and in Markdown; a whole plan does not', () => {
    expect(renderPlanText(partial, { palette: createPalette({ color: false }) })).toContain(`\n${NOTE}\n`);
    expect(planLines(partial).some((line) => line.overflow === 'wrap' && line.text === NOTE)).toBe(true);
    expect(renderPlanMarkdown(partial)).toContain(`> [!NOTE]\n> ${NOTE}\n`);
    expect(renderPlanText(everyKindPlan(), { palette: createPalette({ color: false }) })).not.toContain('Partial plan');
    expect(renderPlanMarkdown(everyKindPlan())).not.toContain('Partial plan');
  });

  it('have `partial` and `targets` in JSON, valid against plan.schema.json', () => {
    const json = JSON.parse(renderPlanJson(partial)) as Record<string, unknown>;
    expect(json['partial']).toBe(true);
    expect(json['targets']).toEqual(['action/scale-up', 'query/m/q']);
    // The real planner's plan (the fixture's steps are hand-written), made partial.
    const real = markPartial(plan({ actions: [{ variant: 'scale-up', schema: { type: 'object' } }] }, emptyState('1')), [{ kind: 'action', name: 'scale-up' }]);
    // Dates are not what this checks: the format is declared, not judged (no warning for an unknown format).
    const validate = new Ajv2020({ strict: false, formats: { 'date-time': true } }).compile(JSON.parse(readFileSync(join(schemas, 'plan.schema.json'), 'utf8')) as object);
    const realJson = JSON.parse(renderPlanJson(real)) as Record<string, unknown>;
    expect(validate(realJson), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...realJson, targets: ['webhook/x'] })).toBe(false);
  });
});
