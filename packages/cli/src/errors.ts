// The CLI's error catalog and the one place that maps error codes to exit codes and prints
// errors: `error: <message>`, then `hint: <next step>`, never a stack unless CAPCTL_DEBUG=1.
import type { Impact, ServiceErrorCode } from '@capctl/core';
import wrapAnsi from 'wrap-ansi';
import { createPalette, shouldUseColor } from './render/palette.js';
import { logLine, terminalText } from './render/safe-text/index.js';

export type CliErrorCode =
  | 'usage'
  | 'definition_not_found'
  | 'definition_invalid'
  | 'definition_empty'
  | 'plan_invalid'
  | 'breaking_not_allowed'
  | 'confirmation_required'
  | 'apply_failed'
  | 'saved_plan_invalid'
  | 'saved_plan_mismatch'
  | 'revision_not_found'
  | 'revision_ambiguous'
  | 'plan_not_reviewed'
  | 'target_incomplete'
  | 'target_ambiguous'
  | 'file_outside_project'
  | 'project_config_invalid'
  | 'fmt_changes'
  | 'schema_invalid'
  | 'policy_invalid'
  | 'policy_not_found'
  | 'policy_tests_failed'
  | 'io';

export class CliError extends Error {
  override readonly name = 'CliError';
  readonly code: CliErrorCode;
  readonly hint: string | undefined;
  /** Lines printed after the message (e.g. one per diagnostic), before the hint. */
  readonly details: readonly string[];

  constructor(code: CliErrorCode, message: string, options: { hint?: string; details?: readonly string[] } = {}) {
    super(message);
    this.code = code;
    this.hint = options.hint;
    this.details = options.details ?? [];
  }
}

/** Exit codes of `plan --detailed-exitcode` and of every error. */
export const EXIT = {
  ok: 0,
  error: 1,
  changes: 2,
  destructiveChanges: 3,
} as const;

export type ExitCodeValue = (typeof EXIT)[keyof typeof EXIT];

/** `plan --detailed-exitcode`: the status for each impact core's planImpact gives a plan. */
export const DETAILED_EXIT: Readonly<Record<Impact, ExitCodeValue>> = {
  none: EXIT.ok,
  change: EXIT.changes,
  delete: EXIT.destructiveChanges,
  breaking: EXIT.destructiveChanges,
};

/** Every error exits 1: scripts tell errors apart from the message, not the status. */
export function exitCodeFor(_error: unknown): ExitCodeValue {
  return EXIT.error;
}

export interface Printable {
  readonly message: string;
  readonly details: readonly string[];
  readonly hint: string | undefined;
}

/** Errors of this project carry a hint; the state package's are recognised by name (it loads lazily). */
function isOwnError(error: unknown): error is Error & { details?: readonly string[]; hint?: string } {
  return error instanceof CliError || (error instanceof Error && error.name === 'StateError');
}

/**
 * SQLite's answers to a database path that is wrong (better-sqlite3 says them without the
 * path; the path is the --db or state file the user chose): user mistakes, not failures.
 */
function databaseMistake(error: unknown, message: string): Printable | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  const mistake = (text: string, hint: string): Printable => ({ message: `cannot open the database: ${text}`, details: [], hint });
  if (/Cannot open database because the directory does not exist/.test(message)) {
    return mistake('its directory does not exist', 'create the directory first (mkdir -p DIR), or pass a database path in a directory that exists');
  }
  if (code === 'SQLITE_CANTOPEN') return mistake('the path is not a file that can be opened', 'pass the path of a database file (not a directory) that you may read and write');
  if (code === 'SQLITE_NOTADB') return mistake('the file is not a capctl database', 'pass the database file the service uses, or a new path to create one');
  return undefined;
}

/**
 * The embedded or served service refusing to start (a missing or malformed secret key, a key
 * file that does not hold a key, an edited migration, a database server too old): its message
 * names the setting and how to fix it. Recognised by name, as the server package loads lazily;
 * the service's `internal` errors stay unexpected. Storage errors carry messages written for
 * people (never the driver's text), so each is shown as it is.
 */
const INTERNAL: ServiceErrorCode = 'internal';

function serviceRefusal(error: unknown): Printable | undefined {
  if (!(error instanceof Error) || (error.name !== 'ServiceError' && error.name !== 'StorageError')) return undefined;
  if (error.name === 'ServiceError' && (error as { code?: unknown }).code === INTERNAL) return undefined;
  return { message: error.message, details: [], hint: undefined };
}

