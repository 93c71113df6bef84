// Applies a stored revision in one transaction: lock the org, re-check status and serial, check
// the org's policies (policies/apply-policy-check.ts), refuse breaking steps unless allowed, write
// the new state, bump the serial once, record the revision as applied and notify operators. Any failure rolls back and marks it failed. The
// plan's text is read and parsed once: the lock re-checks status and digest only.
import { refusedBreakingSteps, weakensActionMode, type Actor, type ApplyRequest, type Plan, type PolicyOverride } from '@capctl/core';
import { notFound, ServiceError } from '../http/errors.js';
import { recordRevisionChanges } from '../config/config-changes.js';
import { bumpSerial } from '../config/config-state-repository.js';
import { actorColumn } from '../config/actor-column.js';
import { lockOrg } from '../config/org-lock.js';
import type { Executor } from '../tables/database.js';
import { isDatabaseUnavailable, isTransactionConflict, retryOnConflict } from '../storage/engines/engine-errors.js';
import { createNotificationRepository } from '../notifications/notification-repository.js';
import { applySummaryMarkdown } from './apply-summary.js';
import type { RevisionContext } from './plan-revision.js';
import { createRevisionRepository, type RevisionRecord, type RevisionRepository } from './revision-repository.js';
import { revisionDigest } from './revision-digest.js';
import { overridesColumn } from '../config/override-column.js';
import { checkApplyPolicies, stateForPolicies } from '../policies/apply-policy-check.js';
import { requestedOverrides } from '../policies/policy-overrides.js';
import { changesSince, describeChanges, type Snapshot } from './snapshot.js';
import { writeSteps } from '../config/state-writer.js';

type Outcome =
  | {
    readonly kind: 'applied'; readonly keepState: (() => void) | undefined; readonly at: string; readonly appliedBy: string | null;
    readonly overrides: readonly PolicyOverride[];
  }
  | { readonly kind: 'policy'; readonly error: ServiceError }
  | { readonly kind: 'finished'; readonly status: string }
  | { readonly kind: 'stale'; readonly serial: number }
  | { readonly kind: 'breaking'; readonly variants: readonly string[]; readonly weakened: readonly string[] }
  | { readonly kind: 'digest'; readonly stored: string | null; readonly actual: string; readonly expected: string | undefined };

/** A message for `error_message`: what went wrong in words, never SQL or a stack. */
function failureMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  // SQLite's code names the kind of failure, PostgreSQL's SQLSTATE too (five characters); neither quotes SQL.
  const kind = typeof code === 'string' && /^(SQLITE_[A-Z_]+|[0-9A-Z]{5})$/.test(code) ? ` (${code})` : '';
  return `the steps could not be written to storage${kind}; nothing was changed. Plan the definition again and apply the new revision`;
}

async function staleError(ctx: RevisionContext, row: RevisionRecord, serial: number): Promise<ServiceError> {
  const current = await ctx.configState.load(row.org_id);
  const changes = changesSince(JSON.parse(row.snapshot) as Snapshot, current, ctx.secrets);
  const what = changes.length > 0 ? `changed since the plan: ${describeChanges(changes)}` : 'no object differs now, but the state was changed and changed back';
  return new ServiceError('revision_stale',
    `revision ${row.id} was planned against serial ${row.serial} but the org's config state is at serial ${serial}; ${what}. ` +
    'Plan the definition again and apply the new revision');
}

function refusal(row: RevisionRecord, outcome: Exclude<Outcome, { kind: 'applied' | 'stale' }>): ServiceError {
  if (outcome.kind === 'policy') return outcome.error;
  if (outcome.kind === 'digest') {
    const reviewed = outcome.expected !== undefined && outcome.expected !== outcome.actual
      ? `the digest you reviewed is ${outcome.expected}, but its steps now digest to ${outcome.actual}`
      : `its steps digest to ${outcome.actual}, not to ${outcome.stored ?? 'the digest stored with it'}`;
    return new ServiceError('conflict',
      `revision ${row.id} is not the plan that was stored: ${reviewed}; nothing was applied. Plan the definition again and review the new revision`);
  }
  if (outcome.kind === 'breaking' && outcome.weakened.length > 0) {
    return new ServiceError('breaking_change',
      `revision ${row.id} weakens the compatibility mode of ${outcome.weakened.join(', ')}; ` +
      'a weakened mode is allowed only by naming the action in allow_breaking_variants (allow_breaking=true does not), ' +
      'or keep the action\'s mode');
  }
  if (outcome.kind === 'breaking') {
    return new ServiceError('breaking_change',
      `revision ${row.id} changes the schema of ${outcome.variants.join(', ')} in a breaking way; ` +
      'apply it with allow_breaking=true (or name the variants in allow_breaking_variants) if every producer and consumer is ready, ' +
      'or change the schema so that it keeps the action\'s compatibility mode');
  }
  return new ServiceError('conflict', `revision ${row.id} is ${outcome.status} and cannot be applied again; plan the definition again to get a new revision`);
}

/** The digest a revision was stored with: of its steps as planned, before sealing (and its policy report). */
function unsealedDigest(ctx: RevisionContext, orgId: string, plan: Plan): string {
  return revisionDigest(ctx.secrets?.openPlan(orgId, plan) ?? plan);
}

/** An applied revision: its row as the apply wrote it, without the text, and its plan as parsed from that text. */
export type AppliedRevision = RevisionRecord & { readonly parsedPlan: Plan };

