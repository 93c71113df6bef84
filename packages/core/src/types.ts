// The data model shared by every package: definitions (what users commit), state (what the
// service holds), plans (the steps between them) and diagnostics. Types only, no behaviour.
import type { PlanPolicy } from './policy/policy.js';
import type { PolicyOverride } from './policy/policy-verdict.js';

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

// ---------------------------------------------------------------------------------------------
// Definitions: the `definition` object of endpoint 6, as users write it in YAML or JSON.
// Every kind may carry `protect: true`: a plan that deletes such an object is an error.

export interface ActionDefinition {
  readonly variant: string;
  readonly aliases?: readonly string[];
  /** Destination labels; none means the org's default sink. */
  readonly destinations?: readonly string[];
  /** Query names (a query is named `metrics/query` or, when unambiguous, `query`). */
  readonly queries?: readonly string[];
  readonly schema: JsonValue;
  readonly sources?: readonly string[];
  readonly protect?: boolean;
  /** How the schema may evolve (default `backward`, or the project's default in capctl.yaml). */
  readonly compatibility?: CompatibilityMode;
}

export interface SignalingConfig {
  readonly enabled: boolean;
  readonly default: string;
}

export interface DestinationConfig {
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** More header names whose values are secret (masked and sealed like the built-in names). */
  readonly sensitive_headers?: readonly string[];
  readonly signaling?: SignalingConfig;
  readonly response_time_sla_ms?: number;
  readonly partition_tag_key?: string;
}

export interface DestinationDefinition {
  readonly label: string;
  /** Earlier labels: a live destination of one of them that nothing else claims is renamed. */
  readonly aliases?: readonly string[];
  readonly type: 'webhook';
  readonly config: DestinationConfig;
  /** A credential's label or id. Definitions never hold secrets. */
  readonly credential?: string;
  /** Key/value labels of the destination (the service's `tags`); none: `{}`. */
  readonly tags?: Readonly<Record<string, string>>;
  readonly protect?: boolean;
}

export type ResourceStatus = 'active' | 'paused';

export interface QueryConfig {
  readonly expression: string;
  readonly rollup_seconds?: number;
  readonly window_seconds?: number;
  readonly group_by?: readonly string[];
  readonly tags?: Readonly<Record<string, string>>;
}

export interface QueryDefinition {
  readonly name: string;
  readonly status?: ResourceStatus;
  readonly config: QueryConfig;
  readonly protect?: boolean;
}

export interface MetricsConfig {
  readonly path?: string;
  readonly auth_header?: string;
  readonly tls_skip_verify?: boolean;
}

export interface MetricsDefinition {
  readonly name: string;
  /** Earlier names: a live metrics source of one of them that nothing else claims is renamed (its queries follow). */
  readonly aliases?: readonly string[];
  readonly kind: 'pull_metrics';
  readonly endpoint: string;
  readonly poll_interval_seconds?: number;
  readonly credential?: string;
  readonly config?: MetricsConfig;
  readonly status?: ResourceStatus;
  readonly queries?: readonly QueryDefinition[];
  readonly protect?: boolean;
}

export interface SourceDefinition {
  readonly name: string;
  /** Earlier names: a live source of one of them that nothing else claims is renamed. */
  readonly aliases?: readonly string[];
  readonly type: 'cloud_sqs';
  readonly config: { readonly queue_url: string; readonly region: string };
  readonly credential?: string;
  readonly status?: ResourceStatus;
  readonly ingest: { readonly variant: string; readonly version: number };
  readonly protect?: boolean;
}

export interface Definition {
  readonly actions?: readonly ActionDefinition[];
  readonly resources?: {
    readonly destinations?: readonly DestinationDefinition[];
    readonly metrics?: readonly MetricsDefinition[];
    readonly sources?: readonly SourceDefinition[];
  };
}

/** One input file of a definition: its path (for messages only) and its text. */
export interface SourceFile {
  readonly path: string;
  readonly text: string;
}

// ---------------------------------------------------------------------------------------------
// Diagnostics: every problem in a definition or a plan, reported all at once.

