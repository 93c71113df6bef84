// The embedded StateAdapter: the config service in this process, on a local SQLite file
// (`.capctl/state.db` by default), bound to the local user and the org. No HTTP request, no port
// and no key; its failures are the service's typed errors, told apart by their codes.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { bindConfigService, type Caller, type ConfigService, type ServiceError } from '@capctl/core';
import { explained } from './answer-error.js';
import { takeDefinition } from './handed-definition.js';
import { errorFromFailure, type TargetDescription } from './errors.js';
import type { StateAdapter } from './state-adapter.js';

export interface EmbeddedAdapterOptions {
  /** The database file; its directory is created when missing. */
  readonly dbPath: string;
  readonly orgId: string;
  /** How messages name the database; defaults to `dbPath`. */
  readonly displayPath?: string;
}

/** A new state directory ignores itself: the database must never be committed. */
async function createStateDir(dir: string): Promise<void> {
  const created = await mkdir(dir, { recursive: true });
  if (created !== undefined) {
    await writeFile(join(dir, '.gitignore'), '# Local capctl state (database and its secret key): never commit it.\n*\n');
  }
}

/**
 * The adapter over an open service: the service bound to `caller` in the target's org, each
 * failure (as `serviceErrorOf` makes it a catalogue error) the state error of its code.
 */
export function createInProcessAdapter(
  service: ConfigService, caller: Caller, target: TargetDescription, serviceErrorOf: (error: unknown) => ServiceError, onClose: () => Promise<void>,
): StateAdapter {
  const stateErrorOf = (error: unknown) => {
    const failure = serviceErrorOf(error);
    return errorFromFailure({ code: failure.code, entries: failure.toEntries() }, target);
  };
  const adapter = explained(bindConfigService(service, caller, target.orgId), stateErrorOf, target);
  // A handed definition is taken out of its box: the service holds it for as long as it plans.
  const planRevision: StateAdapter['planRevision'] = (request) => adapter.planRevision({ ...request, definition: takeDefinition(request.definition) });
  return { ...adapter, planRevision, target, close: onClose };
}

export async function openEmbeddedAdapter(options: EmbeddedAdapterOptions): Promise<StateAdapter> {
  await createStateDir(dirname(options.dbPath));
  // Loaded on first use, from the service's local entry: no web server, and commands that never
  // touch the state do not pay for the service's modules.
  const { openLocalService, serviceErrorOf } = await import('@capctl/server/local');
  const local = await openLocalService({ db: options.dbPath, orgId: options.orgId });
  const target: TargetDescription = { kind: 'embedded', where: options.displayPath ?? options.dbPath, orgId: options.orgId };
  return createInProcessAdapter(local.service, local.actor, target, serviceErrorOf, () => local.close());
}
