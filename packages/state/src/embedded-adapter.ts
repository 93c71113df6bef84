// The embedded StateAdapter: the service's use cases, in this process, on a local SQLite file
// (`.capctl/state.db` by default). No HTTP request, no port and no key: the adapter calls the
// config service directly, as the local user, and its failures read as the service's answers do.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ConfigService } from '@capctl/core';
import {
  actionMissing, actionVersionMissing, answerError, credentialInUse, credentialMissing, labelTaken, revisionMissing, type AnswerContext,
} from './answer-error.js';
import type { ServiceErrorEntry, TargetDescription } from './errors.js';
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

type FailureOf = (error: unknown) => { readonly status: number; readonly entries: readonly ServiceErrorEntry[] };

/** The adapter over an open service: each call as the local actor, each failure as the HTTP answer would read. */
export function createInProcessAdapter(
  service: ConfigService, actor: Parameters<ConfigService['plan']>[0], target: TargetDescription, failureOf: FailureOf, onClose: () => Promise<void>,
): StateAdapter {
  const org = target.orgId;
  async function call<T>(work: () => Promise<T>, context?: AnswerContext): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const failure = failureOf(error);
      throw answerError(failure.status, failure.entries, target, context);
    }
  }
  return {
    target,
    readState: () => call(() => service.readState(org)),
    planRevision: (definition, options = {}) =>
      call(() => service.plan(actor, org, {
        definition,
        ...(options.targets?.length ? { targets: options.targets } : {}),
        ...(options.message === undefined ? {} : { message: options.message }),
      })),
    applyRevision: (id, apply = {}) => call(() => service.apply(actor, org, id, {
      allowBreaking: apply.allowBreaking === true,
      allowBreakingVariants: apply.allowBreakingVariants ?? [],
      ...(apply.digest === undefined ? {} : { digest: apply.digest }),
    }), revisionMissing(id)),
    listRevisions: (list = {}) => call(() => service.listRevisions(org, {
      ...(list.limit === undefined ? {} : { limit: list.limit }),
      ...(list.cursor === undefined ? {} : { cursor: list.cursor }),
      ...(list.status === undefined ? {} : { statuses: typeof list.status === 'string' ? [list.status] : list.status }),
    })),
    getRevision: (id) => call(() => service.getRevision(org, id), revisionMissing(id)),
    createCredential: (input) => call(() => service.createCredential(actor, org, input), labelTaken(input.label)),
    listCredentials: () => call(() => service.listCredentials(org)),
    updateCredential: (id, change) => call(() => service.updateCredential(actor, org, id, change), credentialMissing(id)),
    deleteCredential: (id) => call(() => service.deleteCredential(actor, org, id), credentialInUse(id)),
    pruneRevisions: (prune = {}) => call(() => service.pruneRevisions(actor, org, prune)),
    listActionVersions: (variant) => call(() => service.listActionVersions(org, variant), actionMissing(variant)),
    getActionVersion: (variant, version) => call(() => service.getActionVersion(org, variant, version), actionVersionMissing(variant, version)),
    close: onClose,
  };
}

export async function openEmbeddedAdapter(options: EmbeddedAdapterOptions): Promise<StateAdapter> {
  await createStateDir(dirname(options.dbPath));
  // Loaded on first use: commands that never touch the state do not pay for the service's modules.
  const { openLocalService, serviceFailure } = await import('@capctl/server/local');
  const local = await openLocalService({ db: options.dbPath, orgId: options.orgId });
  const target: TargetDescription = { kind: 'embedded', where: options.displayPath ?? options.dbPath, orgId: options.orgId };
  return createInProcessAdapter(local.service, local.actor, target, serviceFailure, () => local.close());
}
