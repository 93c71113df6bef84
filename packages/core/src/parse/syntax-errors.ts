// Syntax errors of a file the fast loader refused: `yaml` reports all of them with positions
// (the fast loaders stop at the first); the fast loader's own error is the fallback.
import type { ErrorCode } from 'yaml';
import type { Diagnostic, SourceFile } from '../types.js';
import { TOO_DEEP_MESSAGE } from './input-limits.js';
import { createLocator } from './locate.js';

export interface FirstError {
  readonly message: string;
  /** Character offset of the error, when the loader gave one. */
  readonly offset?: number;
}

export function syntaxDiagnostics(file: SourceFile, format: 'yaml' | 'json', first: FirstError): Diagnostic[] {
  const code = format === 'json' ? 'json_syntax' : 'yaml_syntax';
  const what = format === 'json' ? 'JSON' : 'YAML';
  const locator = createLocator(file.text);
  const diagnostic = (message: string, offset: number): Diagnostic => {
    const { line, column } = locator.positionOf(offset);
    return {
      severity: 'error',
      code,
      message: `invalid ${what}: ${message}`,
      pointer: locator.pointerAt(offset),
      file: file.path,
      line,
      column,
    };
  };
  const errors = locator.document.errors;
  if (errors.length > 0) return errors.map((e) => diagnostic(REWORDED[e.code] ?? reworded(e.message), e.pos[0]));
  return [diagnostic(reworded(first.message), first.offset ?? 0)];
}

// `yaml` words a few errors for programmers; these are the ones users meet most.
const REWORDED: Partial<Record<ErrorCode, string>> = {
  MULTIPLE_DOCS: 'a definition file holds one YAML document: remove the `---` separator or split the file',
  DUPLICATE_KEY: 'this key appears twice in the same mapping: remove or rename one',
  TAB_AS_INDENT: 'tabs cannot indent YAML: indent with spaces',
};

// `yaml` composes nested collections recursively and reports a stack overflow as an error.
const reworded = (message: string): string => (/call stack/i.test(message) ? TOO_DEEP_MESSAGE : oneLine(message));

function oneLine(message: string): string {
  const line = message.split('\n')[0] ?? message;
  return line.replace(/\s+at line \d+, column \d+:?$/, '').trim();
}
