// Runs the service: builds the app, sets up pino logging and listens. `serve` is what
// `capctl serve` calls; it also closes the server cleanly on SIGINT and SIGTERM.
import type { FastifyInstance } from 'fastify';
import { buildServer, type RateLimitOptions } from './build-server.js';
import type { AddressInfo } from 'node:net';
import { createLogger, type LogFormat } from './logging/logger.js';
import type { RevisionRetention } from './revisions/retention.js';
import { describeLocation } from './storage/database-location.js';

export interface ServeOptions {
  readonly port: number;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** Path of the SQLite database file, or a postgres:// URL (then CAPACITY_SECRET_KEY is required). */
  readonly db: string;
  /** PostgreSQL only: the most connections this instance opens (default 10). */
  readonly poolSize?: number;
  /** The 32-byte key for secrets at rest; default CAPACITY_SECRET_KEY (or, on SQLite, the key file). */
  readonly secretKey?: Buffer;
  /** pino level; default info. */
  readonly logLevel?: string;
  /** Default json. */
  readonly logFormat?: LogFormat;
  readonly rateLimit?: RateLimitOptions | false;
  /** Default DEFAULT_REVISION_RETENTION. */
  readonly revisionRetention?: RevisionRetention;
  /** Proxies (addresses or CIDR ranges) whose X-Forwarded-For is believed; none by default. */
  readonly trustProxy?: readonly string[];
}

export interface RunningServer {
  readonly app: FastifyInstance;
  /** The address it listens on, e.g. http://127.0.0.1:8080 or http://0.0.0.0:8080 (every interface). */
  readonly url: string;
  /** The database as it may be shown: the file path, or the URL without its password. */
  readonly database: string;
  close(): Promise<void>;
}

/**
 * The address actually bound: fastify's own answer names one of the interfaces (127.0.0.1 for
 * 0.0.0.0), which hides that the service is reachable from other hosts.
 */
export function listeningUrl(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const app = await buildServer({
    db: options.db,
    logger: createLogger({ level: options.logLevel ?? 'info', format: options.logFormat ?? 'json' }),
    ...(options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit }),
    ...(options.revisionRetention === undefined ? {} : { revisionRetention: options.revisionRetention }),
    ...(options.poolSize === undefined ? {} : { poolSize: options.poolSize }),
    ...(options.secretKey === undefined ? {} : { secretKey: options.secretKey }),
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
  });
  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return { app, url: listeningUrl(app.server.address() as AddressInfo), database: describeLocation(options.db), close: () => app.close() };
}

export async function serve(options: ServeOptions): Promise<RunningServer> {
  const running = await startServer(options);
  // Stop taking connections, finish the requests in flight, close the pool, then exit 0.
  const stop = (signal: string) => {
    running.app.log.info({ signal }, 'stopping: finishing the requests in flight');
    running.close().then(
      () => {
        running.app.log.info({ signal }, 'stopped');
        process.exit(0);
      },
      (error: unknown) => {
        // The code only: a log line carries no stack trace.
        running.app.log.error({ signal, code: (error as { code?: unknown } | undefined)?.code }, 'could not stop cleanly');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  return running;
}
