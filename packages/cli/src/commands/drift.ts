// `capctl drift [PATH]`: lists the objects changed outside capctl since their last applied
// revision (fields, who, when) without planning anything; exit 0 for none, 2 for some, 1 for an
// error, so a scheduled job can act on it (examples/github/drift.yml keeps an issue up to date).
import type { Command } from 'commander';
import { stateDrift } from '@capctl/core';
import { CliError, EXIT } from '../errors.js';
import type { ExitCodeValue } from '../errors.js';
import { processIo } from '../output.js';
import type { Io } from '../output.js';
import { driftJson, driftMarkdown, driftText } from '../render/drift-report.js';
import { describeTarget, resolveTarget, withStateReader, withTargetOptions } from '../target.js';
import type { TargetOptions } from '../target.js';

interface DriftOptions extends TargetOptions {
  readonly format: string;
}

const FORMATS = { text: driftText, json: driftJson, markdown: driftMarkdown } as const;

function renderer(format: string): (typeof FORMATS)[keyof typeof FORMATS] {
  if (format === 'text' || format === 'json' || format === 'markdown') return FORMATS[format];
  throw new CliError('usage', `unknown format "${format}"`, { hint: 'use text, json or markdown' });
}

export async function runDrift(path: string, options: DriftOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const render = renderer(options.format);
  // PATH only locates the project (capctl.yaml and its state); no definition is read or planned.
  const { state, target } = await withStateReader(resolveTarget(options, path), path, async (adapter, target) => ({ state: await adapter.readState(), target }));
  const objects = stateDrift(state);
  io.stdout.write(render(objects, { where: `${describeTarget(target)} (org ${target.orgId})`, serial: state.serial }));
  return objects.length === 0 ? EXIT.ok : EXIT.changes;
}

export function registerDrift(program: Command): void {
  withTargetOptions(program.command('drift'))
    .description('list the objects changed outside capctl since their last apply (fields, who, when), without planning; exit 2 when there are some')
    .argument('[path]', 'the project directory (where capctl.yaml is); default: the current one', '.')
    .option('--format <format>', 'text, json or markdown (for an issue)', 'text')
    .addHelpText('after', `
Exit status: 0 no drift, 2 drift, 1 an error.

Examples:
  $ capctl drift
  $ capctl drift capacity/ --format json
  $ capctl drift --format markdown > drift.md`)
    .action(async (path: string, options: DriftOptions) => {
      process.exitCode = await runDrift(path, options);
    });
}
