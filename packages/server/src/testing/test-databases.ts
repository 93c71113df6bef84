// Fresh databases for tests on either engine: a temp SQLite file, or a new database on the test
// PostgreSQL server (started on first use, once per test file). Suites run once per engine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { EngineKind } from '../storage/database-location.js';
import { startTestPostgres, type TestPostgres } from './test-postgres.js';

export { TEST_SECRET_KEY } from './test-postgres.js';

/** The engines every parametrized suite runs on. */
export const TEST_ENGINES: readonly EngineKind[] = ['sqlite', 'postgres'];

export interface TestDatabases {
  /** A new, empty database on `engine`: a file path or a postgres:// URL. */
  location(engine: EngineKind): Promise<string>;
}

/** Call at the top level of a test file: the files and the server are removed after the file's tests. */
export function useTestDatabases(): TestDatabases {
  let postgres: Promise<TestPostgres> | undefined;
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    const server = await postgres?.catch(() => undefined);
    await server?.stop();
  });
  return {
    async location(engine) {
      if (engine === 'postgres') {
        postgres ??= startTestPostgres();
        return (await postgres).createDatabase();
      }
      const dir = mkdtempSync(join(tmpdir(), 'capctl-db-'));
      dirs.push(dir);
      return join(dir, 'service.db');
    },
  };
}
