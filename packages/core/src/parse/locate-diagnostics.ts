// Places diagnostics found on the merged definition (by the planner, or by the service when it
// plans) in the files they came from: the in-file pointer, and the line and column. Only the
// files that hold such a diagnostic are parsed for positions.
import type { Diagnostic, SourceFile } from '../types.js';
import type { DiagnosticCode } from './diagnostic-codes.js';
import type { Finding } from './finding.js';
import { loadFile } from './load-files.js';
import { isJsonObject } from '../json-object.js';
import { mergeDefinitions, type LoadedValue } from './merge.js';
import { sortDiagnostics, toDiagnostics } from './report.js';

export function locateDiagnostics(files: readonly SourceFile[], diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const loaded: LoadedValue[] = [];
  files.forEach((file, index) => {
    const result = loadFile(file);
    if (result.ok && isJsonObject(result.value)) loaded.push({ file: index, value: result.value });
  });
  const { provenance } = mergeDefinitions(loaded);
  const placed = diagnostics.filter((d) => d.file !== undefined);
  // Planner and service codes are not all parse codes; a finding carries the code through as is.
  const findings = diagnostics
    .filter((d) => d.file === undefined)
    .map((d): Finding => ({ code: d.code as DiagnosticCode, severity: d.severity, place: provenance.toFile(d.pointer), message: d.message }));
  // One call, so that each file with findings is parsed for positions once.
  const located = [...placed, ...toDiagnostics(findings, files)];
  return sortDiagnostics(located, files);
}
