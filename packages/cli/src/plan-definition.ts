// Plans a loaded definition on the service. Problems only the service can see (an unknown
// credential, an ingest version beyond the plan, deleting a protected object) come back as one
// error per diagnostic, each naming its JSON pointer in the merged definition; they are placed at
// `file:line:column` in the user's files, the way `capctl validate` reports its own.
import { formatDiagnostic, locateDiagnostics, type Diagnostic } from '@capctl/core';
import { isStateError, type PlannedRevision, type StateAdapter } from '@capctl/state';
import { CliError } from './errors.js';
import type { LoadedDefinition } from './load-definition.js';
import { wrapText } from './render/layout.js';
import { stateLine, type Target } from './target.js';

/** `/definition/resources/sources/0/credential: message (code)`, as the service words them. */
const DIAGNOSTIC_MESSAGE = /^\/definition(\/\S*)?: ([\s\S]*?)(?: \(([a-z_]+)\))?$/;

function asDiagnostic(message: string): Diagnostic | undefined {
  const match = DIAGNOSTIC_MESSAGE.exec(message);
  if (match === null) return undefined;
  return { severity: 'error', code: match[3] ?? 'invalid_request', message: match[2] ?? message, pointer: match[1] ?? '' };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function objectCount(loaded: LoadedDefinition): number {
  const { actions = [], resources = {} } = loaded.definition;
  const queries = (resources.metrics ?? []).reduce((n, m) => n + (m.queries?.length ?? 0), 0);
  return actions.length + (resources.destinations?.length ?? 0) + (resources.metrics?.length ?? 0) + queries + (resources.sources?.length ?? 0);
}

/** Whether to say, first, which state is used: on a terminal, and not for JSON or Markdown output. */
export function shouldAnnounce(stderr: NodeJS.WriteStream, format: string): boolean {
  return stderr.isTTY === true && format === 'text';
}

/**
 * On a terminal, says which state is used and what is being planned before the work starts (a
 * large definition takes seconds); pipes, CI logs and machine formats get only the plan.
 */
function announce(context: PlanContext, loaded: LoadedDefinition): void {
  if (!context.announce) return;
  const count = objectCount(loaded).toLocaleString('en-US');
  // Wrapped at words, with `(org N)` kept whole: the terminal would break it anywhere.
  const glue = '\u0000';
  const text = `${stateLine(context.target).replace(/\(org /, `(org${glue}`)}\nPlanning ${count} objects from ${context.path}…`;
  const columns = context.stderr.columns > 0 ? context.stderr.columns : Number.POSITIVE_INFINITY;
  const lines = text.split('\n').flatMap((line) => wrapText(line, columns));
  context.stderr.write(`${lines.map((line) => line.replaceAll(glue, ' ')).join('\n')}\n`);
}

export interface PlanContext {
  readonly path: string;
  readonly target: Target;
  readonly stderr: NodeJS.WriteStream;
  /** Print the state line and what is planned first (see shouldAnnounce). */
  readonly announce: boolean;
}

export async function planDefinition(adapter: StateAdapter, loaded: LoadedDefinition, context: PlanContext): Promise<PlannedRevision> {
  const { path } = context;
  announce(context, loaded);
  try {
    return await adapter.planRevision(loaded.definition);
  } catch (error) {
    if (!isStateError(error) || error.code !== 'invalid_request') throw error;
    const diagnostics = error.entries.map((entry) => asDiagnostic(entry.message));
    if (diagnostics.length === 0 || diagnostics.some((d) => d === undefined)) throw error;
    const located = locateDiagnostics(loaded.files, diagnostics as Diagnostic[]);
    throw new CliError('plan_invalid', `${plural(located.length, 'problem')} in ${path} against the current state:`, {
      details: located.map((d) => formatDiagnostic(d)),
      hint: 'fix the problems above; they depend on the state (credentials, versions, protected objects), so `capctl validate` alone does not find them',
    });
  }
}
