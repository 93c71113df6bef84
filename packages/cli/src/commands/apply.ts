// `capctl apply`: plans a definition (or reads the revision a saved plan binds), shows it, asks
// for a typed `yes` on a terminal (or takes --auto-approve), then applies the stored revision in
// one transaction, only if its steps still have the digest that was shown; with --expect-digest
// or --expect-plan, only when the plan means what was reviewed (reviewed-plan.ts).
import { noticeText } from '../notice.js';
import { Option } from 'commander';
import type { Command } from 'commander';
import { isBreaking, modeWeakening, planImpact, refusedBreakingSteps, showEnvSources, weakensActionMode, type ActionStep, type Plan } from '@capctl/core';
import type { StateAdapter } from '@capctl/state';
import { applyReport, applyReportText, failedApplyReport } from '../apply-report.js';
import { reasonText, visibleText } from '../render/compatibility-text.js';
import { CliError, EXIT } from '../errors.js';
import type { ExitCodeValue } from '../errors.js';
import { loadDefinition } from '../load-definition.js';
import { checkMessage, planDefinition, planInput, shouldAnnounce } from '../plan-definition.js';
import { appliedMessage } from '../render/plan-summary.js';
import { terminalText } from '../render/safe-text/index.js';
import { canUseInk, isInteractive, preloadInk, processIo, showPlan, writePlainText } from '../output.js';
import type { Io } from '../output.js';
import { checkSavedPlanBinding, checkSavedPlanLineage, checkSavedPlanTarget, readSavedPlan, savedPlanTarget } from '../saved-plan.js';
import type { SavedPlan, StoredRevision } from '../saved-plan.js';
import { resolveTarget, stateLine, withAdapter, withTargetOptions } from '../target.js';
import type { TargetOptions } from '../target.js';
import { withVariableOptions, type VariableOptions } from '../variable-values.js';
import { parseObjectTargets, withObjectTargetOptions, type ObjectTargetOptions } from '../object-targets.js';
import { plural, type ApplyRequest } from '@capctl/core';
import { collectOverride, overrideLine, parsePolicyOverrides } from '../policy-overrides.js';
import { checkReviewed, reviewedPlan } from '../reviewed-plan.js';

export interface ApplyCommandOptions extends TargetOptions, VariableOptions, ObjectTargetOptions {
  readonly autoApprove?: boolean;
  /** `--allow-breaking`: every breaking change. */
  readonly allowBreaking?: boolean;
  readonly format?: string;
  /** `--allow-breaking=VARIANT` (repeatable; see ALLOW_BREAKING_VARIANT): these actions' only. */
  readonly allowBreakingVariant?: readonly string[];
  /** `--expect-digest D`: apply only a plan with this meaning digest (the reviewed one). */
  readonly expectDigest?: string;
  /** `--expect-plan FILE`: apply only the plan this JSON plan or plan comment shows. */
  readonly expectPlan?: string;
  /** `--message TEXT`: why the change is made, stored with the revision it plans. */
  readonly message?: string;
  /** `--override NAME=REASON` (repeatable), as typed: parsed by parsePolicyOverrides. */
  readonly override?: readonly string[];
}

/** The hidden option that `--allow-breaking=VARIANT` is rewritten to before parsing (program.ts). */
export const ALLOW_BREAKING_VARIANT = '--allow-breaking-variant';

/**
 * What the service is asked: the breaking changes to allow (everything, or the named variants),
 * the digest that was shown, and the overridable policies to let through, each with its reason.
 */
export function applyRequest(options: ApplyCommandOptions, digest: string): ApplyRequest {
  const overrides = parsePolicyOverrides(options.override);
  return {
    allowBreaking: options.allowBreaking === true, allowBreakingVariants: options.allowBreakingVariant ?? [], digest,
    ...(overrides.length === 0 ? {} : { overrides }),
  };
}

/** Applies the stored revision; without Ink on screen, first says which policies it overrides. */
function applyStored(work: PlannedWork, adapter: StateAdapter, options: ApplyCommandOptions, io: Io | undefined) {
  const request = applyRequest(options, work.digest);
  for (const override of request.overrides ?? []) io?.stderr.write(overrideLine(override));
  return adapter.applyRevision(work.revisionId, request);
}

interface PlannedWork {
  readonly revisionId: string;
  /** What is shown: the stored revision's steps, masked. */
  readonly plan: Plan;
  /** The digest of the stored steps behind `plan`: the service applies nothing else. */
  readonly digest: string;
}

/** Steps an allowance by name can cover: breaking schema changes and weakened modes. */
const allowableSteps = (plan: Plan): ActionStep[] => plan.steps.filter((s): s is ActionStep => isBreaking(s) || weakensActionMode(s));

