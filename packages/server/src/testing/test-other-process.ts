// For tests of what this process sees when another process writes the same database file:
// SQL run in a separate node process with its own SQLite connection.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { SQLITE_DRIVER } from '../storage/sqlite-driver.js';

// Resolved here, so the child finds the same driver whatever its working directory.
const driver = pathToFileURL(createRequire(import.meta.url).resolve(SQLITE_DRIVER)).href;

/** Runs SQL in a separate node process on the same database file, and waits for it to exit. */
export function runInAnotherProcess(path: string, statement: string, ...values: string[]): Promise<void> {
  const script = `
    import Database from ${JSON.stringify(driver)};
    const db = new Database(${JSON.stringify(path)});
    db.pragma('busy_timeout = 5000');
    db.prepare(${JSON.stringify(statement)}).run(...${JSON.stringify(values)});
    db.close();
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the other process failed (${code}): ${errors}`))));
  });
}
