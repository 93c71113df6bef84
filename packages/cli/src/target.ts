// Chooses where the state lives: the service at a URL (with CAPACITY_API_KEY), or the embedded
// service on a local database, by default `.capctl/state.db` of the project root (never the
// current directory as such). Adapters load lazily: validate and fmt never pay for them.
import { relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { isOrgId } from '@capctl/core';
import type { StateAdapter } from '@capctl/state';
import { CliError } from './errors.js';
import { requireExistingState } from './missing-state.js';
import { firstTimeKeyOrg } from './org-notice.js';
import { readProjectConfig } from './project-config.js';
import { findProjectRoot, STATE_DIR, type RootSearch } from './project-root.js';
import { checkServiceUrl } from './service-url.js';

export interface TargetOptions {
  readonly url?: string;
  readonly org?: string;
  readonly state?: string;
}

/** Adds --url, --state and --org to a command that reads or writes state. */
export function withTargetOptions(command: Command): Command {
  return command
    .option('--url <url>', 'the service to use (env CAPACITY_URL, with CAPACITY_API_KEY); default: the local state of the project')
    .option('--state <path>', 'the local state database to use (env CAPCTL_STATE); default: .capctl/state.db of the project root')
    .option('--org <id>', 'the org id (env CAPACITY_ORG; default: the API key\'s org with a service, 1 with the local state)');
}

export type Target =
  | { readonly kind: 'http'; readonly url: string; readonly apiKey: string; readonly orgId: string; readonly orgFromKey?: true }
  | { readonly kind: 'embedded'; readonly dbPath: string; readonly orgId: string };

/** Where a choice came from, to say which of two conflicting settings to drop. */
interface Choice {
  readonly url?: string | undefined;
  readonly state?: string | undefined;
  readonly what: string;
  /** Names the URL's setting in messages about it. */
  readonly urlFrom: string;
}

function pick(choices: readonly Choice[]): { url: string; urlFrom: string } | { state: string } | undefined {
  for (const choice of choices) {
    if (choice.url && choice.state) {
      throw new CliError('usage', `both ${choice.what} are set: a service and a local state at once`, {
        hint: 'keep one of them: a URL to use a service, a state path to use a local database',
      });
    }
    if (choice.url) return { url: choice.url, urlFrom: choice.urlFrom };
    if (choice.state) return { state: choice.state };
  }
  return undefined;
}

export function checkOrg(orgId: string): string {
  if (!isOrgId(orgId)) {
    throw new CliError('usage', `--org must be digits, got "${orgId}"`, { hint: 'pass the numeric org id, e.g. --org 1' });
  }
  return orgId;
}

/** `from` names where the URL came from; a URL that is not plain http(s) is a usage error that never echoes a password. */
export function httpTarget(rawUrl: string, orgId: string, env: NodeJS.ProcessEnv, from: string): Target {
  const url = checkServiceUrl(rawUrl, from);
  const apiKey = env['CAPACITY_API_KEY'];
  if (!apiKey) {
    throw new CliError('target_incomplete', `CAPACITY_API_KEY is not set, and ${url} needs a key`, {
      hint: 'export CAPACITY_API_KEY=<key from `capctl keys create`>, or use the local state instead of a URL',
    });
  }
  return { kind: 'http', url, apiKey, orgId };
}

/** The settings that say a service is meant (a key, an org, CI), present and non-empty. */
function serviceSigns(options: TargetOptions, env: NodeJS.ProcessEnv): string[] {
  const set = (name: string) => (env[name] ?? '') !== '';
  const ci = env['CI'];
  return [
    ...(set('CAPACITY_API_KEY') ? ['CAPACITY_API_KEY'] : []),
    ...(set('CAPACITY_ORG') ? ['CAPACITY_ORG'] : []),
    ...(options.org === undefined ? [] : ['--org']),
    ...(ci !== undefined && ci !== '' && ci !== 'false' && ci !== '0' ? [`CI=${ci}`] : []),
  ];
}

/**
 * The target is never a guess: with a sign of a service and no URL (an empty CAPACITY_URL from
 * a mistyped CI secret looks just like this), a local database would be made and changed
 * instead of the service, and the command would still succeed. Local state must then be named.
 */
function refuseGuess(options: TargetOptions, env: NodeJS.ProcessEnv): void {
  const signs = serviceSigns(options, env);
  if (signs.length === 0) return;
  const url = env['CAPACITY_URL'] === '' ? 'CAPACITY_URL is empty' : 'no service URL is given';
  throw new CliError('target_ambiguous', `${signs.join(', ')} ${signs.length === 1 ? 'is' : 'are'} set but ${url}, so capctl will not guess between a service and a local state`, {
    hint: 'give the service with --url or CAPACITY_URL (or `url:` in capctl.yaml), or name the local state with --state, CAPCTL_STATE or `state:` in capctl.yaml',
  });
}

/**
 * The target for a command working on `from` (a definition path, with `{definition: true}`, or
 * the current directory for commands without one). Flags win over the environment, which wins over capctl.yaml.
 */
export function resolveTarget(options: TargetOptions, from: string, env: NodeJS.ProcessEnv = process.env, search: RootSearch = {}): Target {
  const root = findProjectRoot(from, search);
  const config = readProjectConfig(root.dir);
  const givenOrg = options.org ?? env['CAPACITY_ORG'] ?? config.org;
  const orgId = checkOrg(givenOrg ?? '1');
  const chosen = pick([
    { url: options.url, state: options.state, what: '--url and --state', urlFrom: '--url' },
    { url: env['CAPACITY_URL'], state: env['CAPCTL_STATE'], what: 'CAPACITY_URL and CAPCTL_STATE', urlFrom: 'CAPACITY_URL' },
    { url: config.url, state: config.state, what: 'capctl.yaml\'s url and state', urlFrom: 'the url in capctl.yaml' },
  ]);
  if (chosen && 'url' in chosen) {
    const target = httpTarget(chosen.url, orgId, env, chosen.urlFrom);
    // Over HTTP the key knows its org: org 1 is only the embedded state's default (see settleOrg).
    return givenOrg === undefined && target.kind === 'http' ? { ...target, orgFromKey: true } : target;
  }
  if (!chosen) refuseGuess(options, env);
  const dbPath = chosen ? resolve(chosen.state) : resolve(root.dir, STATE_DIR, 'state.db');
  return { kind: 'embedded', dbPath, orgId };
}

/** A path as users read it: relative to the current directory when inside it, else absolute. */
export function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel === '' || rel.startsWith('..') ? path : rel;
}

