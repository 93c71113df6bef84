// Finds the 32-byte key that encrypts credential secrets: CAPACITY_SECRET_KEY (base64 or hex),
// else a key file beside a SQLite database, generated with mode 0600 on first start (never for a
// database that holds sealed secrets already: secret-key-check.ts). A PostgreSQL database has no
// file to sit beside, so there the variable is required.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { ServiceError } from '../http/errors.js';
import { engineOf } from '../storage/database-location.js';

const KEY_BYTES = 32;

/** Decodes a 32-byte key written as 64 hex digits or as base64; undefined when it is neither. */
export function decodeSecretKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) {
    const decoded = Buffer.from(trimmed, 'base64');
    if (decoded.length === KEY_BYTES) return decoded;
  }
  return undefined;
}

/** The key file used for the database at `dbPath`. */
export function secretKeyPath(dbPath: string): string {
  return `${dbPath}.key`;
}

/**
 * Where a database's key comes from (`from`, as a refusal names it, never the key): the key
 * found, or a key file that does not exist yet, which `create` makes (and returns the key of a
 * file another process made first).
 */
export type SecretKeySource =
  | { readonly key: Buffer; readonly from: string }
  | { readonly key: undefined; readonly from: string; create(): Buffer };

/**
 * The key for the database at `dbPath`, without making one: CAPACITY_SECRET_KEY, else the key
 * file beside a SQLite database (PostgreSQL has none). Whether a missing key file may be made is
 * the database's to say (secret-key-check.ts): not when it holds secrets sealed already.
 */
export function findSecretKey(dbPath: string, envValue: string | undefined = process.env['CAPACITY_SECRET_KEY']): SecretKeySource {
  if (envValue !== undefined && envValue !== '') {
    const key = decodeSecretKey(envValue);
    if (!key) {
      throw new ServiceError('invalid_request', 'CAPACITY_SECRET_KEY must be 32 bytes written as 64 hex digits or as base64; generate one with `openssl rand -base64 32`');
    }
    return { key, from: 'CAPACITY_SECRET_KEY' };
  }
  if (engineOf(dbPath) === 'postgres') {
    throw new ServiceError('invalid_request',
      'CAPACITY_SECRET_KEY is not set: on PostgreSQL the service keeps no key file, so every instance needs the same key in ' +
      'CAPACITY_SECRET_KEY (make one with `openssl rand -base64 32` and keep it safe beside the database backups)');
  }
  const file = secretKeyPath(dbPath);
  const from = `the key file ${file}`;
  if (existsSync(file)) return { key: readKeyFile(file), from };
  return {
    key: undefined, from,
    create: () => {
      createKeyFile(file);
      return readKeyFile(file);
    },
  };
}

/** The key for the database at `dbPath`, making its key file if there is none. */
export function loadSecretKey(dbPath: string, envValue: string | undefined = process.env['CAPACITY_SECRET_KEY']): Buffer {
  const found = findSecretKey(dbPath, envValue);
  return found.key === undefined ? found.create() : found.key;
}

function readKeyFile(path: string): Buffer {
  const key = decodeSecretKey(readFileSync(path, 'utf8'));
  if (!key) throw new ServiceError('invalid_request', `the key file ${path} does not hold a 32-byte base64 key; restore it from a backup`);
  return key;
}

/**
 * Writes a new key whole under a name of its own, then links it into place: a process starting
 * at the same moment sees no file or a whole one, and the first link wins: every process reads it.
 */
function createKeyFile(path: string): void {
  const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    chmodSync(partial, 0o600);
    linkSync(partial, path);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(partial);
  }
}
