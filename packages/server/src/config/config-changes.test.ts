// Drift over real HTTP: a PATCH of a destination is recorded as a change outside capctl, shown in
// the config state and on the plan's update step, accumulated across writes, and forgotten once
// a revision is applied.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { changedFields } from './config-changes.js';

const databases = useTestDatabases();
let server: TestServer;
/** The service's clock: the system's, or the time a test pins. */
let pinned: Date | undefined;
describe.each(TEST_ENGINES)('on %s', (engine) => {
  beforeAll(async () => {
    server = await startTestServer({ dbPath: await databases.location(engine), clock: () => pinned ?? new Date() });
  });
  afterAll(() => server?.close());
  afterEach(() => {
    pinned = undefined;
  });

  const definition = {
    resources: { destinations: [{ label: 'pager', type: 'webhook', config: { url: 'https://hooks.example.com/pager', response_time_sla_ms: 500 } }] },
  };

  async function planAndApply(): Promise<void> {
    const planned = await server.request('POST', '/v1/orgs/1/config/revisions/', { definition });
    expect(planned.status).toBe(200);
    if (planned.body.data.preview_steps.length === 0) return;
    expect((await server.request('POST', `/v1/orgs/1/config/revisions/${planned.body.data.id}/apply`)).status).toBe(200);
  }

  async function pagerState(): Promise<Record<string, unknown>> {
    const state = await server.request('GET', '/v1/orgs/1/config/state');
    expect(state.status).toBe(200);
    return state.body.data.destinations.find((d: { label: string }) => d.label === 'pager');
  }

  describe('drift', () => {
    test('names the fields each PATCH changed, until a revision is applied', async () => {
      await planAndApply();
      const pager = await pagerState();
      expect(pager).not.toHaveProperty('drift');

      pinned = new Date('2026-03-04T05:06:07.000Z');
      expect((await server.request('PATCH', `/v1/orgs/1/destinations/${pager['id'] as string}`, { config: { url: 'https://elsewhere.example.com' } })).status).toBe(200);
      expect((await pagerState())['drift']).toEqual({
        fields: ['/config/url'], changed_at: '2026-03-04T05:06:07.000Z', by: expect.objectContaining({ user: 'test-user', role: 'apply', at: '2026-03-04T05:06:07.000Z' }),
      });
      // The second write's time: drift says when the object last changed outside capctl.
      pinned = new Date('2026-03-04T05:16:07.000Z');
      expect((await server.request('PATCH', `/v1/orgs/1/destinations/${pager['id'] as string}`, { config: { response_time_sla_ms: 900 } })).status).toBe(200);
      const drift = (await pagerState())['drift'] as { fields: string[]; changed_at: string };
      expect(drift.fields).toEqual(['/config/response_time_sla_ms', '/config/url']);
      expect(drift.changed_at).toBe('2026-03-04T05:16:07.000Z');

      const planned = await server.request('POST', '/v1/orgs/1/config/revisions/', { definition });
      expect(planned.body.data.preview_steps).toEqual([expect.objectContaining({ kind: 'destination', op: 'update', name: 'pager', drift })]);
      expect((await server.request('POST', `/v1/orgs/1/config/revisions/${planned.body.data.id}/apply`)).status).toBe(200);
      expect(await pagerState()).not.toHaveProperty('drift');
    });

    test('a PATCH that changes nothing records nothing', async () => {
      await planAndApply();
      const pager = await pagerState();
      expect((await server.request('PATCH', `/v1/orgs/1/destinations/${pager['id'] as string}`, { config: { url: 'https://hooks.example.com/pager' } })).status).toBe(200);
      expect(await pagerState()).not.toHaveProperty('drift');
    });
  });

  describe('changedFields', () => {
    test('lists the differing leaves as JSON pointers, escaping keys', () => {
      expect(changedFields({ a: 1, b: { c: 2, 'x/y': 1 } }, { a: 1, b: { c: 3, 'x/y': 2, d: 4 } })).toEqual(['/b/c', '/b/d', '/b/x~1y']);
      expect(changedFields({ a: [1] }, { a: [1, 2] })).toEqual(['/a']);
      expect(changedFields({ a: 1 }, { a: 1 })).toEqual([]);
    });
  });
});
