// The service's database as kysely sees it: every table, assembled from the row types of
// tables/ (each file names the migrations that make its tables). Storage is generic over it.
import type { Kysely, Transaction } from 'kysely';
import type { ApiKeysTable, MfaBackupCodesTable, MfaDevicesTable, OrgMembersTable, OrgsTable, RateLimitWindowsTable, UsersTable } from './account-tables.js';
import type { ActionsTable, ActionVersionsTable, ConfigChangesTable, MetricsTable, QueriesTable, SourcesTable } from './config-tables.js';
import type {
  CapacityDomainMembersTable, CapacityDomainsTable, CredentialsTable, DestinationsTable, DomainSettingsTable, NotificationsTable,
} from './resource-tables.js';
import type { ConfigRevisionStepsTable, ConfigRevisionsTable, PolicySetsTable } from './revision-tables.js';

/** Every table of the service; a migration that adds a table adds its row type here. */
export interface Database {
  orgs: OrgsTable;
  users: UsersTable;
  org_members: OrgMembersTable;
  api_keys: ApiKeysTable;
  mfa_devices: MfaDevicesTable;
  mfa_backup_codes: MfaBackupCodesTable;
  rate_limit_windows: RateLimitWindowsTable;
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
  config_revisions: ConfigRevisionsTable;
  config_revision_steps: ConfigRevisionStepsTable;
  config_changes: ConfigChangesTable;
  policy_sets: PolicySetsTable;
}

/** The database handle, or a transaction on it: repositories accept either. */
export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
export type Executor = Kysely<Database> | Transaction<Database>;

export type * from './account-tables.js';
export type * from './config-tables.js';
export type * from './resource-tables.js';
export type * from './revision-tables.js';
