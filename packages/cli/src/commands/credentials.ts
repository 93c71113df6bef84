// `capctl credentials create|list|update|delete`: credentials of the org, in embedded and HTTP mode.
// Definitions name a credential by label; this is where one is made. Secrets come from
// standard input or named environment variables (secret-input.ts) and are never printed.
import type { Command } from 'commander';
import type { Credential } from '@capctl/state';
import { CliError, EXIT } from '../errors.js';
import type { ExitCodeValue } from '../errors.js';
import { processIo } from '../output.js';
import type { Io } from '../output.js';
import { readSecret, type SecretSources } from '../secret-input.js';
import { resolveTarget, withAdapter, withStateReader, withTargetOptions } from '../target.js';
import type { TargetOptions } from '../target.js';
import { textTable } from '../text-table.js';

interface Shared extends TargetOptions, SecretSources {
  readonly metadata?: string;
  readonly format: string;
}

interface CreateOptions extends Shared {
  readonly label: string;
  readonly type: string;
  readonly provider: string;
  readonly expiresAt?: string;
  /** False with `--no-secret`: a credential made on purpose without a secret. */
  readonly secret?: boolean;
}

interface UpdateOptions extends Shared {
  readonly label?: string;
}

function format(value: string): 'text' | 'json' {
  if (value === 'text' || value === 'json') return value;
  throw new CliError('usage', `unknown format "${value}"`, { hint: 'use text or json' });
}

function metadata(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CliError('usage', '--metadata must be a JSON object, e.g. \'{"region": "eu-west-1"}\'');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new CliError('usage', '--metadata must be a JSON object, not another JSON value');
  return value as Record<string, unknown>;
}

function show(credential: Credential, verb: string, fmt: 'text' | 'json', io: Io): void {
  io.stdout.write(fmt === 'json'
    ? `${JSON.stringify(credential, null, 2)}\n`
    : `${verb} credential ${credential.label} (id ${credential.id}, version ${credential.version})\n`);
}

export async function runCredentialsCreate(options: CreateOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const fmt = format(options.format);
  const meta = metadata(options.metadata);
  if (options.expiresAt !== undefined && Number.isNaN(Date.parse(options.expiresAt))) {
    throw new CliError('usage', `--expires-at must be a date-time like 2030-01-31T00:00:00Z, got "${options.expiresAt}"`);
  }
  const secret = await readSecret(options, io.stdin, io.env);
  if (secret === undefined && options.secret !== false) {
    throw new CliError('usage', 'no secret given: a credential without one cannot authenticate anything', {
      hint: 'pass --secret-stdin (a JSON object on standard input) or --secret-env NAME, or --no-secret to make it without one on purpose',
    });
  }
  if (secret !== undefined && options.secret === false) {
    throw new CliError('usage', '--no-secret and a secret (--secret-stdin or --secret-env) contradict each other', { hint: 'keep one of them' });
  }
  const created = await withAdapter(resolveTarget(options, '.'), (adapter) => adapter.createCredential({
    label: options.label, type: options.type, provider: options.provider,
    ...(meta === undefined ? {} : { metadata: meta }),
    ...(secret === undefined ? {} : { secret }),
    ...(options.expiresAt === undefined ? {} : { expires_at: new Date(options.expiresAt).toISOString() }),
  }));
  show(created, 'Created', fmt, io);
  return EXIT.ok;
}

export async function runCredentialsList(options: TargetOptions & { readonly format: string }, io: Io = processIo()): Promise<ExitCodeValue> {
  const fmt = format(options.format);
  const credentials = await withStateReader(resolveTarget(options, '.'), '.', (adapter) => adapter.listCredentials());
  if (fmt === 'json') {
    io.stdout.write(`${JSON.stringify(credentials, null, 2)}\n`);
    return EXIT.ok;
  }
  if (credentials.length === 0) {
    io.stdout.write('No credentials yet. Make one with `capctl credentials create --label NAME --type TYPE --provider PROVIDER --secret-stdin`.\n');
    return EXIT.ok;
  }
  const rows = credentials.map((c) => [c.label, c.id, c.type, c.provider, String(c.version), c.expires_at ?? 'never', c.updated_at]);
  io.stdout.write(`${textTable(['LABEL', 'ID', 'TYPE', 'PROVIDER', 'VERSION', 'EXPIRES', 'UPDATED'], rows)}\n`);
  return EXIT.ok;
}

