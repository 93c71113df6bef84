// Migration 0070 on a database written before action versions carried schema hashes: every
// stored version gets core's schemaHash of its schema (more rows than one page), the state loads
// the history as those hashes, and a plan still names the earlier version a schema equals.
import { plan, schemaHash, type ActionStep, type Definition } from '@capctl/core';
import { describe, expect, test } from 'vitest';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { createConfigStateRepository } from '../config/config-state-repository.js';
import { migrations } from './index.js';
import { openStorage } from '../open-storage.js';

const databases = useTestDatabases();
// Key order differs from what the planner writes: the hash is of the canonical JSON.
const schemaOf = (version: number) => `{"type":"object","properties":{"v${version % 3}":{"type":"string"}}}`;
const VERSIONS = 1001;

describe.each(TEST_ENGINES)('on %s', (engine) => {
  // A thousand rows written and migrated: more than the default 30 s on a busy machine.
  test('fills the hash of every stored version, and plans compare them', async () => {
    const path = await databases.location(engine);
    const old = await openStorage({ path, migrations: migrations.filter((m) => !m.name.startsWith('007')) });
    const at = '2026-01-01T00:00:00.000Z';
    try {
      await old.db.insertInto('orgs').values({ id: '1', name: 'one', serial: 1, created_at: at }).execute();
      await old.db.insertInto('actions').values({
        id: 'a1', org_id: '1', variant: 'resize', schema: schemaOf(VERSIONS), version: VERSIONS, protect: 0, updated_at: at, deleted_at: null,
      } as never).execute();
      const rows = Array.from({ length: VERSIONS }, (_, i) => ({ action_id: 'a1', version: i + 1, schema: schemaOf(i + 1), created_at: at }));
      for (let i = 0; i < rows.length; i += 200) await old.db.insertInto('action_versions').values(rows.slice(i, i + 200) as never).execute();
    } finally {
      await old.close();
    }

    const storage = await openStorage({ path });
    try {
      const stored = await storage.db.selectFrom('action_versions').select(['version', 'schema_hash']).orderBy('version').execute();
      expect(stored).toHaveLength(VERSIONS);
      expect(stored.filter((r) => r.schema_hash === '')).toEqual([]);
      expect(stored[0]?.schema_hash).toBe(schemaHash({ properties: { v1: { type: 'string' } }, type: 'object' }));
      expect(new Set(stored.map((r) => r.schema_hash)).size).toBe(3);

      const state = await createConfigStateRepository(storage.db).load('1');
      const action = state.actions[0];
      expect(action?.history).toHaveLength(VERSIONS);
      expect(action?.history[1]).toEqual({ version: 2, schema_hash: schemaHash({ type: 'object', properties: { v2: { type: 'string' } } }) });
      // Version 1001 is v2; going back to v0's schema equals version 999 (the newest with it).
      const definition = { actions: [{ variant: 'resize', schema: { type: 'object', properties: { v0: { type: 'string' } } } }], resources: {} } as unknown as Definition;
      const step = plan(definition, state).steps[0] as ActionStep;
      expect(step).toMatchObject({ op: 'update', current_version: VERSIONS, final_version: VERSIONS + 1, equals_version: 999 });
    } finally {
      await storage.close();
    }
  }, 120_000);
});
