// An apply reads a revision's plan text once: under the write lock it re-reads status and digest
// only (the repository's head()), and it answers with the row as it wrote it, not read back. Both
// must match what a GET reads, on both engines.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { action, fullDefinition } from '../testing/revision-fixtures.js';
import { createRevisionRepository } from './revision-repository.js';

const databases = useTestDatabases();
let server: TestServer;

describe.each(TEST_ENGINES)('on %s', (engine) => {
  beforeAll(async () => {
    server = await startTestServer({ dbPath: await databases.location(engine) });
  });
  afterAll(() => server?.close());

  test('head() reads the status and stored digest of a revision of its org, and nothing else', async () => {
    const planned = await server.request('POST', '/v1/orgs/1/config/revisions/', { definition: fullDefinition(), message: 'head' });
    expect(planned.status).toBe(200);
    const { id, org_id: orgId, digest } = planned.body.data as { id: string; org_id: string; digest: string };
    const revisions = createRevisionRepository(server.app.storage.db);
    expect(await revisions.head(orgId, id)).toEqual({ status: 'planned', digest });
    expect(await revisions.head('no-such-org', id)).toBeUndefined();
    expect(await revisions.head(orgId, 'no-such-revision')).toBeUndefined();
    const applied = await server.request('POST', `/v1/orgs/1/config/revisions/${id}/apply`);
    expect(applied.status).toBe(200);
    expect(await revisions.head(orgId, id)).toEqual({ status: 'applied', digest });
  });

  test('an applied revision answers with the revision a GET reads back, field for field and in the same order', async () => {
    // Planned in turn against the serial the previous apply left, so each one applies.
    for (const message of ['first', 'second']) {
      const full = fullDefinition();
      const definition = { ...full, actions: [...(full.actions ?? []), action(`added-${message}`)] };
      const planned = await server.request('POST', '/v1/orgs/1/config/revisions/', { definition, message });
      expect(planned.status).toBe(200);
      const applied = await server.request('POST', `/v1/orgs/1/config/revisions/${planned.body.data.id}/apply`);
      expect(applied.status).toBe(200);
      expect(applied.body.data.status).toBe('applied');
      expect(applied.body.data.applied_by).not.toBeNull();
      expect(applied.body.data.preview_steps.length).toBeGreaterThan(0);
      const read = await server.request('GET', `/v1/orgs/1/config/revisions/${planned.body.data.id}`);
      expect(read.status).toBe(200);
      expect(JSON.stringify(applied.body.data)).toBe(JSON.stringify(read.body.data));
    }
  });
});
