// The policy file formats as published in schemas/ agree with what capctl reads: every document
// of examples/policies validates against its schema, and documents the reader refuses are refused
// by the schema too, so an editor's completion and `capctl policies validate` say the same.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { compilePolicies, readPolicyTests } from '@capctl/core/policy';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { ROOT } from './cli-fixture.js';

// The test cases embed definitions, whose schema uses formats beyond the output schemas' date-time.
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
(formats as unknown as (a: Ajv2020) => Ajv2020)(ajv);
for (const name of ['definition', 'policies', 'policy-test-cases']) ajv.addSchema(JSON.parse(readFileSync(join(ROOT, 'schemas', `${name}.schema.json`), 'utf8')) as object);
const schema = (name: string) => {
  const validate = ajv.getSchema(`https://capctl.dev/schemas/${name}.schema.json`);
  if (validate === undefined) throw new Error(`schemas/${name}.schema.json has another $id`);
  return validate;
};
const validPolicy = schema('policies');
const validCase = schema('policy-test-cases');
const dir = join(ROOT, 'examples/policies');
const files = readdirSync(dir).sort().map((f) => ({ path: f, text: readFileSync(join(dir, f), 'utf8') }));
const documents = (text: string): unknown[] => parseAllDocuments(text).map((d) => d.toJS() as unknown);

const base = { name: 'p', scope: 'step', condition: 'step.protect', message: 'm', enforcement: 'advisory' };
const reads = (doc: Record<string, unknown>) => compilePolicies([{ path: 'x.yaml', text: JSON.stringify(doc) }]).diagnostics.filter((d) => d.code === 'policy_shape').length === 0;

describe('schemas/policies.schema.json and schemas/policy-test-cases.schema.json', () => {
  it('accept every document of examples/policies', () => {
    const policies = files.filter((f) => !f.path.endsWith('.test.yaml')).flatMap((f) => documents(f.text));
    const cases = files.filter((f) => f.path.endsWith('.test.yaml')).flatMap((f) => documents(f.text));
    expect([policies.length, cases.length]).toEqual([5, 12]);
    for (const p of policies) expect(validPolicy(p), JSON.stringify(validPolicy.errors)).toBe(true);
    for (const c of cases) expect(validCase(c), JSON.stringify(validCase.errors)).toBe(true);
  });

  it.each([
    ['a missing enforcement', { ...base, enforcement: undefined }],
    ['an unknown scope', { ...base, scope: 'steps' }],
    ['an unknown enforcement', { ...base, enforcement: 'soft-mandatory' }],
    ['a name with capitals', { ...base, name: 'No-Deletes' }],
    ['an unknown key', { ...base, severity: 'high' }],
    ['a condition that is not a string', { ...base, condition: true }],
    ['an empty message', { ...base, message: '' }],
  ])('refuse %s, as the reader does', (_what, doc) => {
    const value = JSON.parse(JSON.stringify(doc)) as Record<string, unknown>;
    expect(validPolicy(value)).toBe(false);
    expect(reads(value)).toBe(false);
  });

  it('accept a complete policy, as the reader does', () => {
    const value = { ...base, description: 'd', messageExpression: "'x'" };
    expect(validPolicy(value)).toBe(true);
    expect(reads(value)).toBe(true);
  });

  it.each([
    ['no expect', { name: 'c', definition: {} }],
    ['an expected result without subject', { name: 'c', definition: {}, expect: [{ policy: 'p' }] }],
    ['an unknown key', { name: 'c', definition: {}, expect: [], given: {} }],
  ])('refuse a test case with %s, as the reader does', (_what, doc) => {
    expect(validCase(doc)).toBe(false);
    expect(readPolicyTests({ path: 'c.test.yaml', text: JSON.stringify(doc) }).diagnostics).not.toEqual([]);
  });
});
