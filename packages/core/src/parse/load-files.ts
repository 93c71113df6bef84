// The fast load of one file: js-yaml for YAML, JSON.parse for JSON, no positions. Positions
// are computed later, and only for files that turn out to have problems.
import { CORE_SCHEMA, load, YAMLException } from 'js-yaml';
import type { Diagnostic, SourceFile } from '../types.js';
import { jsonErrorOffset } from './json-error-offset.js';
import { syntaxDiagnostics, type FirstError } from './syntax-errors.js';

export type FileFormat = 'yaml' | 'json';

export type LoadResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/** `.json` files are JSON; everything else (`.yaml`, `.yml`, unknown extensions) is read as YAML. */
export function formatOf(path: string): FileFormat {
  return path.toLowerCase().endsWith('.json') ? 'json' : 'yaml';
}

export function loadFile(file: SourceFile): LoadResult {
  const format = formatOf(file.path);
  try {
    // CORE_SCHEMA is YAML 1.2's: `yaml`'s default too, so both readers agree on every scalar
    // (js-yaml's default would turn dates into Date objects and accept YAML 1.1 merge keys).
    const value = format === 'json' ? parseJson(file.text) : load(file.text, { schema: CORE_SCHEMA, filename: file.path });
    return { ok: true, value };
  } catch (cause) {
    return { ok: false, diagnostics: syntaxDiagnostics(file, format, firstError(cause, file.text)) };
  }
}

function parseJson(text: string): unknown {
  return text.trim() === '' ? undefined : JSON.parse(text);
}

function firstError(cause: unknown, text: string): FirstError {
  if (cause instanceof YAMLException) {
    const position = (cause.mark as { position?: number } | undefined)?.position;
    return position === undefined ? { message: cause.reason } : { message: cause.reason, offset: position };
  }
  const message = (cause instanceof Error ? cause.message : String(cause)).replace(/ in JSON at position \d+.*$/, '');
  const offset = jsonErrorOffset(text);
  if (/end of JSON input/.test(message)) return { message: 'unexpected end of input', offset: text.length };
  return offset === undefined ? { message } : { message, offset };
}
