// `apply --expect-digest D | --expect-plan FILE`: the plan made now is applied only when it means
// what was reviewed (its meaning digest equals the reviewed one); otherwise nothing is applied and
// the refusal names the objects that differ and why: the state moved, the definition or a variable.
// A plan comment must also still show what its plan job wrote: its visible body, the record's digest
// of it, and the plan made now rendered by the same renderer all agree, or nothing is applied.
import { readFile } from 'node:fs/promises';
import { isDigest, meaningDifferences, planMeaning, plural, showEnvSources, type MeaningDifference, type Plan } from '@capctl/core';
import type { PlannedRevision } from '@capctl/state';
import { CliError } from './errors.js';
import { bodyDigest, decodeRecord, definitionDigest, planObjects, recordedObjects, recordTarget, visibleBody, type PlanRecord } from './plan-record.js';
import { renderPlan, shownTarget } from './output.js';
import type { LoadedDefinition } from './load-definition.js';
import type { Target } from './target.js';

/** What a check needs of the definition read: its files' texts and where secrets come from, not the definition itself. */
type ReadDefinition = Pick<LoadedDefinition, 'files' | 'envReferences'>;

/** What was reviewed: at least its digest; from a record or a JSON plan, also what to compare. */
export interface ReviewedPlan {
  readonly digest: string;
  /** Where it came from, for messages (`--expect-digest`, or the file). */
  readonly source: string;
  readonly record?: PlanRecord;
  /** Per-object digests (from the record, or computed from a JSON plan's steps). */
  readonly objects?: ReturnType<typeof planObjects>;
  readonly serial?: number;
  /** A plan comment's whole text (with `record`): its visible body must be the plan made now, rendered. */
  readonly comment?: string;
}

export function expectedDigest(digest: string): ReviewedPlan {
  if (!isDigest(digest)) {
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
    return { digest: record.digest, source: file, record, serial: record.serial, comment: text, ...(objects ? { objects } : {}) };
  }
  let value: Partial<Plan> & { meaning_digest?: unknown };
  try {
    value = JSON.parse(text) as typeof value;
  } catch {
    throw unreadable(file, /capctl-plan\b/.test(text)
      ? 'its plan record is missing, damaged or written by an older capctl (a failed plan has none; re-run its plan job)'
      : 'is neither a JSON plan nor a plan comment');
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

/** A line as a refusal quotes it: at most 120 characters, shown as JSON (so quotes and escapes stay visible). */
const quoted = (line: string | undefined): string =>
  line === undefined ? 'nothing (the text ends)' : JSON.stringify(line.length > 120 ? `${line.slice(0, 120)}…` : line);

/** The first line where the comment and the rendering differ, numbered as in the comment (2 hidden lines first). */
function firstDifference(shown: string, rendered: string): string {
  const a = shown.split('\n');
  const b = rendered.split('\n');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return `line ${i + 3}: the comment shows ${quoted(a[i])}, the plan made now shows ${quoted(b[i])}`;
}

/**
 * What is wrong with a plan comment's body: it must hash to the record's `body` (nobody edited it
 * after the plan job) and be what the renderer makes of the plan now (with the same options and
 * the same record line, so the same size budget), which also proves the record's digest honest.
 */
async function bodyProblems(comment: string, record: PlanRecord, revision: PlannedRevision, target: Target, loaded: ReadDefinition): Promise<string[]> {
  const problems: string[] = [];
  const shown = visibleBody(comment);
  if (bodyDigest(comment) !== record.body) {
    problems.push('the comment\'s visible text is not what its plan job wrote (its digest differs from the one in its plan record): it was edited after the plan');
  }
  const plan = showEnvSources(revision.plan, loaded.envReferences ?? []);
  const rendered = visibleBody(await renderPlan(plan, 'markdown', shownTarget(target, revision.lineage), record));
  if (rendered !== shown) problems.push(`the comment does not show the plan made now: ${firstDifference(shown, rendered)}`);
  return problems;
}

/**
 * Refuses (CliError `plan_not_reviewed`, nothing applied) unless the plan made now means what was
 * reviewed, where it was reviewed, and (for a plan comment) the comment shows it as its plan job
 * wrote it. A plan without changes is never refused: it applies nothing.
 */
export async function checkReviewed(reviewed: ReviewedPlan, revision: PlannedRevision, target: Target, loaded: ReadDefinition): Promise<void> {
  if (revision.plan.steps.length === 0) return;
  const now = planMeaning(revision.plan);
  const wrongPlace = reviewed.record ? targetProblems(reviewed.record, target, revision) : [];
  const sameMeaning = now.digest === reviewed.digest && wrongPlace.length === 0;
  const shownWrong = sameMeaning && reviewed.comment !== undefined && reviewed.record !== undefined
    ? await bodyProblems(reviewed.comment, reviewed.record, revision, target, loaded) : [];
  if (sameMeaning && shownWrong.length === 0) return;
  if (sameMeaning) {
    throw new CliError('plan_not_reviewed', `the plan comment (${reviewed.source}) is not the comment its plan job wrote, so what was reviewed is not known`, {
      details: shownWrong,
      hint: 'nothing was applied; re-run the pull request\'s plan job so that its comment shows the plan again, review it, then apply',
    });
  }
  const why: Why = {
    stateMoved: reviewed.serial !== undefined && reviewed.serial !== revision.plan.serial,
    definitionDiffers: reviewed.record ? reviewed.record.definition !== definitionDigest(loaded.files) : undefined,
  };
  const differences = reviewed.objects ? meaningDifferences(reviewed.objects, now.objects) : [];
  const edited = reviewed.comment !== undefined && reviewed.record !== undefined && bodyDigest(reviewed.comment) !== reviewed.record.body;
  const details = [
    ...(edited ? ['the comment\'s visible text was also edited after its plan job wrote it'] : []),
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
