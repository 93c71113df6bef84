// Who did what, over real HTTP on both engines: each revision records the key that planned it and
// the key that applied it, with its message; each object's state names the change that last
// touched it; a direct write names its key in the drift; and a database written before 0090
// reads its revisions and changes as unknown actor.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { issueApiKey } from '../auth/api-key-admin.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { migrations } from '../migrations/index.js';
import { openStorage } from '../open-storage.js';

const databases = useTestDatabases();

const definition = {
  resources: { destinations: [{ label: 'pager', type: 'webhook', config: { url: 'https://hooks.example.com/pager', response_time_sla_ms: 500 } }] },
};

describe.each(TEST_ENGINES)('on %s', (engine) => {
  let server: TestServer;
  const keys: Record<string, { id: string; key: string }> = {};
  beforeAll(async () => {
    server = await startTestServer({ dbPath: await databases.location(engine), orgId: '7' });
    keys['planner'] = await issueApiKey(server.app.repos, { org: '7', user: 'alice', role: 'plan', name: 'ci-bot' });
    keys['applier'] = await issueApiKey(server.app.repos, { org: '7', user: 'bob', role: 'apply', name: 'deployer' });
    keys['hotfix'] = await issueApiKey(server.app.repos, { org: '7', user: 'carol', role: 'apply', name: 'hotfix' });
  });
  afterAll(() => server?.close());

  const as = (who: string) => ({ key: keys[who]?.key as string });
  const actor = (who: string, keyName: string, user: string, role: string) =>
    ({ key_id: keys[who]?.id, key_name: keyName, user, role, at: expect.any(String) });

  test('a revision records who planned it, who applied it and why', async () => {
    const planned = await server.request('POST', '/v1/orgs/7/config/revisions/', { definition, message: 'Add the pager (#42)' }, as('planner'));
    expect(planned.status).toBe(200);
    expect(planned.body.data).toMatchObject({ planned_by: actor('planner', 'ci-bot', 'alice', 'plan'), applied_by: null, message: 'Add the pager (#42)' });
    const id = planned.body.data.id as string;

    const applied = await server.request('POST', `/v1/orgs/7/config/revisions/${id}/apply`, undefined, as('applier'));
    expect(applied.status).toBe(200);
    expect(applied.body.data.applied_by).toEqual(actor('applier', 'deployer', 'bob', 'apply'));
    expect(applied.body.data.applied_by.at).toBe(applied.body.data.applied_at);

    const shown = await server.request('GET', `/v1/orgs/7/config/revisions/${id}`);
    expect(shown.body.data).toMatchObject({
      planned_by: actor('planner', 'ci-bot', 'alice', 'plan'), applied_by: actor('applier', 'deployer', 'bob', 'apply'), message: 'Add the pager (#42)',
    });
    const listed = await server.request('GET', '/v1/orgs/7/config/revisions/');
    expect(listed.body.data.items[0]).toMatchObject({ id, applied_by: { key_name: 'deployer', user: 'bob' } });

    const state = await server.request('GET', '/v1/orgs/7/config/state');
    expect(state.body.data.destinations[0].last_change).toEqual({
      origin: 'revision', revision_id: id, at: applied.body.data.applied_at, by: actor('applier', 'deployer', 'bob', 'apply'),
    });
  });

  test('a direct write names its key in the state and in the drift a plan shows', async () => {
    // The pager as the definition has it, whichever test ran before (a plan with no changes is not stored).
    const planned0 = await server.request('POST', '/v1/orgs/7/config/revisions/', { definition }, as('applier'));
    if (planned0.body.data.id !== null) {
      expect((await server.request('POST', `/v1/orgs/7/config/revisions/${planned0.body.data.id as string}/apply`, undefined, as('applier'))).status).toBe(200);
    }
    const state = await server.request('GET', '/v1/orgs/7/config/state');
    const pager = state.body.data.destinations[0];
    const patched = await server.request('PATCH', `/v1/orgs/7/destinations/${pager.id as string}`, { config: { response_time_sla_ms: 900 } }, as('hotfix'));
    expect(patched.status).toBe(200);

    const after = (await server.request('GET', '/v1/orgs/7/config/state')).body.data.destinations[0];
    const by = actor('hotfix', 'hotfix', 'carol', 'apply');
    expect(after.drift).toEqual({ fields: ['/config/response_time_sla_ms'], changed_at: expect.any(String), by });
    expect(after.last_change).toEqual({ origin: 'api', revision_id: null, at: after.drift.changed_at, by });
    // The state's fields keep their order; what the change adds comes last.
    expect(Object.keys(after).slice(-2)).toEqual(['drift', 'last_change']);

    const planned = await server.request('POST', '/v1/orgs/7/config/revisions/', { definition }, as('planner'));
    expect(planned.body.data.preview_steps).toEqual([expect.objectContaining({ op: 'update', name: 'pager', drift: after.drift })]);
  });

  test('a message longer than a pull request title needs is refused with its pointer', async () => {
    const refused = await server.request('POST', '/v1/orgs/7/config/revisions/', { definition, message: 'x'.repeat(1001) }, as('planner'));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.errors)).toContain('message');
  });
});

describe.each(TEST_ENGINES)('a database from before 0090, on %s', (engine) => {
  test('reads its revisions and changes as made by an unknown actor', async () => {
    const path = await databases.location(engine);
    const old = await openStorage({ path, migrations: migrations.filter((m) => m.name < '0090') });
    const at = '2026-01-01T00:00:00.000Z';
    const plan = { format_version: 2, serial: 0, steps: [], summary: { create: 0, update: 0, delete: 0, unchanged: 0, breaking: 0 }, diagnostics: [] };
    try {
      await old.db.insertInto('orgs').values({ id: '1', name: 'one', serial: 1, created_at: at }).execute();
      await old.db.insertInto('config_revisions').values({
        id: 'r-old', seq: 1, org_id: '1', status: 'applied', serial: 0, plan: JSON.stringify(plan), snapshot: '{"serial":0,"objects":[]}',
        error_message: null, digest: null, created_by: null, created_at: at, updated_at: at, applied_at: at,
      } as never).execute();
      await old.db.insertInto('destinations').values({
        id: 'd-old', org_id: '1', label: 'pager', type: 'webhook', config: '{"url":"https://hooks.example.com/pager"}',
        credential_id: null, tags: '{}', protect: 0, updated_at: at, deleted_at: null,
      } as never).execute();
      await old.db.insertInto('config_changes').values({
        org_id: '1', kind: 'destination', object_id: 'd-old', origin: 'api', fields: '["/config/url"]', changed_at: at, revision_id: null,
      } as never).execute();
    } finally {
      await old.close();
    }

    const server = await startTestServer({ dbPath: path });
    try {
      const revision = await server.request('GET', '/v1/orgs/1/config/revisions/r-old');
      expect(revision.status).toBe(200);
      expect(revision.body.data).toMatchObject({ id: 'r-old', status: 'applied', planned_by: null, applied_by: null, message: null });
      const pager = (await server.request('GET', '/v1/orgs/1/config/state')).body.data.destinations[0];
      expect(pager.drift).toEqual({ fields: ['/config/url'], changed_at: at });
      expect(pager.last_change).toEqual({ origin: 'api', revision_id: null, at, by: null });
    } finally {
      await server.close();
    }
  });
});
