// The one text form of a diagnostic that the CLI prints: `file:line:column: message (pointer)`.
import type { Diagnostic } from '../types.js';

export function formatDiagnostic(d: Diagnostic): string {
  const pointer = `(${d.pointer === '' ? '/' : d.pointer})`;
  if (d.file === undefined) return `${d.message} ${pointer}`;
  const at = d.line === undefined ? d.file : `${d.file}:${d.line}:${d.column ?? 1}`;
  return `${at}: ${d.message} ${pointer}`;
}
