// The better-sqlite3 build is chosen by Node version, and the chosen one opens a real file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { SQLITE_DRIVER, SqliteDatabase, supportsNodeApiDriver } from './sqlite-driver.js';

describe('the SQLite driver', () => {
  test('uses the Node-API build from Node 22.14 on, the source build before', () => {
    expect(supportsNodeApiDriver('20.20.2')).toBe(false);
    expect(supportsNodeApiDriver('22.13.1')).toBe(false);
    expect(supportsNodeApiDriver('22.14.0')).toBe(true);
    expect(supportsNodeApiDriver('24.21.0')).toBe(true);
    expect(supportsNodeApiDriver('26.0.0')).toBe(true);
    expect(SQLITE_DRIVER).toBe(supportsNodeApiDriver(process.versions.node) ? 'better-sqlite3-napi' : 'better-sqlite3');
  });

  test('the chosen build opens, writes and reads a database file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'capctl-driver-'));
    try {
      const db = new SqliteDatabase(join(dir, 'probe.db'));
      db.exec('create table t (v text)');
      db.prepare('insert into t values (?)').run('ok');
      expect(db.prepare('select v from t').pluck().get()).toBe('ok');
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
