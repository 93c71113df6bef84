// Migration 0110: a large plan's steps stored in parts of their own rows, so that storing or
// reading a revision never binds or reads its whole text at once (about 225 MB at 100,000 actions).
// `step_parts` counts a revision's parts (deleted with it); null: its steps are in `plan`, as in every earlier row.
import { statements, type Migration } from '../storage/migration.js';

export const migration: Migration = {
  name: '0110_revision_step_parts',
  up: statements(
    `create table config_revision_steps (
     revision_id text not null references config_revisions(id) on delete cascade,
     part integer not null,
     steps text not null,
     primary key (revision_id, part))`,
    `alter table config_revisions add column step_parts integer`,
  ),
};
