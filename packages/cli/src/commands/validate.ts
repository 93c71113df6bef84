// `capctl validate`: checks a definition on its own (syntax, schema, names, references) without
// reading any state or needing `{env: NAME}` or `${var.NAME}` values (names and given values are checked), and prints every problem as `file:line:column: message (pointer)`, or with
// `--format json` one report (schemas/validate.schema.json) whether the definition is valid or not.
// With `--policies DIR` or capctl.yaml's `policies:`, the policy files too (validate-policies.ts).
import { noticeText } from '../notice.js';
import type { Command } from 'commander';
import { COLLECTION_ORDER, type Collection, type Definition, type Diagnostic } from '@capctl/core';
import { CliError, EXIT } from '../errors.js';
import type { ExitCodeValue } from '../errors.js';
import { DefinitionInvalidError, loadDefinition } from '../load-definition.js';
import { processIo } from '../output.js';
import type { Io } from '../output.js';
import { withVariableOptions, type VariableOptions } from '../variable-values.js';
import { plural } from '@capctl/core';

export interface ValidateOptions extends VariableOptions {
  readonly format: string;
  /** `--policies DIR`: a policy directory to check too (else capctl.yaml's `policies:`). */
  readonly policies?: string;
}

/** The report's account of the policies checked (validate-policies.ts's PolicyCheck, without its diagnostics). */
interface PoliciesChecked {
  readonly path: string;
  readonly files: readonly string[];
  readonly checked: number;
}

/** The number of each kind's objects, by its state collection (`actions`, `queries`, ...). */
type Counts = Readonly<Partial<Record<Collection, number>>>;

/** `capctl validate --format json`; schemas/validate.schema.json. */
export interface ValidateReport {
  readonly format_version: 1;
  readonly path: string;
  readonly valid: boolean;
  readonly files: readonly string[];
  readonly counts: Counts | null;
  readonly diagnostics: readonly Diagnostic[];
  /** Declared variables checked without a value (no value given, no default): `plan` needs them. */
  readonly variables_without_values: readonly string[];
  /** The policy directory checked too, when one is named; its problems are in `diagnostics`. */
  readonly policies?: PoliciesChecked;
  /** A failure that is not about the definition's content (e.g. the path does not exist). */
  readonly error?: { readonly code: string; readonly message: string; readonly hint?: string };
}


/** Each kind's objects in a valid definition, in collection order (the JSON report's key order). */
export function definitionCounts(definition: Definition): Counts {
  return Object.fromEntries(COLLECTION_ORDER.map((k) => [k.collection, k.items(definition).length]));
}

function describe(c: Counts): string {
  return COLLECTION_ORDER.map((k) => plural(c[k.collection] ?? 0, k.noun, k.plural)).join(', ');
}

function parseFormat(value: string): 'text' | 'json' {
  if (value === 'text' || value === 'json') return value;
  throw new CliError('usage', `unknown format "${value}"`, { hint: 'use text or json' });
}

const isError = (d: Diagnostic) => d.severity === 'error';

/** The policies named for this definition, checked; undefined when none is named. Loads the policy engine only then. */
async function policyCheck(path: string, options: ValidateOptions) {
  const { checkPolicies, policyDirectory } = await import('./validate-policies.js');
  const dir = policyDirectory(path, options.policies);
  return dir === undefined ? undefined : checkPolicies(dir);
}

/** The definition's report, with the policies' checked after it (their problems among the diagnostics). */
async function report(path: string, options: ValidateOptions, io: Io): Promise<ValidateReport> {
  const definition = await definitionReport(path, options, io);
  if (definition.error !== undefined) return definition;
  try {
    const policies = await policyCheck(path, options);
    if (policies === undefined) return definition;
    const { diagnostics, ...checked } = policies;
    return { ...definition, valid: definition.valid && !diagnostics.some(isError), diagnostics: [...definition.diagnostics, ...diagnostics], policies: checked };
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    return { ...definition, valid: false, error: errorOf(error) };
  }
}

const errorOf = (error: CliError) => ({ code: error.code, message: error.message, ...(error.hint === undefined ? {} : { hint: error.hint }) });

async function definitionReport(path: string, options: ValidateOptions, io: Io): Promise<ValidateReport> {
  const base = { format_version: 1 as const, path };
  try {
    const { definition, files, warnings, variablesWithoutValues } = await loadDefinition(path, io.stderr, options, { envValues: false, variableValues: false });
    return { ...base, valid: true, files: files.map((f) => f.path), counts: definitionCounts(definition), diagnostics: warnings, variables_without_values: variablesWithoutValues ?? [] };
  } catch (error) {
    if (error instanceof DefinitionInvalidError) {
      return { ...base, valid: false, files: [], counts: null, diagnostics: error.diagnostics, variables_without_values: [] };
    }
    if (!(error instanceof CliError)) throw error;
    return { ...base, valid: false, files: [], counts: null, diagnostics: [], variables_without_values: [], error: errorOf(error) };
  }
}

export async function runValidate(path: string, options: ValidateOptions = { format: 'text' }, io: Io = processIo()): Promise<ExitCodeValue> {
  if (parseFormat(options.format) === 'json') {
    const result = await report(path, options, io);
    io.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return result.valid ? EXIT.ok : EXIT.error;
  }
  const { definition, files, variablesWithoutValues = [] } = await loadDefinition(path, io.stderr, options, { envValues: false, variableValues: false });
  const policies = await policyCheck(path, options);
  if (policies !== undefined && policies.diagnostics.some(isError)) {
    const { invalidPolicies } = await import('./policies-validate.js');
    throw invalidPolicies(policies.path, policies.diagnostics);
  }
  io.stdout.write(`${path} is valid: ${describe(definitionCounts(definition))} in ${plural(files.length, 'file')}.\n`);
  if (policies !== undefined) {
    io.stdout.write(`${policies.path} is valid: ${plural(policies.checked, 'policy', 'policies')} in ${plural(policies.files.length, 'file')}.\n`);
  }
  if (variablesWithoutValues.length > 0) {
    io.stderr.write(noticeText(io.stderr, `note: checked without values: ${variablesWithoutValues.join(', ')} (plan and apply need them: --var, --var-file or CAPCTL_VAR_NAME)`));
  }
  return EXIT.ok;
}

export function registerValidate(program: Command): void {
  withVariableOptions(program.command('validate'))
    .description('check a definition without reading or changing any state')
    .argument('<path>', 'a definition directory (its *.yaml, *.yml, *.json files) or one file')
    .option('--format <format>', 'text or json (a report that also lists every problem)', 'text')
    .option('--policies <dir>', 'check the policy files of DIR too (default: the directory capctl.yaml names in `policies:`)')
    .addHelpText('after', `
Variables need no values here (a linting job needs no secrets): references are checked, and
values that are given are checked against their declared types; plan needs every value.

Examples:
  $ capctl validate examples/quickstart
  $ capctl validate examples/environments/definition
  $ capctl validate capacity/ --format json
  $ capctl validate capacity/ --policies policies/
  $ capctl validate examples/environments --var-file examples/environments/production.yaml`)
    .action(async (path: string, options: ValidateOptions) => {
      process.exitCode = await runValidate(path, options);
    });
}
