// `apply --expect-digest D | --expect-plan FILE`: the plan made now is applied only when it means
// what was reviewed (its meaning digest equals the reviewed one); otherwise nothing is applied and
// the refusal names the objects that differ and why: the state moved, the definition or a variable.
import { readFile } from 'node:fs/promises';
import { meaningDifferences, planMeaning, plural, type MeaningDifference, type Plan } from '@capctl/core';
import type { PlannedRevision } from '@capctl/state';
import { CliError } from './errors.js';
import { decodeRecord, definitionDigest, planObjects, recordedObjects, recordTarget, type PlanRecord } from './plan-record.js';
import type { LoadedDefinition } from './load-definition.js';
import type { Target } from './target.js';

/** What was reviewed: at least its digest; from a record or a JSON plan, also what to compare. */
export interface ReviewedPlan {
  readonly digest: string;
  /** Where it came from, for messages (`--expect-digest`, or the file). */
  readonly source: string;
  readonly record?: PlanRecord;
  /** Per-object digests (from the record, or computed from a JSON plan's steps). */
  readonly objects?: ReturnType<typeof planObjects>;
  readonly serial?: number;
}

const DIGEST = /^[0-9a-f]{64}$/;

export function expectedDigest(digest: string): ReviewedPlan {
  if (!DIGEST.test(digest)) {
    throw new CliError('usage', `--expect-digest must be a meaning digest (64 lowercase hex digits), got "${digest.slice(0, 80)}"`, {
      hint: 'pass the `meaning_digest` of `capctl plan --format json`, or use --expect-plan FILE',
    });
  }
  return { digest, source: '--expect-digest' };
}

const unreadable = (file: string, why: string) => new CliError('usage', `--expect-plan ${file}: ${why}`, {
  hint: 'pass a plan written by `capctl plan --format json`, or a plan comment (`capctl plan --format markdown`) holding its capctl-plan-record line',
});

/** A JSON plan (`plan --format json`), or Markdown holding a plan record (the plan comment). */
export async function expectedPlan(file: string): Promise<ReviewedPlan> {
  const text = await readFile(file, 'utf8').catch(() => {
    throw unreadable(file, 'cannot be read');
  });
  const record = decodeRecord(text);
  if (record) {
    const objects = recordedObjects(record);
    return { digest: record.digest, source: file, record, serial: record.serial, ...(objects ? { objects } : {}) };
  }
  let value: Partial<Plan> & { meaning_digest?: unknown };
  try {
    value = JSON.parse(text) as typeof value;
  } catch {
    throw unreadable(file, /capctl-plan\b/.test(text) ? 'its plan record is missing or damaged (a failed plan has none)' : 'is neither a JSON plan nor a plan comment');
  }
  if (!Array.isArray(value?.steps) || !Number.isInteger(value.serial)) throw unreadable(file, 'is JSON but no plan (no steps or serial)');
  const meaning = planMeaning({ steps: value.steps });
  if (value.meaning_digest !== undefined && value.meaning_digest !== meaning.digest) {
    throw unreadable(file, 'its steps do not have the meaning_digest it states, so it was changed after it was written');
  }
  return { digest: meaning.digest, source: file, objects: meaning.objects, serial: value.serial as number };
}

/** What `--expect-digest`/`--expect-plan` say was reviewed (one of them at most), read before planning. */
export async function reviewedPlan(options: { readonly expectDigest?: string; readonly expectPlan?: string }): Promise<ReviewedPlan | undefined> {
  if (options.expectDigest !== undefined && options.expectPlan !== undefined) {
    throw new CliError('usage', '--expect-digest and --expect-plan both name the reviewed plan; pass one of them', {
      hint: '--expect-plan FILE also names the objects that differ, so prefer it when you have the file',
    });
  }
  if (options.expectDigest !== undefined) return expectedDigest(options.expectDigest);
  if (options.expectPlan !== undefined) return expectedPlan(options.expectPlan);
  return undefined;
}

interface Why {
  readonly stateMoved: boolean;
  readonly definitionDiffers: boolean | undefined;
}

function cause(why: Why): string {
  if (why.definitionDiffers === true) return 'the definition differs from the reviewed one';
  if (why.definitionDiffers === false) return 'the definition is the reviewed one, so a variable (--var, --var-file, CAPCTL_VAR_*) or an {env: NAME} value differs';
  return 'the definition or a variable differs';
}

function reason(difference: MeaningDifference, why: Why): string {
  const moved = why.stateMoved ? 'the state changed since the review' : cause(why);
  switch (difference.change) {
    case 'state': return 'it changed at the service since the review';
    case 'desired': return `the plan now asks for another change: ${cause(why)}`;
    case 'added': return `planned now, not in the reviewed plan: ${moved}`;
    case 'removed': return `in the reviewed plan, not planned now: ${moved}`;
  }
}

function targetProblems(reviewed: PlanRecord, target: Target, revision: PlannedRevision): string[] {
  const problems: string[] = [];
  if (reviewed.target !== recordTarget(target)) problems.push(`it was planned against ${reviewed.target}, this apply uses ${recordTarget(target)}`);
  if (reviewed.org !== target.orgId) problems.push(`it was planned for org ${reviewed.org}, this apply is for org ${target.orgId}`);
  if (reviewed.lineage !== revision.lineage) problems.push(`it was planned against the state with lineage ${reviewed.lineage}, this state's lineage is ${revision.lineage}`);
  return problems;
}

/**
 * Refuses (CliError `plan_not_reviewed`, nothing applied) unless the plan made now means what was
 * reviewed. A plan without changes is never refused: it applies nothing.
 */
export function checkReviewed(reviewed: ReviewedPlan, revision: PlannedRevision, target: Target, loaded: LoadedDefinition): void {
  if (revision.plan.steps.length === 0) return;
  const now = planMeaning(revision.plan);
  const wrongPlace = reviewed.record ? targetProblems(reviewed.record, target, revision) : [];
  if (now.digest === reviewed.digest && wrongPlace.length === 0) return;
  const why: Why = {
    stateMoved: reviewed.serial !== undefined && reviewed.serial !== revision.plan.serial,
    definitionDiffers: reviewed.record ? reviewed.record.definition !== definitionDigest(loaded.files) : undefined,
  };
  const differences = reviewed.objects ? meaningDifferences(reviewed.objects, now.objects) : [];
  const details = [
    ...wrongPlace.map((p) => `the reviewed plan: ${p}`),
    ...differences.map((d) => `${d.object}: ${reason(d, why)}`),
    ...(why.stateMoved ? [`the state serial was ${reviewed.serial} at the review and is ${revision.plan.serial} now`] : []),
    ...(reviewed.objects === undefined && wrongPlace.length === 0
      ? [`meaning digest now ${now.digest}, reviewed ${reviewed.digest}; pass the reviewed plan with --expect-plan FILE to name the objects that differ`]
      : []),
  ];
  const count = differences.length > 0 ? `: ${plural(differences.length, 'object')} differ${differences.length === 1 ? 's' : ''}` : '';
  throw new CliError('plan_not_reviewed', `the plan made now is not the plan that was reviewed (${reviewed.source})${count}`, {
    details,
    hint: 'nothing was applied; plan again where it is reviewed (e.g. re-run the pull request\'s plan job), review that plan, then apply it',
  });
}
