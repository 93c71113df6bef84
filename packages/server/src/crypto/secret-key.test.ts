// Where the secret key comes from: the environment, or a 0600 key file beside the database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { decodeSecretKey, loadSecretKey, secretKeyPath } from './secret-key.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'capctl-key-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('decodeSecretKey', () => {
  test('reads 64 hex digits and 32-byte base64', () => {
    const key = randomBytes(32);
    expect(decodeSecretKey(key.toString('hex'))).toEqual(key);
    expect(decodeSecretKey(key.toString('base64'))).toEqual(key);
    expect(decodeSecretKey(`${key.toString('base64')}\n`)).toEqual(key);
  });

  test('rejects keys of another length or alphabet', () => {
    expect(decodeSecretKey(randomBytes(16).toString('base64'))).toBeUndefined();
    expect(decodeSecretKey('not a key!')).toBeUndefined();
  });
});

describe('loadSecretKey', () => {
  test('prefers CAPACITY_SECRET_KEY', () => {
    const key = randomBytes(32);
    expect(loadSecretKey(join(dir, 'db'), key.toString('hex'))).toEqual(key);
  });

  test('an invalid CAPACITY_SECRET_KEY is an error that says how to make one', () => {
    expect(() => loadSecretKey(join(dir, 'db'), 'short')).toThrow(/CAPACITY_SECRET_KEY must be 32 bytes/);
  });

  test('generates a key file beside the database with mode 0600, then reuses it', () => {
    const db = join(dir, 'service.db');
    const first = loadSecretKey(db, undefined);
    expect(first).toHaveLength(32);
    expect(statSync(secretKeyPath(db)).mode & 0o777).toBe(0o600);
    expect(readFileSync(secretKeyPath(db), 'utf8').trim()).toBe(first.toString('base64'));
    expect(loadSecretKey(db, undefined)).toEqual(first);
    expect(loadSecretKey(db, '')).toEqual(first);
  });

  test('a damaged key file is an error naming the file', () => {
    const db = join(dir, 'service.db');
    writeFileSync(secretKeyPath(db), 'garbage');
    expect(() => loadSecretKey(db, undefined)).toThrow(secretKeyPath(db));
  });
});
