// The tables of orgs, users and their API keys (migrations 0001, 0040), MFA devices (0010) and
// the rate limit windows shared by instances (0060): their kysely row types.
import type { Generated } from 'kysely';

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

export interface MfaDevicesTable {
  id: string;
  user_id: string;
  name: string;
  device_type: string;
  secret_ciphertext: string;
  secret_iv: string;
  secret_tag: string;
  confirmed_at: string | null;
  last_used_at: string | null;
  /** The last TOTP time step accepted: a code of this step or an earlier one is a replay. */
  last_step: number | null;
  failed_attempts: number;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface MfaBackupCodesTable {
  id: string;
  device_id: string;
  /** `scrypt$salt$hash`; the code itself is never stored. */
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

export interface RateLimitWindowsTable {
  /** Which limit: `key` (per verified key) or `address` (failed authentication per client address). */
  scope: string;
  subject: string;
  /** Start of the window in milliseconds since the epoch: every instance cuts windows at the same instants. */
  window_start: number;
  /** Requests handed out in this window, over all instances; never more than the limit. */
  used: number;
  /** What the last claim on the row got: read back by the statement that made it. */
  granted: number;
}
