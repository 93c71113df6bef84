// The service's use cases as one interface: what the HTTP routes and local mode both call, so local
// mode runs the same rules without a request; and the same service bound to one caller and one org,
// which is what a client of the service (the CLI's state adapters) calls.
import type { BreakingAllowance } from './plan/breaking-allowance.js';
import type { PolicyOverride } from './policy/policy-verdict.js';
import type { Policy, PolicyFile, PolicySetRef } from './policy/policy.js';
import type { Actor, JsonValue, KeyRole, ObjectTarget, Plan, State } from './types.js';

/**
 * Who asks for a change: the authenticated key over HTTP, the local user in local mode. Every
 * operation that writes takes one, so that the service can record who planned and applied (as
 * an `Actor`, types.ts).
 */
export interface Caller {
  /** The API key's id; null in local mode, where no key is used. */
  readonly keyId: string | null;
  /** The API key's name; null when unknown or in local mode. */
  readonly keyName: string | null;
  /** The service user's id (recorded as who made a revision); null when the caller has none. */
  readonly userId: string | null;
  /** The user's name: the key's user, or the local account's name in local mode. */
  readonly user: string | null;
  /** `local`: the local user of local mode, who may do everything an admin key may. */
  readonly role: KeyRole | 'local';
}

export type RevisionStatus = 'planned' | 'applied' | 'failed' | 'stale';

/**
 * A stored config revision with its plan (steps masked) as one object: the service builds the
 * plan once, and callers ask it rather than re-derive it.
 */
export interface Revision {
  readonly id: string;
  readonly org_id: string;
  readonly status: RevisionStatus;
  /** What the revision stores: its serial, masked steps, summary and diagnostics. */
  readonly plan: Plan;
  /** Why applying failed; null otherwise. */
  readonly error_message: string | null;
  readonly updated_at: string;
  /** Null until applied. */
  readonly applied_at: string | null;
  /** The lineage id of the database that stores the revision (made once, when it was created). */
  readonly lineage: string;
  /** SHA-256 (hex) of the canonical JSON of the unmasked steps, as stored now. */
  readonly digest: string;
  /** Who planned it and who applied it; null when unknown (stored before this was recorded, or not applied). */
  readonly planned_by: Actor | null;
  readonly applied_by: Actor | null;
  /** Why the change was made, as the planner said; null for none. */
  readonly message: string | null;
  /**
   * The overridable policies the apply overrode, each with the reason given; who overrode them is
   * `applied_by`. Empty until applied, and for revisions applied without an override.
   */
  readonly overrides: readonly PolicyOverride[];
}

/**
 * The answer to a plan with no changes: the service does not store it (answered, not stored),
 * so it has no id and nothing to apply; its plan has no steps and counts the unchanged.
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

/** The config state of the org (sensitive values masked), with the lineage id of the database that holds it. */
export interface ConfigState extends State {
  readonly lineage: string;
}

export interface RevisionPage {
  readonly items: readonly Revision[];
  /** Pass as `cursor` to get the next page; null on the last one. */
  readonly next_cursor: string | null;
}

/** A plan request: the definition as sent (validated by the service) and the objects to narrow it to. */
export interface PlanRequest {
  readonly definition: unknown;
  /** Plan only these and what they depend on; none: the whole definition. */
  readonly targets?: readonly ObjectTarget[];
  /** Why the change is made (`capctl plan --message`, a pull request's title and number). */
  readonly message?: string;
}

export interface ApplyRequest extends BreakingAllowance {
  /** The digest the caller reviewed: the revision is applied only if its steps still digest to it. */
  readonly digest?: string;
  /** Overridable policies to apply despite, each by name with a reason (recorded with the revision). */
  readonly overrides?: readonly PolicyOverride[];
}

/**
 * The org's policy set as the service stores it: the files pushed, as pushed (paths and texts, so
 * every diagnostic keeps its file:line:column), the policies they declare, and who pushed it.
 * Version 0 is the empty set of an org that never pushed one.
 */
export interface StoredPolicySet extends PolicySetRef {
  readonly org_id: string;
  /** Sorted by path. */
  readonly files: readonly PolicyFile[];
  /** Sorted by name. */
  readonly policies: readonly Policy[];
  /** Null for version 0. */
  readonly pushed_at: string | null;
  readonly pushed_by: Actor | null;
  readonly message: string | null;
}

/** A policy push: the whole new set (it replaces the current one); every file must compile. */
export interface PolicyPushRequest {
  readonly files: readonly PolicyFile[];
  /** Why the rules change. */
  readonly message?: string;
}

export interface RevisionQuery {
  /** 1 to 100; default 20. */
  readonly limit?: number;
  readonly cursor?: string;
  /** Only revisions with one of these statuses (a planned revision of an older serial is stale). */
  readonly statuses?: readonly RevisionStatus[];
}

