// `capctl revisions list|show|prune`: the stored plans of the org, newest first (by default those
// that matter: applied, and planned ones that can still be applied), one in full, and deleting
// those that can never be applied (stale, failed) by count or age; with
// --format json as described by schemas/revisions.schema.json.
import type { Command } from 'commander';
import { planImpact, plural } from '@capctl/core';
import type { Revision, RevisionStatus } from '@capctl/state';
import { CliError, EXIT } from '../errors.js';
import type { ExitCodeValue } from '../errors.js';
import { plainText, processIo } from '../output.js';
import type { Io } from '../output.js';
import { durationSeconds } from '../duration.js';
import { logLine, terminalText } from '../render/safe-text/index.js';
import { actorText } from '../render/actor-text.js';
import { overrideLines } from '../render/override-text.js';
import { textTable } from '../text-table.js';
import { resolveTarget, withStateReader, withTargetOptions } from '../target.js';
import type { TargetOptions } from '../target.js';

interface ListOptions extends TargetOptions {
  readonly limit: string;
  readonly cursor?: string;
  readonly format: string;
  readonly status?: string;
  readonly all?: boolean;
}

interface PruneCommandOptions extends TargetOptions {
  readonly keep?: string;
  readonly olderThan?: string;
}

const STATUSES: readonly RevisionStatus[] = ['planned', 'applied', 'failed', 'stale'];

/** What `list` shows without --status or --all: what was applied, and what can still be. */
const MATTERS: readonly RevisionStatus[] = ['applied', 'planned'];

/** The statuses to list: the one asked for, every one with --all (none to filter by), else MATTERS. */
function statusFilter(value: string | undefined, all: boolean): readonly RevisionStatus[] | undefined {
  if (value === undefined) return all ? undefined : MATTERS;
  if (all) throw new CliError('usage', '--all and --status both choose what to list', { hint: 'pass one of them' });
  const status = STATUSES.find((s) => s === value);
  if (status === undefined) throw new CliError('usage', `unknown status "${value}"`, { hint: `use one of ${STATUSES.join(', ')}` });
  return [status];
}

function noneText(statuses: readonly RevisionStatus[] | undefined): string {
  if (statuses === undefined) return 'No revisions yet. Make one with `capctl plan DIR`.\n';
  if (statuses === MATTERS) return 'No applied or applicable revisions (`capctl revisions list --all` shows stale and failed ones, if any). Make one with `capctl plan DIR`.\n';
  return `No ${statuses.join(' or ')} revisions.\n`;
}

function moreCommand(options: ListOptions, cursor: string): string {
  const flags = [...(options.status ? [`--status ${options.status}`] : []), ...(options.all ? ['--all'] : [])];
  return `More: capctl revisions list ${[...flags, `--cursor ${terminalText(cursor)}`].join(' ')}\n`;
}

function keepCount(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new CliError('usage', `--keep must be a whole number, got "${value}"`, { hint: 'e.g. --keep 20' });
  return Number(value);
}

interface ShowOptions extends TargetOptions {
  readonly format: string;
}

/** `revisions list|show --format json` (schemas/revisions.schema.json) starts with this. */
const REVISIONS_FORMAT_VERSION = 1;

function outputFormat(value: string): 'text' | 'json' {
  if (value === 'text' || value === 'json') return value;
  throw new CliError('usage', `unknown format "${value}"`, { hint: 'use text or json' });
}

function changes(revision: Revision): string {
  const s = revision.plan.summary;
  return planImpact(revision.plan) === 'none' ? 'no changes' : `+${s.create} ~${s.update} -${s.delete}`;
}

/** A revision as `--format json` writes it (schemas/revisions.schema.json): its steps and summary beside the other fields. */
function revisionJson(r: Revision): Record<string, unknown> {
  return {
    id: r.id,
    org_id: r.org_id,
    status: r.status,
    preview_steps: r.plan.steps,
    summary: r.plan.summary,
    error_message: r.error_message,
    updated_at: r.updated_at,
    applied_at: r.applied_at,
    lineage: r.lineage,
    digest: r.digest,
    planned_by: r.planned_by,
    applied_by: r.applied_by,
    message: r.message,
    overrides: r.overrides,
    ...(r.plan.policy === undefined ? {} : { policy: r.plan.policy }),
  };
}

/**
 * Who applied it: nobody yet while it is not applied; `unknown` for revisions applied before this
 * was recorded; with the number of policies the apply overrode (`revisions show` names them).
 */
function appliedBy(r: Revision): string {
  if (r.status !== 'applied') return '-';
  return `${actorText(r.applied_by)}${r.overrides.length === 0 ? '' : `, ${plural(r.overrides.length, 'override')}`}`;
}

function table(revisions: readonly Revision[]): string {
  const rows = revisions.map((r) => [r.id, r.status, changes(r), r.applied_at ?? r.updated_at, appliedBy(r)].map(terminalText));
  return textTable(['ID', 'STATUS', 'CHANGES', 'UPDATED', 'APPLIED BY'], rows).split('\n').map(logLine).join('\n');
}

