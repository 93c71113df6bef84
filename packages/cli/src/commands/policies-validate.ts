// `capctl policies validate DIR`: reads the policy files of a directory and checks them (YAML, the
// shape of schemas/policies.schema.json, each CEL expression's syntax and types) without any state;
// every problem at `file:line:column`. `--format json`: schemas/policies-validate.schema.json.
import { formatDiagnostic, plural, type Diagnostic } from '@capctl/core';
import { compilePolicies, type Policy, type PolicyCompilation } from '@capctl/core/policy';
import { CliError, EXIT, type ExitCodeValue } from '../errors.js';
import { processIo, type Io } from '../output.js';
import { readPolicyDirectory, type PolicyDirectory } from './policies-files.js';

export interface PoliciesFormatOptions {
  readonly format: string;
}

/** `capctl policies validate --format json`. */
export interface PoliciesValidateReport {
  readonly format_version: 1;
  readonly path: string;
  readonly valid: boolean;
  readonly files: readonly string[];
  readonly policies: readonly (Pick<Policy, 'name' | 'description' | 'scope' | 'enforcement'> & { readonly file: string; readonly line: number; readonly column: number })[];
  readonly diagnostics: readonly Diagnostic[];
}

export function policiesFormat(value: string): 'text' | 'json' {
  if (value === 'text' || value === 'json') return value;
  throw new CliError('usage', `unknown format "${value}"`, { hint: 'use text or json' });
}

/** The error that lists every problem of a directory's policy (and test) files. */
export function invalidPolicies(path: string, diagnostics: readonly Diagnostic[], what = 'policies'): CliError {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  return new CliError('policy_invalid', `${plural(errors.length, 'problem')} in the ${what} of ${path}:`, {
    details: errors.map(formatDiagnostic),
    hint: 'fix the problems above; docs/policies.md lists the fields and functions policies may use',
  });
}

export function noPolicies(path: string): CliError {
  return new CliError('policy_invalid', `${path} holds no policy files`, { hint: 'policies are *.yaml files, one policy per YAML document (docs/policies.md)' });
}

export function validateReport(path: string, directory: PolicyDirectory, compiled: PolicyCompilation): PoliciesValidateReport {
  const empty = directory.policies.length === 0;
  return {
    format_version: 1, path, valid: compiled.set !== undefined && !empty,
    files: directory.policies.map((f) => f.path),
    policies: compiled.policies.map((p) => ({
      name: p.name, description: p.description, scope: p.scope, enforcement: p.enforcement,
      file: p.source?.file ?? '', line: p.source?.line ?? 1, column: p.source?.column ?? 1,
    })),
    diagnostics: empty ? [{ severity: 'error', code: 'policy_shape', message: `${path} holds no policy files`, pointer: '' }] : compiled.diagnostics,
  };
}

export async function runPoliciesValidate(path: string, options: PoliciesFormatOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const format = policiesFormat(options.format);
  const directory = await readPolicyDirectory(path);
  const compiled = compilePolicies(directory.policies);
  if (format === 'json') {
    const report = validateReport(path, directory, compiled);
    io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    return report.valid ? EXIT.ok : EXIT.error;
  }
  if (directory.policies.length === 0) throw noPolicies(path);
  if (compiled.set === undefined) throw invalidPolicies(path, compiled.diagnostics);
  io.stdout.write(`${path} is valid: ${plural(compiled.policies.length, 'policy', 'policies')} in ${plural(directory.policies.length, 'file')}.\n`);
  return EXIT.ok;
}
