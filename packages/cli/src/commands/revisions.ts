// `capctl revisions list|show`: the stored plans of the org, newest first, and one in full; with
// --format json as described by schemas/revisions.schema.json.
import type { Command } from 'commander';
import type { Revision } from '@capctl/state';
import { CliError, EXIT } from '../errors.js';
import type { ExitCodeValue } from '../errors.js';
import { plainText, processIo } from '../output.js';
import { revisionPlan } from '../revision-plan.js';
import type { Io } from '../output.js';
import { resolveTarget, withAdapter, withTargetOptions } from '../target.js';
import type { TargetOptions } from '../target.js';

interface ListOptions extends TargetOptions {
  readonly limit: string;
  readonly cursor?: string;
  readonly format: string;
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
  const s = revision.summary;
  return revision.preview_steps.length === 0 ? 'no changes' : `+${s.create} ~${s.update} -${s.delete}`;
}

function table(revisions: readonly Revision[]): string {
  const rows = revisions.map((r) => [r.id, r.status, changes(r), r.applied_at ?? r.updated_at]);
  const header = ['ID', 'STATUS', 'CHANGES', 'UPDATED'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

export async function runRevisionsList(options: ListOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const format = outputFormat(options.format);
  const limit = Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw new CliError('usage', `--limit must be an integer from 1 to 100, got "${options.limit}"`);
  }
  const page = await withAdapter(resolveTarget(options, '.'), (a) => a.listRevisions({ limit, ...(options.cursor ? { cursor: options.cursor } : {}) }));
  if (format === 'json') {
    io.stdout.write(`${JSON.stringify({ format_version: REVISIONS_FORMAT_VERSION, ...page }, null, 2)}\n`);
    return EXIT.ok;
  }
  io.stdout.write(page.items.length === 0 ? 'No revisions yet. Make one with `capctl plan DIR`.\n' : `${table(page.items)}\n`);
  if (page.next_cursor) io.stdout.write(`More: capctl revisions list --cursor ${page.next_cursor}\n`);
  return EXIT.ok;
}

export async function runRevisionsShow(id: string, options: ShowOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const format = outputFormat(options.format);
  const revision = await withAdapter(resolveTarget(options, '.'), (a) => a.getRevision(id));
  if (format === 'json') {
    io.stdout.write(`${JSON.stringify({ format_version: REVISIONS_FORMAT_VERSION, ...revision }, null, 2)}\n`);
    return EXIT.ok;
  }
  const lines = [`Revision ${revision.id}: ${revision.status}`, `Updated: ${revision.updated_at}`];
  if (revision.applied_at) lines.push(`Applied: ${revision.applied_at}`);
  if (revision.error_message) lines.push(`Error: ${revision.error_message}`);
  io.stdout.write(`${lines.join('\n')}\n\n${plainText(revisionPlan(revision), io)}`);
  return EXIT.ok;
}

export function registerRevisions(program: Command): void {
  const revisions = program
    .command('revisions')
    .description('list and show stored revisions (plans, and whether they were applied)')
    .addHelpText('after', `
Examples:
  $ capctl revisions list
  $ capctl revisions show 5b0e7c4a-2f1d-4c8e-9a3b-7d6e1f2a9c0b`);
  withTargetOptions(revisions.command('list'))
    .description('list revisions, newest first')
    .option('--limit <n>', 'how many to show (1-100)', '20')
    .option('--cursor <cursor>', 'continue after a previous page')
    .option('--format <format>', 'text or json', 'text')
    .addHelpText('after', `
Example:
  $ capctl revisions list --limit 5`)
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
}
