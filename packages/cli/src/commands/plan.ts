// `capctl plan`: plans a definition against the state, stores it as a revision, shows it in
// the chosen format, optionally saves it for `apply`, exits 3 when its policy report refuses the
// apply, and with --detailed-exitcode says by its exit status whether anything (or anything
// destructive) would change.
import type { Command } from 'commander';
import { planImpact, showEnvSources, type Plan } from '@capctl/core';
import { CliError, DETAILED_EXIT, EXIT, printable } from '../errors.js';
import type { ExitCodeValue } from '../errors.js';
import { loadDefinition } from '../load-definition.js';
import { checkMessage, planDefinition, planInput, shouldAnnounce } from '../plan-definition.js';
import { isInteractive, PLAN_COMMENT_MARKER, PLAN_FORMATS, preloadInk, processIo, showPlan, shownTarget } from '../output.js';
import type { Io, PlanFormat } from '../output.js';
import { createSavedPlan, writeSavedPlan } from '../saved-plan.js';
import { applyReportText, failedApplyReport } from '../apply-report.js';
import { policyBlocks } from '../render/policy-report.js';
import { givenChdir } from '../global-options.js';
import { planRecord } from '../plan-record.js';
import { resolveTarget, withAdapter, withTargetOptions } from '../target.js';
import type { TargetOptions } from '../target.js';
import { withVariableOptions, type VariableOptions } from '../variable-values.js';
import { parseObjectTargets, withObjectTargetOptions, type ObjectTargetOptions } from '../object-targets.js';

export interface PlanCommandOptions extends TargetOptions, VariableOptions, ObjectTargetOptions {
  readonly format: string;
  readonly out?: string;
  readonly detailedExitcode?: boolean;
  /** `--message TEXT`: why the change is made, stored with the revision. */
  readonly message?: string;
  /** `--no-pager` makes it false: a plan taller than the terminal is printed, not paged. */
  readonly pager?: boolean;
}

/** A text plan on a terminal someone types into pages when taller than the screen, unless told not to. */
function usePager(format: PlanFormat, options: PlanCommandOptions, io: Io): boolean {
  return format === 'text' && options.pager !== false && io.env['CAPCTL_PAGER'] !== '0' && isInteractive(io);
}

export function parseFormat(value: string): PlanFormat {
  const format = PLAN_FORMATS.find((f) => f === value);
  if (!format) {
    throw new CliError('usage', `unknown format "${value}"`, { hint: `use one of: ${PLAN_FORMATS.join(', ')}` });
  }
  return format;
}

/** 0 no changes, 2 changes, 3 changes that delete something or break a schema: core's impact, as a status. */
export function detailedExitCode(plan: Plan): ExitCodeValue {
  return DETAILED_EXIT[planImpact(plan)];
}

/**
 * 3 whenever the plan's policy report refuses the apply (a mandatory or overridable violation, a
 * policy not evaluated), as a delete or a breaking change does under --detailed-exitcode: the
 * plan cannot be applied as it is. Otherwise the detailed status when asked for, else 0
 * (advisory violations alone change nothing).
 */
export function planExitCode(plan: Plan, detailed: boolean): ExitCodeValue {
  if (policyBlocks(plan)) return EXIT.destructiveChanges;
  return detailed ? detailedExitCode(plan) : EXIT.ok;
}

export async function runPlan(path: string, options: PlanCommandOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const format = parseFormat(options.format);
  if (format === 'json') {
    try {
      return await planAndShow(path, options, format, io);
    } catch (error) {
      // A machine reads stdout: the failure object `apply --format json` prints, then the error on stderr.
      io.stdout.write(applyReportText(failedApplyReport(error)));
      throw error;
    }
  }
  if (format !== 'markdown') return planAndShow(path, options, format, io);
  try {
    return await planAndShow(path, options, format, io);
  } catch (error) {
    // A pull request whose plan fails gets a comment saying why, which replaces any earlier
    // good plan; the error still goes to stderr and the exit status is still 1.
    const { renderFailureMarkdown } = await import('../render/markdown-failure.js');
    io.stdout.write(renderFailureMarkdown(printable(error), { marker: PLAN_COMMENT_MARKER }));
    throw error;
  }
}

