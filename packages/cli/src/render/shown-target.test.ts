// Every output names its target: the Markdown header and JSON's `target` member say which
// service (or local state), org and lineage a plan was made against, the JSON as
// schemas/plan.schema.json describes it, and a hostile location stays text.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { renderPlanJson } from './json.js';
import { renderPlanMarkdown } from './markdown.js';
import type { ShownTarget } from './shown-target.js';
import { everyKindPlan } from '../testing/plan-fixture.js';

const service: ShownTarget = { kind: 'service', location: 'https://capacity.example.com', org: '7', lineage: '3f9c2a' };
const local: ShownTarget = { kind: 'local', location: '.capctl/state.db', org: '1', lineage: 'b1e4' };

describe('the target of a plan', () => {
  it('is the line under the Markdown title: service or local state, org and lineage', () => {
    expect(renderPlanMarkdown(everyKindPlan(), { target: service }).split('\n').slice(0, 3)).toEqual([
      '<!-- capctl-plan -->',
      '### capctl plan',
      'Target: the service at https:&#8203;//capacity.example.com, org 7, lineage 3f9c2a',
    ]);
    expect(renderPlanMarkdown(everyKindPlan(), { target: local })).toContain('\nTarget: local state .capctl/state.db, org 1, lineage b1e4\n');
  });

  it('is a member of the JSON after its version, valid against schemas/plan.schema.json', () => {
    const json = JSON.parse(renderPlanJson(everyKindPlan(), service)) as Record<string, unknown>;
    expect(Object.keys(json).slice(0, 2)).toEqual(['format_version', 'target']);
    expect(json['target']).toEqual(service);
    const schema = JSON.parse(readFileSync(new URL('../../../../schemas/plan.schema.json', import.meta.url), 'utf8')) as object;
    const ajv = new Ajv2020({ allErrors: true, strict: false }).addSchema(schema);
    const validate = ajv.getSchema('https://capctl.dev/schemas/plan.schema.json#/properties/target');
    expect(validate?.(json['target'])).toBe(true);
    expect(validate?.({ ...service, kind: 'elsewhere' })).toBe(false);
  });

  it('cannot forge the header from a hostile location', () => {
    const markdown = renderPlanMarkdown(everyKindPlan(), { target: { ...local, location: 'x\n### capctl plan\nTarget: the service at prod' } });
    expect(markdown).toContain('Target: local state x\\\\n#&#8203;#&#8203;#&#8203; capctl plan\\\\nTarget: the service at prod, org 1');
    expect(markdown.match(/^### /gm)).toHaveLength(1);
  });
});
