// `capctl keys create|list|revoke`: API keys of a service database, for operators. A key
// belongs to one org and has a role: `plan` for pull-request checks, `apply` for the main branch,
// `admin` for the operator who also changes the org's policies.
// The database is named as for `serve`: --database URL|PATH, --db PATH or CAPACITY_DATABASE_URL.
import { isOrgId, type KeyRole } from '@capctl/core';
import type { Command } from 'commander';
import type { ApiKeyInfo } from '@capctl/state';
import { databaseOf, isDatabaseUrl, onDatabase, requireDatabase, shownDatabase, type DatabaseOptions } from '../database-option.js';
import { parseDuration } from '../duration.js';
import { CliError, EXIT } from '../errors.js';
import type { ExitCodeValue } from '../errors.js';
import { textTable } from '../text-table.js';

/** Version of `keys list --format json` (schemas/keys-list.schema.json). */
export const KEYS_LIST_FORMAT_VERSION = 1;

interface KeysCreateOptions extends DatabaseOptions {
  readonly org?: string;
  readonly user: string;
  readonly role: string;
  readonly name?: string;
  readonly expiresIn?: string;
  /** Make the SQLite file when it is missing (a typo must not make a database no service reads). */
  readonly create?: boolean;
}

interface KeysListOptions extends DatabaseOptions {
  readonly org?: string;
  readonly format: string;
}

type KeysRevokeOptions = DatabaseOptions;

type Out = NodeJS.WritableStream;

function orgOf(options: { readonly org?: string }, env: NodeJS.ProcessEnv): string {
  const org = options.org ?? env['CAPACITY_ORG'];
  if (org === undefined) {
    throw new CliError('usage', 'no org given for the key', { hint: 'pass --org ID or set CAPACITY_ORG' });
  }
  if (!isOrgId(org)) throw new CliError('usage', `--org must be digits, got "${org}"`, { hint: 'pass the numeric org id, e.g. --org 1' });
  return org;
}

function role(value: string): KeyRole {
  if (value === 'plan' || value === 'apply' || value === 'admin') return value;
  throw new CliError('usage', `--role must be plan, apply or admin, got "${value}"`, {
    hint: 'plan: read and plan only (pull requests); apply: apply and write (the main branch); admin: also push the org\'s policies (operators)',
  });
}

function expiresIn(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const ms = parseDuration(value);
  if (ms === undefined) throw new CliError('usage', `--expires-in must be a duration like 90m, 12h, 30d or 1w, got "${value}"`);
  return ms;
}

/** The database of the service, required: keys written to a default file no service reads would be lost. */
function databaseFor(options: DatabaseOptions, env: NodeJS.ProcessEnv): string {
  const db = databaseOf(options, env);
  if (db === undefined) {
    throw new CliError('usage', 'no database given for the keys', {
      hint: 'pass --database with the URL or file the service uses (`capctl serve --database ...`), or set CAPACITY_DATABASE_URL',
    });
  }
  return db;
}

/** list and revoke read an existing database: a wrong path must not create an empty one. */
function existingDb(db: string): string {
  return requireDatabase(db, 'refuse', 'create one with `capctl keys create --create`');
}

export async function runKeysCreate(options: KeysCreateOptions, stdout: Out = process.stdout, env: NodeJS.ProcessEnv = process.env): Promise<ExitCodeValue> {
  const org = orgOf(options, env);
  const ms = expiresIn(options.expiresIn);
  const keyRole = role(options.role);
  const db = requireDatabase(databaseFor(options, env), options.create === true ? 'create' : 'refuse', 'add --create to make a new one');
  const { createServiceKey } = await import('@capctl/state');
  const { key } = await onDatabase(db, () => createServiceKey({
    db, org, user: options.user, role: keyRole,
    ...(options.name === undefined ? {} : { name: options.name }),
    ...(ms === undefined ? {} : { expiresInMs: ms }),
  }));
  // The key alone, so that `export CAPACITY_API_KEY=$(capctl keys create ...)` works.
  stdout.write(`${key}\n`);
  return EXIT.ok;
}

function status(key: ApiKeyInfo, now: number): 'active' | 'revoked' | 'expired' {
  if (key.revoked_at !== null) return 'revoked';
  return key.expires_at !== null && Date.parse(key.expires_at) <= now ? 'expired' : 'active';
}