interface PlannedRevision {
  readonly row: RevisionRecord;
  readonly plan: Plan;
}

/**
 * The planned revision with its plan parsed, and the row without the text: the caller holds the
 * plan once, not also as the string it was parsed from.
 */
async function readPlanned(revisions: RevisionRepository, orgId: string, id: string): Promise<PlannedRevision> {
  const found = await revisions.read(orgId, id);
  if (found === undefined) throw notFound('config revision', id);
  if (found.row.status !== 'planned') throw refusal(found.row, { kind: 'finished', status: found.row.status });
  return found;
}

export async function applyRevision(ctx: RevisionContext, orgId: string, id: string, options: ApplyRequest = {}, actor: Actor | null = null): Promise<AppliedRevision> {
  const revisions = createRevisionRepository(ctx.db, ctx.stepsPerPart);
  // Parsed and digested before the write lock is taken (a large plan takes a while); inside the
  // transaction the stored digest must still be this one. The digest is of the unsealed steps;
  // the steps stay sealed for writing: they put sealed header values into the rows as they are.
  const { row, plan } = await readPlanned(revisions, orgId, id);
  const actual = unsealedDigest(ctx, orgId, plan);
  if ((row.digest !== null && row.digest !== actual) || (options.digest !== undefined && options.digest !== actual)) {
    throw refusal(row, { kind: 'digest', stored: row.digest, actual, expected: options.digest });
  }
  const overrides = requestedOverrides(options.overrides);
  const policyState = await stateForPolicies(ctx, orgId, plan);
  const now = () => (ctx.clock?.() ?? new Date()).toISOString();
  let outcome: Outcome;
  try {
    // A deadlock or serialization failure rolled everything back: the transaction runs again.
    outcome = await retryOnConflict(() => ctx.db.transaction().execute(async (trx): Promise<Outcome> => {
      ctx.beforeApplyLock?.(orgId);
      const serial = await lockOrg(trx, orgId);
      // The plan applied is the one read above, whose steps digest to the digest stored (and
      // reviewed): it is refused if that digest changed since. The text is read again only then,
      // to say what the steps digest to now, or for a row stored without a digest.
      const current = await revisions.head(orgId, id, trx);
      if (current?.status !== 'planned') return { kind: 'finished', status: current?.status ?? 'gone' };
      if (current.digest !== row.digest || row.digest === null) {
        const stored = await revisions.read(orgId, id, trx);
        const stepsNow = stored === undefined ? actual : unsealedDigest(ctx, orgId, stored.plan);
        if (current.digest !== row.digest || stepsNow !== actual) return { kind: 'digest', stored: current.digest, actual: stepsNow, expected: options.digest };
      }
      if (serial !== row.serial) {
        await revisions.finish(trx, id, 'stale', now());
        return { kind: 'stale', serial };
      }
      const policies = await checkApplyPolicies(ctx, trx, { orgId, revisionId: id, plan, serial, state: policyState, overrides });
      if (policies.kind === 'refused') return { kind: 'policy', error: policies.error };
      const refused = refusedBreakingSteps(plan, options);
      if (refused.length > 0) {
        return { kind: 'breaking', variants: refused.map((s) => s.variant), weakened: refused.filter(weakensActionMode).map((s) => s.variant) };
      }
      const at = now();
      // The serial is the one planned against, so the state is the one the steps were made from.
      await writeSteps(trx, orgId, plan.steps, at, id);
      const by = actor === null ? null : { ...actor, at };
      await recordRevisionChanges(trx, orgId, id, plan.steps, at, by, policies.overrides);
      const newSerial = await bumpSerial(trx, orgId);
      // The next plan of this org starts from the state just written, not from a reload.
      const keepState = await ctx.configState.carryForward(trx, orgId, serial, newSerial, plan.steps);
      await revisions.finish(trx, id, 'applied', at, undefined, by, policies.overrides);
      await createNotificationRepository(ctx.db).create(orgId, {
        variant: 'general', type: 'internal', channel: 'operator',
        body: { content_type: 'markdown', content: applySummaryMarkdown({ revisionId: id, serial: newSerial, plan }) },
      }, trx);
      return { kind: 'applied', keepState, at, appliedBy: actorColumn(by), overrides: policies.overrides };
    }));
  } catch (error) {
    // Unreachable database: nothing was written (or the commit's fate is unknown), so the
    // revision is not marked failed; the client gets 503 and may apply it again.
    // Nor when it kept losing races with other transactions: nothing was written, it may be applied again (409).
    if (error instanceof ServiceError || isDatabaseUnavailable(error) || isTransactionConflict(error)) throw error;
    const message = failureMessage(error);
    await revisions.finish(ctx.db, id, 'failed', now(), message);
    throw new ServiceError('internal', `applying revision ${id} failed and it is marked failed: ${message}`, { cause: error });
  }
  if (outcome.kind === 'stale') throw await staleError(ctx, row, outcome.serial);
  if (outcome.kind !== 'applied') throw refusal(row, outcome);
  outcome.keepState?.();
  // The row as finish() wrote it, not read back: a read would hold the plan's text again.
  return { ...row, status: 'applied', updated_at: outcome.at, applied_at: outcome.at, applied_by: outcome.appliedBy,
    policy_overrides: overridesColumn(outcome.overrides), parsedPlan: plan };
}
