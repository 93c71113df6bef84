// Compiling policy files: shape problems, CEL syntax and type errors, each at the file, line and
// column where the offending text is written, inside plain, quoted and block scalars.
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../parse/format-diagnostic.js';
import { yamlText } from '../testing/yaml-text.js';
import { compilePolicies } from './compile-policies.js';

const compile = (text: string) => compilePolicies([{ path: 'p.yaml', text }]);
const lines = (text: string) => compile(text).diagnostics.map(formatDiagnostic);

const policy = (condition: string, extra: readonly string[] = []) => yamlText(
  'name: p1',
  'scope: step',
  `condition: ${condition}`,
  'message: m',
  'enforcement: advisory',
  ...extra,
);

describe('compilePolicies', () => {
  it('compiles policies of several documents, sorted by name', () => {
    const text = `${policy("step.op == 'delete'").replace('p1', 'zz')}---\n${policy('plan.summary.delete > 5').replace('scope: step', 'scope: plan')}`;
    const result = compile(text);
    expect(result.diagnostics).toEqual([]);
    expect(result.set?.policies.map((p) => p.policy.name)).toEqual(['p1', 'zz']);
    expect(result.policies[0]?.source).toEqual({ file: 'p.yaml', document: 1, line: 7, column: 1 });
  });

  it('reports a syntax error at its column in a plain scalar', () => {
    expect(lines(policy("step.op == 'delete' &&& true"))).toEqual([
      expect.stringMatching(/^p\.yaml:3:32: policy `p1`: condition: found & but expecting end of input \(\/condition\)$/),
    ]);
  });

  it('reports an unknown field at the field name, with the closest one', () => {
    expect(lines(policy("step.kind == 'action' && step.opp == 'delete'"))).toEqual([
      expect.stringMatching(/^p\.yaml:3:42: policy `p1`: condition: `step` has no field `opp`; did you mean `op`\?/),
    ]);
  });

  it('reports an unknown variable of the scope', () => {
    expect(lines(policy("object.kind == 'action'"))).toEqual([
      'p.yaml:3:12: policy `p1`: condition: unknown variable `object`; this scope has `step`, `plan` (/condition)',
    ]);
  });

  it('reports wrong types: comparing a string with an int, adding a string and an int, a non-bool condition', () => {
    expect(lines(policy('step.op == 1'))).toEqual(['p.yaml:3:20: policy `p1`: condition: `==` compares string with int, which are never equal (/condition)']);
    expect(lines(policy("step.name + 1 == 'x'"))).toEqual(['p.yaml:3:22: policy `p1`: condition: `+` does not take (string, int) (/condition)']);
    expect(lines(policy('step.name'))).toEqual(['p.yaml:3:12: policy `p1`: condition: the expression gives string; it must give bool (/condition)']);
    expect(lines(policy("step.name.startsWith(1)"))).toEqual(['p.yaml:3:22: policy `p1`: condition: `startsWith` cannot be called on string with (int) (/condition)']);
  });

  it('types the variables of comprehensions from the lists they walk', () => {
    const text = policy("plan.steps.exists(s, s.kindd == 'x')").replace('scope: step', 'scope: plan');
    expect(lines(text)).toEqual([expect.stringMatching(/^p\.yaml:3:35: .*`step` has no field `kindd`; did you mean `kind`\?/)]);
    expect(lines(policy("plan.steps.filter(s, s.op == 'delete').size() > 3 && step.kind == 'action'"))).toEqual([]);
  });

  it('locates an error inside a folded block scalar on its own line', () => {
    const text = yamlText(
      'name: p1',
      'scope: step',
      'condition: >-',
      "  step.kind == 'action' &&",
      '  step.after.schema != null &&',
      '  step.versionn > 1',
      'message: m',
      'enforcement: advisory',
    );
    expect(lines(text)).toEqual([expect.stringMatching(/^p\.yaml:6:8: .*`step` has no field `versionn`/)]);
  });

  it('locates an error inside a double-quoted scalar with escapes', () => {
    expect(lines(policy('"step.name == \\"a\\" && step.nme == \'b\'"'))).toEqual([expect.stringMatching(/^p\.yaml:3:40: .*no field `nme`/)]);
  });

  it('checks messageExpression as a string expression', () => {
    expect(lines(policy('step.op == step.op', ["messageExpression: \"'step ' + step.address\""]))).toEqual([]);
    expect(lines(policy('step.op == step.op', ['messageExpression: step.final_version']))).toEqual([
      'p.yaml:6:20: policy `p1`: messageExpression: the expression gives int; it must give string (/messageExpression)',
    ]);
  });

  it('reports shape problems at the key or value, and no set', () => {
    const text = yamlText('name: Bad Name', 'scope: steps', 'condition: "true"', 'mesage: m', 'enforcement: advisory');
    const result = compile(text);
    expect(result.set).toBeUndefined();
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'p.yaml:1:7: a policy name is lowercase letters, digits, `.`, `_` and `-`, starts with a letter or digit and has at most 63 characters (/name)',
      'p.yaml:2:8: `scope` is one of step, object, plan, not "steps"; did you mean `step`? (/scope)',
      'p.yaml:4:1: unknown key `mesage`; a policy has `name`, `description`, `scope`, `condition`, `message`, `messageExpression`, `enforcement`; did you mean `message`? (/mesage)',
    ]);
  });

  it('reports a policy name defined twice, naming both places', () => {
    const result = compilePolicies([{ path: 'a.yaml', text: policy('step.op == step.op') }, { path: 'b.yaml', text: policy('step.op != step.op') }]);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual(['b.yaml:1:1: policy `p1` is also defined at a.yaml:1:1; rename one of the two (/name)']);
  });

  it('asks for quotes when a condition is a YAML boolean', () => {
    expect(lines(policy('true'))).toEqual(['p.yaml:3:12: `condition` must be a string (a CEL expression); quote it: "true" (/condition)']);
  });

  it('reports YAML syntax errors with their position', () => {
    expect(lines('name: [a\nscope: step\n')[0]).toMatch(/^p\.yaml:\d+:\d+: /);
  });
});