/** `info` only explains (e.g. a rename hint): it never stops a plan or an apply. */
export type Severity = 'error' | 'warning' | 'info';

export interface Diagnostic {
  readonly severity: Severity;
  /** Stable machine code, e.g. `schema`, `yaml_syntax`, `duplicate_name`, `unresolved_reference`. */
  readonly code: string;
  /** What is wrong and what to do about it. */
  readonly message: string;
  /** JSON pointer inside `file` (or into the definition object when there is no file). */
  readonly pointer: string;
  readonly file?: string;
  /** 1-based. */
  readonly line?: number;
  /** 1-based. */
  readonly column?: number;
}

export interface ParseResult {
  /** The merged definition; present even with diagnostics, as far as it could be read. */
  readonly definition: Definition;
  readonly diagnostics: readonly Diagnostic[];
  /** The `variables:` the files declare (never their values). */
  readonly variables: readonly VariableDeclaration[];
  /** Each `{env: NAME}` header value read, by destination and header (never the value). */
  readonly envReferences?: readonly { readonly destination: string; readonly header: string; readonly env: string }[];
}

/** What a variable's value is: a string that is a reference alone takes this type. */
export type VariableType = 'string' | 'number' | 'boolean';

/** One declared input variable: `variables: [{name, type?, description?, default?, sensitive?}]`. */
export interface VariableDeclaration {
  readonly name: string;
  readonly type: VariableType;
  readonly sensitive: boolean;
  readonly hasDefault: boolean;
}

// ---------------------------------------------------------------------------------------------
// State: what `GET /v1/orgs/{org_id}/config/state` returns and what the planner plans against.
// Soft-deleted objects stay in the state with `deleted_at` set (an action's version history
// continues when its variant is created again).

/**
 * What an API key may do: `plan` reads and plans (pull requests, drift), `apply` also applies and
 * writes, `admin` also changes the org's policies, which neither of the others may (so a key a
 * CI job holds cannot weaken the rules its plans are checked against).
 */
export type KeyRole = 'plan' | 'apply' | 'admin';

/**
 * Who made a change: the API key (its id and name, fixed when the key was made), the key's user
 * and role, and when. In local (embedded) mode the key is the database's own, so the actor is the
 * local user with no key. Data only: each renderer makes its strings safe (a key name is hostile).
 */
export interface Actor {
  /** Null in local mode, where no key the user made is involved. */
  readonly key_id: string | null;
  readonly key_name: string | null;
  readonly user: string;
  readonly role: KeyRole;
  /** ISO-8601. */
  readonly at: string;
}

/**
 * An object changed outside capctl: its last change was a direct API write (e.g. PATCH of a
 * destination), not an applied revision. Only explains; applying still sets the definition's values.
 */
export interface ObjectDrift {
  /** JSON pointers of the fields the direct writes changed since the last applied revision, sorted. */
  readonly fields: readonly string[];
  /** When the last of those writes happened (ISO-8601). */
  readonly changed_at: string;
  /** Who made the last of those writes; absent when it was made before writes recorded it. */
  readonly by?: Actor;
}

/**
 * Which change last touched an object: an applied revision (`revision_id`) or a direct API write.
 * `by` is null when unknown (a change made before changes recorded who made them).
 */
export interface LastChange {
  readonly origin: 'revision' | 'api';
  readonly revision_id: string | null;
  readonly at: string;
  readonly by: Actor | null;
  /** The policies the revision's apply overrode, with why; absent when it overrode none (and for a direct write). */
  readonly overrides?: readonly PolicyOverride[];
}

/** One stored version of an action: its schema stands in as a hash (`schemaHash`), never parsed. */
export interface ActionVersion {
  readonly version: number;
  /** SHA-256 (hex) of the canonical JSON of the version's schema. */
  readonly schema_hash: string;
}

