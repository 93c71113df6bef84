// Migration 0080: an action's compatibility mode (older rows keep today's rule, `backward`) and,
// per stored version, the revision that made it (versions stored before read as null).
import { statements } from '../storage/migration.js';

export const actionVersionsMigration = statements(
  `alter table actions add column compatibility text not null default 'backward'`,
  `alter table action_versions add column revision_id text`,
);