export async function runCredentialsUpdate(ref: string, options: UpdateOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const fmt = format(options.format);
  const meta = metadata(options.metadata);
  const secret = await readSecret(options, io.stdin, io.env);
  if (options.label === undefined && meta === undefined && secret === undefined) {
    throw new CliError('usage', 'nothing to update', { hint: 'pass --label, --metadata, --secret-stdin or --secret-env' });
  }
  const updated = await withAdapter(resolveTarget(options, '.'), async (adapter) => {
    // A definition names credentials by label; so may this command.
    const id = (await adapter.listCredentials()).find((c) => c.label === ref || c.id === ref)?.id ?? ref;
    return adapter.updateCredential(id, {
      ...(options.label === undefined ? {} : { label: options.label }),
      ...(meta === undefined ? {} : { metadata: meta }),
      ...(secret === undefined ? {} : { secret }),
    });
  });
  show(updated, 'Updated', fmt, io);
  return EXIT.ok;
}

export async function runCredentialsDelete(ref: string, options: TargetOptions & { readonly format: string }, io: Io = processIo()): Promise<ExitCodeValue> {
  const fmt = format(options.format);
  const deleted = await withAdapter(resolveTarget(options, '.'), async (adapter) => {
    const id = (await adapter.listCredentials()).find((c) => c.label === ref || c.id === ref)?.id ?? ref;
    return adapter.deleteCredential(id);
  });
  show(deleted, 'Deleted', fmt, io);
  return EXIT.ok;
}

const collect = (value: string, previous: readonly string[] = []): string[] => [...previous, value];

function secretOptions(command: Command): Command {
  return command
    .option('--secret-stdin', 'read the secret from standard input, as a JSON object of strings')
    .option('--secret-env <name>', 'take a secret field from this environment variable (NAME or FIELD=NAME; repeatable)', collect)
    .option('--metadata <json>', 'metadata, a JSON object (update: merged as RFC 7396 JSON Merge Patch)')
    .option('--format <format>', 'text or json (the credential, never its secret)', 'text');
}

export function registerCredentials(program: Command): void {
  const credentials = program
    .command('credentials')
    .description('create, list, update and delete the org\'s credentials (secrets are write-only and never shown)')
    .addHelpText('after', `
Examples:
  $ echo '{"API_TOKEN": "..."}' | capctl credentials create --label hooks --type token --provider webhook --secret-stdin
  $ capctl credentials update hooks --secret-env API_TOKEN
  $ capctl credentials list
  $ capctl credentials delete hooks`);
  secretOptions(withTargetOptions(credentials.command('create')))
    .description('create a credential; a definition then names it by label')
    .requiredOption('--label <label>', 'the name definitions use for it (unique in the org)')
    .requiredOption('--type <type>', 'the kind of secret, e.g. token or cloud_keys')
    .requiredOption('--provider <provider>', 'what it is for, e.g. webhook or prometheus')
    .option('--expires-at <date-time>', 'when the secret stops being valid (ISO 8601)')
    .option('--no-secret', 'make it without a secret, on purpose (without a secret option, create refuses)')
    .action(async (options: CreateOptions) => {
      process.exitCode = await runCredentialsCreate(options);
    });
  withTargetOptions(credentials.command('list'))
    .description('list credentials: label, id, type, provider, version, expiry (never secrets)')
    .option('--format <format>', 'text or json', 'text')
    .action(async (options: TargetOptions & { format: string }) => {
      process.exitCode = await runCredentialsList(options);
    });
  secretOptions(withTargetOptions(credentials.command('update')))
    .description('change a credential\'s label, metadata or secret (a new secret increments its version)')
    .argument('<label-or-id>', 'the credential, by label or id')
    .option('--label <label>', 'a new label')
    .action(async (ref: string, options: UpdateOptions) => {
      process.exitCode = await runCredentialsUpdate(ref, options);
    });
  withTargetOptions(credentials.command('delete'))
    .description('delete a credential (refused while a destination, metrics source or source uses it)')
    .argument('<label-or-id>', 'the credential, by label or id')
    .option('--format <format>', 'text or json (the credential, never its secret)', 'text')
    .action(async (ref: string, options: TargetOptions & { format: string }) => {
      process.exitCode = await runCredentialsDelete(ref, options);
    });
}
