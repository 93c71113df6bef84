// The kysely table interfaces of the service's database. Timestamps are ISO-8601 strings,
// booleans are 0/1 integers and JSON columns are text, so that SQLite and PostgreSQL agree.
import type { Generated, Kysely, Transaction } from 'kysely';

/** A JSON document stored as text; repositories parse and serialise it. */
export type JsonText = string;
/** 0 or 1. */
export type Flag = number;

export interface OrgsTable {
  id: string;
  name: string;
  /** Incremented by every change to config state (actions, destinations, metrics, queries, sources). */
  serial: Generated<number>;
  created_at: string;
}

export interface UsersTable {
  id: string;
  name: string;
  created_at: string;
}

export interface OrgMembersTable {
  org_id: string;
  user_id: string;
  created_at: string;
}

export interface ApiKeysTable {
  id: string;
  user_id: string;
  /** Hex SHA-256 of the key; the key itself is never stored. */
  hash: string;
  created_at: string;
  /** The one org the key may use; null only for keys of old databases that no membership explained (revoked). */
  org_id: string | null;
  /** `plan` (read, and plan-and-store revisions) or `apply` (everything). */
  role: Generated<string>;
  /** Free text shown by `capctl keys list`, e.g. "CI pull requests". */
  name: Generated<string>;
  expires_at: string | null;
  revoked_at: string | null;
  /** Refreshed at most once a minute, so that use does not turn into writes. */
  last_used_at: string | null;
}

export interface CapacityDomainsTable {
  id: string;
  org_id: string;
  name: string;
  provenance: string;
  domain_verdict_firing: Flag | null;
  domain_verdict_reading: string | null;
  domain_verdict_expires_at: string | null;
  domain_verdict_contributors: JsonText | null;
  domain_verdict_firing_series: JsonText | null;
  signal_headroom: number | null;
  signal_headroom_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CapacityDomainMembersTable {
  capacity_domain_id: string;
  destination_id: string;
}

export interface DestinationsTable {
  id: string;
  org_id: string;
  label: string;
  type: string;
  config: JsonText;
  credential_id: string | null;
  tags: JsonText;
  protect: Flag;
  updated_at: string;
  deleted_at: string | null;
}

export interface CredentialsTable {
  id: string;
  org_id: string;
  label: string;
  type: string;
  provider: string;
  version: number;
  metadata: JsonText;
  /** AES-256-GCM of the secret's JSON; null when no secret was ever given. Never selected for responses. */
  secret_ciphertext: string | null;
  secret_iv: string | null;
  secret_tag: string | null;
  expires_at: string | null;
  updated_at: string;
  deleted_at: string | null;
}

export interface NotificationsTable {
  id: string;
  org_id: string;
  type: string;
  channel: string;
  variant: string;
  acknowledged: Flag;
  body: JsonText;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface DomainSettingsTable {
  org_id: string;
  enabled: Flag;
  domain: string;
  vcs_org: string;
  default_permissions: JsonText;
  updated_at: string;
}

export interface ActionsTable {
  id: string;
  org_id: string;
  variant: string;
  aliases: JsonText;
  destinations: JsonText;
  queries: JsonText;
  sources: JsonText;
  schema: JsonText;
  version: number;
  /** core's CompatibilityMode (migration 0080; older rows: `backward`). */
  compatibility: Generated<string>;
  protect: Flag;
  updated_at: string;
  deleted_at: string | null;
}

export interface ActionVersionsTable {
  action_id: string;
  version: number;
  schema: JsonText;
  /** core's schemaHash of `schema`: what the state's history carries (migration 0070). */
  schema_hash: string;
  created_at: string;
  /** The applied revision that stored this version (migration 0080; older rows: null). */
  revision_id: string | null;
}

export interface MetricsTable {
  id: string;
  org_id: string;
  name: string;
  kind: string;
  endpoint: string;
  poll_interval_seconds: number | null;
  credential_id: string | null;
  config: JsonText;
  status: string;
  protect: Flag;
  updated_at: string;
  deleted_at: string | null;
}

export interface QueriesTable {
  id: string;
  org_id: string;
  metrics_id: string;
  name: string;
  status: string;
  config: JsonText;
  protect: Flag;
  updated_at: string;
  deleted_at: string | null;
}

export interface SourcesTable {
  id: string;
  org_id: string;
  name: string;
  type: string;
  config: JsonText;
  credential_id: string | null;
  status: string;
  ingest_variant: string;
  ingest_version: number;
  protect: Flag;
  updated_at: string;
  deleted_at: string | null;
}

/**
 * Every table of the service. Tables added by later migrations extend this interface through
 * declaration merging (`declare module './database.js' { interface Database { ... } }`).
 */
export interface Database {
  orgs: OrgsTable;
  users: UsersTable;
  org_members: OrgMembersTable;
  api_keys: ApiKeysTable;
  capacity_domains: CapacityDomainsTable;
  capacity_domain_members: CapacityDomainMembersTable;
  destinations: DestinationsTable;
  credentials: CredentialsTable;
  notifications: NotificationsTable;
  domain_settings: DomainSettingsTable;
  actions: ActionsTable;
  action_versions: ActionVersionsTable;
  metrics: MetricsTable;
  queries: QueriesTable;
  sources: SourcesTable;
}

/** The database handle, or a transaction on it: repositories accept either. */
export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
export type Executor = Kysely<Database> | Transaction<Database>;
