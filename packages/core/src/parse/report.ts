// Turns findings into diagnostics: looks up positions, parsing each file that has findings
// once with `yaml` (and only those files), and renders the places messages name.
import type { Diagnostic, SourceFile } from '../types.js';
import type { Finding, Place, Where } from './finding.js';
import { createLocator, type Locator, type Position } from './locate.js';

export function toDiagnostics(findings: readonly Finding[], files?: readonly SourceFile[]): Diagnostic[] {
  const locators = new Map<number, Locator>();
  const locate = (place: Place): { file: SourceFile; position: Position } | undefined => {
    if (files === undefined || place.file === undefined) return undefined;
    const file = files[place.file];
    if (file === undefined) return undefined;
    let locator = locators.get(place.file);
    if (locator === undefined) {
      locator = createLocator(file.text);
      locators.set(place.file, locator);
    }
    return { file, position: locator.position(place.pointer, place.key) };
  };
  const render = (place: Place): string => {
    const at = locate(place);
    return at === undefined ? `\`${place.pointer || '/'}\`` : `${at.file.path}:${at.position.line}:${at.position.column}`;
  };
  return findings.map((finding) => {
    const at = locate(finding.place);
    const message = typeof finding.message === 'string'
      ? finding.message
      : finding.message([finding.place, ...(finding.related ?? [])].map(render) satisfies Where);
    const base = { severity: finding.severity, code: finding.code, message, pointer: finding.place.pointer };
    return at === undefined
      ? base
      : { ...base, file: at.file.path, line: at.position.line, column: at.position.column };
  });
}

/** Input order of files, then position; diagnostics without a file keep their order, last. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[], files: readonly SourceFile[]): Diagnostic[] {
  const order = new Map(files.map((f, i) => [f.path, i]));
  const rank = (d: Diagnostic) => (d.file === undefined ? files.length : order.get(d.file) ?? files.length);
  return diagnostics
    .map((d, i) => ({ d, i }))
    .sort((a, b) => rank(a.d) - rank(b.d)
      || (a.d.line ?? 0) - (b.d.line ?? 0)
      || (a.d.column ?? 0) - (b.d.column ?? 0)
      || a.i - b.i)
    .map(({ d }) => d);
}
