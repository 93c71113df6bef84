// Database files hold config and sealed secrets: readable by the service's user only. SQLite
// gives the WAL and shared-memory files the database file's permissions, so creating (or
// tightening) the database file 0600 covers all three.
import { chmodSync, closeSync, openSync, statSync } from 'node:fs';

/**
 * Creates `path` with mode 0600 when missing; takes group and other access away when present.
 * A directory is left for SQLite to refuse, with the error the CLI explains as a wrong path.
 */
export function ensurePrivateFile(path: string): void {
  if (path === '' || path === ':memory:' || path.startsWith('file:')) return;
  if (statSync(path, { throwIfNoEntry: false })?.isDirectory() === true) return;
  closeSync(openSync(path, 'a', 0o600));
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
}
