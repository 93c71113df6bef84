// Soundness of `backward`: generated payloads valid under the old schema stay valid (checked with ajv).
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSchemas } from './compatibility.js';
import { applyMutations, instanceArb, mutationsArb, schemaArb } from '../testing/schema-arbitraries.js';

const ajv = new Ajv2020({ strict: false });

describe('compareSchemas properties', () => {
  it('keeps every payload valid under the old schema valid under a schema it calls backward', () => {
    const seen = { backward: 0, breaking: 0, checked: 0 };
    const cases = fc.tuple(schemaArb, mutationsArb).chain(([before, mutations]) => {
      const after = applyMutations(before, mutations);
      return fc.tuple(fc.constant(before), fc.constant(after), fc.array(instanceArb(before), { minLength: 5, maxLength: 15 }));
    });
    fc.assert(fc.property(cases, ([before, after, payloads]) => {
      const result = compareSchemas(before, after);
      if (result.compatibility === 'breaking') {
        seen.breaking += 1;
        expect(result.reasons.length).toBeGreaterThan(0);
        return;
      }
      seen.backward += 1;
      const validBefore = ajv.compile(before);
      const validAfter = ajv.compile(after);
      for (const payload of payloads.filter((p) => validBefore(p))) {
        seen.checked += 1;
        expect(validAfter(payload), `${JSON.stringify(payload)} rejected by ${JSON.stringify(after)}`).toBe(true);
      }
    }), { numRuns: 600 });
    // The property only means something if both outcomes occur and payloads are really checked.
    expect(seen.backward).toBeGreaterThan(60);
    expect(seen.breaking).toBeGreaterThan(60);
    expect(seen.checked).toBeGreaterThan(300);
  });
});
