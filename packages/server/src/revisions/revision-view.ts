// The Config revision as the API returns it: endpoint 6's fields (docs/service.md), plus serial,
// summary, diagnostics, the database's lineage and the digest of the plan. Steps are always masked.
import { maskPlan, type Actor, type Diagnostic, type Plan, type PlanSummary, type Step } from '@capctl/core';
import { readActor } from '../config/actor-column.js';
import { stepsDigest } from './revision-digest.js';
import type { RevisionRow } from './revision-repository.js';
import type { RevisionStatus } from '../migrations/database.js';

export interface ConfigRevision {
  readonly id: string;
  readonly org_id: string;
  readonly preview_steps: readonly Step[];
  readonly status: RevisionStatus;
  readonly error_message?: string;
  readonly updated_at: string;
  readonly applied_at?: string;
  readonly serial: number;
  readonly summary: PlanSummary;
  readonly diagnostics: readonly Diagnostic[];
  readonly lineage?: string;
  readonly digest: string;
  /** Who planned and who applied it; null when unknown (before migration 0090, or not applied yet). */
  readonly planned_by: Actor | null;
  readonly applied_by: Actor | null;
  readonly message: string | null;
}

export interface RevisionViewOptions {
  /** The parsed row plan, when the caller has it. */
  readonly plan?: Plan;
  readonly currentSerial?: number;
  /** The database's lineage id. */
  readonly lineage?: string;
  /**
   * Digest the steps as read now instead of giving the stored digest: for one revision, which a
   * client reads to decide whether to apply it (a changed row then shows). Costs a pass over the steps.
   */
  readonly recomputeDigest?: boolean;
}

/** The answer to a plan with no changes: the plan, with no id, since nothing was stored. */
export interface UnstoredPlan {
  readonly id: null;
  readonly org_id: string;
  readonly preview_steps: readonly Step[];
  readonly status: 'no_changes';
  readonly serial: number;
  readonly summary: PlanSummary;
  readonly diagnostics: readonly Diagnostic[];
  readonly lineage?: string;
  readonly digest: string;
}

export function toUnstoredPlan(orgId: string, plan: Plan, lineage: string | undefined): UnstoredPlan {
  return {
    id: null,
    org_id: orgId,
    preview_steps: [],
    status: 'no_changes',
    serial: plan.serial,
    summary: plan.summary,
    diagnostics: plan.diagnostics,
    ...(lineage === undefined ? {} : { lineage }),
    digest: stepsDigest(plan.steps),
  };
}

/**
 * A planned revision whose serial the org has moved past can no longer be applied: it reads as
 * `stale` before anyone tries (apply then records it so).
 */
export function effectiveStatus(row: RevisionRow, currentSerial: number | undefined): RevisionStatus {
  return row.status === 'planned' && currentSerial !== undefined && currentSerial !== row.serial ? 'stale' : row.status;
}

/**
 * The response object of a stored revision, with the digest stored when it was planned, or with
 * `recomputeDigest` the digest of the steps as read now (what apply would check them against).
 */
export function toConfigRevision(row: RevisionRow, options: RevisionViewOptions = {}): ConfigRevision {
  const plan = options.plan ?? (JSON.parse(row.plan) as Plan);
  const masked = maskPlan(plan);
  return {
    id: row.id,
    org_id: row.org_id,
    preview_steps: masked.steps,
    status: effectiveStatus(row, options.currentSerial),
    ...(row.error_message === null ? {} : { error_message: row.error_message }),
    updated_at: row.updated_at,
    ...(row.applied_at === null ? {} : { applied_at: row.applied_at }),
    serial: row.serial,
    summary: plan.summary,
    diagnostics: plan.diagnostics,
    ...(options.lineage === undefined ? {} : { lineage: options.lineage }),
    digest: options.recomputeDigest === true || row.digest === null ? stepsDigest(plan.steps) : row.digest,
    planned_by: readActor(row.planned_by),
    applied_by: readActor(row.applied_by),
    message: row.message,
  };
}
