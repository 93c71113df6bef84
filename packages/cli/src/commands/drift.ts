// `capctl drift [PATH]`: lists the objects changed outside capctl since their last applied
// revision (fields, who, when), and those standing on a policy override, without planning
// anything; exit 0 for no drift, 2 for some (overrides leave it as it is), 1 for an error, so a
// scheduled job can act on it (examples/github/drift.yml keeps an issue up to date).
import type { Command } from 'commander';
import { stateDrift, stateOverrides } from '@capctl/core';
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
  const report = { drift: stateDrift(state), overridden: stateOverrides(state) };
  io.stdout.write(render(report, { where: `${describeTarget(target)} (org ${target.orgId})`, serial: state.serial }));
  // An override was decided and recorded by the apply: it is listed, but it is not drift.
  return report.drift.length === 0 ? EXIT.ok : EXIT.changes;
}

export function registerDrift(program: Command): void {
  withTargetOptions(program.command('drift'))
    .description('list the objects changed outside capctl since their last apply (fields, who, when), and those standing on a policy override, without planning; exit 2 when some drifted')
    .argument('[path]', 'the project directory (where capctl.yaml is); default: the current one', '.')
    .option('--format <format>', 'text, json or markdown (for an issue)', 'text')
    .addHelpText('after', `
Exit status: 0 no drift, 2 drift, 1 an error. Objects standing on a policy override are listed
but do not change it.

Examples:
  $ capctl drift
  $ capctl drift capacity/ --format json
  $ capctl drift --format markdown > drift.md`)
    .action(async (path: string, options: DriftOptions) => {
      process.exitCode = await runDrift(path, options);
    });
}
