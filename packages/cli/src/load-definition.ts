// Reads and parses a definition; problems become one error listing every diagnostic as
// `file:line:column: message (pointer)`, warnings are printed and do not stop the command.
// `{env: NAME}` header values are read from this process's environment, for the names the
// operator allows (CAPCTL_SECRET_*, the root capctl.yaml's `secrets.env`, --allow-env,
// CAPCTL_ALLOW_ENV: exact names only);
// `${var.NAME}` values from --var, --var-file and CAPCTL_VAR_NAME (variable-values.ts).
import { noticeText } from './notice.js';
import { allowEntryProblem, formatDiagnostic, isError, parseLoadedDefinition, plural } from '@capctl/core';
import type { Definition, Diagnostic, EnvReference, SourceFile } from '@capctl/core';
import { CliError } from './errors.js';
import { loadFiles } from './parallel-load.js';
import { readProjectConfig } from './project-config.js';
import { findProjectRoot } from './project-root.js';
import { withProjectMode } from './project-mode.js';
import { readDefinitionFiles } from './read-definition.js';
import { logLine, terminalText } from './render/safe-text/index.js';
import { checkDeclared, readVariableInput, type VariableOptions } from './variable-values.js';

export interface LoadedDefinition {
  readonly definition: Definition;
  readonly files: readonly SourceFile[];
  readonly warnings: readonly Diagnostic[];
  /** Each header value read from the environment (names only), to show where secrets come from. */
  readonly envReferences?: readonly EnvReference[];
  /** Declared variables with no value and no default, sorted (only `validate` gets this far without them). */
  readonly variablesWithoutValues?: readonly string[];
}

export interface LoadOptions {
  /** false: check `{env: NAME}` references without needing their values (validate). */
  readonly envValues?: boolean;
  /** false: a declared variable with no value is checked without one (validate needs no secrets). */
  readonly variableValues?: boolean;
}

/**
 * The names `{env: NAME}` may read besides CAPCTL_SECRET_*: capctl.yaml's (checked where it is
 * read), --allow-env's and the operator's `CAPCTL_ALLOW_ENV` (comma-separated; the GitHub
 * Action's `allow-env` input sets it), each an exact name.
 */
export function allowedEnv(flags: readonly string[], fromConfig: readonly string[], operator: string | undefined): string[] {
  for (const entry of flags) {
    const problem = allowEntryProblem(entry);
    if (problem !== undefined) throw new CliError('usage', `--allow-env: ${problem}`, { hint: 'e.g. --allow-env HOOK_TOKEN, once per name' });
  }
  const fromOperator = (operator ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
  for (const entry of fromOperator) {
    const problem = allowEntryProblem(entry);
    if (problem !== undefined) throw new CliError('usage', `CAPCTL_ALLOW_ENV: ${problem}`, { hint: 'CAPCTL_ALLOW_ENV holds exact names separated by commas, e.g. HOOK_TOKEN,PAGER_KEY' });
  }
  return [...new Set([...fromConfig, ...flags, ...fromOperator])];
}


/**
 * A file that holds no value: blank, comments and document markers only, or an empty mapping.
 * Read line by line up to the second line that says something (a file that says something says
 * it early): a large definition is not split into lines for this.
 */
function saysNothing(text: string): boolean {
  const said: string[] = [];
  for (let start = 0; start <= text.length && said.length < 2;) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? text.length : end).trim();
    if (line !== '' && !line.startsWith('#') && line !== '---' && line !== '...') said.push(line);
    start = end < 0 ? text.length + 1 : end + 1;
  }
  return said.length === 0 || (said.length === 1 && ['{}', 'null', '~'].includes(said[0] ?? ''));
}

/**
 * A definition in which no file says anything (empty files, `{}`: a saved plan cut short reads
 * this way) would plan the delete of every object. Deleting everything must be written down:
 * `actions: []` and `resources: {}` say it; an empty file does not.
 */
function refuseEmpty(path: string, files: readonly SourceFile[]): void {
  if (!files.every((file) => saysNothing(file.text))) return;
  throw new CliError('definition_empty', `${terminalText(path)} defines nothing: no file in it sets \`actions\` or \`resources\`, and planning it would delete every object`, {
    hint: 'if it is a saved plan, it is empty or cut short: plan again with --out; to delete every object on purpose, write `actions: []` and `resources: {}`',
  });
}

/** A definition with errors: the CLI error, carrying the diagnostics for `--format json`. */
export class DefinitionInvalidError extends CliError {
  readonly diagnostics: readonly Diagnostic[];

  constructor(path: string, diagnostics: readonly Diagnostic[]) {
    const errors = diagnostics.filter(isError);
    super('definition_invalid', `${plural(errors.length, 'problem')} in ${path}:`, {
      details: errors.map((d) => formatDiagnostic(d)),
      hint: 'fix the problems above; `capctl validate` checks a definition without touching state',
    });
    this.diagnostics = diagnostics;
  }
}

export async function loadDefinition(path: string, stderr: NodeJS.WritableStream = process.stderr, options: VariableOptions = {}, load: LoadOptions = {}): Promise<LoadedDefinition> {
  const root = findProjectRoot(path, { definition: true });
  const allow = allowedEnv(options.allowEnv ?? [], readProjectConfig(root.dir).allowEnv ?? [], process.env['CAPCTL_ALLOW_ENV']);
  const files = await readDefinitionFiles(path, root, (file) => {
    stderr.write(noticeText(stderr, `note: ${file} is a plan saved by capctl, not a definition: it is not read as one`));
  });
  refuseEmpty(path, files);
  const input = await readVariableInput(options);
  const envAccess = { allow, ...(load.envValues === false ? { values: false } : {}) };
  const result = parseLoadedDefinition(files, await loadFiles(files), { env: process.env, variables: input.values, envAccess, ...(load.variableValues === false ? { variablesOptional: true } : {}) });
  const errors = result.diagnostics.filter(isError);
  const warnings = result.diagnostics.filter((d) => d.severity === 'warning');
  for (const w of warnings) stderr.write(noticeText(stderr, logLine(`warning: ${terminalText(formatDiagnostic(w))}`)));
  if (errors.length > 0) {
    throw new DefinitionInvalidError(path, result.diagnostics);
  }
  checkDeclared(input, result.variables, stderr);
  const withoutValues = result.variables.filter((v) => !v.hasDefault && input.values[v.name] === undefined).map((v) => v.name).sort();
  return { definition: withProjectMode(result.definition, path), files, warnings, envReferences: result.envReferences ?? [], variablesWithoutValues: withoutValues };
}
