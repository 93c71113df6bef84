// The one interface the CLI talks to, whatever holds the state: a remote service over HTTP or
// the same service in-process on a local SQLite file. Both implementations pass one contract suite.
import type {
  ActionHistory, StoredActionVersion as ActionVersion, ConfigState, Credential, CredentialChange, Definition, NewCredential, ObjectTarget, PlannedRevision, PruneResult,
  Revision, RevisionPage, RevisionStatus,
} from '@capctl/core';
import type { TargetDescription } from './errors.js';

// The objects the adapter answers are the service's own (core's use-case types): both adapters
// hand them over as the service made them.
export type { StoredActionVersion as ActionVersion } from '@capctl/core';
export type {
  ActionHistory, ConfigState, Credential, CredentialChange, CredentialSecret, NewCredential, PlannedRevision, PruneResult,
  Revision, RevisionPage, RevisionStatus, UnstoredPlan,
} from '@capctl/core';

export interface ApplyOptions {
  /** Apply even when schema changes are breaking (the service refuses them otherwise). */
  readonly allowBreaking?: boolean;
  /** The digest the user reviewed: the service applies the revision only if its steps still match it. */
  readonly digest?: string;
  /** Apply the breaking schema changes of these action variants only. */
  readonly allowBreakingVariants?: readonly string[];
}

export interface PlanRevisionOptions {
  /** Plan only these objects and what they depend on (`--target`); none: the whole definition. */
  readonly targets?: readonly ObjectTarget[];
  /** Why the change is made (`capctl plan --message`, a pull request's title and number). */
  readonly message?: string;
}

export interface ListOptions {
  readonly limit?: number;
  readonly cursor?: string;
  /** Only revisions with this status, or any of these (as shown: a planned revision of an older serial is stale). */
  readonly status?: RevisionStatus | readonly RevisionStatus[];
}

/** Which stale and failed revisions to delete; neither field: the service's own retention setting. */
export interface PruneOptions {
  /** Keep the newest this many. */
  readonly keep?: number;
  /** Delete those older than this. */
  readonly olderThanSeconds?: number;
}

export interface StateAdapter {
  /** Where the state lives, for messages and saved plans. */
  readonly target: TargetDescription;
  /** The whole config state of the org and its serial. */
  readState(): Promise<ConfigState>;
  /**
   * Plans the definition against the current state and stores it as a `planned` revision (a plan
   * with no changes is not stored). With `targets`, only those objects and what they depend on
   * are planned, where the state is: the plan is marked partial.
   */
  planRevision(definition: Definition, options?: PlanRevisionOptions): Promise<PlannedRevision>;
  /** Applies a planned revision in one transaction; refused when stale or breaking. */
  applyRevision(id: string, options?: ApplyOptions): Promise<Revision>;
  /** Revisions, newest first. */
  listRevisions(options?: ListOptions): Promise<RevisionPage>;
  getRevision(id: string): Promise<Revision>;
  /** Creates a credential; the secret is sent once and never returned. */
  createCredential(input: NewCredential): Promise<Credential>;
  /** The org's credentials, sorted by label, without secrets. */
  listCredentials(): Promise<Credential[]>;
  updateCredential(id: string, change: CredentialChange): Promise<Credential>;
  /** Soft-deletes a credential; a `conflict` naming the objects of the state that still use it. */
  deleteCredential(id: string): Promise<Credential>;
  /** Deletes stale and failed revisions by count or age; applied ones are always kept. */
  pruneRevisions(options?: PruneOptions): Promise<PruneResult>;
  /** Every stored version of the action `variant`'s schema; `not_found` when the org never had it. */
  listActionVersions(variant: string): Promise<ActionHistory>;
  /** One stored version; `not_found` when the action or the version does not exist. */
  getActionVersion(variant: string, version: number): Promise<ActionVersion>;
  /** Releases connections and files; the adapter is unusable afterwards. */
  close(): Promise<void>;
}
