// Migration 0100: each org's policy sets, one row per pushed version (the newest is in force), and
// the overrides an apply recorded, on its revision and on each object it wrote (JSON of core's
// PolicyOverride list; null: none).
import { statements, type Migration } from '../storage/migration.js';

export const migration: Migration = {
  name: '0100_policy_sets',
  up: statements(
    `create table policy_sets (
     org_id text not null references orgs(id),
     version integer not null,
     digest text not null,
     files text not null,
     pushed_at text not null,
     pushed_by text,
     message text,
     primary key (org_id, version))`,
    `alter table config_revisions add column policy_overrides text`,
    `alter table config_changes add column policy_overrides text`,
  ),
};
