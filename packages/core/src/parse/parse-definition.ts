// parseDefinition: files in, one merged definition and every problem out. Fast path: load with
// js-yaml / JSON.parse and validate plain objects; `yaml` (positions) runs only on files that
// have problems. Never throws on user input. `{env: NAME}` header values are resolved from
// `options.env` (the CLI's environment).
import type { Diagnostic, ParseResult, SourceFile } from '../types.js';
import { checkDefinition } from './check-definition.js';
import { resolveEnvReferences, type Environment } from './env-references.js';
import { error, type Finding } from './finding.js';
import { loadFile } from './load-files.js';
import { isPlainObject, mergeDefinitions, type LoadedValue } from './merge.js';
import { sortDiagnostics, toDiagnostics } from './report.js';
import { schemaFindings } from './schema-validator.js';

export interface ParseOptions {
  /** Where `{env: NAME}` header values are read; without it they are errors (only capctl reads them). */
  readonly env?: Environment;
}

export function parseDefinition(files: readonly SourceFile[], options: ParseOptions = {}): ParseResult {
  const syntax: Diagnostic[] = [];
  const findings: Finding[] = [];
  const loaded: LoadedValue[] = [];
  files.forEach((file, index) => {
    const result = loadFile(file);
    if (!result.ok) {
      syntax.push(...result.diagnostics);
      return;
    }
    // An empty file (or one holding only comments or `null`) contributes nothing.
    if (result.value === undefined || result.value === null) return;
    if (!isPlainObject(result.value)) {
      findings.push(error('not_a_mapping', { file: index, pointer: '' },
        'the top level of a definition file must be a mapping with `actions` and/or `resources`'));
      return;
    }
    findings.push(...schemaFindings(result.value, index));
    findings.push(...resolveEnvReferences(result.value, index, options.env));
    loaded.push({ file: index, value: result.value });
  });
  const { definition, provenance } = mergeDefinitions(loaded);
  for (const finding of checkDefinition(definition, { references: syntax.length === 0 })) {
    findings.push(provenance.relocate(finding));
  }
  return { definition, diagnostics: sortDiagnostics([...syntax, ...toDiagnostics(findings, files)], files) };
}
