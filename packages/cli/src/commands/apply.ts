// `capctl apply`: plans a definition (or takes a saved plan), shows it, asks for a typed `yes`
// on a terminal (or takes --auto-approve), then applies the stored revision in one transaction.
import { Option } from 'commander';
import type { Command } from 'commander';
import type { ActionStep, Plan } from '@capctl/core';
import type { StateAdapter } from '@capctl/state';
import { CliError, EXIT } from '../errors.js';
import type { ExitCodeValue } from '../errors.js';
import { loadDefinition } from '../load-definition.js';
import { planDefinition } from '../plan-definition.js';
import { appliedMessage } from '../render/plan-summary.js';
import { canUseInk, isInteractive, plainText, preloadInk, processIo, showPlan } from '../output.js';
import type { Io } from '../output.js';
import { checkSavedPlanTarget, readSavedPlan } from '../saved-plan.js';
import { withAdapter, withTargetOptions } from '../target.js';
import type { TargetOptions, Target } from '../target.js';

export interface ApplyCommandOptions extends TargetOptions {
  readonly autoApprove?: boolean;
  /** `--allow-breaking`: every breaking change. */
  readonly allowBreaking?: boolean;
  /** `--allow-breaking=VARIANT` (repeatable; see ALLOW_BREAKING_VARIANT): these actions' only. */
  readonly allowBreakingVariant?: readonly string[];
}

/** The hidden option that `--allow-breaking=VARIANT` is rewritten to before parsing (program.ts). */
export const ALLOW_BREAKING_VARIANT = '--allow-breaking-variant';

const allowsStep = (options: ApplyCommandOptions) => (step: ActionStep): boolean =>
  options.allowBreaking === true || (options.allowBreakingVariant ?? []).includes(step.variant);

/** What the service is asked to allow: everything, or the named variants. */
function allowance(options: ApplyCommandOptions): { allowBreaking: boolean; allowBreakingVariants: readonly string[] } {
  return { allowBreaking: options.allowBreaking === true, allowBreakingVariants: options.allowBreakingVariant ?? [] };
}

interface PlannedWork {
  readonly revisionId: string;
  readonly plan: Plan;
}

function breakingSteps(plan: Plan): ActionStep[] {
  return plan.steps.filter((s): s is ActionStep => s.kind === 'action' && s.compatibility === 'breaking');
}

/** A variant allowed but not breaking here is most likely a typo: say so, without failing. */
function warnUnusedAllowances(plan: Plan, options: ApplyCommandOptions, io: Io): void {
  const breaking = new Set(breakingSteps(plan).map((s) => s.variant));
  for (const variant of options.allowBreakingVariant ?? []) {
    if (!breaking.has(variant)) io.stderr.write(`warning: --allow-breaking=${variant}: this plan has no breaking change of an action ${variant}\n`);
  }
}

function refuseBreaking(plan: Plan, options: ApplyCommandOptions): void {
  const steps = breakingSteps(plan).filter((s) => !allowsStep(options)(s));
  if (steps.length === 0) return;
  const named = steps.map((s) => `--allow-breaking=${s.variant}`).join(' ');
  const details = steps.flatMap((s) => [
    `action ${s.name} v${s.current_version} → v${s.final_version}:`,
    ...(s.reasons ?? []).map((r) => `  ${r.pointer || '/'}: ${r.message}`),
  ]);
  throw new CliError('breaking_not_allowed', `the plan makes ${steps.length} breaking schema change${steps.length === 1 ? '' : 's'}:`, {
    details,
    hint: `payloads valid today would be rejected; if that is intended, run again with ${named} (or --allow-breaking for all)`,
  });
}

