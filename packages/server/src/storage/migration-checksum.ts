// The checksum recorded with each applied migration, so that an applied migration edited later
// is refused at start-up instead of leaving databases that disagree on what their schema is.
import { createHash } from 'node:crypto';
import { sqlOf, type Migration } from './migration.js';

/**
 * sha256 of the name and, for a `statements()` migration, its SQL with whitespace runs folded
 * (re-indenting is not an edit). A migration written as code is identified by its name alone.
 */
export function migrationChecksum(migration: Migration<never>): string {
  const hash = createHash('sha256').update(migration.name);
  for (const text of sqlOf(migration.up) ?? []) hash.update('\n').update(text.replace(/\s+/g, ' ').trim());
  return hash.digest('hex');
}

/** The message for an applied migration whose checksum no longer matches; what to do next included. */
export function editedMigrationMessage(names: readonly string[]): string {
  const list = names.join(', ');
  return `the database records migration${names.length === 1 ? '' : 's'} ${list} with a different checksum than this build's: ` +
    'an applied migration was edited. Restore the migration as it was released and put the change in a new migration appended to the list.';
}
