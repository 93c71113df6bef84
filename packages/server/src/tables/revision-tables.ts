// The stored config revisions (migrations 0011, 0021, 0110): the unmasked plan that apply executes,
// the serial and state snapshot it was planned against, and its status.

export type RevisionStatus = 'planned' | 'applied' | 'failed' | 'stale';

export interface ConfigRevisionsTable {
  /** The decimal string of `seq`: short ids that sort like the list does. */
  id: string;
  seq: number;
  org_id: string;
  status: RevisionStatus;
  /** The state serial the plan was made against. */
  serial: number;
  /** JSON of the core Plan, sensitive header values sealed: apply executes it, responses mask it. */
  plan: string;
  /** JSON of the state Snapshot, to name what changed when the revision is stale. */
  snapshot: string;
  error_message: string | null;
  /** stepsDigest of the unsealed steps of `plan`, taken when the revision was stored (migration 0021 added it). */
  digest: string | null;
  created_by: string | null;
  /** JSON of core's Actor who planned it; null before migration 0090 (unknown actor). */
  planned_by: string | null;
  /** JSON of core's Actor who applied it; null until applied, and before migration 0090. */
  applied_by: string | null;
  /** Why the change was made, as the planner said (`capctl plan --message`, a pull request's title). */
  message: string | null;
  created_at: string;
  updated_at: string;
  applied_at: string | null;
  /** JSON of core's PolicyOverride list the apply used; null when none (and before migration 0100). */
  policy_overrides: string | null;
  /**
   * How many rows of config_revision_steps hold the steps (migration 0110), `plan` then holding
   * the plan with no steps; null when `plan` holds them all (a small plan, and every earlier row).
   */
  step_parts: number | null;
}

/** A part of a large plan's steps (migration 0110): parts in order, concatenated, are the plan's steps. */
export interface ConfigRevisionStepsTable {
  revision_id: string;
  /** 0, 1, ...: the part's place. */
  part: number;
  /** JSON array of the part's steps, sealed as `plan` is. */
  steps: string;
}

/** One pushed version of an org's policy set (migration 0100); the highest version is in force. */
export interface PolicySetsTable {
  org_id: string;
  version: number;
  /** policySetDigest of `files`. */
  digest: string;
  /** JSON of core's PolicyFile list, sorted by path: the files as pushed. */
  files: string;
  pushed_at: string;
  /** JSON of core's Actor who pushed it; null when unknown. */
  pushed_by: string | null;
  message: string | null;
}
