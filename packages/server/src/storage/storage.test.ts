// Storage on each engine (a real SQLite file, a real PostgreSQL database): migrations applied
// once, foreign keys enforced; SQLite's pragmas.
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { migrate } from './migrate.js';
import { statements } from './migration.js';
import { migrations } from '../migrations/index.js';
import { openStorage, type Storage } from '../open-storage.js';

const databases = useTestDatabases();
const AT = '2026-01-01T00:00:00.000Z';

describe.each(TEST_ENGINES)('on %s', (engine) => {
let storage: Storage;

beforeEach(async () => {
  storage = await openStorage({ path: await databases.location(engine) });
  await storage.db.insertInto('orgs').values({ id: '1', name: 'org 1', created_at: AT }).execute();
});
afterEach(async () => {
  await storage.close();
});

describe('openStorage', () => {
  // SQLite's own settings: registered for that engine only, so no run reports a skip.
  if (engine === 'sqlite') test('uses WAL, foreign keys and a busy timeout', async () => {
    const pragma = async (name: string) => (await sql.raw(`pragma ${name}`).execute(storage.db)).rows[0];
    expect(await pragma('journal_mode')).toEqual({ journal_mode: 'wal' });
    expect(await pragma('foreign_keys')).toEqual({ foreign_keys: 1 });
    expect(await pragma('busy_timeout')).toEqual({ timeout: 5000 });
  });

  test('enforces foreign keys', async () => {
    const orphan = { id: 'd1', org_id: '999', label: 'x', type: 'webhook', config: '{}', credential_id: null, tags: '{}', protect: 0, updated_at: AT, deleted_at: null };
    await expect(storage.db.insertInto('destinations').values(orphan).execute()).rejects.toThrow(/FOREIGN KEY|foreign key/);
  });

  /** Nothing is pending that seals a header: the key is never asked for. */
  const NO_SEALING = { secrets: () => { throw new Error('no pending migration seals headers'); } };

  test('records every migration once; a second start applies none', async () => {
    const applied = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(storage.db);
    expect(applied.rows.map((r) => r.name)).toEqual(migrations.map((m) => m.name).sort());
    expect(await migrate(storage.db as unknown as Kysely<unknown>, migrations, NO_SEALING)).toEqual([]);
  });

  test('applies an appended migration, and refuses a name listed twice', async () => {
    const extra = { name: '9999_extra', up: statements('create table extra (id text primary key)') };
    expect(await migrate(storage.db as unknown as Kysely<unknown>, [...migrations, extra], NO_SEALING)).toEqual(['9999_extra']);
    await expect(migrate(storage.db as unknown as Kysely<unknown>, [...migrations, extra, extra], NO_SEALING)).rejects.toThrow(/listed twice/);
  });
});
});
