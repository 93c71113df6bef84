// The CLI's error catalog and the one place that maps error codes to exit codes and prints
// errors: `error: <message>`, then `hint: <next step>`, never a stack unless CAPCTL_DEBUG=1.
import { createPalette, shouldUseColor } from './render/palette.js';

export type CliErrorCode =
  | 'usage'
  | 'definition_not_found'
  | 'definition_invalid'
  | 'plan_invalid'
  | 'breaking_not_allowed'
  | 'confirmation_required'
  | 'apply_failed'
  | 'saved_plan_invalid'
  | 'saved_plan_mismatch'
  | 'target_incomplete'
  | 'fmt_changes'
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

/** Every error exits 1: scripts tell errors apart from the message, not the status. */
export function exitCodeFor(_error: unknown): ExitCodeValue {
  return EXIT.error;
}

interface Printable {
  readonly message: string;
  readonly details: readonly string[];
  readonly hint: string | undefined;
}

/** Errors of this project carry a hint; the state package's are recognised by name (it loads lazily). */
function isOwnError(error: unknown): error is Error & { details?: readonly string[]; hint?: string } {
  return error instanceof CliError || (error instanceof Error && error.name === 'StateError');
}

function printable(error: unknown): Printable {
  if (isOwnError(error)) {
    const details = Array.isArray(error.details) ? error.details.filter((d) => d !== error.message) : [];
    return { message: error.message, details, hint: error.hint };
  }
  // Node's system errors already say what and where (`ENOENT: ..., open 'x.yaml'`).
  const syscall = (error as { syscall?: unknown } | undefined)?.syscall;
  if (error instanceof Error && typeof syscall === 'string') {
    const hint = syscall === 'listen'
      ? 'pick another --port, or stop the process that uses this one'
      : 'check that the path exists and that you may read and write it';
    return { message: error.message, details: [], hint };
  }
  const message = error instanceof Error ? error.message : String(error);
  return {
    message: `unexpected failure: ${message}`,
    details: [],
    hint: 'run again with CAPCTL_DEBUG=1 to see where it happened, and report it',
  };
}

/**
 * Writes the error to stderr and returns the exit code. On a terminal (and without NO_COLOR)
 * the `error:` and `hint:` prefixes are coloured, so they stand out from the output above them.
 */
export function reportError(
  error: unknown,
  stderr: NodeJS.WritableStream & { readonly isTTY?: boolean } = process.stderr,
  env: NodeJS.ProcessEnv = process.env,
): ExitCodeValue {
  const p = printable(error);
  const palette = createPalette({ color: shouldUseColor(stderr, env) });
  const lines = [`${palette.bold(palette.red('error:'))} ${p.message}`, ...p.details.map((d) => `  ${d}`)];
  if (p.hint) lines.push(`${palette.bold(palette.cyan('hint:'))} ${p.hint}`);
  if (process.env['CAPCTL_DEBUG'] === '1' && error instanceof Error && error.stack) lines.push(error.stack);
  stderr.write(`${lines.join('\n')}\n`);
  return exitCodeFor(error);
}