/** A variant allowed but not breaking here is most likely a typo: say so, without failing. */
function warnUnusedAllowances(plan: Plan, options: ApplyCommandOptions, io: Io): void {
  const breaking = new Set(allowableSteps(plan).map((s) => s.variant));
  for (const variant of options.allowBreakingVariant ?? []) {
    if (!breaking.has(variant)) io.stderr.write(noticeText(io.stderr, `warning: --allow-breaking=${variant}: this plan has no breaking change of an action ${variant}`));
  }
}

/** What the flags allow, asked of the one rule the service applies too. */
const refusedSteps = (plan: Plan, options: ApplyCommandOptions): ActionStep[] =>
  refusedBreakingSteps(plan, { allowBreaking: options.allowBreaking === true, allowBreakingVariants: options.allowBreakingVariant ?? [] });

function refusalLines(s: ActionStep): string[] {
  const weakened = modeWeakening(s);
  return [
    ...(weakened === undefined ? [] : [`action ${s.name} weakens its compatibility mode ${weakened.from} → ${weakened.to}`]),
    ...(isBreaking(s) ? [
      `action ${s.name} v${s.current_version} → v${s.final_version}${s.mode === undefined ? '' : ` (mode ${s.mode})`}:`,
      ...(s.reasons ?? []).map((r) => `  ${visibleText(reasonText(r))}`),
    ] : []),
  ];
}

/** Up to this many refused actions are named flag by flag; more would bury the hint. */
const MOST_NAMED_ALLOWANCES = 3;

function refuseBreaking(plan: Plan, options: ApplyCommandOptions): void {
  const steps = refusedSteps(plan, options);
  if (steps.length === 0) return;
  const named = steps.length <= MOST_NAMED_ALLOWANCES
    ? steps.map((s) => `--allow-breaking=${s.variant}`).join(' ')
    : '--allow-breaking=VARIANT for each action listed above';
  const weakened = steps.filter(weakensActionMode).length;
  const breaking = steps.filter(isBreaking).length;
  const what = [
    ...(breaking > 0 ? [plural(breaking, 'breaking schema change')] : []),
    ...(weakened > 0 ? [`${plural(weakened, 'weakened compatibility mode')}`] : []),
  ].join(' and ');
  throw new CliError('breaking_not_allowed', `the plan makes ${what}:`, {
    details: steps.flatMap(refusalLines),
    hint: weakened > 0
      ? `a weakened mode is allowed only by naming its action (a bare --allow-breaking does not); if that is intended, run again with ${named}`
      : `producers or consumers of these actions may fail; if that is intended, run again with ${named} (or --allow-breaking for all)`,
  });
}

/** Repeatable, and comma-separated (`--allow-breaking=a,b`, as the GitHub Action passes its input). */
function collect(value: string, previous: readonly string[] | undefined): string[] {
  return [...(previous ?? []), ...value.split(',').filter((v) => v !== '')];
}

async function applyInteractively(work: PlannedWork, adapter: StateAdapter, options: ApplyCommandOptions, io: Io): Promise<ExitCodeValue> {
  const { applyPlanInk } = await import('../ui/run-ink.js');
  let failure: unknown;
  const result = await applyPlanInk({
    plan: work.plan,
    apply: async () => {
      try {
        const revision = await applyStored(work, adapter, options, undefined);
        return { revisionId: revision.id };
      } catch (error) {
        failure = error;
        throw error;
      }
    },
    stdin: io.stdin,
    stdout: io.stdout,
    allowBreaking: planImpact(work.plan) === 'breaking',
    // A cancel at the prompt has sent nothing: the process ends there, status 1, or by SIGINT for
    // Ctrl-C (the revision stays planned).
    exitOnCancel: true,
  });
  const hint = (failure as { hint?: unknown } | undefined)?.hint;
  if (result === 'failed' && typeof hint === 'string') io.stderr.write(`hint: ${terminalText(hint)}\n`);
  return result === 'applied' ? EXIT.ok : EXIT.error;
}

async function applyApproved(work: PlannedWork, adapter: StateAdapter, options: ApplyCommandOptions, io: Io): Promise<ExitCodeValue> {
  // Every breaking step is allowed by now (refuseBreaking ran), so the plan's note says so.
  const allowBreaking = planImpact(work.plan) === 'breaking';
  if (canUseInk(io)) await showPlan(work.plan, 'text', io, { allowBreaking });
  else await writePlainText(work.plan, io, { allowBreaking });
  const started = performance.now();
  const revision = await applyStored(work, adapter, options, io);
  io.stdout.write(`${terminalText(appliedMessage(revision.id, work.plan.summary, performance.now() - started))}\n`);
  return EXIT.ok;
}

