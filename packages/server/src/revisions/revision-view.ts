// A stored revision as the config service answers it (core's Revision, its plan as one object):
// steps masked, the status as it reads now, the digest stored or recomputed. Built here once;
// the routes put it on the wire with core's codec (core/src/wire/revision-codec.ts).
import { maskPlan, PLAN_FORMAT_VERSION, type Plan, type Revision, type UnstoredPlan } from '@capctl/core';
import { readActor } from '../config/actor-column.js';
import { readOverrides } from '../config/override-column.js';
import { revisionDigest } from './revision-digest.js';
import type { RevisionRecord } from './revision-repository.js';
import type { RevisionStatus } from '../tables/database.js';

export interface RevisionViewOptions {
  /** The row's plan, parsed (the repository never hands out its whole text). */
  readonly plan: Plan;
  readonly currentSerial?: number;
  /** The database's lineage id. */
  readonly lineage: string;
  /**
   * Digest the steps as read now instead of giving the stored digest: for one revision, which a
   * client reads to decide whether to apply it (a changed row then shows). Costs a pass over the steps.
   */
  readonly recomputeDigest?: boolean;
}

/**
 * The plan an answer carries: `steps` as given (masked), with the partial marks of a targeted plan
 * and the policy report as stored (made over masked values: it holds no secret).
 */
function answerPlan(serial: number, plan: Plan, steps: Plan['steps']): Plan {
  return {
    format_version: PLAN_FORMAT_VERSION,
    serial,
    steps,
    summary: plan.summary,
    diagnostics: plan.diagnostics,
    ...(plan.partial === true ? { partial: true as const, targets: plan.targets ?? [] } : {}),
    ...(plan.policy === undefined ? {} : { policy: plan.policy }),
  };
}

/** The answer to a plan with no changes: the plan, with no id, since nothing was stored. */
export function unstoredPlanOf(orgId: string, plan: Plan, lineage: string): UnstoredPlan {
  return { id: null, org_id: orgId, status: 'no_changes', plan: answerPlan(plan.serial, plan, []), lineage, digest: revisionDigest(plan) };
}

/**
 * A planned revision whose serial the org has moved past can no longer be applied: it reads as
 * `stale` before anyone tries (apply then records it so).
 */
export function effectiveStatus(row: RevisionRecord, currentSerial: number | undefined): RevisionStatus {
  return row.status === 'planned' && currentSerial !== undefined && currentSerial !== row.serial ? 'stale' : row.status;
}

/**
 * The revision of a row, with the digest stored when it was planned, or with `recomputeDigest`
 * the digest of the steps as read now (what apply would check them against).
 */
export function revisionOf(row: RevisionRecord, options: RevisionViewOptions): Revision {
  const { plan } = options;
  return {
    id: row.id,
    org_id: row.org_id,
    status: effectiveStatus(row, options.currentSerial),
    plan: answerPlan(row.serial, plan, maskPlan(plan).steps),
    error_message: row.error_message,
    updated_at: row.updated_at,
    applied_at: row.applied_at,
    lineage: options.lineage,
    digest: options.recomputeDigest === true || row.digest === null ? revisionDigest(plan) : row.digest,
    planned_by: readActor(row.planned_by),
    applied_by: readActor(row.applied_by),
    message: row.message,
    overrides: readOverrides(row.policy_overrides),
  };
}
