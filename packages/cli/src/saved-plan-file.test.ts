// Reading a saved plan for apply keeps none of its steps, yet judges the file as JSON.parse does:
// the same value (steps emptied) for any JSON, the same refusal for anything that is not JSON.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { parseWithoutSteps } from './saved-plan-file.js';
import { createSavedPlan, readSavedPlan, writeSavedPlan } from './saved-plan.js';
import { everyKindPlan, PlanBuilder } from './testing/plan-fixture.js';

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

describe('readSavedPlan for apply', () => {
  const dir = mkdtempSync(join(tmpdir(), 'capctl-read-saved-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const target = { kind: 'embedded', dbPath: '/tmp/state.db', orgId: '1' } as const;

  it('keeps everything but the steps of a plan bound to a revision; show and graph read them whole', async () => {
    const plan = everyKindPlan();
    const file = join(dir, 'bound.json');
    const saved = createSavedPlan(target, { id: 'rev-1', lineage: 'l-1', digest: 'c'.repeat(64), plan } as never);
    await writeSavedPlan(file, saved);
    expect(plan.steps.length).toBeGreaterThan(0);
    expect(await readSavedPlan(file, { steps: false })).toEqual({ ...saved, plan: { ...plan, steps: [] } });
    expect(await readSavedPlan(file)).toEqual(saved);
  });

  it('reads whole a plan that binds no revision, since apply shows the file\'s plan then', async () => {
    const plan = { ...new PlanBuilder().unchanged(3).build(), steps: everyKindPlan().steps.slice(0, 1) };
    const file = join(dir, 'unbound.json');
    const saved = { ...createSavedPlan(target, { id: null, lineage: 'l-1', digest: 'c'.repeat(64), plan } as never), revision_id: null };
    await writeSavedPlan(file, saved);
    expect(await readSavedPlan(file, { steps: false })).toEqual(saved);
  });
});

