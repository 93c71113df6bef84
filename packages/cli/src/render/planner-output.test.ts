// The renderers over plans made by the real planner (not hand-written fixtures): every step is
// shown, secrets stay masked in every format, and the JSON matches schemas/plan.schema.json.
import { readFileSync } from 'node:fs';
import { applyPlan, emptyState, plan, type Definition, type Plan } from '@capctl/core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { renderPlanJson } from './json.js';
import { renderPlanMarkdown } from './markdown.js';
import { plainPalette } from './palette.js';
import { renderPlanText } from './text.js';

const SECRETS = ['Bearer first-secret-value', 'Bearer second-secret-value'];

const schema = (required: readonly string[]) => ({
  type: 'object',
  required: [...required],
  properties: Object.fromEntries(required.map((name) => [name, { type: 'string' }])),
});

const before: Definition = {
  actions: [
    { variant: 'checkout', destinations: ['pager'], schema: schema(['id']) },
    { variant: 'refund', schema: { type: 'object' } },
    { variant: 'old', schema: { type: 'object' } },
  ],
  resources: {
    destinations: [{ label: 'pager', type: 'webhook', config: { url: 'https://a.example', headers: { Authorization: SECRETS[0] ?? '' } } }],
    metrics: [{ name: 'prom', kind: 'pull_metrics', endpoint: 'https://prom.example', queries: [{ name: 'p95', config: { expression: 'x' } }] }],
    sources: [{ name: 'queue', type: 'cloud_sqs', config: { queue_url: 'https://sqs.example/q', region: 'eu-west-1' }, ingest: { variant: 'checkout', version: 1 } }],
  },
};

const after: Definition = {
  actions: [
    { variant: 'checkout', destinations: ['pager'], schema: schema(['id', 'sku']) },
    { variant: 'refunds', aliases: ['refund'], schema: { type: 'object' } },
    { variant: 'new-one', schema: { type: 'object' } },
  ],
  resources: {
    destinations: [{ label: 'pager', type: 'webhook', config: { url: 'https://b.example', headers: { Authorization: SECRETS[1] ?? '' } } }],
    metrics: [{ name: 'prom', kind: 'pull_metrics', endpoint: 'https://prom.example', queries: [{ name: 'p95', config: { expression: 'y' } }] }],
    sources: [],
  },
};

function plans(): { first: Plan; second: Plan } {
  const first = plan(before, emptyState());
  return { first, second: plan(after, applyPlan(emptyState(), first)) };
}

describe('renderers over planner output', () => {
  it('shows every step of a plan with creates, updates, a rename, a breaking change and deletes', () => {
    const lines = renderPlanText(plans().second, { palette: plainPalette, width: 100 }).split('\n');
    const headlines = lines.filter((line) => /^ {2}[+~-] /.test(line));
    expect(headlines).toEqual([
      '  ~ query prom/p95',
      '  ~ destination pager',
      '  ~ action checkout  v1 → v2  BREAKING  breaks mode backward against v1',
      '  + action new-one  v0 → v1',
      '  ~ action refunds  v1  renamed from refund',
      '  - action old  v1  DELETE',
      '  - source queue  DELETE',
    ]);
    expect(lines).toContain('      config.headers.Authorization: "(sensitive)" → "(sensitive)"');
    expect(lines).toContain('      config.url: "https://a.example" → "https://b.example"');
    expect(lines).toContain('Plan: 1 to create, 4 to update, 2 to delete, 1 unchanged.');
    const reasons = lines.filter((line) => line.startsWith('      ! '));
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.filter((line) => !line.includes('(backward vs v1): '))).toEqual([]);
  });

  it('never lets a secret header value through, in any format', () => {
    for (const subject of Object.values(plans())) {
      const outputs = [renderPlanText(subject, { palette: plainPalette }), renderPlanMarkdown(subject), renderPlanJson(subject)];
      for (const output of outputs) for (const secret of SECRETS) expect(output).not.toContain(secret);
    }
  });

  it('writes JSON that validates against schemas/plan.schema.json', () => {
    const file = new URL('../../../../schemas/plan.schema.json', import.meta.url);
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const validate = ajv.compile(JSON.parse(readFileSync(file, 'utf8')) as object);
    for (const subject of Object.values(plans())) {
      validate(JSON.parse(renderPlanJson(subject)));
      expect(validate.errors ?? []).toEqual([]);
    }
  });
});
