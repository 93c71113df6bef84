// The plan record in the Markdown plan: one hidden HTML comment whatever the object names hold
// (checked with a CommonMark/GFM parser), read back whole, and refused when damaged.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { planMeaning } from '@capctl/core';
import { renderPlanMarkdown } from './render/markdown.js';
import { decodeRecord, encodeRecord, planRecord, PLAN_RECORD_MAX_CHARS } from './plan-record.js';
import { objectSchema, PlanBuilder } from './testing/plan-fixture.js';
import type { Target } from './target.js';

const TARGET: Target = { kind: 'http', url: 'https://capacity.example.com', apiKey: 'k', orgId: '7' };
const HOSTILE = ['x-->', '--!><script>alert(1)</script>', 'a--b', '<!--', '"\\u002d', '`--`'];
const parse = (text: string) => fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });

function hostilePlan() {
  const builder = new PlanBuilder();
  for (const name of HOSTILE) builder.createAction(name, objectSchema(['id']));
  return builder.build();
}

describe('the plan record', () => {
  it('stays one HTML comment, right after the marker, whatever the names hold, and reads back equal', () => {
    const plan = hostilePlan();
    const record = planRecord(TARGET, { lineage: '0b8e6f1e-1c1a-4f0e-9d44-2b1a9c7e5d10', plan }, [{ path: 'defs/a.yaml', text: 'actions: []\n' }]);
    const line = encodeRecord(record);
    expect(line.startsWith('<!-- capctl-plan-record {') && line.endsWith('} -->')).toBe(true);
    expect(line.slice('<!-- '.length, -' -->'.length)).not.toMatch(/--|[<>]/);
    const markdown = renderPlanMarkdown(plan, { marker: '<!-- capctl-plan -->', record: line });
    const [first, second] = markdown.split('\n');
    expect([first, second]).toEqual(['<!-- capctl-plan -->', line]);
    const tree = parse(`${line}\n\nafter`);
    expect(tree.children.map((node) => node.type)).toEqual(['html', 'paragraph']);
    expect(decodeRecord(markdown)).toEqual(record);
    expect(Object.keys(record.objects ?? {}).sort()).toEqual(Object.keys(planMeaning(plan).objects).sort());
    expect(record).toMatchObject({ target: 'https://capacity.example.com', org: '7', serial: plan.serial, digest: planMeaning(plan).digest });
  });

  it('leaves out the per-object digests when there are too many for a comment', () => {
    const builder = new PlanBuilder();
    for (let i = 0; i < 1_000; i++) builder.createAction(`action-with-a-long-name-${i}`, objectSchema(['id']));
    const plan = builder.build();
    const record = planRecord(TARGET, { lineage: 'l', plan }, []);
    expect(record.objects).toBeUndefined();
    expect(encodeRecord(record).length).toBeLessThan(PLAN_RECORD_MAX_CHARS);
    expect(record.digest).toBe(planMeaning(plan).digest);
  });

  it('is refused when damaged, so a changed comment never passes for a reviewed plan', () => {
    const plan = hostilePlan();
    const line = encodeRecord(planRecord(TARGET, { lineage: 'l', plan }, []));
    const marked = (text: string) => `<!-- capctl-plan -->\n${text}`;
    expect(decodeRecord(marked(line))).toBeDefined();
    expect(decodeRecord(marked(line).replace('"digest":"', '"digest":"x'))).toBeUndefined();
    expect(decodeRecord(marked(line).replace('"version":1', '"version":2'))).toBeUndefined();
    expect(decodeRecord(marked(line).replace(/"objects":\{"[^"]+":\[/, '"objects":{"a":[1,'))).toBeUndefined();
    expect(decodeRecord('<!-- capctl-plan -->\n### capctl plan\n')).toBeUndefined();
    // Only right after the marker: further down, a line may be data quoted by a failed plan.
    expect(decodeRecord(`<!-- capctl-plan env=prod head=abc -->\n${line}\n`)).toBeDefined();
    expect(decodeRecord(`<!-- capctl-plan -->\n### capctl plan failed\n\n\`\`\`text\n${line}\n\`\`\`\n`)).toBeUndefined();
    expect(decodeRecord(line)).toBeUndefined();
  });
});
