// The fast load of one file: js-yaml for YAML, JSON.parse for JSON, no positions. Positions
// are computed later, and only for files that have problems. Untrusted text is checked first
// (JSON: scanJson before parsing; YAML: inspectValue before anything walks the value), so that
// nothing later can overflow the stack, explode an alias or read a value other than written.
import { CORE_SCHEMA, load, YAMLException, type LoadOptions } from 'js-yaml';
import type { Diagnostic, SourceFile } from '../types.js';
import type { DiagnosticCode } from './diagnostic-codes.js';
import { MAX_DEPTH, TOO_DEEP_MESSAGE, type InputProblem } from './input-limits.js';
import { inspectValue } from './inspect-value.js';
import { scanJson, type JsonProblem } from './json-error-offset.js';
import { createLocator } from './locate.js';
import { syntaxDiagnostics, type FirstError } from './syntax-errors.js';

export type FileFormat = 'yaml' | 'json';

const ALIAS = /(?:^|[\s[{,])\*[^\s,[\]{}]/;

/**
 * Whether the YAML text may use an alias (`*name` after a space or flow indicator): only then can
 * its value share objects. JSON never does.
 */
export function mayShareObjects(file: SourceFile): boolean {
  return formatOf(file.path) === 'yaml' && ALIAS.test(file.text);
}

export type LoadResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/** `.json` files are JSON; everything else (`.yaml`, `.yml`, unknown extensions) is read as YAML. */
export function formatOf(path: string): FileFormat {
  return path.toLowerCase().endsWith('.json') ? 'json' : 'yaml';
}

/** 1-based line and column of a character offset, without parsing the text. */
function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

function jsonDiagnostic(file: SourceFile, problem: JsonProblem): Diagnostic {
  const message = problem.code === 'json_syntax' ? `invalid JSON: ${problem.message}` : problem.message;
  return { severity: 'error', code: problem.code, message, pointer: problem.pointer, file: file.path, ...positionOf(file.text, problem.offset) };
}

function yamlDiagnostic(file: SourceFile, problem: InputProblem): Diagnostic {
  const { line, column } = createLocator(file.text).position(problem.pointer, problem.key);
  const code: DiagnosticCode = problem.code === 'alias_cycle' ? 'alias_expansion' : problem.code;
  return { severity: 'error', code, message: problem.message, pointer: problem.pointer, file: file.path, line, column };
}

export function loadFile(file: SourceFile): LoadResult {
  if (formatOf(file.path) === 'json') {
    if (file.text.trim() === '') return { ok: true, value: undefined };
    const problem = scanJson(file.text);
    return problem === undefined ? { ok: true, value: JSON.parse(file.text) } : { ok: false, diagnostics: [jsonDiagnostic(file, problem)] };
  }
  let value: unknown;
  try {
    // CORE_SCHEMA is YAML 1.2's: `yaml`'s default too, so both readers agree on every scalar
    // (js-yaml's default would turn dates into Date objects and accept YAML 1.1 merge keys).
    // js-yaml's own depth bound (it counts scalars too) sits just past ours, so that inspectValue
    // names the first level too deep; far deeper text stops here, before any recursion gets far.
    value = load(file.text, { schema: CORE_SCHEMA, filename: file.path, maxDepth: MAX_DEPTH + 2 } as LoadOptions);
  } catch (cause) {
    const depth = tooDeep(file, cause);
    return { ok: false, diagnostics: depth === undefined ? syntaxDiagnostics(file, 'yaml', firstError(cause)) : [depth] };
  }
  // Only aliases share objects: text without an alias (`*name` after a space or flow indicator)
  // has none, and needs no bookkeeping for them.
  const problem = inspectValue(value, mayShareObjects(file));
  return problem === undefined ? { ok: true, value } : { ok: false, diagnostics: [yamlDiagnostic(file, problem)] };
}

/** js-yaml's depth bound, placed where it stopped (without parsing the whole text again). */
function tooDeep(file: SourceFile, cause: unknown): Diagnostic | undefined {
  if (!(cause instanceof YAMLException) || !cause.reason.startsWith('nesting exceeded maxDepth')) return undefined;
  const offset = (cause.mark as { position?: number } | undefined)?.position ?? 0;
  return { severity: 'error', code: 'too_deep', message: TOO_DEEP_MESSAGE, pointer: '', file: file.path, ...positionOf(file.text, offset) };
}

function firstError(cause: unknown): FirstError {
  if (cause instanceof YAMLException) {
    const position = (cause.mark as { position?: number } | undefined)?.position;
    return position === undefined ? { message: cause.reason } : { message: cause.reason, offset: position };
  }
  // js-yaml reads nested collections recursively: far too deep a document overflows its stack.
  if (cause instanceof RangeError) return { message: TOO_DEEP_MESSAGE };
  return { message: cause instanceof Error ? cause.message : String(cause) };
}
