// Migration 0120: a check value of the key that seals the database's secrets (a keyed digest: it
// tells one key from another and reveals nothing of it), so a database opened with another key,
// or copied without its key file, is refused when the service starts, with the reason, instead
// of failing every request that opens a secret. The row is written at the first start with a key
// (secret-key-check.ts).
import { statements, type Migration } from '../storage/migration.js';

export const migration: Migration = {
  name: '0120_secret_key_check',
  up: statements(
    `create table service_secret_key (
     id integer primary key,
     check_value text not null,
     created_at text not null)`,
  ),
};
