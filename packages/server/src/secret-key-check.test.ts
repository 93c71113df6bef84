// The database's word on its key, on real SQLite files: a service started with another key, or
// on a copy of its database without the key file, stops at start with the reason and changes
// nothing; a missing key file is made only where nothing is sealed yet.
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { secretKeyPath } from './crypto/secret-key.js';
import { openServiceRoot } from './service-root.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'capctl-key-check-'));
  vi.stubEnv('CAPACITY_SECRET_KEY', '');
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

/** A database with a credential whose secret is sealed; the root is closed again. */
async function databaseWithSecret(name: string): Promise<string> {
  const db = join(dir, name);
  const root = await openServiceRoot({ db });
  try {
    await root.repos.accounts.ensureOrg('1');
    await root.repos.credentials.create('1', { label: 'ci', type: 'api_key', provider: 'vault', secret: { token: 's3cret-value' } });
  } finally {
    await root.storage.close();
  }
  return db;
}

async function secretOf(db: string): Promise<unknown> {
  const root = await openServiceRoot({ db });
  try {
    const [credential] = await root.repos.credentials.list('1');
    return credential === undefined ? undefined : await root.repos.credentials.secretOf('1', credential.id);
  } finally {
    await root.storage.close();
  }
}

describe('the key a database was made with', () => {
  test('a new database gets a key file and opens again with it', async () => {
    const db = await databaseWithSecret('service.db');
    expect(existsSync(secretKeyPath(db))).toBe(true);
    expect(await secretOf(db)).toEqual({ token: 's3cret-value' });
  });

  test('a copy without its key file is refused, naming the file, and no key file is made', async () => {
    const db = await databaseWithSecret('service.db');
    const copy = join(dir, 'copy.db');
    copyFileSync(db, copy);
    const refused = openServiceRoot({ db: copy });
    await expect(refused).rejects.toThrow(`the key file ${secretKeyPath(copy)} is missing, and this database was made with a key`);
    await expect(refused).rejects.toThrow(/put back the key file made beside it \(a copy of a database needs its key file too\)/);
    expect(existsSync(secretKeyPath(copy))).toBe(false);
    copyFileSync(secretKeyPath(db), secretKeyPath(copy));
    expect(await secretOf(copy)).toEqual({ token: 's3cret-value' });
  });

  test('another key file is refused, and the refusal shows no key', async () => {
    const db = await databaseWithSecret('service.db');
    const other = randomBytes(32).toString('base64');
    writeFileSync(secretKeyPath(db), `${other}\n`);
    const refused = openServiceRoot({ db });
    await expect(refused).rejects.toThrow(`the key file ${secretKeyPath(db)} is not the key this database was made with`);
    const message = await refused.catch((error: Error) => error.message);
    expect(message).not.toContain(other);
  });

  test('another CAPACITY_SECRET_KEY is refused; the key it was made with opens it', async () => {
    const db = await databaseWithSecret('service.db');
    const made = readFileSync(secretKeyPath(db), 'utf8').trim();
    vi.stubEnv('CAPACITY_SECRET_KEY', randomBytes(32).toString('hex'));
    await expect(openServiceRoot({ db })).rejects.toThrow(/^CAPACITY_SECRET_KEY is not the key this database was made with: put back the key file/);
    vi.stubEnv('CAPACITY_SECRET_KEY', made);
    expect(await secretOf(db)).toEqual({ token: 's3cret-value' });
  });

  test('a database from before the check is checked against a sealed secret, then records the check', async () => {
    const db = await databaseWithSecret('service.db');
    const root = await openServiceRoot({ db });
    await sql`delete from service_secret_key`.execute(root.storage.db);
    await root.storage.close();
    const made = readFileSync(secretKeyPath(db), 'utf8');
    writeFileSync(secretKeyPath(db), `${randomBytes(32).toString('base64')}\n`);
    await expect(openServiceRoot({ db })).rejects.toThrow(/is not the key this database was made with/);
    rmSync(secretKeyPath(db));
    await expect(openServiceRoot({ db })).rejects.toThrow(/is missing, and this database was made with a key/);
    writeFileSync(secretKeyPath(db), made);
    expect(await secretOf(db)).toEqual({ token: 's3cret-value' });
    const reopened = await openServiceRoot({ db });
    const rows = await sql<{ n: number }>`select count(*) as n from service_secret_key`.execute(reopened.storage.db);
    await reopened.storage.close();
    expect(Number(rows.rows[0]?.n)).toBe(1);
  });

  test('a database with nothing sealed and no key file gets a new key file', async () => {
    const db = join(dir, 'empty.db');
    const root = await openServiceRoot({ db });
    await sql`delete from service_secret_key`.execute(root.storage.db);
    await root.storage.close();
    rmSync(secretKeyPath(db));
    const again = await openServiceRoot({ db });
    await again.storage.close();
    expect(existsSync(secretKeyPath(db))).toBe(true);
  });
});
