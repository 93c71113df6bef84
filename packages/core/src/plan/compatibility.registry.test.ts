// Agreement with a schema registry's published JSON Schema compatibility cases (Confluent Schema
// Registry's diff examples, draft-07, combined schemas and 2020-12 tuples), restated as fixtures:
// every update the registry calls compatible is proven backward compatible here, except where a
// witness payload shows the registry is wrong.
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../types.js';
import { compareSchemas } from './compatibility.js';
import cases from './compatibility/fixtures/registry-cases.json' with { type: 'json' };

interface RegistryCase {
  readonly description: string;
  readonly old: JsonValue;
  readonly new: JsonValue;
  readonly registry: 'compatible' | 'incompatible';
}

/** The registry calls these compatible, but a payload valid before is rejected after. */
const REGISTRY_TOO_LENIENT = new Set([
  // {"foo": "a"} was valid and lacks the newly required `bar`.
  'required name replaced',
  // 2e21 is a multiple of 10 to ajv (2e21/10 = 2e20) but not of 2: 2e21/2 = 1e21, and ajv's
  // `x/m !== parseInt(x/m)` reads "1e+21" as 1.
  'multipleOf to a divisor',
]);

/** The registry calls these incompatible, but both schemas accept exactly the same payloads. */
const REGISTRY_TOO_STRICT = new Set([
  // draft-07 ignores additionalItems unless items is an array: nothing changed.
  'additionalItems true to false without a tuple',
  'additionalItems type changed without a tuple',
  // oneOf and allOf of a single schema both mean that schema.
  'oneOf replaced by allOf',
]);

const draft07 = new Ajv({ strict: false, logger: false });
const draft2020 = new Ajv2020({ strict: false, logger: false });
const validator = (schema: JsonValue) => (JSON.stringify(schema).includes('draft-07') ? draft07 : draft2020).compile(schema as object);

describe('the registry corpus', () => {
  const all = cases as unknown as RegistryCase[];

  it.each(all.filter((c) => c.registry === 'compatible' && !REGISTRY_TOO_LENIENT.has(c.description)).map((c) => [c.description, c]))(
    'proves what the registry calls compatible: %s', (_, c) => {
      expect(compareSchemas(c.old, c.new).backward).toEqual({ verdict: 'proven', reasons: [] });
    });

  it.each([...REGISTRY_TOO_LENIENT].map((d) => [d, all.find((c) => c.description === d)!]))('shows a witness where the registry is too lenient: %s', (_, c) => {
    const result = compareSchemas(c.old, c.new).backward;
    expect(result.verdict).toBe('breaking');
    const witness = result.reasons.find((r) => r.witness !== undefined)?.witness;
    expect(validator(c.old)(witness)).toBe(true);
    expect(validator(c.new)(witness)).toBe(false);
  });

  it('never proves what the registry calls incompatible, except equivalent schemas, and witnesses every break it reports', () => {
    const seen = { breaking: 0, unproven: 0, proven: 0 };
    for (const c of all.filter((x) => x.registry === 'incompatible')) {
      const result = compareSchemas(c.old, c.new).backward;
      seen[result.verdict] += 1;
      expect(result.verdict === 'proven', c.description).toBe(REGISTRY_TOO_STRICT.has(c.description));
      for (const reason of result.reasons.filter((r) => r.verdict === 'breaking')) {
        expect(validator(c.old)(reason.witness), c.description).toBe(true);
        expect(validator(c.new)(reason.witness), c.description).toBe(false);
      }
    }
    expect(seen.breaking).toBeGreaterThan(35);
  });

  it('agrees with the registry on at least 96% of the verdicts, and disagrees only where ajv shows the registry wrong', () => {
    const disagreed = all.filter((c) => (compareSchemas(c.old, c.new).backward.verdict === 'proven') !== (c.registry === 'compatible')).map((c) => c.description);
    expect(all.length).toBeGreaterThan(140);
    expect((all.length - disagreed.length) / all.length).toBeGreaterThanOrEqual(0.96);
    expect(disagreed.sort()).toEqual([...REGISTRY_TOO_LENIENT, ...REGISTRY_TOO_STRICT].sort());
  });
});
