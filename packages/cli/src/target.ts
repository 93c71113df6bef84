// Chooses where the state lives: the service at --url/CAPACITY_URL (with CAPACITY_API_KEY), or
// the embedded service on .capctl/state.db in the working directory. Adapters load lazily so
// that commands which never touch state (validate, fmt) do not pay for them.
import { resolve } from 'node:path';
import type { Command } from 'commander';
import type { StateAdapter } from '@capctl/state';
import { CliError } from './errors.js';
import { checkServiceUrl } from './service-url.js';

export interface TargetOptions {
  readonly url?: string;
  readonly org?: string;
}

/** Adds --url and --org to a command that reads or writes state. */
export function withTargetOptions(command: Command): Command {
  return command
    .option('--url <url>', 'the service to use (env CAPACITY_URL, with CAPACITY_API_KEY); default: the embedded state in .capctl/state.db')
    .option('--org <id>', 'the org id (env CAPACITY_ORG; default 1)');
}

export type Target =
  | { readonly kind: 'http'; readonly url: string; readonly apiKey: string; readonly orgId: string }
  | { readonly kind: 'embedded'; readonly dbPath: string; readonly orgId: string };

export const EMBEDDED_DB = '.capctl/state.db';

export function resolveTarget(options: TargetOptions, env: NodeJS.ProcessEnv = process.env): Target {
  const rawUrl = options.url ?? env['CAPACITY_URL'];
  const url = rawUrl ? checkServiceUrl(rawUrl, options.url === undefined ? 'CAPACITY_URL' : '--url') : undefined;
  const orgId = options.org ?? env['CAPACITY_ORG'] ?? '1';
  if (!/^[0-9]+$/.test(orgId)) {
    throw new CliError('usage', `--org must be digits, got "${orgId}"`, { hint: 'pass the numeric org id, e.g. --org 1' });
  }
  if (url) {
    const apiKey = env['CAPACITY_API_KEY'];
    if (!apiKey) {
      throw new CliError('target_incomplete', `CAPACITY_API_KEY is not set, and ${url} needs a key`, {
        hint: 'export CAPACITY_API_KEY=<key from `capctl keys create`>, or unset CAPACITY_URL to use the embedded state',
      });
    }
    return { kind: 'http', url, apiKey, orgId };
  }
  return { kind: 'embedded', dbPath: resolve(EMBEDDED_DB), orgId };
}

/** Where a target is, as printed in messages and recorded in saved plans. */
export function describeTarget(target: Target): string {
  return target.kind === 'http' ? target.url : EMBEDDED_DB;
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
  return state.openEmbeddedAdapter({ dbPath: target.dbPath, orgId: target.orgId, displayPath: EMBEDDED_DB });
}

/** Runs `work` with an adapter for the target and always closes it. */
export async function withAdapter<T>(options: TargetOptions, work: (adapter: StateAdapter, target: Target) => Promise<T>): Promise<T> {
  const target = resolveTarget(options);
  const adapter = await openAdapter(target);
  try {
    return await work(adapter, target);
  } finally {
    await adapter.close();
  }
}