export interface ActionState {
  readonly id: string;
  readonly variant: string;
  readonly aliases: readonly string[];
  readonly destinations: readonly string[];
  readonly queries: readonly string[];
  readonly sources: readonly string[];
  readonly schema: JsonValue;
  /** Current version (the last entry of `history`). */
  readonly version: number;
  /** Every version ever stored, ascending; schemas as hashes (the current one is `schema`). */
  readonly history: readonly ActionVersion[];
  /** The mode its next schema change is checked under. */
  readonly compatibility: CompatibilityMode;
  readonly protect: boolean;
  readonly deleted_at: string | null;
  /** Present when the object was changed outside capctl since its last applied revision. */
  readonly drift?: ObjectDrift;
  /** Which revision or direct write last changed it; absent for objects no change was recorded for. */
  readonly last_change?: LastChange;
}

export interface DestinationState {
  readonly id: string;
  readonly label: string;
  readonly type: string;
  readonly config: DestinationConfig;
  readonly tags: Readonly<Record<string, string>>;
  readonly credential_id: string | null;
  readonly protect: boolean;
  readonly deleted_at: string | null;
  /** Present when the object was changed outside capctl since its last applied revision. */
  readonly drift?: ObjectDrift;
  /** Which revision or direct write last changed it; absent for objects no change was recorded for. */
  readonly last_change?: LastChange;
}

export interface MetricsState {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly endpoint: string;
  readonly poll_interval_seconds: number | null;
  readonly credential_id: string | null;
  readonly config: MetricsConfig;
  readonly status: ResourceStatus;
  readonly protect: boolean;
  readonly deleted_at: string | null;
  /** Present when the object was changed outside capctl since its last applied revision. */
  readonly drift?: ObjectDrift;
  /** Which revision or direct write last changed it; absent for objects no change was recorded for. */
  readonly last_change?: LastChange;
}

export interface QueryState {
  readonly id: string;
  /** Name of the metrics source the query belongs to. */
  readonly metrics: string;
  readonly name: string;
  readonly status: ResourceStatus;
  readonly config: QueryConfig;
  readonly protect: boolean;
  readonly deleted_at: string | null;
  /** Present when the object was changed outside capctl since its last applied revision. */
  readonly drift?: ObjectDrift;
  /** Which revision or direct write last changed it; absent for objects no change was recorded for. */
  readonly last_change?: LastChange;
}

export interface SourceState {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly config: { readonly queue_url: string; readonly region: string };
  readonly credential_id: string | null;
  readonly status: ResourceStatus;
  readonly ingest: { readonly variant: string; readonly version: number };
  readonly protect: boolean;
  readonly deleted_at: string | null;
  /** Present when the object was changed outside capctl since its last applied revision. */
  readonly drift?: ObjectDrift;
  /** Which revision or direct write last changed it; absent for objects no change was recorded for. */
  readonly last_change?: LastChange;
}

/** A credential as the planner sees it: enough to resolve a reference, never a secret. */
export interface CredentialRef {
  readonly id: string;
  readonly label: string;
}

export interface State {
  readonly org_id: string;
  /** Incremented by every change to config state; a plan records the serial it was made against. */
  readonly serial: number;
  readonly actions: readonly ActionState[];
  readonly destinations: readonly DestinationState[];
  readonly metrics: readonly MetricsState[];
  readonly queries: readonly QueryState[];
  readonly sources: readonly SourceState[];
  readonly credentials: readonly CredentialRef[];
}

// ---------------------------------------------------------------------------------------------
// Plans: ordered steps from a state to a definition. Immutable data; renderers live elsewhere.

/** 2: action steps say `compatible` (1 said `backward`) and carry `mode` and the versions checked. */
export const PLAN_FORMAT_VERSION = 2;

export type StepKind = 'action' | 'destination' | 'metrics' | 'query' | 'source';
export type StepOp = 'create' | 'update' | 'delete';

/** RFC 6902 operation, as produced by fast-json-patch. */
export interface PatchOperation {
  readonly op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
  readonly path: string;
  readonly value?: JsonValue;
  readonly from?: string;
}

/** How an action's schema may evolve: a schema registry's compatibility modes. */
export type CompatibilityMode =
  | 'backward' | 'backward_transitive' | 'forward' | 'forward_transitive' | 'full' | 'full_transitive' | 'none';

