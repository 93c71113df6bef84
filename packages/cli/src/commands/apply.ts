// `capctl apply`: plans a definition (or takes a saved plan), shows it, asks for a typed `yes`
// on a terminal (or takes --auto-approve), then applies the stored revision in one transaction.
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
  readonly allowBreaking?: boolean;
}

interface PlannedWork {
  readonly revisionId: string;
  readonly plan: Plan;
}

function breakingSteps(plan: Plan): ActionStep[] {
  return plan.steps.filter((s): s is ActionStep => s.kind === 'action' && s.compatibility === 'breaking');
}

function refuseBreaking(plan: Plan): void {
  const steps = breakingSteps(plan);
  if (steps.length === 0) return;
  const details = steps.flatMap((s) => [
    `action ${s.name} v${s.current_version} → v${s.final_version}:`,
    ...(s.reasons ?? []).map((r) => `  ${r.pointer || '/'}: ${r.message}`),
  ]);
  throw new CliError('breaking_not_allowed', `the plan makes ${steps.length} breaking schema change${steps.length === 1 ? '' : 's'}:`, {
    details,
    hint: 'payloads valid today would be rejected; if that is intended, run again with --allow-breaking',
  });
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
        const revision = await adapter.applyRevision(work.revisionId, { allowBreaking: options.allowBreaking === true });
        return { revisionId: revision.id };
      } catch (error) {
        failure = error;
        throw error;
      }
    },
    stdin: io.stdin,
    stdout: io.stdout,
    allowBreaking: options.allowBreaking === true,
  });
  const hint = (failure as { hint?: unknown } | undefined)?.hint;
  if (result === 'failed' && typeof hint === 'string') io.stderr.write(`hint: ${hint}\n`);
  return result === 'applied' ? EXIT.ok : EXIT.error;
}

async function applyApproved(work: PlannedWork, adapter: StateAdapter, options: ApplyCommandOptions, io: Io): Promise<ExitCodeValue> {
  const allowBreaking = options.allowBreaking === true;
  if (canUseInk(io)) await showPlan(work.plan, 'text', io, { allowBreaking });
  else io.stdout.write(plainText(work.plan, io, { allowBreaking }));
  const started = performance.now();
  const revision = await adapter.applyRevision(work.revisionId, { allowBreaking });
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
    if (!options.allowBreaking && breakingSteps(work.plan).length > 0) {
      // The refusal names the steps; the plan above it shows what else would have changed.
      await showPlan(work.plan, 'text', io);
      refuseBreaking(work.plan);
    }
    if (!options.autoApprove) return applyInteractively(work, adapter, options, io);
    return applyApproved(work, adapter, options, io);
  });
}

export function registerApply(program: Command): void {
  withTargetOptions(program.command('apply'))
    .description('apply a definition or a saved plan, after a typed confirmation on a terminal')
    .argument('<path>', 'a definition directory, a definition file, or a plan saved with `capctl plan --out`')
    .option('--auto-approve', 'apply without asking (required without a terminal, e.g. in CI)')
    .option('--allow-breaking', 'apply even when a schema change rejects payloads that are valid today')
    .addHelpText('after', `
Examples:
  $ capctl apply examples/quickstart
  $ capctl apply capacity/ --auto-approve
  $ capctl plan capacity/ --out plan.json && capctl apply plan.json --auto-approve`)
    .action(async (path: string, options: ApplyCommandOptions) => {
      process.exitCode = await runApply(path, options);
    });
}