/** `--format json`: no plan text and no prompt, one report on stdout. */
async function applyJson(work: PlannedWork, adapter: StateAdapter, options: ApplyCommandOptions, io: Io): Promise<ExitCodeValue> {
  const started = performance.now();
  const revision = await applyStored(work, adapter, options, io);
  io.stdout.write(applyReportText(applyReport('applied', revision.id, work.plan, performance.now() - started)));
  return EXIT.ok;
}

/** A plan with no changes: shown, and nothing applied (the service stores no revision for it). */
async function nothingToApply(plan: Plan, options: ApplyCommandOptions, io: Io): Promise<ExitCodeValue> {
  if (options.format === 'json') {
    io.stdout.write(applyReportText(applyReport('no_changes', null, plan, null)));
  } else {
    await writePlainText(plan, io);
    io.stdout.write('Nothing to apply.\n');
  }
  return EXIT.ok;
}

async function execute(work: PlannedWork, adapter: StateAdapter, options: ApplyCommandOptions, io: Io): Promise<ExitCodeValue> {
  const json = options.format === 'json';
  if (work.plan.steps.length === 0) return nothingToApply(work.plan, options, io);
  warnUnusedAllowances(work.plan, options, io);
  if (refusedSteps(work.plan, options).length > 0) {
    // The refusal names the steps; the plan above it shows what else would have changed.
    if (!json) await showPlan(work.plan, 'text', io);
    refuseBreaking(work.plan, options);
  }
  if (json) return applyJson(work, adapter, options, io);
  if (!options.autoApprove) return applyInteractively(work, adapter, options, io);
  return applyApproved(work, adapter, options, io);
}

/** The revision a saved plan binds, or, when this state has none of that id, its lineage to name. */
async function storedRevision(adapter: StateAdapter, id: string): Promise<StoredRevision> {
  try {
    return { revision: await adapter.getRevision(id) };
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'not_found') throw error;
    return { missing: true, lineage: (await adapter.readState()).lineage };
  }
}

async function applySaved(file: string, saved: SavedPlan, options: ApplyCommandOptions, io: Io): Promise<ExitCodeValue> {
  const target = savedPlanTarget(file, saved, options);
  checkSavedPlanTarget(file, saved, target);
  if (shouldAnnounce(io.stderr, announceFormat(options))) io.stderr.write(`${stateLine(target)}\n`);
  return withAdapter(target, async (adapter) => {
    if (saved.revision_id === null) {
      checkSavedPlanLineage(file, saved, (await adapter.readState()).lineage, target);
      return nothingToApply(withPartialNote(saved.plan, saved), options, io);
    }
    const revision = checkSavedPlanBinding(file, saved, await storedRevision(adapter, saved.revision_id), target);
    // A stale revision is refused by the service before anything is written, with the objects
    // that moved since the plan: asking for that refusal says more than a prompt would.
    if (revision.status === 'stale') await adapter.applyRevision(revision.id, { digest: revision.digest });
    if (revision.status !== 'planned') {
      throw new CliError('apply_failed', `revision ${revision.id} of ${file} is ${revision.status}, so it cannot be applied again`, {
        hint: 'plan the definition again to get a new revision',
      });
    }
    return execute({ revisionId: revision.id, plan: withPartialNote(revision.plan, saved), digest: revision.digest }, adapter, options, io);
  });
}

/** The stored steps are shown; a plan saved with --target still says that it is partial. */
function withPartialNote(plan: Plan, saved: SavedPlan): Plan {
  const { partial, targets } = saved.plan;
  return partial === true && targets !== undefined ? { ...plan, partial, targets } : plan;
}

/** The JSON report replaces every other output, so nothing is announced before it. */
const announceFormat = (options: ApplyCommandOptions) => (options.format === 'json' ? 'json' : 'text');

