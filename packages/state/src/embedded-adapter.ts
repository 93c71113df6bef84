// The embedded StateAdapter: the service itself, in this process, on a local SQLite file
// (`.capctl/state.db` by default) — no port and no key to manage. On first use it creates the
// org and an internal API key, kept beside the database (mode 0600).
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { injectRequest, toInjectRequest } from './inject-fetch.js';
import type { InjectableApp } from './inject-fetch.js';
import { createServiceAdapter } from './service-adapter.js';
import type { StateAdapter } from './state-adapter.js';

export interface EmbeddedAdapterOptions {
  /** The database file; its directory is created when missing. */
  readonly dbPath: string;
  readonly orgId: string;
  /** How messages name the database; defaults to `dbPath`. */
  readonly displayPath?: string;
}

const KEY_USER = 'capctl-embedded';
const AUTH_HEADER = 'x-service-auth';

type KeyFile = Record<string, string>;

function keyFilePath(dbPath: string): string {
  return join(dirname(dbPath), 'embedded-keys.json');
}

async function readKeys(path: string): Promise<KeyFile> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value !== null && typeof value === 'object' ? (value as KeyFile) : {};
  } catch {
    return {};
  }
}

/** Makes a new internal key of `orgId` (and the org and user when missing) and remembers it. */
async function issueKey(dbPath: string, orgId: string, keys: KeyFile): Promise<string> {
  const { createApiKey } = await import('@capctl/server');
  const { key } = await createApiKey({ db: dbPath, org: orgId, user: KEY_USER });
  await writeFile(keyFilePath(dbPath), `${JSON.stringify({ ...keys, [orgId]: key }, null, 2)}\n`, { mode: 0o600 });
  return key;
}

/** The internal key of `orgId` for this database, created on first use. */
async function embeddedKey(dbPath: string, orgId: string, freshDb: boolean): Promise<string> {
  const keys = freshDb ? {} : await readKeys(keyFilePath(dbPath));
  return keys[orgId] ?? issueKey(dbPath, orgId, keys);
}

/**
 * The inject transport, sending the current internal key, plus one repair: a remembered key
 * the database does not know (the database was replaced) is replaced by a new one, once.
 */
function keyedFetch(app: InjectableApp, dbPath: string, orgId: string, initialKey: string): (request: Request) => Promise<Response> {
  let key = initialKey;
  return async (request) => {
    // The body is read once: a retry sends the same bytes without cloning the request.
    const base = await toInjectRequest(request);
    const send = () => injectRequest(app, { ...base, headers: { ...base.headers, [AUTH_HEADER]: key } });
    const response = await send();
    if (response.status !== 401) return response;
    key = await issueKey(dbPath, orgId, await readKeys(keyFilePath(dbPath)));
    return send();
  };
}

/** A new state directory ignores itself: the database and the key file must never be committed. */
async function createStateDir(dir: string): Promise<void> {
  const created = await mkdir(dir, { recursive: true });
  if (created !== undefined) {
    await writeFile(join(dir, '.gitignore'), '# Local capctl state (database and internal API key): never commit it.\n*\n');
  }
}

/** The user running capctl; `userInfo()` throws where the user has no name (some containers). */
function localUserName(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? process.env.USERNAME ?? 'unknown';
  }
}

export async function openEmbeddedAdapter(options: EmbeddedAdapterOptions): Promise<StateAdapter> {
  await createStateDir(dirname(options.dbPath));
  const freshDb = !existsSync(options.dbPath);
  const apiKey = await embeddedKey(options.dbPath, options.orgId, freshDb);
  const { buildServer } = await import('@capctl/server');
  // No logger: the CLI's output is the plan, and the rate limit guards a shared service, not this process.
  // Changes are recorded as the local user's: the database's own key stands for whoever runs capctl here.
  const app = await buildServer({ db: options.dbPath, rateLimit: false, localUser: localUserName() });
  await app.ready();
  return createServiceAdapter({
    baseUrl: 'http://embedded.capctl',
    apiKey,
    target: { kind: 'embedded', where: options.displayPath ?? options.dbPath, orgId: options.orgId },
    fetch: keyedFetch(app as unknown as InjectableApp, options.dbPath, options.orgId, apiKey),
    onClose: async () => {
      await app.close();
    },
  });
}