/**
 * backward: every payload valid under the old schema is valid under the new one (producers keep
 * working); forward: every payload valid under the new schema was valid under the old one.
 */
export type CompatibilityDirection = 'backward' | 'forward';

/** `proven`: holds for every payload; `breaking`: a counterexample exists; `unproven`: not decided. */
export type DirectionVerdict = 'proven' | 'breaking' | 'unproven';

export interface CompatibilityReason {
  /** JSON pointer into the schema where the rule applies. */
  readonly pointer: string;
  /** e.g. `required_added`, `type_narrowed`, `enum_value_removed`, `bound_tightened`, `additional_properties_closed`, `property_added_to_open_object`, `unproven`. */
  readonly rule: string;
  readonly message: string;
  /** The relation this reason is about (absent in plans stored before modes existed: backward). */
  readonly direction?: CompatibilityDirection;
  /** `breaking`: proven, with a witness where one was found; `unproven`: `keyword` could not be decided. */
  readonly verdict?: 'breaking' | 'unproven';
  /** For unproven reasons: the keyword that could not be proven. */
  readonly keyword?: string;
  /** A payload the old schema accepts and the new one rejects (forward: the other way round), checked with ajv. */
  readonly witness?: JsonValue;
  /** The stored version the desired schema was compared with (transitive modes compare several). */
  readonly version?: number;
  /** What the author can do about it, for rules with an actionable fix. */
  readonly fixes?: readonly string[];
}

/** A break as the analysis states it: it cannot be built without the payload that shows it. */
export interface BreakingReason extends CompatibilityReason {
  readonly verdict: 'breaking';
  /** Accepted by the schema whose payloads must stay valid, rejected by the other (checked with ajv). */
  readonly witness: JsonValue;
}

/** A relation the analysis could not decide: it always names the keyword, and `message` says why. */
export interface UnprovenReason extends CompatibilityReason {
  readonly verdict: 'unproven';
  readonly keyword: string;
  readonly witness?: undefined;
}

/**
 * One direction of a schema comparison, as the analysis builds it: `proven` has no reason,
 * `breaking` leads with a reason that carries its witness, `unproven` has only unproven reasons,
 * the first naming the keyword and why. Assignable to the looser `DirectionResult`.
 */
export type DirectionOutcome =
  | { readonly verdict: 'proven'; readonly reasons: readonly [] }
  | { readonly verdict: 'breaking'; readonly reasons: readonly [BreakingReason, ...(BreakingReason | UnprovenReason)[]] }
  | { readonly verdict: 'unproven'; readonly reasons: readonly [UnprovenReason, ...UnprovenReason[]] };

/** One direction as consumers read it (and as older producers stored it). `reasons` is empty exactly when `verdict` is `proven`. */
export interface DirectionResult {
  readonly verdict: DirectionVerdict;
  readonly reasons: readonly CompatibilityReason[];
}

/** Both relations between an old schema and a new one. */
export interface SchemaComparison {
  readonly backward: DirectionOutcome;
  readonly forward: DirectionOutcome;
}

interface StepBase {
  readonly kind: StepKind;
  readonly op: StepOp;
  /** Variant, label or name (queries: `metrics/query`). */
  readonly name: string;
  /** The object's id; absent for a create in a plan made without storing. */
  readonly id?: string;
  /** Update and delete: RFC 6902 operations from `before` to `after` (a delete removes the whole object). */
  readonly patch?: readonly PatchOperation[];
  /** The managed fields as they are now (update, delete); ids resolved, no server-only fields. */
  readonly before?: JsonObject;
  /** The managed fields as they will be (create, update). */
  readonly after?: JsonObject;
  /** Explains only: the name this object had before a rename through `aliases` (update). */
  readonly renamed_from?: string;
  /** Explains only: on an update or delete, the object was changed outside capctl, and applying reverts (or deletes) that change. */
  readonly drift?: ObjectDrift;
  /** Explains only: the credential's label before and after (as a definition names it), for `credential_id`. */
  readonly credential?: { readonly before?: string; readonly after?: string };
  /** Explains only, set by capctl (`showEnvSources`): the environment variables whose values this destination step writes. */
  readonly env_reads?: readonly EnvRead[];
}

