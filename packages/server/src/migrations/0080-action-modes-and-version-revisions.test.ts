// Migration 0080 on a database written before modes: its actions read as `backward`, its versions
// with a null revision, and the history routes and the planner work on them unchanged.
import { plan, type ActionStep, type Definition } from '@capctl/core';
import { describe, expect, test } from 'vitest';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { createConfigStateRepository } from '../config/config-state-repository.js';
import { migrations } from './index.js';
import { openStorage } from '../open-storage.js';
import { createActionVersionRepository } from '../action-versions/action-version-repository.js';

const databases = useTestDatabases();
const schema = '{"type":"object","properties":{"id":{"type":"string"}}}';

describe.each(TEST_ENGINES)('on %s', (engine) => {
  test('keeps an older database readable: mode backward, revision null', async () => {
    const path = await databases.location(engine);
    const old = await openStorage({ path, migrations: migrations.filter((m) => !m.name.startsWith('008')) });
    const at = '2026-01-01T00:00:00.000Z';
    try {
      await old.db.insertInto('orgs').values({ id: '1', name: 'one', serial: 1, created_at: at }).execute();
      await old.db.insertInto('actions').values({
        id: 'a1', org_id: '1', variant: 'resize', schema, version: 1, protect: 0, updated_at: at, deleted_at: null,
      } as never).execute();
      await old.db.insertInto('action_versions').values({ action_id: 'a1', version: 1, schema, schema_hash: 'h', created_at: at } as never).execute();
    } finally {
      await old.close();
    }

    const storage = await openStorage({ path });
    try {
      const state = await createConfigStateRepository(storage.db).load('1');
      expect(state.actions[0]).toMatchObject({ variant: 'resize', compatibility: 'backward' });
      const versions = createActionVersionRepository(storage.db);
      expect(await versions.list('a1')).toEqual([{ version: 1, schema: JSON.parse(schema), schema_hash: 'h', created_at: at, revision_id: null }]);
      // Nothing in the definition changed: the default mode equals the migrated one.
      const same = { actions: [{ variant: 'resize', schema: JSON.parse(schema) }], resources: {} } as unknown as Definition;
      expect(plan(same, state).steps).toEqual([]);
      const full = { actions: [{ variant: 'resize', schema: JSON.parse(schema), compatibility: 'full' }], resources: {} } as unknown as Definition;
      expect(plan(full, state).steps[0] as ActionStep).toMatchObject({ op: 'update', final_version: 1 });
    } finally {
      await storage.close();
    }
  });
});