export async function runKeysList(options: KeysListOptions, stdout: Out = process.stdout, env: NodeJS.ProcessEnv = process.env): Promise<ExitCodeValue> {
  if (options.format !== 'text' && options.format !== 'json') throw new CliError('usage', `unknown format "${options.format}"`, { hint: 'use text or json' });
  if (options.org !== undefined) orgOf(options, {});
  const db = existingDb(databaseFor(options, env));
  const { listServiceKeys } = await import('@capctl/state');
  const keys = await onDatabase(db, () => listServiceKeys({ db, ...(options.org === undefined ? {} : { org: options.org }) }));
  const now = Date.now();
  const items = keys.map((key) => ({ ...key, status: status(key, now) }));
  if (options.format === 'json') {
    stdout.write(`${JSON.stringify({ format_version: KEYS_LIST_FORMAT_VERSION, keys: items }, null, 2)}\n`);
    return EXIT.ok;
  }
  const rows = items.map((k) => [
    k.id, k.org_id ?? '-', k.user, k.role, k.name || '-', k.created_at, k.last_used_at ?? 'never', k.expires_at ?? 'never', k.status,
  ]);
  stdout.write(`${textTable(['ID', 'ORG', 'USER', 'ROLE', 'NAME', 'CREATED', 'LAST USED', 'EXPIRES', 'STATUS'], rows)}\n`);
  return EXIT.ok;
}

export async function runKeysRevoke(id: string, options: KeysRevokeOptions, stdout: Out = process.stdout, env: NodeJS.ProcessEnv = process.env): Promise<ExitCodeValue> {
  const db = existingDb(databaseFor(options, env));
  const { revokeServiceKey } = await import('@capctl/state');
  const result = await onDatabase(db, () => revokeServiceKey({ db, id }));
  if (result === 'unknown') {
    const flag = isDatabaseUrl(db) ? '--database URL' : `--db ${db}`;
    throw new CliError('usage', `there is no key ${id} in ${shownDatabase(db)}`, { hint: `list the keys with \`capctl keys list ${flag}\`` });
  }
  stdout.write(result === 'revoked'
    ? `revoked key ${id}; a running service refuses it within a second\n`
    : `key ${id} was already revoked\n`);
  return EXIT.ok;
}

const DATABASE_HELP = 'the database the service uses: a postgres://… URL or a SQLite file path (env CAPACITY_DATABASE_URL)';

export function registerKeys(program: Command): void {
  const keys = program
    .command('keys')
    .description('manage API keys of the service: each key belongs to one org and has the role plan, apply or admin')
    .addHelpText('after', `
Examples:
  $ capctl keys create --db capacity.db --create --org 1 --role plan --name "pull requests"
  $ capctl keys list --db capacity.db
  $ capctl keys revoke --db capacity.db 3f2a...
  $ capctl keys list --database postgres://capacity@db.internal/capacity`);
  keys
    .command('create')
    .description('create an API key (and the org and user when missing); prints the key alone')
    .option('--db <path>', 'the SQLite database file the service uses (it must exist, unless --create is given)')
    .option('--create', 'make the SQLite database file when it is missing (its directory must exist)')
    .option('--database <url>', DATABASE_HELP)
    .option('--org <id>', 'the one org the key may use (env CAPACITY_ORG)')
    .option('--user <name>', 'the user the key belongs to', 'admin')
    .option('--role <role>', 'plan (read, and plan revisions), apply (also apply and write) or admin (also push policies)', 'apply')
    .option('--name <text>', 'what the key is for, shown by `keys list`')
    .option('--expires-in <duration>', 'lifetime, e.g. 90m, 12h, 30d, 1w (default: no expiry)')
    .addHelpText('after', `
Example:
  $ export CAPACITY_API_KEY=$(capctl keys create --db capacity.db --org 1 --role plan --name ci-pr)
  $ capctl keys create --db capacity.db --org 1 --role admin --name policy-owners`)
    .action(async (options: KeysCreateOptions) => {
      process.exitCode = await runKeysCreate(options);
    });
  keys
    .command('list')
    .description('list keys: id, org, user, role, name, created, last used, expiry and status (never the key)')
    .option('--db <path>', 'the SQLite database file the service uses')
    .option('--database <url>', DATABASE_HELP)
    .option('--org <id>', 'only the keys of this org')
    .option('--format <format>', 'text or json (schemas/keys-list.schema.json)', 'text')
    .action(async (options: KeysListOptions) => {
      process.exitCode = await runKeysList(options);
    });
  keys
    .command('revoke')
    .description('revoke a key by its id (from `keys list`); a running service refuses it within a second')
    .argument('<key-id>', 'the id of the key, not the key itself')
    .option('--db <path>', 'the SQLite database file the service uses')
    .option('--database <url>', DATABASE_HELP)
    .action(async (id: string, options: KeysRevokeOptions) => {
      process.exitCode = await runKeysRevoke(id, options);
    });
}
