// parseDefinition: files in, one merged definition and every problem out. Fast path: load with
// js-yaml / JSON.parse and validate plain objects; `yaml` (positions) runs only on files that
// have problems. Never throws on user input. Files are independent until the merge: a caller may
// load them elsewhere (the CLI does, in worker threads) and pass the results to parseLoadedDefinition. `${var.NAME}` references are substituted and
// `{env: NAME}` header values resolved from the CLI's options, before the schema sees the values.
import type { Diagnostic, ParseResult, SourceFile } from '../types.js';
import { checkDefinition } from './check-definition.js';
import { resolveEnvReferences, type EnvAccess, type EnvReference, type Environment } from './env-references.js';
import { error, type Finding } from './finding.js';
import { loadFile, type LoadResult } from './load-files.js';
import { isJsonObject } from '../json-object.js';
import { mergeDefinitions, type LoadedValue } from './merge.js';
import { sortDiagnostics, toDiagnostics } from './report.js';
import { schemaFindings } from './schema-validator.js';
import { declarationsOf, declareVariables, substituteVariables, unusedVariables, type VariableValues } from './variables.js';

export interface ParseOptions {
  /** Where `{env: NAME}` header values are read; without it they are errors (only capctl reads them). */
  readonly env?: Environment;
  /** Which `{env: NAME}` names may be read (beside CAPCTL_SECRET_*), and whether values are needed. */
  readonly envAccess?: EnvAccess;
  /** Values of declared variables (by precedence, defaults aside); without it `${var.NAME}` is an error. */
  readonly variables?: VariableValues;
  /** A declared variable with no value is checked without one, not reported (validate: linting needs no secrets). */
  readonly variablesOptional?: boolean;
}

export function parseDefinition(files: readonly SourceFile[], options: ParseOptions = {}): ParseResult {
  return parseLoadedDefinition(files, files.map(loadFile), options);
}

/** parseDefinition of files already loaded: `loaded[i]` is `loadFile(files[i])`, made wherever. */
export function parseLoadedDefinition(files: readonly SourceFile[], loaded: readonly LoadResult[], options: ParseOptions = {}): ParseResult {
  const syntax: Diagnostic[] = [];
  const findings: Finding[] = [];
  const mappings: { file: number; value: Record<string, unknown> }[] = [];
  const envReferences: EnvReference[] = [];
  loaded.forEach((result, index) => {
    if (!result.ok) {
      // A loop, not a spread: a spread of a long array as arguments overflows the stack.
      for (const diagnostic of result.diagnostics) syntax.push(diagnostic);
      return;
    }
    // An empty file (or one holding only comments or `null`) contributes nothing.
    if (result.value === undefined || result.value === null) return;
    if (!isJsonObject(result.value)) {
      findings.push(error('not_a_mapping', { file: index, pointer: '' },
        'the top level of a definition file must be a mapping with `actions` and/or `resources`'));
      return;
    }
    mappings.push({ file: index, value: result.value });
  });
  // Declarations first: a variable declared in one file may be used in any other.
  const scope = declareVariables(mappings);
  const values: LoadedValue[] = mappings.map(({ file, value }) => {
    // A file whose text never spells `var.` holds no reference (even through escapes of `$` or
    // `{`): it is not walked, so that definitions without variables load as fast as before.
    const unresolved = files[file]?.text.includes('var.') === true ? substituteVariables(value, file, scope, options.variables, options.variablesOptional === true) : new Set<string>();
    // Loops, not spreads: a file may have more problems than a call takes arguments.
    for (const f of schemaFindings(value, file)) if (!unresolved.has(f.place.pointer)) findings.push(f);
    for (const f of resolveEnvReferences(value, file, options.env, options.envAccess, envReferences)) findings.push(f);
    return { file, value };
  });
  for (const f of [...scope.findings, ...unusedVariables(scope)]) findings.push(f);
  const { definition, provenance } = mergeDefinitions(values);
  for (const finding of checkDefinition(definition, { references: syntax.length === 0 })) {
    findings.push(provenance.relocate(finding));
  }
  const diagnostics = sortDiagnostics([...syntax, ...toDiagnostics(findings, files)], files);
  return { definition, diagnostics, variables: declarationsOf(scope), ...(envReferences.length > 0 ? { envReferences } : {}) };
}
