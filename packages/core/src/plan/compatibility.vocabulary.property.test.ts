// Soundness over the whole vocabulary: for random schemas and random edits of them (every keyword
// the analysis covers, refactorings included, in 2020-12 and draft-07 spelling), a `proven`
// direction holds on generated payloads and every witness separates the two schemas (ajv judges).
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../types.js';
import { applyEdits, editsArb, richInstanceArb, richSchemaArb, toDraft07 } from '../testing/rich-schema-arbitraries.js';
import { compareSchemas } from './compatibility.js';

const addFormats = ((formats as unknown as { default?: unknown }).default ?? formats) as unknown as typeof formats.default;
const ajv2020 = new Ajv2020({ strict: false, logger: false, validateSchema: false });
const ajv07 = new Ajv({ strict: false, logger: false, validateSchema: false });
addFormats(ajv2020);
addFormats(ajv07);
const compile = (schema: JsonValue) => (JSON.stringify(schema).includes('draft-07') ? ajv07 : ajv2020).compile(schema as object);

describe('compareSchemas over the whole vocabulary', () => {
  it('never proves a direction a payload breaks, and every witness is accepted by one schema and rejected by the other', () => {
    const seen = { proven: 0, breaking: 0, unproven: 0, checked: 0, witnesses: 0 };
    const cases = fc.tuple(richSchemaArb, editsArb, fc.boolean()).chain(([before, edits, draft07]) => {
      const after = applyEdits(before, edits);
      const pair = draft07 ? [toDraft07(before), toDraft07(after)] : [before, after];
      const payloads = fc.array(fc.oneof(richInstanceArb(before), richInstanceArb(after)), { minLength: 10, maxLength: 20 });
      return fc.tuple(fc.constant(pair[0]!), fc.constant(pair[1]!), payloads);
    });
    fc.assert(fc.property(cases, ([before, after, payloads]) => {
      const validBefore = compile(before);
      const validAfter = compile(after);
      const result = compareSchemas(before, after);
      for (const [direction, from, to] of [['backward', validBefore, validAfter], ['forward', validAfter, validBefore]] as const) {
        const { verdict, reasons } = result[direction];
        seen[verdict] += 1;
        for (const reason of reasons.filter((r) => r.verdict === 'breaking')) {
          seen.witnesses += 1;
          expect(from(reason.witness), `${direction} witness ${JSON.stringify(reason.witness)}`).toBe(true);
          expect(to(reason.witness), `${direction} witness ${JSON.stringify(reason.witness)}`).toBe(false);
        }
        if (verdict !== 'proven') continue;
        for (const payload of payloads.filter((p) => from(p))) {
          seen.checked += 1;
          expect(to(payload), `${direction}: ${JSON.stringify(payload)} from ${JSON.stringify(before)} to ${JSON.stringify(after)}`).toBe(true);
        }
      }
    }), { numRuns: 200 });
    // Meaningful only if every outcome occurs and payloads are really checked.
    expect(seen.proven).toBeGreaterThan(100);
    expect(seen.breaking).toBeGreaterThan(25);
    expect(seen.unproven).toBeGreaterThan(0);
    expect(seen.witnesses).toBeGreaterThan(30);
    expect(seen.checked).toBeGreaterThan(300);
    console.log(JSON.stringify(seen));
  });
});