async function planAndShow(path: string, options: PlanCommandOptions, format: PlanFormat, io: Io): Promise<ExitCodeValue> {
  preloadInk(format, io);
  const targets = parseObjectTargets(options.target);
  checkMessage(options.message);
  // Only what is kept while the service plans: the definition itself is handed to the adapter.
  const input = planInput(await loadDefinition(path, io.stderr, options));
  const target = resolveTarget(options, path, process.env, { definition: true });
  const { plan, lineage, settled, record } = await withAdapter(target, async (adapter, target) => {
    const revision = await planDefinition(adapter, input, {
      path, target, stderr: io.stderr, announce: shouldAnnounce(io.stderr, format), targets, ...(options.message === undefined ? {} : { message: options.message }),
    });
    const shown = { ...revision, plan: showEnvSources(revision.plan, input.envReferences) };
    if (options.out) {
      await writeSavedPlan(options.out, createSavedPlan(target, shown));
    }
    // The pull-request comment records what it shows, for `apply --expect-plan` after the merge.
    const record = format === 'markdown' ? planRecord(target, revision, input.files) : undefined;
    return { plan: shown.plan, lineage: revision.lineage, settled: target, record };
  });
  if (usePager(format, options, io)) {
    const { pagePlanInk } = await import('../ui/run-ink.js');
    // Ctrl-C in the pager interrupts as it would have without one: the process ends by the signal.
    if ((await pagePlanInk(plan, { stdin: io.stdin, stdout: io.stdout, env: io.env, exitOnInterrupt: true })) === 'interrupted') process.kill(process.pid, 'SIGINT');
  } else {
    await showPlan(plan, format, io, { target: shownTarget(settled, lineage), ...(record ? { record } : {}) });
  }
  const chdir = givenChdir();
  if (options.out) io.stderr.write(`Saved the plan to ${options.out}; apply it with: capctl${chdir === undefined ? '' : ` --chdir ${chdir}`} apply ${options.out}\n`);
  return planExitCode(plan, options.detailedExitcode === true);
}

export function registerPlan(program: Command): void {
  withObjectTargetOptions(withVariableOptions(withTargetOptions(program.command('plan'))))
    .description('show what applying a definition would change, and store the plan as a revision')
    .argument('<path>', 'a definition directory (its *.yaml, *.yml, *.json files) or one file')
    .option('--format <format>', 'text, markdown (for a pull request) or json', 'text')
    .option('--out <file>', 'save the plan to apply it later with `capctl apply FILE`')
    .option('--message <text>', 'why the change is made (e.g. a pull request\'s title and number); stored with the revision and shown by `revisions show`')
    .option('--no-pager', 'on a terminal, print a plan taller than the screen instead of opening it in the plan window (also CAPCTL_PAGER=0)')
    .option('--detailed-exitcode', 'exit 0 for no changes, 2 for changes, 3 for changes with a delete or a breaking schema change, 1 for an error (a plan the org\'s policies refuse exits 3 with or without it)')
    .addHelpText('after', `
Examples:
  $ capctl plan examples/quickstart
  $ capctl plan capacity/ --format markdown > plan.md
  $ capctl plan capacity/ --out plan.json && capctl apply plan.json
  $ capctl plan capacity/ --no-pager
  $ capctl plan capacity/ --message "Raise the checkout SLA (#42)"
  $ capctl plan capacity/ --target action/scale-up --target query/app-metrics/queue-depth
  $ capctl plan capacity/ --var-file staging.yaml --var region=eu-west-1`)
    .action(async (path: string, options: PlanCommandOptions) => {
      process.exitCode = await runPlan(path, options);
    });
}
