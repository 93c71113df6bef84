// The meaning digest over generated definitions and states: two plannings of one change digest
// alike (one stored with ids, one not; or the definition reordered); plans whose steps differ beyond create ids never do.
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { definitionArb, permute, seeded, stateArb } from '../testing/arbitraries.js';
import type { Definition, Plan } from '../types.js';
import { plan } from './plan.js';
import { planMeaningDigest } from './plan-meaning.js';

/** The steps as apply reads them, but without the ids a create gets when it is stored. */
const withoutCreateIds = (p: Plan): string => JSON.stringify(p.steps.map(({ id, ...s }) => (s.op === 'create' ? s : { ...s, id })));

it('is equal for two plannings of one change and differs otherwise', () => {
  let same = 0;
  let different = 0;
  // The other definition: an unrelated one, or the same one written in another order.
  const otherArb = fc.oneof(definitionArb.map((d) => () => d), fc.integer().map((seed) => (a: Definition) => permute(a, seeded(seed)) as Definition));
  fc.assert(fc.property(definitionArb, otherArb, stateArb, (a, makeOther, state) => {
    const b = makeOther(a);
    const first = plan(a, state, { assignId: () => randomUUID() });
    const other = plan(b, state);
    if (first.diagnostics.length > 0 || other.diagnostics.length > 0) return;
    expect(planMeaningDigest(plan(a, state))).toBe(planMeaningDigest(first));
    if (withoutCreateIds(first) === withoutCreateIds(other)) {
      same += 1;
      expect(planMeaningDigest(other)).toBe(planMeaningDigest(first));
    } else {
      different += 1;
      expect(planMeaningDigest(other)).not.toBe(planMeaningDigest(first));
    }
  }), { numRuns: 300 });
  // Both outcomes occur often, so neither branch passes vacuously.
  // (About a third of each in 300 runs; a definition with diagnostics counts as neither.)
  expect(same).toBeGreaterThan(30);
  expect(different).toBeGreaterThan(30);
});