/** Which stale and failed revisions to delete; neither field: the service's own retention setting. */
export interface PruneRequest {
  readonly keep?: number;
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
export interface StoredActionVersion {
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
  readonly items: readonly StoredActionVersion[];
}

/**
 * The config service of one database. Every method raises the service's typed errors (code and
 * message, with a JSON pointer where a request field is wrong); the caller maps them to its
 * medium (an HTTP status and envelope, or a state error). Results are masked: no secret leaves.
 */
export interface ConfigService {
  /** The whole config state of the org and its serial. */
  readState(orgId: string): Promise<ConfigState>;
  /** Validates and plans the definition; stores a `planned` revision unless there are no changes. */
  planRevision(caller: Caller, orgId: string, request: PlanRequest): Promise<PlannedRevision>;
  /** Applies a planned revision in one transaction; refused when stale, changed or breaking. */
  applyRevision(caller: Caller, orgId: string, id: string, request?: ApplyRequest): Promise<Revision>;
  /** Revisions, newest first. */
  listRevisions(orgId: string, query?: RevisionQuery): Promise<RevisionPage>;
  getRevision(orgId: string, id: string): Promise<Revision>;
  /** Deletes stale and failed revisions by count or age; applied ones are always kept. */
  pruneRevisions(caller: Caller, orgId: string, request?: PruneRequest): Promise<PruneResult>;
  listActionVersions(orgId: string, variant: string): Promise<ActionHistory>;
  getActionVersion(orgId: string, variant: string, version: number): Promise<StoredActionVersion>;
  createCredential(caller: Caller, orgId: string, input: NewCredential): Promise<Credential>;
  /** Sorted by label, without secrets. */
  listCredentials(orgId: string): Promise<Credential[]>;
  updateCredential(caller: Caller, orgId: string, id: string, change: CredentialChange): Promise<Credential>;
  /** Soft-deletes a credential; refused while an object of the state uses it. */
  deleteCredential(caller: Caller, orgId: string, id: string): Promise<Credential>;
  /** Stores a new version of the org's policy set; only an `admin` key or the local user may. */
  pushPolicies(caller: Caller, orgId: string, request: PolicyPushRequest): Promise<StoredPolicySet>;
  /** The org's current policy set (version 0, empty, when none was pushed), or the version asked for. */
  readPolicies(orgId: string, version?: number): Promise<StoredPolicySet>;
}


/**
 * The config service as one caller sees it in one org: every method of ConfigService without the
 * caller and the org. What the CLI's state adapters are, whether the service runs in this process
 * (bindConfigService) or answers over HTTP; failures are the service's typed errors either way.
 */
export interface OrgConfigService {
  readState(): Promise<ConfigState>;
  /** With `targets`, only those objects and what they depend on are planned, where the state is: the plan is marked partial. */
  planRevision(request: PlanRequest): Promise<PlannedRevision>;
  applyRevision(id: string, request?: ApplyRequest): Promise<Revision>;
  listRevisions(query?: RevisionQuery): Promise<RevisionPage>;
  getRevision(id: string): Promise<Revision>;
  pruneRevisions(request?: PruneRequest): Promise<PruneResult>;
  /** Every stored version of the action `variant`'s schema; `not_found` when the org never had it. */
  listActionVersions(variant: string): Promise<ActionHistory>;
  /** One stored version; `not_found` when the action or the version does not exist. */
  getActionVersion(variant: string, version: number): Promise<StoredActionVersion>;
  /** Creates a credential; the secret is sent once and never returned. */
  createCredential(input: NewCredential): Promise<Credential>;
  listCredentials(): Promise<Credential[]>;
  updateCredential(id: string, change: CredentialChange): Promise<Credential>;
  /** Soft-deletes a credential; a `conflict` naming the objects of the state that still use it. */
  deleteCredential(id: string): Promise<Credential>;
  /** Replaces the org's policy set; `forbidden` unless the caller may change policies. */
  pushPolicies(request: PolicyPushRequest): Promise<StoredPolicySet>;
  readPolicies(version?: number): Promise<StoredPolicySet>;
}

/** The service bound to `caller` in `orgId`: local mode's state, the same calls the routes make. */
export function bindConfigService(service: ConfigService, caller: Caller, orgId: string): OrgConfigService {
  return {
    readState: () => service.readState(orgId),
    planRevision: (request) => service.planRevision(caller, orgId, request),
    applyRevision: (id, request) => service.applyRevision(caller, orgId, id, request),
    listRevisions: (query) => service.listRevisions(orgId, query),
    getRevision: (id) => service.getRevision(orgId, id),
    pruneRevisions: (request) => service.pruneRevisions(caller, orgId, request),
    listActionVersions: (variant) => service.listActionVersions(orgId, variant),
    getActionVersion: (variant, version) => service.getActionVersion(orgId, variant, version),
    createCredential: (input) => service.createCredential(caller, orgId, input),
    listCredentials: () => service.listCredentials(orgId),
    updateCredential: (id, change) => service.updateCredential(caller, orgId, id, change),
    deleteCredential: (id) => service.deleteCredential(caller, orgId, id),
    pushPolicies: (request) => service.pushPolicies(caller, orgId, request),
    readPolicies: (version) => service.readPolicies(orgId, version),
  };
}