/** One header value a step writes that capctl read from an environment variable. */
export interface EnvRead {
  readonly header: string;
  readonly env: string;
}

export interface ActionStep extends StepBase {
  readonly kind: 'action';
  readonly variant: string;
  readonly current_version: number;
  readonly final_version: number;
  readonly destination: { readonly by: 'default_sink' | 'label'; readonly value: string };
  readonly create?: {
    readonly schema: JsonValue;
    readonly variant: string;
    readonly version: number;
    readonly alias: readonly string[];
  };
  readonly update?: {
    readonly version: number;
    readonly alias: readonly string[];
    readonly schema: JsonValue;
  };
  /**
   * Present on updates whose schema changed: whether the new schema keeps the action's mode.
   * `backward` is how plans of format 1 (stored in revisions and saved plans) said `compatible`.
   */
  readonly compatibility?: 'compatible' | 'breaking' | 'backward';
  /** The mode the schema change was checked under (absent in format 1 plans: `backward`). */
  readonly mode?: CompatibilityMode;
  /** The stored versions the new schema was compared with, ascending (transitive modes: several). */
  readonly checked_versions?: readonly number[];
  /** Those of `checked_versions` the new schema breaks the mode against (unproven counts). */
  readonly failed_versions?: readonly number[];
  readonly reasons?: readonly CompatibilityReason[];
  /** Explains only: the new schema equals this earlier version's (versions still move forward). */
  readonly equals_version?: number;
  /**
   * Explains only (apply reads `before`/`after`): this update weakens the action's compatibility
   * mode, from the stored one to the desired one; refused unless the variant is allowed by name.
   */
  readonly weakened_mode?: { readonly from: CompatibilityMode; readonly to: CompatibilityMode };
}

export interface ResourceStep extends StepBase {
  /** Every kind but actions, whose steps carry versions. */
  readonly kind: Exclude<StepKind, 'action'>;
}

export type Step = ActionStep | ResourceStep;

export interface PlanSummary {
  readonly create: number;
  readonly update: number;
  readonly delete: number;
  readonly unchanged: number;
  readonly breaking: number;
}

export interface Plan {
  readonly format_version: typeof PLAN_FORMAT_VERSION;
  /** The state serial this plan was made against. */
  readonly serial: number;
  readonly steps: readonly Step[];
  readonly summary: PlanSummary;
  /** Errors (e.g. deleting a protected object, unknown credential) mean the plan must not be applied. */
  readonly diagnostics: readonly Diagnostic[];
  /** Set by capctl for `--target`: only the targets and what they depend on were planned. */
  readonly partial?: true;
  /** The `--target`s of a partial plan, as `kind/name`, sorted. */
  readonly targets?: readonly string[];
  /** The org's policies evaluated over this plan by the service (results, errors, the set used). */
  readonly policy?: PlanPolicy;
}

export interface PlanOptions {
  /** Assigns ids to created objects (the service stores them); without it creates carry no id. */
  readonly assignId?: (kind: StepKind, name: string) => string;
  /**
   * Stored schemas of earlier versions, by action id, for actions whose desired mode is
   * transitive (`transitiveActionIds` says which). A version missing here counts as unproven.
   */
  readonly earlierSchemas?: ReadonlyMap<string, readonly StoredSchema[]>;
  /**
   * Plan only these objects and what they depend on (as Terraform's `-target`): every other
   * object is compared as the state has it, so it gets no step. None or empty: the whole definition.
   */
  readonly targets?: readonly ObjectTarget[];
}

/** One object a partial plan is narrowed to: `action/scale-up`, `query/app-metrics/queue-depth`, ... */
export interface ObjectTarget {
  readonly kind: StepKind;
  /** Variant, label or name; for a query `metrics/query`. */
  readonly name: string;
}

/** One stored version's schema, as the service keeps it. */
export interface StoredSchema {
  readonly version: number;
  readonly schema: JsonValue;
}
