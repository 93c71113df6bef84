// The one interface the CLI talks to, whatever holds the state: a remote service over HTTP or
// the same service in-process on a local SQLite file. Both implementations pass one contract suite.
import type { Definition, Plan, PlanSummary, State, Step } from '@capctl/core';
import type { TargetDescription } from './errors.js';

export type RevisionStatus = 'planned' | 'applied' | 'failed' | 'stale';

/** A stored config revision as the service returns it; `preview_steps` are masked. */
export interface Revision {
  readonly id: string;
  readonly org_id: string;
  readonly status: RevisionStatus;
  readonly preview_steps: readonly Step[];
  /** Counts of the steps (and of unchanged objects when the service reports them). */
  readonly summary: PlanSummary;
  readonly error_message?: string | null;
  readonly updated_at: string;
  readonly applied_at?: string | null;
}

export interface PlannedRevision {
  readonly revision: Revision;
  /** The plan the revision stores, masked (the service keeps the unmasked one for apply). */
  readonly plan: Plan;
}

export interface RevisionPage {
  readonly items: readonly Revision[];
  /** Pass as `cursor` to get the next page; null on the last one. */
  readonly next_cursor: string | null;
}

export interface ApplyOptions {
  /** Apply even when schema changes are breaking (the service refuses them otherwise). */
  readonly allowBreaking?: boolean;
  /** Apply the breaking schema changes of these action variants only. */
  readonly allowBreakingVariants?: readonly string[];
}

export interface ListOptions {
  readonly limit?: number;
  readonly cursor?: string;
  /** Only revisions with this status (as shown: a planned revision of an older serial is stale). */
  readonly status?: RevisionStatus;
}

/** Which stale and failed revisions to delete; neither field: the service's own retention setting. */
export interface PruneOptions {
  /** Keep the newest this many. */
  readonly keep?: number;
  /** Delete those older than this. */
  readonly olderThanSeconds?: number;
}

export interface PruneResult {
  readonly deleted: number;
  /** The policy the service used. */
  readonly keep: number | null;
  readonly older_than_seconds: number | null;
}

export interface StateAdapter {
  /** Where the state lives, for messages and saved plans. */
  readonly target: TargetDescription;
  /** The whole config state of the org and its serial. */
  readState(): Promise<State>;
  /** Plans the definition against the current state and stores it as a `planned` revision. */
  planRevision(definition: Definition): Promise<PlannedRevision>;
  /** Applies a planned revision in one transaction; refused when stale or breaking. */
  applyRevision(id: string, options?: ApplyOptions): Promise<Revision>;
  /** Revisions, newest first. */
  listRevisions(options?: ListOptions): Promise<RevisionPage>;
  getRevision(id: string): Promise<Revision>;
  /** Deletes stale and failed revisions by count or age; applied ones are always kept. */
  pruneRevisions(options?: PruneOptions): Promise<PruneResult>;
  /** Releases connections and files; the adapter is unusable afterwards. */
  close(): Promise<void>;
}
