// Migration 0001: orgs, users, their memberships and API keys (the columns keys gained later
// came with 0040). Row types in account-tables.ts.
import { statements, type Migration } from '../storage/migration.js';

export const migration: Migration = {
  name: '0001_accounts',
  up: statements(
    `create table orgs (
     id text primary key,
     name text not null,
     serial integer not null default 0,
     created_at text not null)`,
    `create table users (
     id text primary key,
     name text not null unique,
     created_at text not null)`,
    `create table org_members (
     org_id text not null references orgs(id),
     user_id text not null references users(id),
     created_at text not null,
     primary key (org_id, user_id))`,
    `create table api_keys (
     id text primary key,
     user_id text not null references users(id),
     hash text not null unique,
     created_at text not null)`,
  ),
};
