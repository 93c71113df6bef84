// A plan of more steps than one piece of an answer holds (streamed-answer.ts), with a policy report
// beside them, over real HTTP on both engines: plan-and-store's answer and the revision's GET
// are JSON that parses whole, carry every step and every result once, and say the same as each
// other. The unit test (streamed-answer.test.ts) holds the pieces to the route serializer.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STEPS_PER_PIECE } from '../revisions/streamed-answer.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';

const databases = useTestDatabases();
const MARKER = 'flagged-once-marker';
const FLAG = `name: every-action
description: Says something of every action.
scope: step
condition: step.kind == 'action'
message: ${MARKER}
enforcement: advisory
`;
/** Two full pieces and part of a third. */
const ACTIONS = 2 * STEPS_PER_PIECE + 37;

const count = (text: string, part: string) => text.split(part).length - 1;

describe.each(TEST_ENGINES)('on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dbPath: await databases.location(engine) });
  });
  afterAll(() => server?.close());

  test('an answer of many pieces carries every step and each policy result once', async () => {
    const org = '401';
    const admin = await server.createKey(org, 'owner', 'admin');
    const pushed = await server.request('PUT', `/v1/orgs/${org}/policies`, { files: [{ path: 'flag.yaml', text: FLAG }] }, { key: admin });
    expect(pushed.status, pushed.text).toBe(200);
    const actions = Array.from({ length: ACTIONS }, (_, i) => ({ variant: `a-${String(i).padStart(4, '0')}`, schema: { type: 'object' } }));
    const planned = await server.request('POST', `/v1/orgs/${org}/config/revisions/`, { definition: { actions } }, { key: admin });
    expect(planned.status, planned.text.slice(0, 500)).toBe(200);
    expect(planned.body.data.preview_steps).toHaveLength(ACTIONS);
    const results = planned.body.data.policy.results as { message: string }[];
    expect(results).toHaveLength(ACTIONS);
    expect(results.every((r) => r.message === MARKER)).toBe(true);
    // Once per result in the text: no piece writes the report again.
    expect(count(planned.text, MARKER)).toBe(ACTIONS);

    const read = await server.request('GET', `/v1/orgs/${org}/config/revisions/${planned.body.data.id as string}`, undefined, { key: admin });
    expect(read.status, read.text.slice(0, 500)).toBe(200);
    expect(count(read.text, MARKER)).toBe(ACTIONS);
    expect(read.body.data.preview_steps).toEqual(planned.body.data.preview_steps);
    expect(read.body.data.policy).toEqual(planned.body.data.policy);
  });
});
