// A create in the text plan lists the new object: attributes one per line, an action's schema as
// a block, masked values masked, data escaped, and folded on a terminal past TERMINAL_OBJECT_LINES.
import { describe, expect, it } from 'vitest';
import type { Plan, Step } from '@capctl/core';
import { destination, objectSchema, PlanBuilder, SECRET } from '../testing/plan-fixture.js';
import { plainPalette } from './palette.js';
import { TERMINAL_OBJECT_LINES } from './plan-lines.js';
import { describeStep } from './step-details.js';
import { renderPlanText } from './text.js';

const FOLD = /^ {6}… (\d+) more lines: capctl plan --format json \(or markdown\) shows them all$/;

/** An action whose schema has `count` optional properties: 3 lines each when pretty-printed. */
function largeAction(count: number): Plan {
  const names = Array.from({ length: count }, (_, index) => `field_${String(index).padStart(3, '0')}`);
  return new PlanBuilder().createAction('bulk', objectSchema(['id'], names), ['ops']).build();
}

const piped = (plan: Plan) => renderPlanText(plan, { palette: plainPalette });
const onTerminal = (plan: Plan) => renderPlanText(plan, { palette: plainPalette, width: 120, foldAt: TERMINAL_OBJECT_LINES });
/** The detail lines under the first step's headline, up to the blank line ending its group. */
const objectLines = (text: string) => {
  const lines = text.split('\n');
  const end = lines.indexOf('', 2);
  return lines.slice(2, end);
};

describe('a created object in the text plan', () => {
  it('lists every field by dotted path with compact JSON values, and the credential by label', () => {
    const step: Step = {
      kind: 'destination',
      op: 'create',
      name: 'ops-webhook',
      after: { label: 'ops-webhook', type: 'webhook', credential_id: 'c-1', config: { url: 'https://hooks.example/x', retry: { codes: [502, 503] }, extra: {} } },
      credential: { after: 'pager-token' },
    };
    expect(describeStep(step).attributes.map((attribute) => attribute.path)).toEqual([
      'config.extra',
      'config.retry.codes',
      'config.url',
      'credential',
      'label',
      'type',
    ]);
    expect(objectLines(piped({ ...new PlanBuilder().build(), steps: [step] }))).toEqual([
      '      config.extra: {}',
      '      config.retry.codes: [502,503]',
      '      config.url: "https://hooks.example/x"',
      '      credential: "pager-token"',
      '      label: "ops-webhook"',
      '      type: "webhook"',
    ]);
  });

  it("shows an action's schema as an indented pretty block after its other fields, and not its version", () => {
    const plan = new PlanBuilder().createAction('checkout', objectSchema(['order_id']), ['ops']).build();
    expect(objectLines(piped(plan))).toEqual([
      '      aliases: []',
      '      destinations: ["ops"]',
      '      variant: "checkout"',
      '      schema:',
      '        {',
      '          "properties": {',
      '            "order_id": {',
      '              "type": "string"',
      '            }',
      '          },',
      '          "required": [',
      '            "order_id"',
      '          ],',
      '          "type": "object"',
      '        }',
    ]);
    const [step] = plan.steps;
    const withoutAfter = step && { ...step, after: undefined };
    // Made without `after`, it still lists the create payload, whose version is the headline's arrow.
    expect(withoutAfter && describeStep(withoutAfter).attributes.map((attribute) => attribute.path)).toEqual(['alias', 'variant']);
  });

  it('keeps a secret header masked', () => {
    const plan = new PlanBuilder().createResource('destination', 'hook', destination('hook', 'https://h.example', { Authorization: `Bearer ${SECRET}` })).build();
    const text = piped(plan);
    expect(text).not.toContain(SECRET);
    expect(text).toContain('      config.headers.Authorization: "(sensitive)"');
  });

  it('shows control and bidi characters of keys, values and schemas as visible escapes', () => {
    const hostile = 'a\u001b[2Jb\u202ec\rd';
    const plan = new PlanBuilder()
      .createResource('metrics', 'm', { name: 'm', config: { [hostile]: hostile } })
      .createAction('act', { type: 'object', description: hostile, properties: { [hostile]: { type: 'string' } } })
      .build();
    const text = piped(plan);
    expect(text).not.toMatch(/[\u001b\r\u202e]/);
    expect(text).toContain('      config.a\\x1b[2Jb\\u202ec\\rd: "a\\u001b[2Jb\\u202ec\\rd"');
    expect(text).toContain('          "a\\u001b[2Jb\\u202ec\\rd": {');
  });

  it('folds a listing longer than the bound on a terminal: the first lines, then how many more and where', () => {
    const lines = objectLines(onTerminal(largeAction(40)));
    expect(lines).toHaveLength(TERMINAL_OBJECT_LINES);
    const all = objectLines(piped(largeAction(40)));
    expect(lines.slice(0, -1)).toEqual(all.slice(0, TERMINAL_OBJECT_LINES - 1));
    const more = Number(FOLD.exec(lines.at(-1) ?? '')?.[1]);
    expect(more).toBe(all.length - (TERMINAL_OBJECT_LINES - 1));
  });

  it('folds only past the bound on a terminal, and nothing however long when piped', () => {
    const counted = { whole: 0, folded: 0 };
    for (let fields = 1; fields <= 2 * TERMINAL_OBJECT_LINES; fields++) {
      const after = Object.fromEntries(Array.from({ length: fields }, (_, index) => [`f${String(index).padStart(2, '0')}`, index]));
      const plan = new PlanBuilder().createResource('metrics', 'm', after).build();
      const all = objectLines(piped(plan));
      expect(all).toHaveLength(fields);
      const shown = objectLines(onTerminal(plan));
      if (fields <= TERMINAL_OBJECT_LINES) {
        expect(shown).toEqual(all);
        counted.whole++;
      } else {
        expect(shown).toHaveLength(TERMINAL_OBJECT_LINES);
        expect(shown.at(-1)).toMatch(FOLD);
        counted.folded++;
      }
    }
    expect(counted).toEqual({ whole: TERMINAL_OBJECT_LINES, folded: TERMINAL_OBJECT_LINES });
  });
});
