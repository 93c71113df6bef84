// A new object's listing and a value's compact JSON are made from one canonical form: for any
// JSON (keys that JavaScript orders first or reads as a prototype, empty objects, nesting), they
// are what sorting at every use made: the reference implementations below are the code before.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalize, isJsonObject, type JsonObject, type JsonValue } from '@capctl/core';
import { PlanBuilder } from '../testing/plan-fixture.js';
import { attributeText, describeStep, formatValue, type Attribute } from './step-details.js';

const KEYS = ['__proto__', 'constructor', '10', '9', '0', '01', 'a', 'B', 'b', 'é', 'a.b', '', 'schema', 'version', 'z'];

const json: fc.Arbitrary<JsonValue> = fc.letrec<{ value: JsonValue; object: JsonObject }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<JsonValue>,
    fc.double(),
    fc.constantFrom(-0, 1e21, 5e-324, Number.NaN),
    tie('object'),
    fc.array(tie('value'), { maxLength: 3 }),
  ),
  // A member may be undefined (left out by canonicalize and JSON alike).
  object: fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 3 })), fc.option(tie('value'), { nil: undefined, freq: 8 }), { maxKeys: 5 }) as fc.Arbitrary<JsonObject>,
})).value;

// `credential_id` is shown by label (shownObject, unchanged), which the reference leaves out.
const object = json.filter((value): value is JsonObject => isJsonObject(value) && !('credential_id' in value));

/** formatValue before: the canonical copy's indented text, parsed and written again. */
const referenceFormat = (value: JsonValue | undefined): string =>
  value === undefined ? '(none)' : JSON.stringify(JSON.parse(JSON.stringify(canonicalize(value), null, 2)));

function referenceLeaves(value: JsonObject, path: readonly string[]): Attribute[] {
  return Object.entries(value).flatMap(([key, item]) =>
    isJsonObject(item) && Object.keys(item).length > 0 ? referenceLeaves(item, [...path, key]) : [{ path: [...path, key].join('.'), value: item }],
  );
}

/** The attributes and schema lines of a created object before: each part sorted again where it was used. */
function referenceCreated(after: JsonObject, action: boolean): { attributes: string[]; schema: string[] } {
  const canonical = canonicalize(after) as JsonObject;
  const rest = action ? Object.fromEntries(Object.entries(canonical).filter(([key]) => key !== 'schema' && key !== 'version')) : canonical;
  const schema = action ? canonical['schema'] : undefined;
  return {
    attributes: referenceLeaves(rest, []).map((leaf) => `${leaf.path}: ${referenceFormat(leaf.value)}`),
    schema: schema === undefined ? [] : JSON.stringify(canonicalize(schema), null, 2).split('\n'),
  };
}

describe('a new object listed from one canonical copy', () => {
  it('formatValue writes what the indented canonical text, parsed again, wrote', () => {
    fc.assert(fc.property(json, (value) => {
      expect(formatValue(value)).toBe(referenceFormat(value));
    }), { numRuns: 2000 });
    expect(formatValue(undefined)).toBe(referenceFormat(undefined));
  });

  it('a created resource lists the same attributes, in the same order', () => {
    fc.assert(
      fc.property(object, (after) => {
        const details = describeStep(new PlanBuilder().createResource('metrics', 'm', after).build().steps[0]!);
        expect({ attributes: details.attributes.map(attributeText), schema: details.schema }).toEqual(referenceCreated(after, false));
      }),
      { numRuns: 1000 },
    );
  });

  it('a created action lists the same attributes and schema lines', () => {
    fc.assert(
      fc.property(json, object, fc.boolean(), (schema, extra, sortTop) => {
        const step = new PlanBuilder().createAction('v', schema).build().steps[0]!;
        const unsorted = { ...extra, ...(step.after as JsonObject) };
        // Top-level keys sorted, the schema as generated: only what lies deeper decides whether a copy is made.
        const after = sortTop ? Object.fromEntries(Object.entries(unsorted).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : unsorted;
        const details = describeStep({ ...step, after });
        expect({ attributes: details.attributes.map(attributeText), schema: details.schema }).toEqual(referenceCreated(after, true));
      }),
      { numRuns: 1000 },
    );
  });
});
