// The org's policies at apply, inside the apply's transaction (after the org's write lock and the
// serial check): the set in force is evaluated again over the stored plan and the state it was
// made against; a report that differs from the stored one refuses (conflict), then the verdict
// with the request's overrides decides (policy_violation), and the overrides used are returned to
// be recorded with the revision.
import { stableStringify, type JsonValue, type Plan, type PlanPolicy, type PolicyOverride, type ServiceError, type State } from '@capctl/core';
import type { HeaderSeal } from '../crypto/header-seal.js';
import { createConfigStateRepository, type ConfigStateRepository } from '../config/config-state-repository.js';
import type { Db, Executor } from '../tables/database.js';
import { evaluateSet, policySetInForce } from './plan-policy.js';
import { checkOverridesAgainst } from './policy-overrides.js';
import { policiesChanged, policyViolation } from './policy-refusals.js';

export type PolicyCheck =
  | { readonly kind: 'pass'; readonly overrides: readonly PolicyOverride[] }
  | { readonly kind: 'refused'; readonly error: ServiceError };

export interface PolicyCheckContext {
  readonly db: Db;
  readonly configState: ConfigStateRepository;
  readonly secrets?: HeaderSeal;
}

/**
 * The state policies are evaluated against at apply, read before the transaction (from the cache,
 * not under the lock) when the plan has a report or the org a set; undefined otherwise.
 */
export async function stateForPolicies(ctx: PolicyCheckContext, orgId: string, plan: Plan): Promise<State | undefined> {
  if (plan.policy === undefined && (await policySetInForce(ctx.db, orgId)) === undefined) return undefined;
  return ctx.configState.load(orgId);
}

/** The state at `serial`: the one read before the lock when it is at that serial, else read in the transaction. */
function stateAt(ctx: PolicyCheckContext, trx: Executor, orgId: string, serial: number, before: State | undefined): Promise<State> {
  if (before?.serial === serial) return Promise.resolve(before);
  // A set was pushed between that read and the lock: the transaction reads it (never the pool:
  // SQLite has one connection, held by this transaction).
  return createConfigStateRepository(trx, ctx.secrets).load(orgId);
}

const outcomeOf = (report: PlanPolicy | undefined): string =>
  stableStringify({ results: report?.results ?? [], errors: report?.errors ?? [] } as unknown as JsonValue);

export interface ApplyPolicyInput {
  readonly orgId: string;
  readonly revisionId: string;
  /** The stored plan (its values sealed as stored) with the report stored with it. */
  readonly plan: Plan;
  /** The serial the org's write lock read: the plan's own. */
  readonly serial: number;
  /** From stateForPolicies. */
  readonly state: State | undefined;
  /** Already checked in shape (requestedOverrides). */
  readonly overrides: readonly PolicyOverride[];
}

/** Call inside the apply's transaction, after the lock and the serial check. Writes nothing. */
export async function checkApplyPolicies(ctx: PolicyCheckContext, trx: Executor, input: ApplyPolicyInput): Promise<PolicyCheck> {
  const { orgId, revisionId, plan, overrides } = input;
  const stored = plan.policy;
  const set = await policySetInForce(ctx.db, orgId, trx);
  const now = set === undefined
    ? undefined
    // Over the plan as it was evaluated when stored: values opened (policies see them masked).
    : await evaluateSet(set, ctx.secrets?.openPlan(orgId, plan) ?? plan, await stateAt(ctx, trx, orgId, input.serial, input.state));
  // Another set with the same results changes nothing the plan's reviewers saw.
  if (outcomeOf(stored) !== outcomeOf(now)) return { kind: 'refused', error: policiesChanged(revisionId, stored, now) };
  try {
    checkOverridesAgainst(now, overrides);
  } catch (error) {
    return { kind: 'refused', error: error as ServiceError };
  }
  if (now === undefined) return { kind: 'pass', overrides: [] };
  const { policyVerdict } = await import('@capctl/core/policy');
  const verdict = policyVerdict(now, overrides);
  if (verdict.kind === 'refused') return { kind: 'refused', error: policyViolation(revisionId, now.set, verdict.blocking, verdict.errors) };
  return { kind: 'pass', overrides };
}