/** The message, detail lines and hint the CLI shows for any error. */
export function printable(error: unknown): Printable {
  if (isOwnError(error)) {
    const details = Array.isArray(error.details) ? error.details.filter((d) => d !== error.message) : [];
    return { message: error.message, details, hint: error.hint };
  }
  const refusal = serviceRefusal(error);
  if (refusal) return refusal;
  // Node's system errors already say what and where (`ENOENT: ..., open 'x.yaml'`).
  const syscall = (error as { syscall?: unknown } | undefined)?.syscall;
  if (error instanceof Error && typeof syscall === 'string') {
    const hint = syscall === 'listen'
      ? 'pick another --port, or stop the process that uses this one'
      : 'check that the path exists and that you may read and write it';
    return { message: error.message, details: [], hint };
  }
  const message = error instanceof Error ? error.message : String(error);
  const database = databaseMistake(error, message);
  if (database) return database;
  return {
    message: `unexpected failure: ${message}`,
    details: [],
    hint: 'run again with CAPCTL_DEBUG=1 to see where it happened, and report it',
  };
}

/** `scheme://user:password@` in any printed line loses its user info: no message echoes a password. */
const USER_INFO = /([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]*@/gi;
const withoutUserInfo = (text: string): string => terminalText(text.replace(USER_INFO, '$1***@'));

/** A detail line's continuation sits two deeper than the detail's own text. */
const detailContinuation = (line: string): number => line.length - line.trimStart().length + 2;

/**
 * `line` in rows no wider than `columns` (display width, wide characters count two), broken at
 * words (a word longer than a row is split), each row after the first indented by `indent`.
 */
export function wrapAtWords(line: string, columns: number, indent: number): string[] {
  if (!Number.isFinite(columns)) return [line];
  const room = Math.max(columns - indent, 10);
  const [first = '', ...rest] = wrapAnsi(line, columns, { hard: true, trim: false }).split('\n');
  if (rest.length === 0) return [first];
  // The rows after the first are wrapped again in the room left beside the indent.
  const remainder = wrapAnsi(line.slice(first.length).trimStart(), room, { hard: true }).split('\n');
  return [first.trimEnd(), ...remainder.map((row) => ' '.repeat(indent) + row)];
}

/**
 * Writes the error to stderr and returns the exit code. On a terminal (and without NO_COLOR)
 * the `error:` and `hint:` prefixes are coloured, so they stand out from the output above them.
 */
export function reportError(
  error: unknown,
  stderr: NodeJS.WritableStream & { readonly isTTY?: boolean; readonly columns?: number } = process.stderr,
  env: NodeJS.ProcessEnv = process.env,
): ExitCodeValue {
  const p = printable(error);
  const palette = createPalette({ color: shouldUseColor(stderr, env) });
  // On a terminal the message and hint wrap at words, as the plan does; the terminal would
  // break them inside words. Pipes and CI logs keep one line each.
  const columns = stderr.isTTY === true && (stderr.columns ?? 0) > 0 ? (stderr.columns as number) : Number.POSITIVE_INFINITY;
  const prefixed = (prefix: string, paint: (text: string) => string, text: string): string[] =>
    withoutUserInfo(text).split('\n').flatMap((line, i) => wrapAtWords(`${i === 0 ? prefix : ' '.repeat(prefix.length)} ${line}`, columns, prefix.length + 1))
      .map((line, i) => (i === 0 ? `${paint(prefix)}${line.slice(prefix.length)}` : line));
  const lines = [
    ...prefixed('error:', (t) => palette.bold(palette.red(t)), p.message),
    ...p.details.map((d) => `  ${withoutUserInfo(d)}`).flatMap((d) => wrapAtWords(d, columns, detailContinuation(d))),
  ];
  if (p.hint) lines.push(...prefixed('hint:', (t) => palette.bold(palette.cyan(t)), p.hint));
  if (process.env['CAPCTL_DEBUG'] === '1' && error instanceof Error && error.stack) lines.push(error.stack);
  // Messages quote data (file names, keys, service messages): one line each, and none may start
  // a workflow command in a CI log.
  stderr.write(`${lines.map(logLine).join('\n')}\n`);
  return exitCodeFor(error);
}
