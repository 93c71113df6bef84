// The tables of the service's resources (migration 0002): capacity domains, destinations,
// credentials, notifications and domain settings, as kysely row types.
import type { Flag, JsonText } from '../storage/rows.js';

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
