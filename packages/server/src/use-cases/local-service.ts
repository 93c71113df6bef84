// The config service on a local database, for local mode: the service's composition root in this
// process, with the org and the local user made on first use. No HTTP, no key, no web server.
import { userInfo } from 'node:os';
import { isOrgId, type Caller, type ConfigService } from '@capctl/core';
import { invalidField } from '../http/errors.js';
import { openServiceRoot } from '../service-root.js';

export interface LocalServiceOptions {
  /** Path of the SQLite database file; created and migrated when missing. */
  readonly db: string;
  readonly orgId: string;
}

export interface LocalService {
  readonly service: ConfigService;
  /** The local user: who plans and applies in local mode. */
  readonly actor: Caller;
  /** Closes the database; the service is unusable afterwards. */
  close(): Promise<void>;
}

/** The service user that records local plans (the one local mode has always used). */
const LOCAL_SERVICE_USER = 'capctl-embedded';

function localUserName(): string | null {
  try {
    return userInfo().username;
  } catch {
    // No passwd entry for this uid (a container): the revisions still record the service user.
    return null;
  }
}

export async function openLocalService(options: LocalServiceOptions): Promise<LocalService> {
  // The same check and message as a key issued for the org.
  if (!isOrgId(options.orgId)) throw invalidField('/org', `org id ${JSON.stringify(options.orgId)} must be digits only, e.g. 1`);
  const { storage, repos, configService: service } = await openServiceRoot({ db: options.db });
  try {
    const { accounts } = repos;
    await accounts.ensureOrg(options.orgId);
    const userId = await accounts.ensureUser(LOCAL_SERVICE_USER);
    await accounts.addMember(options.orgId, userId);
    const actor: Caller = { keyId: null, keyName: null, userId, user: localUserName() ?? LOCAL_SERVICE_USER, role: 'local' };
    return { service, actor, close: () => storage.close() };
  } catch (error) {
    await storage.close();
    throw error;
  }
}