async function applyPath(path: string, options: ApplyCommandOptions, io: Io): Promise<ExitCodeValue> {
  const targets = parseObjectTargets(options.target);
  // Without the file's steps: the stored revision's are shown and applied, so the plan is held once.
  const saved = await readSavedPlan(path, { steps: false });
  const reviewed = await reviewedPlan(options);
  checkMessage(options.message);
  if (saved) {
    if (options.message !== undefined) {
      throw new CliError('usage', `--message is stored when a revision is planned; ${path} is a saved plan, planned already`, {
        hint: 'pass --message to `capctl plan ... --out FILE` instead',
      });
    }
    if (reviewed !== undefined) {
      throw new CliError('usage', `--expect-digest and --expect-plan check a plan made from a definition; ${path} is a saved plan, bound to its revision already`, {
        hint: 'apply the saved plan without them, or pass the definition directory instead',
      });
    }
    if (targets.length > 0) {
      throw new CliError('usage', `--target does not apply to a saved plan: ${path} is applied as it was planned`, {
        hint: 'pass --target to `capctl plan ... --out FILE` instead',
      });
    }
    return applySaved(path, saved, options, io);
  }
  const target = resolveTarget(options, path, process.env, { definition: true });
  // Only what is kept while the service plans, as `plan` does: the definition itself is handed to
  // the adapter, which lets go of it once sent; the files' texts place the service's errors.
  const input = planInput(await loadDefinition(path, io.stderr, options));
  return withAdapter(target, async (adapter, target) => {
    const revision = await planDefinition(adapter, input, {
      path, target, stderr: io.stderr, announce: shouldAnnounce(io.stderr, announceFormat(options)), targets,
      ...(options.message === undefined ? {} : { message: options.message }),
    });
    // Before anything is shown or asked: a plan nobody reviewed is not offered for applying.
    if (reviewed !== undefined) await checkReviewed(reviewed, revision, target, input);
    if (revision.id === null) return nothingToApply(revision.plan, options, io);
    return execute({ revisionId: revision.id, plan: showEnvSources(revision.plan, input.envReferences), digest: revision.digest }, adapter, options, io);
  });
}

export async function runApply(path: string, options: ApplyCommandOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  // A malformed --override is refused before anything is planned.
  parsePolicyOverrides(options.override);
  const format = options.format ?? 'text';
  if (format !== 'text' && format !== 'json') {
    throw new CliError('usage', `unknown format "${format}"`, { hint: 'use text or json' });
  }
  if (format === 'json') {
    if (!options.autoApprove) {
      throw new CliError('confirmation_required', 'apply --format json does not ask for a confirmation', {
        hint: 'review the plan with `capctl plan`, then pass --auto-approve with --format json',
      });
    }
    try {
      return await applyPath(path, options, io);
    } catch (error) {
      io.stdout.write(applyReportText(failedApplyReport(error)));
      throw error;
    }
  }
  if (!options.autoApprove && !isInteractive(io)) {
    throw new CliError('confirmation_required', 'apply needs a confirmation, and there is no terminal to type it in', {
      hint: 'review the plan with `capctl plan`, then pass --auto-approve to apply without asking (as in CI)',
    });
  }
  preloadInk('text', io);
  return applyPath(path, options, io);
}

export function registerApply(program: Command): void {
  withObjectTargetOptions(withVariableOptions(withTargetOptions(program.command('apply'))))
    .description('apply a definition or a saved plan, after a typed confirmation on a terminal')
    .argument('<path>', 'a definition directory, a definition file, or a plan saved with `capctl plan --out`')
    .option('--auto-approve', 'apply without asking (required without a terminal, e.g. in CI)')
    .option('--allow-breaking', 'apply even when a schema change rejects payloads that are valid today; '
      + '--allow-breaking=VARIANT (repeatable, or comma-separated) allows only those actions\' breaking changes, '
      + 'and is the only way to allow a weakened compatibility mode')
    .addOption(new Option(`${ALLOW_BREAKING_VARIANT} <variant>`).hideHelp().argParser(collect))
    .option('--format <format>', 'text, or json (one report on stdout; needs --auto-approve)', 'text')
    .option('--expect-digest <digest>', 'apply only if the plan made now has this meaning digest (`meaning_digest` of the reviewed `plan --format json`)')
    .option('--message <text>', 'why the change is made (e.g. a pull request\'s title and number); stored with the revision')
    .option('--override <policy=reason>', 'apply despite a violation of this overridable policy, giving the reason the revision records '
      + '(repeatable: one per policy; a mandatory policy cannot be overridden)', collectOverride)
    .option('--expect-plan <file>', 'apply only if the plan made now means what FILE showed (a `plan --format json` file, or a plan comment); names the objects that differ')
    .addHelpText('after', `
Examples:
  $ capctl apply examples/quickstart
  $ capctl apply capacity/ --auto-approve
  $ capctl apply capacity/ --auto-approve --allow-breaking=drain-orders
  $ capctl plan capacity/ --out plan.json && capctl apply plan.json --auto-approve
  $ capctl apply capacity/ --auto-approve --format json
  $ capctl apply capacity/ --auto-approve --expect-plan reviewed-plan.json
  $ capctl apply capacity/ --target destination/ops-webhook --auto-approve
  $ capctl apply capacity/ --auto-approve --override protected-deletes="retired in #123"`)
    .action(async (path: string, options: ApplyCommandOptions) => {
      process.exitCode = await runApply(path, options);
    });
}
