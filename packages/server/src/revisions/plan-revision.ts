// Endpoint 6 as a use case: validate the definition, plan it against the org's state with ids
// for created objects, and store the revision with the serial and a snapshot of that state; a
// plan with no changes is answered, not stored, so the history holds only changes.
import { randomUUID } from 'node:crypto';
import {
  actionSchemaDiagnostics, hasErrors, isError, plan, targetProblems, targetText, transitiveActionIds, UNKNOWN_TARGET, validateDefinition,
  type Actor, type Definition, type Diagnostic, type ObjectTarget, type Plan, type PlanOptions, type State,
} from '@capctl/core';
import { createActionVersionRepository } from '../action-versions/action-version-repository.js';
import type { HeaderSeal } from '../crypto/header-seal.js';
import type { ApiError } from '../http/envelope.js';
import { ServiceError } from '../http/errors.js';
import type { Db } from '../tables/database.js';
import type { ConfigStateRepository } from '../config/config-state-repository.js';
import { withPolicyReport } from '../policies/plan-policy.js';
import { revisionDigest } from './revision-digest.js';
import { createRevisionRepository, type RevisionRecord } from './revision-repository.js';
import { takeSnapshot } from './snapshot.js';

export interface RevisionContext {
  readonly db: Db;
  readonly configState: ConfigStateRepository;
  readonly clock?: () => Date;
  /** Called inside an apply's transaction just before it takes the org's write lock (tests use it as a barrier). */
  readonly beforeApplyLock?: (orgId: string) => void;
  /** Seals sensitive header values in the stored plan and snapshot; required wherever a key exists. */
  readonly secrets?: HeaderSeal;
  /** Steps per stored part of a large plan (stored-plan.ts); tests make it small. */
  readonly stepsPerPart?: number;
}

/** Who plans, and why: stored with the revision. */
export interface PlanAuthor {
  readonly actor: Actor | null;
  /** `capctl plan --message`, or a pull request's title and number. */
  readonly message?: string | null;
}

export interface PlannedRevision {
  /**
   * The stored revision, without its plan's text (the plan is `plan`); undefined for a plan with
   * no changes, which is answered and not stored.
   */
  readonly row: RevisionRecord | undefined;
  readonly plan: Plan;
}

/**
 * One envelope entry per error diagnostic, structured as the diagnostic is: its code, its
 * message, and its pointer into the request body, so clients place it without parsing text.
 */
export function diagnosticEntries(diagnostics: readonly Diagnostic[]): ApiError[] {
  return diagnostics.filter(isError).map((d) => ({ code: d.code, message: d.message, pointer: `/definition${d.pointer}` }));
}

/** The 400 for a definition that cannot be planned: every problem at once, through the one error handler. */
function definitionRejected(diagnostics: readonly Diagnostic[]): ServiceError {
  const entries = diagnosticEntries(diagnostics);
  return new ServiceError('invalid_request', `the definition has ${entries.length} problem${entries.length === 1 ? '' : 's'}; fix them and plan again`, { entries });
}

/** The 400 for targets that name nothing: one entry per target, at its place in the request's `targets`. */
function targetsRejected(definition: Definition, state: State, targets: readonly ObjectTarget[]): ServiceError | undefined {
  const problems = targetProblems(targets, definition, state);
  if (problems.length === 0) return undefined;
  const entries = problems.map((p) => ({ code: UNKNOWN_TARGET, message: `${targetText(p.target)}: ${p.problem}`, hint: p.hint, pointer: `/targets/${p.index}` }));
  return new ServiceError('invalid_request', `${entries.length} target${entries.length === 1 ? '' : 's'} name nothing to plan; fix them and plan again`, { entries });
}

// Nothing is checked as JSON Schema before planning: see `checkedPlan`.
const NO_SCHEMAS = (): boolean => false;

/**
 * The plan of a valid definition, with the JSON Schema check of its action schemas done the
 * cheap way round: after planning, and only for the actions the plan creates or updates. An
 * action without a step keeps its stored schema, which was checked when it was stored, so
 * re-checking it (most of a large definition) would find nothing new.
 */
function checkedPlan(definition: Definition, state: State, options: Pick<PlanOptions, 'earlierSchemas' | 'targets'>): Plan {
  // The planner compares any JSON as schemas (a property test holds it to that), so a broken
  // schema reaches the check below, not an exception.
  const planned = plan(definition, state, { assignId: () => randomUUID(), ...options });
  const written = new Set(planned.steps.filter((s) => s.kind === 'action' && s.op !== 'delete').map((s) => s.name));
  const problems = written.size === 0 ? [] : actionSchemaDiagnostics(definition, (variant) => written.has(variant));
  if (problems.some(isError)) throw definitionRejected(problems);
  if (hasErrors(planned)) throw definitionRejected(planned.diagnostics);
  return planned;
}

/**
 * Plans and stores a revision (none for a plan with no changes). Invalid definitions and plans with error diagnostics (a
 * protected delete, an unknown credential) store nothing and throw their diagnostics.
 */
export async function planRevision(
  ctx: RevisionContext, orgId: string, definition: unknown, createdBy: string | null,
  author: PlanAuthor = { actor: null }, targets?: readonly ObjectTarget[],
): Promise<PlannedRevision> {
  // An invalid definition is reported whole: every problem, its action schemas' too.
  if (validateDefinition(definition, { schemasOf: NO_SCHEMAS }).some(isError)) throw definitionRejected(validateDefinition(definition));
  const state = await ctx.configState.load(orgId);
  const unknown = targets === undefined ? undefined : targetsRejected(definition as Definition, state, targets);
  if (unknown !== undefined) throw unknown;
  // Earlier versions' schemas are read only for the actions whose desired mode is transitive.
  const transitive = transitiveActionIds(definition as Definition, state);
  const earlierSchemas = transitive.length === 0 ? undefined : await createActionVersionRepository(ctx.db).schemasOf(orgId, transitive);
  const checked = checkedPlan(definition as Definition, state, { earlierSchemas, ...(targets === undefined ? {} : { targets }) });
  // The org's policies over the plan (none for an org without a set): stored with it, and answered
  // even when there is nothing to store, since plan- and object-scope policies flag the state too.
  const planned = await withPolicyReport(ctx.db, orgId, checked, state);
  // Nothing to apply: a stored revision would only bury the ones that change something.
  if (planned.steps.length === 0) return { row: undefined, plan: planned };
  const at = (ctx.clock?.() ?? new Date()).toISOString();
  // Hashed a step at a time (revision-digest.ts): no whole canonical JSON of the steps is made.
  const digest = revisionDigest(planned);
  const snapshot = JSON.stringify(takeSnapshot(state, ctx.secrets));
  // The plan's text is made a part at a time as it is written (stored-plan.ts), never whole: the
  // answer is made from `planned`.
  const row = await createRevisionRepository(ctx.db, ctx.stepsPerPart).insert({
    orgId,
    serial: state.serial,
    // Sealed at rest: a stored plan holds no sensitive header value in the clear, applied or not.
    plan: ctx.secrets?.sealPlan(orgId, planned) ?? planned,
    digest,
    snapshot,
    createdBy,
    plannedBy: author.actor === null ? null : { ...author.actor, at },
    message: author.message ?? null,
  }, at);
  return { row, plan: planned };
}