/** Where a target is, as printed in messages. */
export function describeTarget(target: Target): string {
  return target.kind === 'http' ? target.url : displayPath(target.dbPath);
}

/** Says which state a command uses: the first line plan and apply print on a terminal. */
export function stateLine(target: Target): string {
  return target.kind === 'http'
    ? `Using the service at ${target.url} (org ${target.orgId}).`
    : `Using the local state ${describeTarget(target)} (org ${target.orgId}).`;
}

function timeoutMs(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env['CAPCTL_TIMEOUT_MS'];
  const n = raw === undefined ? Number.NaN : Number(raw);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

export async function openAdapter(target: Target, env: NodeJS.ProcessEnv = process.env): Promise<StateAdapter> {
  const state = await import('@capctl/state');
  if (target.kind === 'http') {
    return state.createHttpAdapter({
      url: target.url,
      apiKey: target.apiKey,
      orgId: target.orgId,
      timeoutMs: timeoutMs(env),
    });
  }
  return state.openEmbeddedAdapter({ dbPath: target.dbPath, orgId: target.orgId, displayPath: describeTarget(target) });
}

/** The target with its org settled: over HTTP with no org given, the key's own, said on stderr. */
export async function settleOrg(target: Target, env: NodeJS.ProcessEnv = process.env): Promise<Target> {
  if (target.kind !== 'http' || target.orgFromKey !== true) return target;
  const { keyOrg } = await import('@capctl/state');
  const orgId = await keyOrg({ url: target.url, apiKey: target.apiKey, timeoutMs: timeoutMs(env) });
  if (firstTimeKeyOrg(target.url, orgId, env)) process.stderr.write(`Using org ${orgId}, the key's org (pass --org or set CAPACITY_ORG to choose another).\n`);
  return { kind: 'http', url: target.url, apiKey: target.apiKey, orgId };
}

/** Runs `work` with an adapter for the target (its org settled) and always closes it. */
export async function withAdapter<T>(given: Target, work: (adapter: StateAdapter, target: Target) => Promise<T>): Promise<T> {
  const target = await settleOrg(given);
  const adapter = await openAdapter(target);
  try {
    return await work(adapter, target);
  } finally {
    await adapter.close();
  }
}

/**
 * withAdapter for commands that only read (revisions, export, drift, schemas, credentials list):
 * a local state that does not exist is refused, never made, naming where it was looked for.
 */
export async function withStateReader<T>(given: Target, from: string, work: (adapter: StateAdapter, target: Target) => Promise<T>): Promise<T> {
  requireExistingState(given, from);
  return withAdapter(given, work);
}
