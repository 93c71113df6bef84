// A revision on the wire (openapi.yaml ConfigRevision / UnstoredPlan) and back: the plan's parts
// are members of the revision there. The one codec of the revision answers: the routes encode
// with it, the HTTP state adapter decodes with it; both sides hold the plan as one object.
import type { PolicyOverride } from '../policy/policy-verdict.js';
import type { PlanPolicy } from '../policy/policy.js';
import type { PlannedRevision, Revision, RevisionPage, RevisionStatus, UnstoredPlan } from '../service.js';
import { PLAN_FORMAT_VERSION, type Actor, type Diagnostic, type Plan, type PlanSummary, type Step } from '../types.js';

/** The members every planned answer carries on the wire: the plan, spread out. */
interface WirePlanMembers {
  readonly org_id: string;
  readonly preview_steps: readonly Step[];
  readonly serial: number;
  readonly lineage?: string;
  readonly digest: string;
  readonly summary: PlanSummary;
  readonly diagnostics: readonly Diagnostic[];
  readonly partial?: true;
  readonly targets?: readonly string[];
  /** The org's policies evaluated over the plan; absent when none were consulted. */
  readonly policy?: PlanPolicy;
}

/** openapi.yaml ConfigRevision. */
export interface WireRevision extends WirePlanMembers {
  readonly id: string;
  readonly status: RevisionStatus;
  readonly error_message?: string;
  readonly updated_at: string;
  readonly applied_at?: string;
  /** Absent from a service older than the audit fields. */
  readonly planned_by?: Actor | null;
  readonly applied_by?: Actor | null;
  readonly message?: string | null;
  /** Always sent; absent from a service older than policies. */
  readonly overrides?: readonly PolicyOverride[];
}

/** openapi.yaml UnstoredPlan: a plan with no changes, not stored. */
export interface WireUnstoredPlan extends WirePlanMembers {
  readonly id: null;
  readonly status: 'no_changes';
}

export interface WireRevisionPage {
  readonly items: readonly WireRevision[];
  readonly next_cursor: string | null;
}

function planMembers(answer: PlannedRevision): WirePlanMembers {
  const { plan } = answer;
  return {
    org_id: answer.org_id,
    preview_steps: plan.steps,
    serial: plan.serial,
    lineage: answer.lineage,
    digest: answer.digest,
    summary: plan.summary,
    diagnostics: plan.diagnostics,
    ...(plan.partial === true ? { partial: true as const, targets: plan.targets ?? [] } : {}),
    ...(plan.policy === undefined ? {} : { policy: plan.policy }),
  };
}

export function encodeRevision(revision: Revision): WireRevision {
  return {
    id: revision.id,
    status: revision.status,
    ...planMembers(revision),
    ...(revision.error_message === null || revision.error_message === undefined ? {} : { error_message: revision.error_message }),
    updated_at: revision.updated_at,
    ...(revision.applied_at === null || revision.applied_at === undefined ? {} : { applied_at: revision.applied_at }),
    planned_by: revision.planned_by,
    applied_by: revision.applied_by,
    message: revision.message,
    overrides: revision.overrides.map(({ policy, reason }) => ({ policy, reason })),
  };
}

export function encodePlanned(answer: PlannedRevision): WireRevision | WireUnstoredPlan {
  return answer.id === null ? { id: null, status: 'no_changes', ...planMembers(answer) } : encodeRevision(answer);
}

export function encodeRevisionPage(page: RevisionPage): WireRevisionPage {
  return { items: page.items.map(encodeRevision), next_cursor: page.next_cursor };
}

function planOf(wire: WireRevision | WireUnstoredPlan): Plan {
  return {
    format_version: PLAN_FORMAT_VERSION,
    serial: wire.serial,
    steps: wire.preview_steps,
    summary: wire.summary,
    diagnostics: wire.diagnostics,
    ...(wire.partial === true ? { partial: true as const, targets: wire.targets ?? [] } : {}),
    ...(wire.policy === undefined || wire.policy === null ? {} : { policy: wire.policy }),
  };
}

export function decodeRevision(wire: WireRevision): Revision {
  return {
    id: wire.id,
    org_id: wire.org_id,
    status: wire.status,
    plan: planOf(wire),
    error_message: wire.error_message ?? null,
    updated_at: wire.updated_at,
    applied_at: wire.applied_at ?? null,
    lineage: wire.lineage ?? '',
    digest: wire.digest,
    // Absent from a service older than the audit fields: unknown, as for revisions stored before them.
    planned_by: wire.planned_by ?? null,
    applied_by: wire.applied_by ?? null,
    message: wire.message ?? null,
    // Absent from a service older than policies: nothing was overridden there.
    overrides: (wire.overrides ?? []).map(({ policy, reason }) => ({ policy, reason })),
  };
}

export function decodePlanned(wire: WireRevision | WireUnstoredPlan): PlannedRevision {
  if (wire.id !== null) return decodeRevision(wire as WireRevision);
  const unstored: UnstoredPlan = { id: null, org_id: wire.org_id, status: 'no_changes', plan: planOf(wire), lineage: wire.lineage ?? '', digest: wire.digest };
  return unstored;
}

export function decodeRevisionPage(wire: WireRevisionPage): RevisionPage {
  return { items: wire.items.map(decodeRevision), next_cursor: wire.next_cursor ?? null };
}
