// On PostgreSQL a state load reads its serial and its rows from one snapshot (REPEATABLE READ):
// an apply committed while the load is between its queries shows in neither, so a state (and
// what the cache keeps of it) is never the serial of one moment with the rows of another.
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../open-storage.js';
import { useTestDatabases } from '../testing/test-databases.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { createConfigStateRepository } from './config-state-repository.js';

const databases = useTestDatabases();
let server: TestServer;
let storage: Storage;

beforeAll(async () => {
  server = await startTestServer({ dbPath: await databases.location('postgres'), logLevel: 'warn' });
  storage = await openStorage({ path: server.dbPath });
});
afterAll(async () => {
  await storage?.close();
  await server?.close();
});

const action = (variant: string) => ({ variant, schema: { type: 'object' } });

async function planAndApply(variants: readonly string[]): Promise<void> {
  const planned = await server.request('POST', `/v1/orgs/${server.orgId}/config/revisions/`, { definition: { actions: variants.map(action) } });
  expect(planned.status).toBe(200);
  const applied = await server.request('POST', `/v1/orgs/${server.orgId}/config/revisions/${planned.body.data.id as string}/apply`);
  expect(applied.status).toBe(200);
}

/** Runs `between` once, right after the first query of a load has its answer (the serial). */
function afterFirstQuery(between: () => Promise<void>): KyselyPlugin & { ran: number } {
  const plugin = {
    ran: 0,
    transformQuery: (args: PluginTransformQueryArgs): RootOperationNode => args.node,
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (plugin.ran === 0) {
        plugin.ran += 1;
        await between();
      }
      return args.result;
    },
  };
  return plugin;
}

describe('a state load on PostgreSQL', () => {
  it('reads its serial and its rows from one snapshot, while an apply commits between its queries', async () => {
    await planAndApply(['first']);
    const repository = createConfigStateRepository(storage.db);
    const before = await repository.load(server.orgId);
    expect(before.actions.map((a) => a.variant)).toEqual(['first']);

    const plugin = afterFirstQuery(() => planAndApply(['first', 'second']));
    const loaded = await createConfigStateRepository(storage.db.withPlugin(plugin)).load(server.orgId);
    expect(plugin.ran).toBe(1);
    // The apply did commit meanwhile: a load after it sees it.
    const after = await repository.load(server.orgId);
    expect([after.serial, after.actions.map((a) => a.variant)]).toEqual([before.serial + 1, ['first', 'second']]);
    // The load in flight saw the state as it was when it began, rows and serial alike.
    expect([loaded.serial, loaded.actions.map((a) => a.variant)]).toEqual([before.serial, ['first']]);
  });
});
