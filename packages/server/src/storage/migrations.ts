// The ordered list of schema migrations, applied at start-up by `migrate()`. To add tables,
// append one line to `migrations` below (import the `up` from the module that owns the tables);
// never edit, rename or reorder an entry that has been applied.
import { apiKeyScopeMigration } from '../auth/api-key-scope-migration.js';
import { rateLimitMigration } from '../auth/rate-limit-tables.js';
import { mfaMigration } from '../mfa/mfa-tables.js';
import { revisionDigestMigration } from '../revisions/revision-digest.js';
import { revisionMigration } from '../revisions/revision-tables.js';
import { lineageMigration } from './lineage.js';
import { statements, type Migration } from './migration.js';
import { configChangesMigration } from '../revisions/config-changes.js';
import { sealHeadersMigration } from './seal-headers-migration.js';
import { schemaHashMigration } from './schema-hash-migration.js';
import { actionVersionsMigration } from '../action-versions/action-versions-migration.js';
import { migration as revisionAudit } from '../migrations/0090-revision-audit.js';

const accounts = statements(
  `create table orgs (
     id text primary key,
     name text not null,
     serial integer not null default 0,
     created_at text not null)`,
  `create table users (
     id text primary key,
     name text not null unique,
     created_at text not null)`,
  `create table org_members (
     org_id text not null references orgs(id),
     user_id text not null references users(id),
     created_at text not null,
     primary key (org_id, user_id))`,
  `create table api_keys (
     id text primary key,
     user_id text not null references users(id),
     hash text not null unique,
     created_at text not null)`,
);

const resources = statements(
  `create table credentials (
     id text primary key,
     org_id text not null references orgs(id),
     label text not null,
     type text not null,
     provider text not null,
     version integer not null,
     metadata text not null,
     secret_ciphertext text,
     secret_iv text,
     secret_tag text,
     expires_at text,
     updated_at text not null,
     deleted_at text)`,
  `create unique index credentials_label on credentials (org_id, label) where deleted_at is null`,
  `create table capacity_domains (
     id text primary key,
     org_id text not null references orgs(id),
     name text not null,
     provenance text not null,
     domain_verdict_firing integer,
     domain_verdict_reading text,
     domain_verdict_expires_at text,
     domain_verdict_contributors text,
     domain_verdict_firing_series text,
     signal_headroom real,
     signal_headroom_at text,
     created_at text not null,
     updated_at text not null,
     unique (org_id, name))`,
  `create table destinations (
     id text primary key,
     org_id text not null references orgs(id),
     label text not null,
     type text not null,
     config text not null,
     credential_id text references credentials(id),
     tags text not null default '{}',
     protect integer not null default 0,
     updated_at text not null,
     deleted_at text)`,
  `create index destinations_org on destinations (org_id, label)`,
  `create table capacity_domain_members (
     capacity_domain_id text not null references capacity_domains(id),
     destination_id text not null references destinations(id),
     primary key (capacity_domain_id, destination_id))`,
  `create index capacity_domain_members_destination on capacity_domain_members (destination_id)`,
  `create table notifications (
     id text primary key,
     org_id text not null references orgs(id),
     type text not null,
     channel text not null,
     variant text not null,
     acknowledged integer not null default 0,
     body text not null,
     created_at text not null,
     updated_at text not null,
     deleted_at text)`,
  `create index notifications_org on notifications (org_id, created_at)`,
  `create table domain_settings (
     org_id text primary key references orgs(id),
     enabled integer not null,
     domain text not null,
     vcs_org text not null,
     default_permissions text not null,
     updated_at text not null)`,
);

const configState = statements(
  `create table actions (
     id text primary key,
     org_id text not null references orgs(id),
     variant text not null,
     aliases text not null default '[]',
     destinations text not null default '[]',
     queries text not null default '[]',
     sources text not null default '[]',
     schema text not null,
     version integer not null,
     protect integer not null default 0,
     updated_at text not null,
     deleted_at text)`,
  `create index actions_org on actions (org_id, variant)`,
  `create table action_versions (
     action_id text not null references actions(id),
     version integer not null,
     schema text not null,
     created_at text not null,
     primary key (action_id, version))`,
  `create table metrics (
     id text primary key,
     org_id text not null references orgs(id),
     name text not null,
     kind text not null,
     endpoint text not null,
     poll_interval_seconds integer,
     credential_id text references credentials(id),
     config text not null default '{}',
     status text not null default 'active',
     protect integer not null default 0,
     updated_at text not null,
     deleted_at text)`,
  `create index metrics_org on metrics (org_id, name)`,
  `create table queries (
     id text primary key,
     org_id text not null references orgs(id),
     metrics_id text not null references metrics(id),
     name text not null,
     status text not null default 'active',
     config text not null,
     protect integer not null default 0,
     updated_at text not null,
     deleted_at text)`,
  `create index queries_org on queries (org_id, metrics_id, name)`,
  `create table sources (
     id text primary key,
     org_id text not null references orgs(id),
     name text not null,
     type text not null,
     config text not null,
     credential_id text references credentials(id),
     status text not null default 'active',
     ingest_variant text not null,
     ingest_version integer not null,
     protect integer not null default 0,
     updated_at text not null,
     deleted_at text)`,
  `create index sources_org on sources (org_id, name)`,
);

/** Applied in this order. Append only. */
export const migrations: Migration[] = [
  { name: '0001_accounts', up: accounts },
  { name: '0002_resources', up: resources },
  { name: '0003_config_state', up: configState },
  { name: '0010_mfa', up: mfaMigration }, { name: '0011_config_revisions', up: revisionMigration },
  { name: '0020_lineage', up: lineageMigration },
  { name: '0021_revision_digests', up: revisionDigestMigration },
  { name: '0030_config_changes', up: configChangesMigration },
  { name: '0040_api_key_scope', up: apiKeyScopeMigration },
  { name: '0050_seal_sensitive_headers', up: sealHeadersMigration },
  { name: '0060_rate_limit_windows', up: rateLimitMigration },
  { name: '0070_action_schema_hashes', up: schemaHashMigration },
  { name: '0080_action_modes_and_version_revisions', up: actionVersionsMigration },
  revisionAudit,
];