function collect(value: string, previous: readonly string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

async function planWork(path: string, adapter: StateAdapter, target: Target, io: Io): Promise<PlannedWork> {
  const saved = await readSavedPlan(path);
  if (saved) {
    checkSavedPlanTarget(path, saved, target);
    return { revisionId: saved.revision_id, plan: saved.plan };
  }
  const planned = await planDefinition(adapter, await loadDefinition(path, io.stderr), { path, target, stderr: io.stderr });
  return { revisionId: planned.revision.id, plan: planned.plan };
}

async function applyInteractively(work: PlannedWork, adapter: StateAdapter, options: ApplyCommandOptions, io: Io): Promise<ExitCodeValue> {
  const { applyPlanInk } = await import('../ui/run-ink.js');
  let failure: unknown;
  const result = await applyPlanInk({
    plan: work.plan,
    apply: async () => {
      try {
        const revision = await adapter.applyRevision(work.revisionId, allowance(options));
        return { revisionId: revision.id };
      } catch (error) {
        failure = error;
        throw error;
      }
    },
    stdin: io.stdin,
    stdout: io.stdout,
    allowBreaking: breakingSteps(work.plan).length > 0,
  });
  const hint = (failure as { hint?: unknown } | undefined)?.hint;
  if (result === 'failed' && typeof hint === 'string') io.stderr.write(`hint: ${hint}\n`);
  return result === 'applied' ? EXIT.ok : EXIT.error;
}

async function applyApproved(work: PlannedWork, adapter: StateAdapter, options: ApplyCommandOptions, io: Io): Promise<ExitCodeValue> {
  // Every breaking step is allowed by now (refuseBreaking ran), so the plan's note says so.
  const allowBreaking = breakingSteps(work.plan).length > 0;
  if (canUseInk(io)) await showPlan(work.plan, 'text', io, { allowBreaking });
  else io.stdout.write(plainText(work.plan, io, { allowBreaking }));
  const started = performance.now();
  const revision = await adapter.applyRevision(work.revisionId, allowance(options));
  io.stdout.write(`${appliedMessage(revision.id, work.plan.summary, performance.now() - started)}\n`);
  return EXIT.ok;
}

export async function runApply(path: string, options: ApplyCommandOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  if (!options.autoApprove && !isInteractive(io)) {
    throw new CliError('confirmation_required', 'apply needs a confirmation, and there is no terminal to type it in', {
      hint: 'review the plan with `capctl plan`, then pass --auto-approve to apply without asking (as in CI)',
    });
  }
  preloadInk('text', io);
  return withAdapter(options, async (adapter, target) => {
    const work = await planWork(path, adapter, target, io);
    if (work.plan.steps.length === 0) {
      io.stdout.write(plainText(work.plan, io));
      io.stdout.write('Nothing to apply.\n');
      return EXIT.ok;
    }
    warnUnusedAllowances(work.plan, options, io);
    refuseBreaking(work.plan, options);
    if (!options.autoApprove) return applyInteractively(work, adapter, options, io);
    return applyApproved(work, adapter, options, io);
  });
}

export function registerApply(program: Command): void {
  withTargetOptions(program.command('apply'))
    .description('apply a definition or a saved plan, after a typed confirmation on a terminal')
    .argument('<path>', 'a definition directory, a definition file, or a plan saved with `capctl plan --out`')
    .option('--auto-approve', 'apply without asking (required without a terminal, e.g. in CI)')
    .option('--allow-breaking', 'apply even when a schema change rejects payloads that are valid today; '
      + '--allow-breaking=VARIANT (repeatable) allows only that action\'s breaking change')
    .addOption(new Option(`${ALLOW_BREAKING_VARIANT} <variant>`).hideHelp().argParser(collect))
    .addHelpText('after', `
Examples:
  $ capctl apply examples/quickstart
  $ capctl apply capacity/ --auto-approve
  $ capctl apply capacity/ --auto-approve --allow-breaking=drain-orders
  $ capctl plan capacity/ --out plan.json && capctl apply plan.json --auto-approve`)
    .action(async (path: string, options: ApplyCommandOptions) => {
      process.exitCode = await runApply(path, options);
    });
}
