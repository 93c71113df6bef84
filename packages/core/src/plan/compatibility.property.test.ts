// Soundness of `backward`: generated payloads valid under the old schema stay valid (checked with
// ajv). And robustness: a plan compares any JSON as schemas without throwing (the service checks
// changed action schemas as JSON Schema only after planning).
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSchemas as compareBoth } from './compatibility.js';

/** The backward relation in the shape these tests were written for. */
const compareSchemas = (before: JsonValue, after: JsonValue) => {
  const { verdict, reasons } = compareBoth(before, after).backward;
  return { compatibility: verdict === 'proven' ? 'backward' : 'breaking', reasons: reasons.map(({ pointer, rule, message }) => ({ pointer, rule, message })) };
};
import { applyPlan } from './apply-plan.js';
import { emptyState } from './empty-state.js';
import { plan } from './plan.js';
import type { JsonValue } from '../types.js';
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

/** Objects shaped like JSON Schemas, with any JSON where a keyword's value belongs. */
const KEYWORDS = ['type', 'properties', 'required', 'items', 'prefixItems', 'enum', 'const', 'additionalProperties', 'anyOf', 'allOf',
  'oneOf', 'not', 'minimum', 'maximum', 'minLength', 'maxLength', 'pattern', 'patternProperties', 'dependentRequired', '$ref', '$defs'];
const { schemaLike } = fc.letrec<{ schemaLike: JsonValue }>((tie) => ({
  schemaLike: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<JsonValue>,
    fc.dictionary(fc.constantFrom(...KEYWORDS, 'id', '__proto__'), tie('schemaLike'), { maxKeys: 4 }),
    fc.array(tie('schemaLike'), { maxLength: 3 }),
  ),
}));
const schemaObject = fc.dictionary(fc.constantFrom(...KEYWORDS), schemaLike, { minKeys: 1, maxKeys: 5 });

describe('plans over schemas that are not valid JSON Schema', () => {
  it('plan an update from any such schema to any other without throwing', () => {
    fc.assert(fc.property(schemaObject, schemaObject, (before, after) => {
      const start = { ...emptyState(), credentials: [] };
      const state = applyPlan(start, plan({ actions: [{ variant: 'x', schema: before }] }, start));
      const planned = plan({ actions: [{ variant: 'x', schema: after }] }, state);
      expect(planned.steps.length).toBeLessThanOrEqual(1);
    }), {
      numRuns: 500,
      // Found by this property: an own `__proto__` key, which the planner's canonical copy turns
      // into an object without a prototype, where a type name or a required name belongs.
      examples: [
        [{ type: {} }, { type: [JSON.parse('{"__proto__":null}') as JsonValue] }],
        [{ required: [] }, { required: [JSON.parse('{"__proto__":null}') as JsonValue] }],
        [{ type: false }, JSON.parse('{"allOf":[{"additionalProperties":{"__proto__":{"allOf":[false]}}}]}') as JsonValue],
      ],
    });
  });
});
