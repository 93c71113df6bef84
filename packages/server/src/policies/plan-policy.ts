// The org's policies evaluated over a plan: the report a revision stores (core's PlanPolicy), made
// at plan-and-store and made again inside an apply's transaction. An org that never pushed a set
// gets no report, and the policy engine is not loaded for it.
import type { Plan, PlanPolicy, State } from '@capctl/core';
import type { PolicyReport } from '@capctl/core/policy';
import type { Db, Executor } from '../tables/database.js';
import { compiledPolicySet } from './compiled-sets.js';
import { createPolicySetRepository, type PolicySetRecord } from './policy-set-repository.js';

/** The set in force for `orgId` (read with `executor`, e.g. an apply's transaction), or undefined for none. */
export function policySetInForce(db: Db, orgId: string, executor?: Executor): Promise<PolicySetRecord | undefined> {
  return createPolicySetRepository(db).current(orgId, executor);
}

/**
 * A stored set that no longer compiles (the engine changed since it was pushed) is an error in
 * the report, never a pass: the apply refuses until a set that compiles is pushed.
 */
function uncompiled(set: PolicySetRecord, problem: string): PolicyReport {
  return {
    results: [],
    errors: [{
      policy: `policy set version ${set.version}`, enforcement: 'mandatory', subject: 'plan', code: 'policy_eval_error',
      message: `the org's policy set version ${set.version} does not compile: ${problem}`,
    }],
  };
}

/** The report of `set` over `plan`, made against `state` (policies see masked values only). */
export async function evaluateSet(set: PolicySetRecord, plan: Plan, state: State): Promise<PlanPolicy> {
  const compilation = await compiledPolicySet(set.digest, set.files);
  const ref = { version: set.version, digest: set.digest };
  if (compilation.set === undefined) {
    const first = compilation.diagnostics.find((d) => d.severity === 'error');
    return { set: ref, ...uncompiled(set, first === undefined ? 'no policies' : `${first.file ?? ''}:${first.line ?? 1}:${first.column ?? 1}: ${first.message}`) };
  }
  // Loaded as compiled-sets.ts loads the compiler: only for an org that has policies.
  const { evaluatePolicies } = await import('@capctl/core/policy');
  const report = evaluatePolicies(compilation.set, plan, state);
  return { set: ref, results: report.results, errors: report.errors };
}

/** The plan with the org's policy report (`policy`), or the plan as it is when the org has no policy set. */
export async function withPolicyReport(db: Db, orgId: string, plan: Plan, state: State): Promise<Plan> {
  const set = await policySetInForce(db, orgId);
  if (set === undefined) return plan;
  return { ...plan, policy: await evaluateSet(set, plan, state) };
}
