// Runs the service: builds the app, sets up pino logging and listens. `serve` is what
// `capctl serve` calls; it also closes the server cleanly on SIGINT and SIGTERM.
import type { FastifyInstance } from 'fastify';
import { buildServer, type RateLimitOptions } from './build-server.js';
import { createLogger } from './logger.js';
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
  readonly rateLimit?: RateLimitOptions | false;
}

export interface RunningServer {
  readonly app: FastifyInstance;
  /** e.g. http://127.0.0.1:8080 */
  readonly url: string;
  /** The database as it may be shown: the file path, or the URL without its password. */
  readonly database: string;
  close(): Promise<void>;
}

export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const app = await buildServer({
    db: options.db,
    logger: createLogger({ level: options.logLevel ?? 'info' }),
    ...(options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit }),
    ...(options.poolSize === undefined ? {} : { poolSize: options.poolSize }),
    ...(options.secretKey === undefined ? {} : { secretKey: options.secretKey }),
  });
  const url = await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return { app, url, database: describeLocation(options.db), close: () => app.close() };
}

export async function serve(options: ServeOptions): Promise<RunningServer> {
  const running = await startServer(options);
  const stop = (signal: string) => {
    running.app.log.info({ signal }, 'stopping');
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  return running;
}
