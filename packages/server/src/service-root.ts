// The service's one composition root: the secret key, the storage brought up to the service's
// migrations, every repository over it and the config service. The HTTP app (build-server.ts)
// and local mode (local.ts) are both built on it, so they cannot assemble the service differently.
import type { ConfigService } from '@capctl/core';
import type { Kysely } from 'kysely';
import { createHeaderSeal } from './crypto/header-seal.js';
import { createSecretBox, type SecretBox } from './crypto/secret-box.js';
import { findSecretKey, type SecretKeySource } from './crypto/secret-key.js';
import { openStorage, type Storage } from './open-storage.js';
import { createRepositories, type Repositories } from './repositories.js';
import { DEFAULT_REVISION_RETENTION, type RevisionRetention } from './revisions/retention.js';
import { checkedSecretKey } from './secret-key-check.js';
import { readLineage } from './storage/lineage.js';
import { createConfigService } from './use-cases/config-service.js';

export interface ServiceRootOptions {
  /** Path of the SQLite database file (created and migrated when missing), or a postgres:// URL. */
  readonly db: string;
  /** The 32-byte key for secrets at rest; default CAPACITY_SECRET_KEY or the key file beside the database. */
  readonly secretKey?: Buffer;
  /** PostgreSQL only: the most connections this instance opens (default 10). */
  readonly poolSize?: number;
  /** Which stale and failed revisions are pruned after each plan (default DEFAULT_REVISION_RETENTION). */
  readonly revisionRetention?: RevisionRetention;
  /** Told when retention after a plan fails: the plan is stored whatever pruning does. */
  readonly onRetentionFailure?: (error: unknown) => void;
  /** Called inside each apply's transaction just before it takes the org's write lock: a barrier for tests. */
  readonly beforeApplyLock?: (orgId: string) => void;
  /** Steps per stored part of a large plan (tests only; default STEPS_PER_PART). */
  readonly stepsPerPart?: number;
  /** The time revisions and direct destination writes (drift) are stamped with (default the system clock; tests inject one). */
  readonly clock?: () => Date;
}

export interface ServiceRoot {
  readonly storage: Storage;
  readonly secretBox: SecretBox;
  readonly repos: Repositories;
  readonly configService: ConfigService;
}

/** The key the options give (tests), else CAPACITY_SECRET_KEY or the key file beside the database. */
function keySource(options: ServiceRootOptions): SecretKeySource {
  const given = options.secretKey;
  if (given === undefined) return findSecretKey(options.db);
  return { key: given, from: 'the key given to the service' };
}

export async function openServiceRoot(options: ServiceRootOptions): Promise<ServiceRoot> {
  // The key first: a bad CAPACITY_SECRET_KEY fails before the database is opened.
  const source = keySource(options);
  const storage = await openStorage({
    path: options.db,
    // A migration that seals (0050) runs only on a database from before it, which has no check value to compare.
    ...(source.key === undefined ? {} : { secrets: createHeaderSeal(createSecretBox(source.key)) }),
    ...(options.poolSize === undefined ? {} : { poolSize: options.poolSize }),
  });
  try {
    const secretBox = createSecretBox(await checkedSecretKey(storage.db, source));
    const repos = createRepositories(storage.db, secretBox, storage.readNow, options.clock);
    const configService = createConfigService({
      db: storage.db,
      repos,
      lineage: await readLineage(storage.db as unknown as Kysely<unknown>),
      retention: options.revisionRetention ?? DEFAULT_REVISION_RETENTION,
      ...(options.onRetentionFailure === undefined ? {} : { onRetentionFailure: options.onRetentionFailure }),
      ...(options.beforeApplyLock === undefined ? {} : { beforeApplyLock: options.beforeApplyLock }),
      ...(options.stepsPerPart === undefined ? {} : { stepsPerPart: options.stepsPerPart }),
      ...(options.clock === undefined ? {} : { clock: options.clock }),
    });
    return { storage, secretBox, repos, configService };
  } catch (error) {
    await storage.close();
    throw error;
  }
}
