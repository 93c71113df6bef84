// Migration 0080: an action's compatibility mode (older rows keep today's rule, `backward`) and,
// per stored version, the revision that made it (versions stored before read as null).
import { statements, type Migration } from '../storage/migration.js';

export const migration: Migration = {
  name: '0080_action_modes_and_version_revisions',
  up: statements(
    `alter table actions add column compatibility text not null default 'backward'`,
    `alter table action_versions add column revision_id text`,
  ),
};
