// `capctl policies test DIR`: runs the test cases written beside the policies (`*.test.yaml`), as
// `opa test` runs Rego tests: PASS or FAIL per case with what differed, exit 1 when any case
// fails or cannot run. `--format json`: schemas/policies-test.schema.json.
import { plural, type Diagnostic } from '@capctl/core';
import { compilePolicies, readPolicyTests, runPolicyTests, type PolicyCaseOutcome } from '@capctl/core/policy';
import { CliError, EXIT, type ExitCodeValue } from '../errors.js';
import { processIo, type Io } from '../output.js';
import { terminalText } from '../render/safe-text/index.js';
import { readPolicyDirectory } from './policies-files.js';
import { invalidPolicies, noPolicies, policiesFormat, type PoliciesFormatOptions } from './policies-validate.js';

/** `capctl policies test --format json`. */
export interface PoliciesTestReport {
  readonly format_version: 1;
  readonly path: string;
  readonly passed: number;
  readonly failed: number;
  readonly cases: readonly PolicyCaseOutcome[];
  /** Problems of the policy or test files: no case ran. */
  readonly diagnostics: readonly Diagnostic[];
}

function caseLines(c: PolicyCaseOutcome): string[] {
  const lines = [`${c.passed ? 'PASS' : 'FAIL'}  ${terminalText(c.file)}:${c.line}:${c.column}  ${terminalText(c.name)}`];
  for (const m of c.missing) lines.push(`      missing:    ${terminalText(m.policy)} on ${terminalText(m.subject)}${m.message === undefined ? '' : ` saying ${JSON.stringify(terminalText(m.message))}`}`);
  for (const r of c.unexpected) lines.push(`      unexpected: ${r.policy} on ${terminalText(r.subject)}: ${terminalText(r.message)}`);
  for (const e of c.errors) lines.push(`      error:      ${terminalText(e)}`);
  return lines;
}

async function report(path: string): Promise<PoliciesTestReport> {
  const directory = await readPolicyDirectory(path);
  const base = { format_version: 1 as const, path, passed: 0, failed: 0, cases: [] };
  if (directory.policies.length === 0) throw noPolicies(path);
  const compiled = compilePolicies(directory.policies);
  const reads = directory.tests.map(readPolicyTests);
  const diagnostics = [...compiled.diagnostics, ...reads.flatMap((r) => r.diagnostics)];
  if (compiled.set === undefined || diagnostics.some((d) => d.severity === 'error')) return { ...base, diagnostics };
  const cases = runPolicyTests(compiled.set, reads.flatMap((r) => r.cases));
  const passed = cases.filter((c) => c.passed).length;
  return { ...base, passed, failed: cases.length - passed, cases, diagnostics };
}

export async function runPoliciesTest(path: string, options: PoliciesFormatOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const format = policiesFormat(options.format);
  const result = await report(path);
  const ran = result.cases.length > 0;
  if (format === 'json') {
    io.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return ran && result.failed === 0 ? EXIT.ok : EXIT.error;
  }
  if (result.diagnostics.some((d) => d.severity === 'error')) {
    throw invalidPolicies(path, result.diagnostics, 'policies and tests');
  }
  if (!ran) throw new CliError('policy_tests_failed', `${path} holds no test cases`, { hint: 'write cases in NAME.test.yaml beside the policies (docs/policies.md)' });
  io.stdout.write(`${result.cases.flatMap(caseLines).join('\n')}\n\n${result.passed} of ${plural(result.cases.length, 'case')} passed${result.failed > 0 ? `, ${result.failed} failed` : ''}.\n`);
  return result.failed === 0 ? EXIT.ok : EXIT.error;
}
