// Which better-sqlite3 build this Node loads. 12.x (built from source) aborts on Node >= 24.19,
// whose ObjectWrap cleanup hooks its destructors trip over (nodejs/node#65446); 13.x (Node-API,
// prebuilt, installed as better-sqlite3-napi) fixes that but needs Node-API 10, Node >= 22.14.
// So: 13.x wherever it runs, 12.x on Node 20. Both have one API and one set of types. 13.x is
// an optional dependency of every package that names it (server and CLI), so that installing on
// Node 20 (where npm skips it) warns about nothing: one regular dependency makes npm warn.
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/** True where better-sqlite3 13 runs: Node 22.14 and later. */
export function supportsNodeApiDriver(version: string = process.versions.node): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 14);
}

/** The package name of the build for this Node (also for child processes that open the file). */
export const SQLITE_DRIVER = supportsNodeApiDriver() ? 'better-sqlite3-napi' : 'better-sqlite3';

function loadDriver(name: string): typeof BetterSqlite3 {
  try {
    return createRequire(import.meta.url)(name) as typeof BetterSqlite3;
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'MODULE_NOT_FOUND') throw error;
    // An optional dependency npm skipped: e.g. node_modules installed by an older Node.
    throw new Error(`the SQLite driver ${name} for Node ${process.versions.node} is not installed; run \`npm ci\` again with this Node version`, { cause: error });
  }
}

/** The better-sqlite3 `Database` constructor of the build for this Node. */
export const SqliteDatabase: typeof BetterSqlite3 = loadDriver(SQLITE_DRIVER);
