// Fixture builder for tests over real HTTP: a server on 127.0.0.1 port 0 with a temporary
// database file, one org with a member's API key, captured log lines, and a request helper.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { issueApiKey } from '../auth/api-key-admin.js';
import type { KeyRole } from '../auth/roles.js';
import { AUTH_HEADER } from '../auth/auth-hooks.js';
import { buildServer, type RateLimitOptions } from '../build-server.js';
import { createLogger } from '../logging/logger.js';
import type { RevisionRetention } from '../revisions/retention.js';
import { engineOf } from '../storage/database-location.js';
import { TEST_SECRET_KEY } from './test-postgres.js';

export interface TestResponse {
  readonly status: number;
  /** Parsed JSON body (undefined when the body is not JSON). */
  readonly body: any;
  readonly text: string;
  readonly headers: Headers;
}

export interface RequestOptions {
  /** The key to send; default the fixture's key; null sends none. */
  readonly key?: string | null;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface TestServer {
  readonly app: FastifyInstance;
  /** e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly dbPath: string;
  /** The org the fixture's key belongs to. */
  readonly orgId: string;
  readonly key: string;
  /** A JSON body is serialised; a string body is sent as is. */
  request(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse>;
  /** Every log line written so far, as one string. */
  logs(): string;
  /** Makes a key of `role` (default apply) for `user` in `org` (both created when missing). */
  createKey(org: string, user: string, role?: KeyRole): Promise<string>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  readonly orgId?: string;
  readonly rateLimit?: RateLimitOptions | false;
  /** Default `trace`, so tests see every line the service could write. */
  readonly logLevel?: string;
  /**
   * Reuse a database file (e.g. to test restarts), or a postgres:// URL (see
   * testing/test-databases.ts); default a new temporary file.
   */
  readonly dbPath?: string;
  /** Default the service's DEFAULT_REVISION_RETENTION. */
  readonly revisionRetention?: RevisionRetention;
  /** The clock MFA codes are judged by; default the system's. */
  readonly mfaClock?: () => Date;
  /** Called as each apply is about to take its org's write lock. */
  readonly beforeApplyLock?: (orgId: string) => void;
  /** Steps per stored part of a large plan; default the service's. */
  readonly stepsPerPart?: number;
  /** The time revisions and drift are stamped with; default the system's. */
  readonly clock?: () => Date;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = options.dbPath === undefined ? mkdtempSync(join(tmpdir(), 'capctl-server-')) : undefined;
  const dbPath = options.dbPath ?? join(dir as string, 'service.db');
  const lines: string[] = [];
  const logger = createLogger({ level: options.logLevel ?? 'trace', destination: { write: (line: string) => void lines.push(line) } });
  const app = await buildServer({
    db: dbPath,
    logger,
    rateLimit: options.rateLimit ?? { max: 100_000, failedAuthMax: 100_000, timeWindowMs: 60_000 },
    ...(options.revisionRetention === undefined ? {} : { revisionRetention: options.revisionRetention }),
    ...(options.mfaClock === undefined ? {} : { mfaClock: options.mfaClock }),
    ...(options.beforeApplyLock === undefined ? {} : { beforeApplyLock: options.beforeApplyLock }),
    ...(options.stepsPerPart === undefined ? {} : { stepsPerPart: options.stepsPerPart }),
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    // PostgreSQL has no key file: tests there use a fixed key.
    ...(engineOf(dbPath) === 'postgres' ? { secretKey: TEST_SECRET_KEY } : {}),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const orgId = options.orgId ?? '1';
  const createKey = async (org: string, user: string, role?: KeyRole) => {
    const { key } = await issueApiKey(app.repos, { org, user, ...(role === undefined ? {} : { role }) });
    return key;
  };
  const key = await createKey(orgId, 'test-user');

  async function request(method: string, path: string, body?: unknown, requestOptions: RequestOptions = {}): Promise<TestResponse> {
    const headers: Record<string, string> = { ...requestOptions.headers };
    const sendKey = requestOptions.key === undefined ? key : requestOptions.key;
    if (sendKey !== null) headers[AUTH_HEADER] = sendKey;
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(url + path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed, text, headers: response.headers };
  }

  return {
    app,
    url,
    dbPath,
    orgId,
    key,
    request,
    logs: () => lines.join(''),
    createKey,
    async close() {
      await app.close();
      if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
    },
  };
}
