// The better-sqlite3 build is chosen by Node version, and the chosen one opens a real file.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

  test('every package that names the Node-API build declares it optional, so installing on Node 20 warns about nothing', () => {
    // npm checks the engines (node >=22) of a package any regular dependency reaches, and warns
    // (EBADENGINE) on Node 20; one reached only through optional dependencies it skips silently.
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    const read = (dir: string) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const workspaces = (read('.')['workspaces'] as unknown as string[]);
    const naming = ['.', ...workspaces].map((dir) => ({ dir, manifest: read(dir) }))
      .filter(({ manifest }) => ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'].some((field) => manifest[field]?.['better-sqlite3-napi'] !== undefined));
    expect(naming.map(({ dir }) => dir).sort()).toEqual(['packages/cli', 'packages/server']);
    for (const { dir, manifest } of naming) {
      const where = ['dependencies', 'devDependencies', 'peerDependencies'].filter((field) => manifest[field]?.['better-sqlite3-napi'] !== undefined);
      expect({ dir, where, optional: manifest['optionalDependencies']?.['better-sqlite3-napi'] }).toEqual({ dir, where: [], optional: 'npm:better-sqlite3@^13.2.0' });
    }
  });
});
