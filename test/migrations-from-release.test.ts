// End-to-end: a local state written by an earlier release (test/fixtures/release-42fc695, made
// before migrations 0060 and later and before checksums) is migrated by this build and plans to
// no changes; an applied migration whose checksum no longer matches stops capctl with a message.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SqliteDatabase } from '@capctl/server';
import { migrations } from '../packages/server/src/migrations/index.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOT, Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 60_000 });

const RELEASE = join(ROOT, 'test/fixtures/release-42fc695');

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  ws.withQuickstart();
  mkdirSync(ws.path('.capctl'));
  const db = new SqliteDatabase(ws.path('.capctl/state.db'));
  db.exec(readFileSync(join(RELEASE, 'state.sql'), 'utf8'));
  db.close();
  copyFileSync(join(RELEASE, 'state.db.key'), ws.path('.capctl/state.db.key'));
});
afterEach(() => ws.remove());

function appliedMigrations(): { name: string; checksum: string | null }[] {
  const db = new SqliteDatabase(ws.path('.capctl/state.db'), { readonly: true });
  try {
    return db.prepare('select name, checksum from schema_migrations order by name').all() as { name: string; checksum: string | null }[];
  } catch (error) {
    if (/no such column: checksum/.test(String(error))) return db.prepare('select name, null as checksum from schema_migrations order by name').all() as never;
    throw error;
  } finally {
    db.close();
  }
}

describe('a database from an earlier release', () => {
  it('is migrated to this build, records every checksum, and plans the definition it was applied from to no changes', async () => {
    const before = appliedMigrations();
    expect(before.map((m) => m.name)).toEqual(migrations.map((m) => m.name).filter((name) => name < '0060'));
    expect(before.every((m) => m.checksum === null)).toBe(true);

    const { result, plan } = await ws.planJson('quickstart');
    expect(result.code, result.stderr).toBe(0);
    expect(plan.steps).toEqual([]);
    expect(plan.summary).toMatchObject({ create: 0, update: 0, delete: 0, unchanged: 8 });

    const after = appliedMigrations();
    expect(after.map((m) => m.name)).toEqual(migrations.map((m) => m.name));
    expect(after.every((m) => /^[0-9a-f]{64}$/.test(m.checksum ?? ''))).toBe(true);
  });

  it('stops with a message naming an applied migration whose checksum changed, and changes nothing', async () => {
    expect((await ws.run(['plan', 'quickstart'])).code).toBe(0);
    // What an edit of 0002_resources after its release looks like to the database: another checksum.
    const db = new SqliteDatabase(ws.path('.capctl/state.db'));
    db.prepare("update schema_migrations set checksum = ? where name = '0002_resources'").run('0'.repeat(64));
    db.close();
    const recorded = appliedMigrations();

    for (const args of [['plan', 'quickstart'], ['apply', 'quickstart', '--auto-approve']]) {
      const r = await ws.run(args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stderr).toContain('0002_resources');
      expect(r.stderr).toMatch(/an applied migration was edited.*new migration/);
      expect(r.stderr).not.toMatch(/unexpected failure|\n\s+at /);
      expect(r.stdout).toBe('');
    }
    expect(appliedMigrations()).toEqual(recorded);
  });
});
