// Reading a saved plan for apply keeps none of its steps, yet judges the file as JSON.parse does:
// the same value (steps emptied) for any JSON, the same refusal for anything that is not JSON.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWithoutSteps } from './saved-plan-file.js';

const withoutSteps = (value: { plan: Record<string, unknown> }) => ({ ...value, plan: { ...value.plan, steps: [] } });
const read = (text: string) => parseWithoutSteps(Buffer.from(text, 'utf8'));

/** A file shaped as a saved plan: members around `plan`, whose `steps` are any JSON values (strings with quotes, backslashes, brackets). */
const savedLike = fc.record({
  format: fc.string(),
  target: fc.jsonValue({ maxDepth: 3 }),
  plan: fc.record({
    serial: fc.nat(),
    steps: fc.array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 8 }),
    summary: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })),
  }),
  after: fc.array(fc.string({ unit: 'grapheme' })),
});

describe('parseWithoutSteps', () => {
  it('gives what JSON.parse gives, with plan.steps emptied and counted, written pretty or compact', () => {
    fc.assert(fc.property(savedLike, fc.boolean(), (value, pretty) => {
      const text = pretty ? JSON.stringify(value, null, 2) : JSON.stringify(value);
      const parsed = JSON.parse(text) as { plan: Record<string, unknown> };
      expect(read(text)).toEqual({ value: withoutSteps(parsed), steps: value.plan.steps.length });
    }), { numRuns: 300 });
  });

  it('refuses, as JSON.parse does, steps that are not JSON', () => {
    for (const steps of ['[1 2]', '[1,]', '[,1]', '[{"a":1}{"b":2}]', '[nul]', '["x]', '[1', '[[1]']) {
      const text = `{"format":"f","plan":{"steps":${steps},"serial":1}}`;
      expect(() => JSON.parse(text)).toThrow(SyntaxError);
      expect(() => read(text)).toThrow(SyntaxError);
    }
  });

  it('reads whole what it cannot skim alone: no plan.steps array, or two of them', () => {
    for (const text of ['[1,2]', '{"plan":{"steps":{"a":[1]}}}', '{"steps":[1],"plan":{}}', '{"plan":{"steps":[1]},"plan":{"steps":[2]}}', '{"plan":{"steps":[1],"steps":[3]}}']) {
      expect(read(text)).toEqual({ value: JSON.parse(text), steps: 0 });
    }
    expect(read('{"plan":{"steps":[ \n ]}}')).toEqual({ value: { plan: { steps: [] } }, steps: 0 });
  });
});
