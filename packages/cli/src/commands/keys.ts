// `capctl keys create|list|revoke`: API keys of a service database, for operators. A key
// belongs to one org and has a role: `plan` for pull-request checks, `apply` for the main branch.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Command } from 'commander';
import type { ApiKeyInfo } from '@capctl/state';
import { parseDuration } from '../duration.js';
import { CliError, EXIT } from '../errors.js';
import type { ExitCodeValue } from '../errors.js';
import { textTable } from '../text-table.js';

/** Version of `keys list --format json` (schemas/keys-list.schema.json). */
export const KEYS_LIST_FORMAT_VERSION = 1;

interface KeysCreateOptions {
  readonly db: string;
  readonly org?: string;
  readonly user: string;
  readonly role: string;
  readonly name?: string;
  readonly expiresIn?: string;
}

interface KeysListOptions {
  readonly db: string;
  readonly org?: string;
  readonly format: string;
}

interface KeysRevokeOptions {
  readonly db: string;
}

type Out = NodeJS.WritableStream;

function orgOf(options: { readonly org?: string }, env: NodeJS.ProcessEnv): string {
  const org = options.org ?? env['CAPACITY_ORG'];
  if (org === undefined) {
    throw new CliError('usage', 'no org given for the key', { hint: 'pass --org ID or set CAPACITY_ORG' });
  }
  if (!/^[0-9]+$/.test(org)) throw new CliError('usage', `--org must be digits, got "${org}"`, { hint: 'pass the numeric org id, e.g. --org 1' });
  return org;
}

function role(value: string): 'plan' | 'apply' {
  if (value === 'plan' || value === 'apply') return value;
  throw new CliError('usage', `--role must be plan or apply, got "${value}"`, {
    hint: 'plan: read and plan only (pull requests); apply: everything (the main branch)',
  });
}

function expiresIn(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const ms = parseDuration(value);
  if (ms === undefined) throw new CliError('usage', `--expires-in must be a duration like 90m, 12h, 30d or 1w, got "${value}"`);
  return ms;
}

/** list and revoke read an existing database: a wrong path must not create an empty one. */
function existingDb(path: string): string {
  if (!existsSync(path)) {
    throw new CliError('io', `there is no database at ${path}`, { hint: 'pass --db with the file the service uses (`capctl serve --db PATH`)' });
  }
  return path;
}

export async function runKeysCreate(options: KeysCreateOptions, stdout: Out = process.stdout, env: NodeJS.ProcessEnv = process.env): Promise<ExitCodeValue> {
  const org = orgOf(options, env);
  const ms = expiresIn(options.expiresIn);
  // A new database may go in a new directory, as `serve` would create the file itself.
  mkdirSync(dirname(resolve(options.db)), { recursive: true });
  const { createServiceKey } = await import('@capctl/state');
  const { key } = await createServiceKey({
    db: options.db, org, user: options.user, role: role(options.role),
    ...(options.name === undefined ? {} : { name: options.name }),
    ...(ms === undefined ? {} : { expiresInMs: ms }),
  });
  // The key alone, so that `export CAPACITY_API_KEY=$(capctl keys create ...)` works.
  stdout.write(`${key}\n`);
  return EXIT.ok;
}

function status(key: ApiKeyInfo, now: number): 'active' | 'revoked' | 'expired' {
  if (key.revoked_at !== null) return 'revoked';
  return key.expires_at !== null && Date.parse(key.expires_at) <= now ? 'expired' : 'active';
}

export async function runKeysList(options: KeysListOptions, stdout: Out = process.stdout): Promise<ExitCodeValue> {
  if (options.format !== 'text' && options.format !== 'json') throw new CliError('usage', `unknown format "${options.format}"`, { hint: 'use text or json' });
  if (options.org !== undefined) orgOf(options, {});
  const { listServiceKeys } = await import('@capctl/state');
  const keys = await listServiceKeys({ db: existingDb(options.db), ...(options.org === undefined ? {} : { org: options.org }) });
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

export async function runKeysRevoke(id: string, options: KeysRevokeOptions, stdout: Out = process.stdout): Promise<ExitCodeValue> {
  const { revokeServiceKey } = await import('@capctl/state');
  const result = await revokeServiceKey({ db: existingDb(options.db), id });
  if (result === 'unknown') {
    throw new CliError('usage', `there is no key ${id} in ${options.db}`, { hint: `list the keys with \`capctl keys list --db ${options.db}\`` });
  }
  stdout.write(result === 'revoked'
    ? `revoked key ${id}; a running service refuses it within a second\n`
    : `key ${id} was already revoked\n`);
  return EXIT.ok;
}

export function registerKeys(program: Command): void {
  const keys = program
    .command('keys')
    .description('manage API keys of the service: each key belongs to one org and has the role plan or apply')
    .addHelpText('after', `
Examples:
  $ capctl keys create --db capacity.db --org 1 --role plan --name "pull requests"
  $ capctl keys list --db capacity.db
  $ capctl keys revoke --db capacity.db 3f2a...`);
  keys
    .command('create')
    .description('create an API key (and the org and user when missing); prints the key alone')
    .requiredOption('--db <path>', 'the database file the service uses (created, with its directory, when missing)')
    .option('--org <id>', 'the one org the key may use (env CAPACITY_ORG)')
    .option('--user <name>', 'the user the key belongs to', 'admin')
    .option('--role <role>', 'plan (read, and plan revisions) or apply (everything)', 'apply')
    .option('--name <text>', 'what the key is for, shown by `keys list`')
    .option('--expires-in <duration>', 'lifetime, e.g. 90m, 12h, 30d, 1w (default: no expiry)')
    .addHelpText('after', `
Example:
  $ export CAPACITY_API_KEY=$(capctl keys create --db capacity.db --org 1 --role plan --name ci-pr)`)
    .action(async (options: KeysCreateOptions) => {
      process.exitCode = await runKeysCreate(options);
    });
  keys
    .command('list')
    .description('list keys: id, org, user, role, name, created, last used, expiry and status (never the key)')
    .requiredOption('--db <path>', 'the database file the service uses')
    .option('--org <id>', 'only the keys of this org')
    .option('--format <format>', 'text or json (schemas/keys-list.schema.json)', 'text')
    .action(async (options: KeysListOptions) => {
      process.exitCode = await runKeysList(options);
    });
  keys
    .command('revoke')
    .description('revoke a key by its id (from `keys list`); a running service refuses it within a second')
    .argument('<key-id>', 'the id of the key, not the key itself')
    .requiredOption('--db <path>', 'the database file the service uses')
    .action(async (id: string, options: KeysRevokeOptions) => {
      process.exitCode = await runKeysRevoke(id, options);
    });
}
