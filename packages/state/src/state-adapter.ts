// The one interface the CLI talks to, whatever holds the state: a remote service over HTTP or
// the same service in-process on a local SQLite file. Both implementations pass one contract suite.
import type { Actor, Definition, JsonValue, Plan, State } from '@capctl/core';
import type { TargetDescription } from './errors.js';

export type RevisionStatus = 'planned' | 'applied' | 'failed' | 'stale';

/**
 * A stored config revision as the service returns it, with its plan (steps masked) as one
 * object: the service builds the plan once, and callers ask it rather than re-derive it.
 */
export interface Revision {
  readonly id: string;
  readonly org_id: string;
  readonly status: RevisionStatus;
  /** What the revision stores: its serial, masked steps, summary and diagnostics. */
  readonly plan: Plan;
  readonly error_message?: string | null;
  readonly updated_at: string;
  readonly applied_at?: string | null;
  /** The lineage id of the database that stores the revision (made once, when it was created). */
  readonly lineage: string;
  /** SHA-256 (hex) of the canonical JSON of the unmasked steps, as stored now. */
  readonly digest: string;
  /** Who planned it and who applied it; null when unknown (stored before this was recorded, or not applied). */
  readonly planned_by: Actor | null;
  readonly applied_by: Actor | null;
  /** Why the change was made, as the planner said; null for none. */
  readonly message: string | null;
}

/** What a plan is stored with besides the definition. */
export interface PlanRevisionOptions {
  /** Why the change is made (`capctl plan --message`, a pull request's title and number). */
  readonly message?: string;
}

/**
 * The answer to a plan with no changes: the service does not store it (so the history holds only
 * changes), so it has no id and nothing to apply; its plan has no steps and counts the unchanged.
 */
export interface UnstoredPlan {
  readonly id: null;
  readonly org_id: string;
  readonly status: 'no_changes';
  readonly plan: Plan;
  readonly lineage: string;
  readonly digest: string;
}

/** What planning answers: a stored revision, or a plan with no changes that was not stored. */
export type PlannedRevision = Revision | UnstoredPlan;

/** The config state of the org, with the lineage id of the database that holds it. */
export interface ConfigState extends State {
  readonly lineage: string;
}

export interface RevisionPage {
  readonly items: readonly Revision[];
  /** Pass as `cursor` to get the next page; null on the last one. */
  readonly next_cursor: string | null;
}

export interface ApplyOptions {
  /** Apply even when schema changes are breaking (the service refuses them otherwise). */
  readonly allowBreaking?: boolean;
  /** The digest the user reviewed: the service applies the revision only if its steps still match it. */
  readonly digest?: string;
  /** Apply the breaking schema changes of these action variants only. */
  readonly allowBreakingVariants?: readonly string[];
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

export interface PruneResult {
  readonly deleted: number;
  /** The policy the service used. */
  readonly keep: number | null;
  readonly older_than_seconds: number | null;
}

/** A credential as the service returns it: never its secret. */
export interface Credential {
  readonly id: string;
  readonly org_id: string;
  readonly label: string;
  readonly type: string;
  readonly provider: string;
  /** Starts at 1; increments when the secret changes. */
  readonly version: number;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly expires_at?: string;
  readonly updated_at: string;
  /** Set once the credential is deleted (only a delete's answer shows one). */
  readonly deleted_at?: string;
}

/** Secret material: names to string values, write-only. */
export type CredentialSecret = Readonly<Record<string, string>>;

export interface NewCredential {
  readonly label: string;
  readonly type: string;
  readonly provider: string;
  readonly metadata?: Readonly<Record<string, unknown>>;
  readonly secret?: CredentialSecret;
  readonly expires_at?: string;
}

export interface CredentialChange {
  readonly label?: string;
  /** RFC 7396 merge patch of the metadata (null removes a key). */
  readonly metadata?: Readonly<Record<string, unknown>>;
  /** Replaces the secret and increments the version. */
  readonly secret?: CredentialSecret;
}

/** One stored version of an action's schema. */
export interface ActionVersion {
  readonly version: number;
  readonly schema: JsonValue;
  /** SHA-256 (hex) of the canonical JSON of `schema`. */
  readonly schema_hash: string;
  readonly created_at: string;
  /** The applied revision that stored it; null for versions stored before that was recorded. */
  readonly revision_id: string | null;
}

/** An action's schema history: the live action of a variant, else its most recent deleted one. */
export interface ActionHistory {
  readonly action_id: string;
  readonly variant: string;
  /** Ascending by version. */
  readonly items: readonly ActionVersion[];
}

export interface StateAdapter {
  /** Where the state lives, for messages and saved plans. */
  readonly target: TargetDescription;
  /** The whole config state of the org and its serial. */
  readState(): Promise<ConfigState>;
  /** Plans the definition against the current state and stores it as a `planned` revision (a plan with no changes is not stored). */
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
