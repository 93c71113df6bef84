// `capctl show FILE | REVISION`: a saved plan (`plan --out FILE`) or a stored revision (by its id
// or a unique prefix) in text, Markdown or JSON, with the renderers `plan` uses, as `terraform
// show` does. Read-only: a saved plan is shown from the file alone, and a revision is looked up
// only in state that exists. `--format json` as schemas/show.schema.json describes.
import { existsSync, statSync } from 'node:fs';
import type { Command } from 'commander';
import type { Plan } from '@capctl/core';
import type { Revision } from '@capctl/state';
import { EXIT, type ExitCodeValue } from '../errors.js';
import { processIo, showPlan, shownTarget, type Io, type PlanFormat } from '../output.js';
import { planJsonValue } from '../render/json.js';
import { markdownOverrides, overrideLines } from '../render/override-text.js';
import { logLine, terminalText } from '../render/safe-text/index.js';
import { targetText, type ShownTarget } from '../render/shown-target.js';
import { readSavedPlan, type SavedPlan } from '../saved-plan.js';
import { findRevision } from '../show/find-revision.js';
import { resolveTarget, withTargetOptions, type TargetOptions } from '../target.js';
import { parseFormat } from './plan.js';

interface ShowCommandOptions extends TargetOptions {
  readonly format: string;
}

/** `capctl show --format json` (schemas/show.schema.json) starts with this. */
const SHOW_FORMAT_VERSION = 1;

/** What is shown, besides its plan: where it came from, as JSON names it. */
type Shown =
  | { readonly from: 'saved_plan'; readonly file: string; readonly revision_id: string | null; readonly lineage: string; readonly digest: string; readonly created_at: string }
  | {
    readonly from: 'revision'; readonly revision_id: string; readonly status: Revision['status']; readonly lineage: string; readonly digest: string;
    readonly updated_at: string; readonly applied_at: string | null; readonly message: string | null;
    /** The policies the apply overrode, with its reasons; `by` is who applied it. */
    readonly overrides: Revision['overrides']; readonly applied_by: Revision['applied_by'];
  };

function savedShown(file: string, saved: SavedPlan): { shown: Shown; target: ShownTarget } {
  const target: ShownTarget = { kind: saved.target.kind === 'http' ? 'service' : 'local', location: saved.target.where, org: saved.target.org_id, lineage: saved.lineage };
  return { shown: { from: 'saved_plan', file, revision_id: saved.revision_id, lineage: saved.lineage, digest: saved.digest, created_at: saved.created_at }, target };
}

function revisionShown(r: Revision): Shown {
  return {
    from: 'revision', revision_id: r.id, status: r.status, lineage: r.lineage, digest: r.digest, updated_at: r.updated_at, applied_at: r.applied_at ?? null,
    message: r.message ?? null, overrides: r.overrides, applied_by: r.applied_by,
  };
}

/** The lines text puts above the plan: what it is and where it was made. */
function heading(shown: Shown, target: ShownTarget): string[] {
  const lines = shown.from === 'saved_plan'
    ? [`Saved plan ${shown.file}: ${shown.revision_id === null ? 'no changes, no revision' : `revision ${shown.revision_id}`}, saved ${shown.created_at}`]
    : [
      `Revision ${shown.revision_id}: ${shown.status}, updated ${shown.updated_at}`, ...(shown.message === null ? [] : [`Message: ${shown.message}`]),
      ...overrideLines(shown.overrides, shown.applied_by),
    ];
  return [...lines, targetText(target)];
}

async function render(plan: Plan, shown: Shown, target: ShownTarget, format: PlanFormat, io: Io): Promise<void> {
  if (format === 'json') {
    const { format_version: _plan, ...rest } = planJsonValue(plan);
    const value = { format_version: SHOW_FORMAT_VERSION, shown, plan: { format_version: _plan, target: { ...target }, ...rest } };
    io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
    return;
  }
  // File names, ids and messages are data: one safe line each, as `revisions show` prints them.
  if (format === 'text') io.stdout.write(`${heading(shown, target).map((line) => logLine(terminalText(line))).join('\n')}\n\n`);
  await showPlan(plan, format, io, { target });
  // After the comment, not in it: what an apply overrode is part of the revision, not of its plan.
  if (format === 'markdown' && shown.from === 'revision' && shown.overrides.length > 0) io.stdout.write(`\n${markdownOverrides(shown.overrides, shown.applied_by)}`);
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

export async function runShow(ref: string, options: ShowCommandOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const format = parseFormat(options.format);
  if (isFile(ref)) {
    const saved = await readSavedPlan(ref);
    if (saved !== undefined) {
      const { shown, target } = savedShown(ref, saved);
      await render(saved.plan, shown, target, format, io);
      return EXIT.ok;
    }
  }
  const notAFile = isFile(ref) ? `${terminalText(ref)} is not a plan saved by \`capctl plan --out\`` : `there is no file ${terminalText(ref)}`;
  const { revision, target } = await findRevision(ref, resolveTarget(options, '.'), notAFile);
  await render(revision.plan, revisionShown(revision), shownTarget(target, revision.lineage), format, io);
  return EXIT.ok;
}

export function registerShow(program: Command): void {
  withTargetOptions(program.command('show'))
    .description('show a saved plan (`plan --out FILE`) or a stored revision, as `plan` shows it; reads state, never changes it')
    .argument('<file-or-revision>', 'a saved plan file, or a revision id (or a prefix only one revision id has)')
    .option('--format <format>', 'text, markdown (for a pull request) or json', 'text')
    .addHelpText('after', `
A file is read on its own (no state needed). A revision is looked up in the target's state
(--url, --state, or the project's local state), which must already exist.

Examples:
  $ capctl plan capacity/ --out plan.json && capctl show plan.json
  $ capctl show plan.json --format markdown > plan.md
  $ capctl show 5b0e7c4a --format json
  $ capctl show 5b0e7c4a --url https://capacity.example.com`)
    .action(async (ref: string, options: ShowCommandOptions) => {
      process.exitCode = await runShow(ref, options);
    });
}
