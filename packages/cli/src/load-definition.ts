// Reads and parses a definition; problems become one error listing every diagnostic as
// `file:line:column: message (pointer)`, warnings are printed and do not stop the command.
// `{env: NAME}` header values are read from this process's environment; `${var.NAME}` values
// from --var, --var-file and CAPCTL_VAR_NAME (variable-values.ts).
import { formatDiagnostic, isError, parseDefinition, plural } from '@capctl/core';
import type { Definition, Diagnostic, SourceFile } from '@capctl/core';
import { CliError } from './errors.js';
import { withProjectMode } from './project-mode.js';
import { readDefinitionFiles } from './read-definition.js';
import { checkDeclared, readVariableInput, type VariableOptions } from './variable-values.js';

export interface LoadedDefinition {
  readonly definition: Definition;
  readonly files: readonly SourceFile[];
  readonly warnings: readonly Diagnostic[];
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

export async function loadDefinition(path: string, stderr: NodeJS.WritableStream = process.stderr, options: VariableOptions = {}): Promise<LoadedDefinition> {
  const files = await readDefinitionFiles(path);
  const input = await readVariableInput(options);
  const result = parseDefinition(files, { env: process.env, variables: input.values });
  const errors = result.diagnostics.filter(isError);
  const warnings = result.diagnostics.filter((d) => d.severity === 'warning');
  for (const w of warnings) stderr.write(`warning: ${formatDiagnostic(w)}\n`);
  if (errors.length > 0) {
    throw new DefinitionInvalidError(path, result.diagnostics);
  }
  checkDeclared(input, result.variables, stderr);
  return { definition: withProjectMode(result.definition, path), files, warnings };
}