export async function runRevisionsList(options: ListOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const format = outputFormat(options.format);
  const limit = Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw new CliError('usage', `--limit must be an integer from 1 to 100, got "${options.limit}"`);
  }
  const statuses = statusFilter(options.status, options.all === true);
  const page = await withStateReader(resolveTarget(options, '.'), '.', (a) => a.listRevisions({
    limit, ...(options.cursor ? { cursor: options.cursor } : {}), ...(statuses ? { statuses } : {}),
  }));
  if (format === 'json') {
    io.stdout.write(`${JSON.stringify({ format_version: REVISIONS_FORMAT_VERSION, items: page.items.map(revisionJson), next_cursor: page.next_cursor }, null, 2)}\n`);
    return EXIT.ok;
  }
  io.stdout.write(page.items.length === 0 ? noneText(statuses) : `${table(page.items)}\n`);
  if (page.next_cursor) io.stdout.write(moreCommand(options, page.next_cursor));
  return EXIT.ok;
}

export async function runRevisionsShow(id: string, options: ShowOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const format = outputFormat(options.format);
  const revision = await withStateReader(resolveTarget(options, '.'), '.', (a) => a.getRevision(id));
  if (format === 'json') {
    io.stdout.write(`${JSON.stringify({ format_version: REVISIONS_FORMAT_VERSION, ...revisionJson(revision) }, null, 2)}\n`);
    return EXIT.ok;
  }
  const lines = [`Revision ${revision.id}: ${revision.status}`, `Updated: ${revision.updated_at}`];
  if (revision.message !== null) lines.push(`Message: ${revision.message}`);
  lines.push(`Planned by: ${actorText(revision.planned_by)}${revision.planned_by === null ? '' : ` at ${revision.planned_by.at}`}`);
  if (revision.applied_at) lines.push(`Applied: ${revision.applied_at} by ${actorText(revision.applied_by)}`);
  lines.push(...overrideLines(revision.overrides, revision.applied_by));
  if (revision.error_message) lines.push(`Error: ${revision.error_message}`);
  // The service's answer is data: one line each, nothing a terminal or a CI log would act on.
  io.stdout.write(`${lines.map((line) => logLine(terminalText(line))).join('\n')}\n\n${plainText(revision.plan, io)}`);
  return EXIT.ok;
}

function policyText(keep: number | null, olderThan: number | null): string {
  const rules = [
    ...(keep === null ? [] : [keep === 0 ? 'no stale or failed ones' : `the newest ${keep} stale or failed`]),
    ...(olderThan === null ? [] : [`none older than ${olderThan} s`]),
  ];
  return rules.length === 0 ? '' : `; kept ${rules.join(', ')}`;
}

export async function runRevisionsPrune(options: PruneCommandOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const keep = keepCount(options.keep);
  const olderThanSeconds = options.olderThan === undefined ? undefined : durationSeconds(options.olderThan, '--older-than');
  const result = await withStateReader(resolveTarget(options, '.'), '.', (a) => a.pruneRevisions({
    ...(keep === undefined ? {} : { keep }), ...(olderThanSeconds === undefined ? {} : { olderThanSeconds }),
  }));
  const count = plural(result.deleted, 'revision');
  io.stdout.write(`Pruned ${count}${policyText(result.keep, result.older_than_seconds)}; applied and still applicable revisions are always kept.\n`);
  return EXIT.ok;
}

export function registerRevisions(program: Command): void {
  const revisions = program
    .command('revisions')
    .description('list and show stored revisions (plans, and whether they were applied)')
    .addHelpText('after', `
Examples:
  $ capctl revisions list
  $ capctl revisions show 5b0e7c4a-2f1d-4c8e-9a3b-7d6e1f2a9c0b
  $ capctl revisions prune --keep 20`);
  withTargetOptions(revisions.command('list'))
    .description('list revisions, newest first: applied ones and those that can still be applied (--all: stale and failed ones too)')
    .option('--limit <n>', 'how many to show (1-100)', '20')
    .option('--cursor <cursor>', 'continue after a previous page')
    .option('--format <format>', 'text or json', 'text')
    .option('--status <status>', 'only revisions with this status: planned, applied, failed or stale')
    .option('--all', 'every revision, stale and failed ones too')
    .addHelpText('after', `
Examples:
  $ capctl revisions list --limit 5
  $ capctl revisions list --status applied
  $ capctl revisions list --all`)
    .action(async (options: ListOptions) => {
      process.exitCode = await runRevisionsList(options);
    });
  withTargetOptions(revisions.command('show'))
    .description('show one revision: its status and its steps')
    .argument('<id>', 'the revision id, as `revisions list` shows it')
    .option('--format <format>', 'text or json', 'text')
    .addHelpText('after', `
Example:
  $ capctl revisions show 5b0e7c4a-2f1d-4c8e-9a3b-7d6e1f2a9c0b --format json`)
    .action(async (id: string, options: ShowOptions) => {
      process.exitCode = await runRevisionsShow(id, options);
    });
  withTargetOptions(revisions.command('prune'))
    .description('delete stale and failed revisions (applied ones, and plans that can still be applied, are kept)')
    .option('--keep <n>', 'keep the newest n stale or failed revisions')
    .option('--older-than <duration>', 'delete stale or failed revisions older than this, e.g. 30d, 12h')
    .addHelpText('after', `
Without --keep or --older-than, the service's own retention setting is used.

Examples:
  $ capctl revisions prune --keep 20
  $ capctl revisions prune --older-than 30d`)
    .action(async (options: PruneCommandOptions) => {
      process.exitCode = await runRevisionsPrune(options);
    });
}
