// The MFA tables: TOTP devices (secret sealed with AES-256-GCM, replay and lock-out counters)
// and their backup codes (salted scrypt hashes only). Registered in storage/migrations.ts.
import { sql, type Kysely } from 'kysely';

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

declare module '../storage/database.js' {
  interface Database {
    mfa_devices: MfaDevicesTable;
    mfa_backup_codes: MfaBackupCodesTable;
  }
}

const STATEMENTS = [
  `create table mfa_devices (
     id text primary key,
     user_id text not null references users(id),
     name text not null,
     device_type text not null,
     secret_ciphertext text not null,
     secret_iv text not null,
     secret_tag text not null,
     confirmed_at text,
     last_used_at text,
     last_step integer,
     failed_attempts integer not null default 0,
     locked_until text,
     created_at text not null,
     updated_at text not null,
     deleted_at text)`,
  `create index mfa_devices_user on mfa_devices (user_id)`,
  `create table mfa_backup_codes (
     id text primary key,
     device_id text not null references mfa_devices(id),
     code_hash text not null,
     used_at text,
     created_at text not null)`,
  `create index mfa_backup_codes_device on mfa_backup_codes (device_id)`,
];

// Plain SQL shared by SQLite and PostgreSQL, like the service's own migrations.
export async function mfaMigration(db: Kysely<unknown>): Promise<void> {
  for (const text of STATEMENTS) await sql.raw(text).execute(db);
}
