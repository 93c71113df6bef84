// Migration 0090: who planned and who applied each revision, its message, and who made each
// object's last change. Nullable, so revisions and changes made before it read as unknown actor.
import { statements, type Migration } from '../storage/migration.js';

export const migration: Migration = {
  name: '0090_revision_audit',
  up: statements(
    // JSON of core's Actor: the key's id and name, its user and role, and when.
    `alter table config_revisions add column planned_by text`,
    `alter table config_revisions add column applied_by text`,
    `alter table config_revisions add column message text`,
    `alter table config_changes add column changed_by text`,
  ),
};
