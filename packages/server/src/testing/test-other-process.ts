// For tests of what this process sees when another process writes the same database: SQL run in
// a separate node process with its own connection (a SQLite file, or a postgres:// URL).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { engineOf } from '../storage/database-location.js';
import { SQLITE_DRIVER } from '../storage/sqlite-driver.js';

// Resolved here, so the child finds the same drivers whatever its working directory.
const require = createRequire(import.meta.url);
const sqliteDriver = pathToFileURL(require.resolve(SQLITE_DRIVER)).href;
const pgDriver = pathToFileURL(require.resolve('pg')).href;

function sqliteScript(path: string, statement: string, values: readonly string[]): string {
  return `
    import Database from ${JSON.stringify(sqliteDriver)};
    const db = new Database(${JSON.stringify(path)});
    db.pragma('busy_timeout = 5000');
    db.prepare(${JSON.stringify(statement)}).run(...${JSON.stringify(values)});
    db.close();
  `;
}

function postgresScript(url: string, statement: string, values: readonly string[]): string {
  // The statements are written with SQLite's `?` placeholders; PostgreSQL numbers them.
  let n = 0;
  const text = statement.replace(/\?/g, () => `$${++n}`);
  return `
    import pg from ${JSON.stringify(pgDriver)};
    const client = new pg.Client({ connectionString: ${JSON.stringify(url)} });
    await client.connect();
    await client.query(${JSON.stringify(text)}, ${JSON.stringify(values)});
    await client.end();
  `;
}

/** Runs SQL (`?` placeholders) in a separate node process on the same database, and waits for it to exit. */
export function runInAnotherProcess(location: string, statement: string, ...values: string[]): Promise<void> {
  const script = engineOf(location) === 'postgres' ? postgresScript(location, statement, values) : sqliteScript(location, statement, values);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the other process failed (${code}): ${errors}`))));
  });
}
