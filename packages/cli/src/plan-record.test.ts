// The plan record in the Markdown plan: one hidden HTML comment whatever the object names hold
// (checked with a CommonMark/GFM parser), read back whole, and refused when damaged.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planMeaning } from '@capctl/core';
import { renderPlanMarkdown } from './render/markdown.js';
import { BodyDigest, bodyDigest, decodeRecord, encodeRecord, planRecord, PLAN_RECORD_MAX_CHARS, sealRecord, visibleBody } from './plan-record.js';
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
    expect(record.steps).toBe(1_000);
  });

  it('counts the plan\'s steps (whether it changes anything), read back; a record without them is an older capctl\'s', () => {
    const plan = hostilePlan();
    const marked = (text: string) => `<!-- capctl-plan -->\n${text}`;
    const record = planRecord(TARGET, { lineage: 'l', plan }, []);
    expect(record.steps).toBe(HOSTILE.length);
    const none = planRecord(TARGET, { lineage: 'l', plan: new PlanBuilder().build() }, []);
    expect(none.steps).toBe(0);
    expect(decodeRecord(marked(encodeRecord(none)))?.steps).toBe(0);
    const line = encodeRecord(record);
    expect(line).toContain(`"steps":${HOSTILE.length},`);
    expect(decodeRecord(marked(line))?.steps).toBe(HOSTILE.length);
    const { steps: _steps, ...older } = record;
    expect(decodeRecord(marked(encodeRecord(older)))).toEqual(older);
    // Present, it must be a count.
    for (const bad of ['-1', '1.5', '"3"', 'null', 'true', '[]']) {
      expect(decodeRecord(marked(line.replace(`"steps":${HOSTILE.length}`, `"steps":${bad}`))), bad).toBeUndefined();
    }
  });

  it('is refused when damaged, so a changed comment never passes for a reviewed plan', () => {
    const plan = hostilePlan();
    const line = encodeRecord(planRecord(TARGET, { lineage: 'l', plan }, []));
    const marked = (text: string) => `<!-- capctl-plan -->\n${text}`;
    expect(decodeRecord(marked(line))).toBeDefined();
    expect(decodeRecord(marked(line).replace('"digest":"', '"digest":"x'))).toBeUndefined();
    expect(decodeRecord(marked(line).replace('"version":2', '"version":3'))).toBeUndefined();
    // A record of version 1 binds no body: refused, so an older comment's text is never trusted.
    expect(decodeRecord(marked(line).replace('"version":2', '"version":1').replace(/,"body":"[0-9a-f]{64}"/, ''))).toBeUndefined();
    expect(decodeRecord(marked(line).replace(/"body":"[0-9a-f]{64}"/, '"body":"x"'))).toBeUndefined();
    expect(decodeRecord(marked(line).replace(/"objects":\{"[^"]+":\[/, '"objects":{"a":[1,'))).toBeUndefined();
    expect(decodeRecord('<!-- capctl-plan -->\n### capctl plan\n')).toBeUndefined();
    // Only right after the marker: further down, a line may be data quoted by a failed plan.
    expect(decodeRecord(`<!-- capctl-plan env=prod head=abc -->\n${line}\n`)).toBeDefined();
    expect(decodeRecord(`<!-- capctl-plan -->\n### capctl plan failed\n\n\`\`\`text\n${line}\n\`\`\`\n`)).toBeUndefined();
    expect(decodeRecord(line)).toBeUndefined();
  });

  it('binds the visible body: sealing sets its digest and moves nothing else; CRLF reads as LF', () => {
    const plan = hostilePlan();
    const line = encodeRecord(planRecord(TARGET, { lineage: 'l', plan }, []));
    const markdown = renderPlanMarkdown(plan, { marker: '<!-- capctl-plan -->', record: line });
    const sealed = sealRecord(markdown);
    expect(sealed.length).toBe(markdown.length);
    expect(visibleBody(sealed)).toBe(visibleBody(markdown));
    expect(visibleBody(sealed).startsWith('### capctl plan\n')).toBe(true);
    expect(visibleBody(sealed)).toBe(sealed.split('\n').slice(2).join('\n').trimEnd());
    const record = decodeRecord(sealed);
    expect(record?.body).toBe(bodyDigest(sealed));
    expect(record?.body).not.toBe('0'.repeat(64));
    // The action rewrites the marker line only: the body and its digest stay.
    const marked = sealed.replace('<!-- capctl-plan -->', '<!-- capctl-plan env=prod head=abc -->');
    expect(bodyDigest(marked)).toBe(record?.body);
    expect(bodyDigest(marked.replace(/\n/g, '\r\n'))).toBe(record?.body);
    expect(decodeRecord(marked.replace(/\n/g, '\r\n'))).toEqual(record);
    // Any other change to what a reader sees changes the digest.
    expect(bodyDigest(marked.replace('### capctl plan', '### capctl plan '))).not.toBe(record?.body);
    expect(bodyDigest(marked.replace('### capctl plan\n', '### capctl plan  \n'))).not.toBe(record?.body);
    // White space at the very end shows nothing: a client that trims it changes nothing.
    expect(bodyDigest(`${marked}\n \n`)).toBe(record?.body);
    expect(bodyDigest(marked.trimEnd())).toBe(record?.body);
  });
});

describe('the body digest taken in chunks', () => {
  // Line ends, white space of every kind, and surrogate halves that chunk ends may split.
  const piece = fc.oneof(
    fc.constantFrom('\r', '\n', '\r\n', ' ', '  ', '\t', '\u00a0', '\u2028', '\ufeff', '\ud83d', '\ude00', '\ud83d\ude00', 'x', '| a |', '<!-- capctl-plan -->'),
    fc.string({ unit: 'binary', maxLength: 6 }),
  );
  const text = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(''));

  it('is bodyDigest of the whole, wherever the chunks end', () => {
    fc.assert(fc.property(text, fc.array(fc.nat(), { maxLength: 8 }), (markdown, cuts) => {
      const ends = [...new Set(cuts.map((cut) => cut % (markdown.length + 1)))].sort((a, b) => a - b);
      const digest = new BodyDigest();
      let start = 0;
      for (const end of [...ends, markdown.length]) {
        digest.update(markdown.slice(start, end));
        start = end;
      }
      expect(digest.digest()).toBe(bodyDigest(markdown));
    }), { numRuns: 2000 });
  });

  it('drops only the white space at the very end, and reads CR LF split across chunks as LF', () => {
    const whole = '<!-- m -->\nrecord\nbody\r\nmore  \n\t ';
    const split = new BodyDigest().update('<!-- m -->\nrec').update('ord\nbody\r').update('\nmore ').update(' \n').update('\t ').digest();
    expect(split).toBe(bodyDigest(whole));
    expect(split).toBe(bodyDigest('a\nb\nbody\nmore'));
  });
});

