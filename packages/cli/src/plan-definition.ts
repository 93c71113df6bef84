// Plans a loaded definition on the service. Problems only the service can see (an unknown
// credential, an ingest version beyond the plan, deleting a protected object) come back as one
// error entry per diagnostic, each with its JSON pointer in the request body; they are placed at
// `file:line:column` in the user's files, the way `capctl validate` reports its own. The
// definition is handed to the adapter, which lets go of it once sent: while the service plans,
// the CLI keeps only the files' texts, to place such errors.
import { basename, resolve } from 'node:path';
import { formatDiagnostic, joinPointer, KIND_MODULES, locateDiagnostics, plural, splitPointer, UNKNOWN_TARGET, type Diagnostic, type EnvReference, type SourceFile } from '@capctl/core';
import { handDefinition, HandedDefinition, isStateError, type PlannedRevision, type ServiceErrorEntry, type StateAdapter } from '@capctl/state';
import { CliError } from './errors.js';
import type { LoadedDefinition } from './load-definition.js';
import type { ObjectTarget } from './object-targets.js';
import { wrapText } from './render/layout.js';
import { stateLine, type Target } from './target.js';
import { thousands } from './thousands.js';

/**
 * A service error entry as a diagnostic of the definition: the entry's pointer is into the
 * request body, whose `definition` member is the definition. Entries without one are not placeable.
 */
function asDiagnostic(entry: ServiceErrorEntry): Diagnostic | undefined {
  if (entry.pointer === undefined) return undefined;
  const [member, ...segments] = splitPointer(entry.pointer);
  if (member !== 'definition') return undefined;
  return { severity: 'error', code: entry.code, message: entry.message, pointer: joinPointer('', ...segments) };
}

/** What planning needs of a loaded definition: the definition handed over, and what is kept to place errors and show the plan. */
export interface PlanInput {
  /** Let go of by the adapter once it needs it no more (see @capctl/state's handDefinition). */
  readonly definition: HandedDefinition;
  /** The texts read, to place the service's errors at `file:line:column` (positions are found only then). */
  readonly files: readonly SourceFile[];
  readonly envReferences: readonly EnvReference[];
  /** How many objects the definition holds, for the announcement. */
  readonly objects: number;
}

/** The loaded definition as planning takes it: the caller keeps this, not `loaded`, while the service plans. */
export function planInput(loaded: LoadedDefinition): PlanInput {
  return {
    definition: handDefinition(loaded.definition),
    files: loaded.files,
    envReferences: loaded.envReferences ?? [],
    objects: KIND_MODULES.reduce((n, kind) => n + kind.items(loaded.definition).length, 0),
  };
}

/** Whether to say, first, which state is used: on a terminal, and not for JSON or Markdown output. */
export function shouldAnnounce(stderr: NodeJS.WriteStream, format: string): boolean {
  return stderr.isTTY === true && format === 'text';
}

/**
 * On a terminal, says which state is used and what is being planned before the work starts (a
 * large definition takes seconds); pipes, CI logs and machine formats get only the plan.
 */
function announce(context: PlanContext, input: PlanInput): void {
  if (!context.announce) return;
  const count = thousands(input.objects);
  // Wrapped at words, with `(org N)` kept whole: the terminal would break it anywhere.
  const glue = '\u0000';
  const text = `${stateLine(context.target).replace(/\(org /, `(org${glue}`)}\nPlanning ${count} objects from ${sourceName(context.path)}…`;
  const columns = context.stderr.columns > 0 ? context.stderr.columns : Number.POSITIVE_INFINITY;
  const lines = text.split('\n').flatMap((line) => wrapText(line, columns));
  context.stderr.write(`${lines.map((line) => line.replaceAll(glue, ' ')).join('\n')}\n`);
}

/** A definition path as the announcement names it: `.` alone reads oddly, so the directory is named. */
export function sourceName(path: string, cwd: string = process.cwd()): string {
  const resolved = resolve(cwd, path);
  if (resolved !== resolve(cwd)) return path;
  return `${basename(resolved) || resolved} (the current directory)`;
}

export interface PlanContext {
  readonly path: string;
  readonly target: Target;
  readonly stderr: NodeJS.WriteStream;
  /** Print the state line and what is planned first (see shouldAnnounce). */
  readonly announce: boolean;
  /** `--target`s: plan only these and what they depend on (none: the whole definition). */
  readonly targets?: readonly ObjectTarget[];
  /** `--message`: why the change is made, stored with the revision. */
  readonly message?: string;
}

/** The message checked before anything is planned: the service stores up to this many characters. */
export const MAX_MESSAGE = 1000;

export function checkMessage(message: string | undefined): void {
  if (message !== undefined && message.length > MAX_MESSAGE) {
    throw new CliError('usage', `--message is ${message.length} characters long; at most ${MAX_MESSAGE} are stored`, {
      hint: 'shorten it, e.g. to a pull request\'s title and number',
    });
  }
}

const planOptions = (context: PlanContext) => (context.message === undefined ? {} : { message: context.message });

/** Plans `input` (a loaded definition is made one here: its caller still holds the definition). */
export async function planDefinition(adapter: StateAdapter, given: PlanInput | LoadedDefinition, context: PlanContext): Promise<PlannedRevision> {
  const input = given.definition instanceof HandedDefinition ? given as PlanInput : planInput(given as LoadedDefinition);
  announce(context, input);
  const targets = context.targets ?? [];
  if (targets.length > 0) return planPartially(adapter, input.definition, targets, context);
  const { files } = input;
  try {
    return await adapter.planRevision({ definition: input.definition, ...planOptions(context) });
  } catch (error) {
    throw locatedPlanError(error, files, context.path);
  }
}

/** Plans the targets and their dependencies where the state is: the service answers a plan marked partial. */
async function planPartially(adapter: StateAdapter, definition: HandedDefinition, targets: readonly ObjectTarget[], context: PlanContext): Promise<PlannedRevision> {
  try {
    return await adapter.planRevision({ definition, targets, ...planOptions(context) });
  } catch (error) {
    throw unknownTargetError(error) ?? error;
  }
}

/** The first target the service found no object for (its `unknown_target` entry), as the usage error of its `--target` flag. */
function unknownTargetError(error: unknown): CliError | undefined {
  if (!isStateError(error) || error.code !== 'invalid_request') return undefined;
  const entry = error.entries.find((e) => e.code === UNKNOWN_TARGET);
  if (entry === undefined) return undefined;
  return new CliError('usage', `--target ${entry.message}`, entry.hint === undefined ? {} : { hint: entry.hint });
}

/** The service's diagnostics about the definition, placed at `file:line:column`; other errors as they are. */
function locatedPlanError(error: unknown, files: readonly SourceFile[], path: string): unknown {
  if (!isStateError(error) || error.code !== 'invalid_request') return error;
  const diagnostics = error.entries.map(asDiagnostic);
  if (diagnostics.length === 0 || diagnostics.some((d) => d === undefined)) return error;
  const located = locateDiagnostics(files, diagnostics as Diagnostic[]);
  return new CliError('plan_invalid', `${plural(located.length, 'problem')} in ${path} against the current state:`, {
    details: located.map((d) => formatDiagnostic(d)),
    hint: 'fix the problems above; they depend on the state (credentials, versions, protected objects), so `capctl validate` alone does not find them',
  });
}
