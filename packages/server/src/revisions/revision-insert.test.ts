// The revision a plan-and-store answers with is built from what was written, not read back (so
// that a large plan's text is held once): it must be the revision as stored, on both engines.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { fullDefinition } from '../testing/revision-fixtures.js';

const databases = useTestDatabases();
let server: TestServer;

describe.each(TEST_ENGINES)('on %s', (engine) => {
  beforeAll(async () => {
    server = await startTestServer({ dbPath: await databases.location(engine) });
  });
  afterAll(() => server?.close());

  test('a stored plan answers with the revision a GET reads back, field for field and in the same order', async () => {
    for (const message of ['first', 'second']) {
      const planned = await server.request('POST', '/v1/orgs/1/config/revisions/', { definition: fullDefinition(), message });
      expect(planned.status).toBe(200);
      const read = await server.request('GET', `/v1/orgs/1/config/revisions/${planned.body.data.id}`);
      expect(read.status).toBe(200);
      expect(planned.body.data.message).toBe(message);
      expect(planned.body.data.preview_steps.length).toBeGreaterThan(0);
      expect(JSON.stringify(planned.body.data)).toBe(JSON.stringify(read.body.data));
    }
  });
});
