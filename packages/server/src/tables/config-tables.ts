// The tables of the config state (migrations 0003, 0070, 0080) and where each object's last
// change came from (0030), as kysely row types.
import type { StepKind } from '@capctl/core';
import type { Generated } from 'kysely';
import type { Flag, JsonText } from '../storage/rows.js';

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

export type ChangeOrigin = 'revision' | 'api';

export interface ConfigChangesTable {
  org_id: string;
  kind: StepKind;
  object_id: string;
  origin: ChangeOrigin;
  /** JSON array of JSON pointers: for `api`, every field changed since the last applied revision. */
  fields: string;
  changed_at: string;
  /** For `revision`: the revision applied. */
  revision_id: string | null;
  /** JSON of core's Actor who made the change; null before migration 0090. */
  changed_by: string | null;
  /** For `revision`: JSON of the policy overrides its apply used; null for none (and before migration 0100). */
  policy_overrides: string | null;
}
