// End-to-end, with the built binary: `capctl policies validate` reports policy problems (YAML,
// fields, CEL syntax, unknown fields, wrong types) at file:line:column, and `capctl policies
// test` runs the cases beside the policies, as `opa test` does: PASS/FAIL, exit 1 on a failure,
// a policy that throws or runs out of budget failing its case, JSON as its schema says.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOT, Workspace } from './cli-fixture.js';
import { outputSchema } from './fixtures/output-schema.js';

vi.setConfig({ testTimeout: 120_000 });

const validTest = outputSchema('policies-test');
const validValidate = outputSchema('policies-validate');

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

const policy = (name: string, condition: string, scope = 'step', extra = '') =>
  `name: ${name}\nscope: ${scope}\ncondition: ${condition}\nmessage: ${name} violated\nenforcement: mandatory\n${extra}`;

describe('capctl policies test', () => {
  it('passes every case of examples/policies, in text and in JSON', async () => {
    const text = await ws.run(['policies', 'test', join(ROOT, 'examples/policies')]);
    expect(text.stderr).toBe('');
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^PASS {2}.*delete-budget\.test\.yaml:23:1 {2}eleven deletes exceed the budget$/m);
    expect(text.stdout).not.toContain('FAIL');
    expect(text.stdout).toMatch(/\n12 of 12 cases passed\.\n$/);
    const json = await ws.run(['policies', 'test', join(ROOT, 'examples/policies'), '--format', 'json']);
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout) as { passed: number; failed: number; cases: { passed: boolean }[] };
    expect(validTest(report), JSON.stringify(validTest.errors)).toBe(true);
    expect([report.passed, report.failed, report.cases.length]).toEqual([12, 0, 12]);
  });

  it('fails a case whose violations differ from the expected ones, naming what is missing and what is not expected', async () => {
    cpSync(join(ROOT, 'examples/policies'), ws.path('policies'), { recursive: true });
    const file = 'policies/delete-budget.test.yaml';
    ws.writeText(file, ws.read(file).replace('the budget is 10\n', 'the budget is 11\n'));
    const result = await ws.run(['policies', 'test', 'policies']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain([
      'FAIL  policies/delete-budget.test.yaml:23:1  eleven deletes exceed the budget',
      '      missing:    delete-budget on plan saying "the plan deletes 11 objects, 11 of them actions; the budget is 11"',
      '      unexpected: delete-budget on plan: the plan deletes 11 objects, 11 of them actions; the budget is 10',
    ].join('\n'));
    expect(result.stdout).toMatch(/\n11 of 12 cases passed, 1 failed\.\n$/);
    const json = await ws.run(['policies', 'test', 'policies', '--format', 'json']);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as { failed: number };
    expect(validTest(report), JSON.stringify(validTest.errors)).toBe(true);
    expect(report.failed).toBe(1);
  });

  it('fails the case of a policy that throws, or runs out of budget, never passing it', async () => {
    ws.writeText('p/missing-key.yaml', policy('missing-key', "step.after.config.url == 'x'"));
    ws.writeText('p/quadratic.yaml', policy('quadratic', '"plan.steps.all(a, plan.steps.all(b, plan.steps.all(c, a.name != \'zz\')))"'));
    const definition = `{actions: [${Array.from({ length: 120 }, (_, i) => `{variant: a${i}, schema: {type: object}}`).join(', ')}]}`;
    ws.writeText('p/cases.test.yaml', `name: many actions\npolicies: [missing-key, quadratic]\ndefinition: ${definition}\nexpect: []\n`);
    const result = await ws.run(['policies', 'test', 'p']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('FAIL  p/cases.test.yaml:1:1  many actions\n');
    expect(result.stdout).toMatch(/error: {6}policy `missing-key` on action\/a0: condition failed: .*config/);
    expect(result.stdout).toMatch(/error: {6}policy `quadratic` exceeded its evaluation budget of 1000000 units at action\/a\d+; /);
  });

  it('reports a definition of a case that does not validate at its place in the test file', async () => {
    ws.writeText('p/a.yaml', policy('a', 'step.protect'));
    ws.writeText('p/a.test.yaml', 'name: bad\ndefinition:\n  actions:\n    - {variant: x, schema: {type: object}, colour: red}\nexpect: []\n');
    const result = await ws.run(['policies', 'test', 'p']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/error: {6}p\/a\.test\.yaml:4:\d+: definition: .*colour/);
  });

  it('refuses a directory with no test cases, and reports test file problems with positions', async () => {
    ws.writeText('p/a.yaml', policy('a', 'step.protect'));
    const none = await ws.run(['policies', 'test', 'p']);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('error: p holds no test cases');
    expect(none.stderr).toContain('hint: write cases in NAME.test.yaml');
    ws.writeText('p/a.test.yaml', 'name: x\ndefinition: {}\nexpect:\n  - {policy: a, subjct: plan}\n');
    const bad = await ws.run(['policies', 'test', 'p']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('p/a.test.yaml:4:5: unknown key `subjct` in an expected result; did you mean `subject`? (/expect/0)');
  });
});

describe('capctl policies validate', () => {
  it('says how many policies the files hold', async () => {
    const result = await ws.run(['policies', 'validate', join(ROOT, 'examples/policies')]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/is valid: 5 policies in 4 files\.\n$/);
  });

  it('reports CEL syntax errors, unknown fields and wrong types at file:line:column, every one at once', async () => {
    ws.writeText('p/syntax.yaml', policy('syntax', "step.op == 'delete' &&& step.protect"));
    ws.writeText('p/fields.yaml', `${policy('fields', '>-\n  step.kind == \'action\'\n  && step.after.compatibility == \'none\'\n  && step.finalversion > 2', 'step')}`);
    ws.writeText('p/types.yaml', policy('types', 'plan.summary.delete > \'50\'', 'plan'));
    const result = await ws.run(['policies', 'validate', 'p']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('error: 3 problems in the policies of p:\n');
    expect(result.stderr).toContain('p/fields.yaml:6:11: policy `fields`: condition: `step` has no field `finalversion`; did you mean `final_version`?');
    expect(result.stderr).toContain("p/syntax.yaml:3:32: policy `syntax`: condition: found & but expecting end of input (/condition)");
    expect(result.stderr).toContain('p/types.yaml:3:32: policy `types`: condition: `>` does not take (int, string) (/condition)');
    const json = await ws.run(['policies', 'validate', 'p', '--format', 'json']);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as { valid: boolean; diagnostics: { code: string; line: number; column: number }[] };
    expect(validValidate(report), JSON.stringify(validValidate.errors)).toBe(true);
    expect(report.valid).toBe(false);
    expect(report.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['cel_unknown_field 6:11', 'cel_syntax 3:32', 'cel_type 3:32']);
  });

  it('reports a wrong scope variable and a non-bool condition', async () => {
    ws.writeText('p/a.yaml', `${policy('a', "object.kind == 'action'")}---\n${policy('b', 'step.name')}`);
    const result = await ws.run(['policies', 'validate', 'p']);
    expect(result.stderr).toContain('p/a.yaml:3:12: policy `a`: condition: unknown variable `object`; this scope has `step`, `plan` (/condition)');
    expect(result.stderr).toContain('p/a.yaml:9:12: policy `b`: condition: the expression gives string; it must give bool (/condition)');
  });
});
