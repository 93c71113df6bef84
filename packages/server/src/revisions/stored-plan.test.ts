// A large plan's steps are stored in parts (stored-plan.ts, migration 0110): here a part is 2
// steps, so an ordinary definition takes several. What is read back, answered, digested and
// applied must be what one text would give; a changed part is refused at apply; retention
// removes the parts; revisions stored as one text still read and apply. On both engines.
import type { Plan } from '@capctl/core';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { action, definitionWith, fullDefinition } from '../testing/revision-fixtures.js';
import { pruneRevisions } from './retention.js';
import { createRevisionRepository } from './revision-repository.js';

const databases = useTestDatabases();
const PER_PART = 2;

/** Every kind, and enough steps for parts than one read of the repository takes (PARTS_PER_READ). */
function largeDefinition() {
  const full = fullDefinition();
  return { ...full, actions: [...(full.actions ?? []), ...Array.from({ length: 10 }, (_, i) => action(`extra-${i}`))] };
}

// Each test builds on the state the one before left (the server, its applied plan), so the
// steps keep their order when the suite is shuffled.
describe('plans stored in parts', { shuffle: false }, () => describe.each(TEST_ENGINES)('on %s', (engine) => {
  let server: TestServer;
  afterAll(async () => server?.close());

  const parts = async (id: string) => (await server.app.storage.db.selectFrom('config_revision_steps').select(['part', 'steps'])
    .where('revision_id', '=', id).orderBy('part').execute());
  const stateSerial = async () => (await server.request('GET', '/v1/orgs/1/config/state')).body.data.serial as number;

  it('stores a large plan\'s steps in parts and reads back, answers, digests and applies the plan one text would hold', async () => {
    server = await startTestServer({ dbPath: await databases.location(engine), logLevel: 'warn', stepsPerPart: PER_PART });
    const planned = await server.request('POST', '/v1/orgs/1/config/revisions/', { definition: largeDefinition(), message: 'parts' });
    expect(planned.status).toBe(200);
    const { id, digest } = planned.body.data as { id: string; digest: string };
    const count = (planned.body.data.preview_steps as unknown[]).length;
    expect(count).toBeGreaterThan(PER_PART * 4);

    // The row holds the plan without steps; the parts hold them, in order, sealed as the row is.
    const row = await server.app.storage.db.selectFrom('config_revisions').select(['plan', 'step_parts']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.step_parts).toBe(Math.ceil(count / PER_PART));
    expect((JSON.parse(row.plan) as Plan).steps).toEqual([]);
    const stored = await parts(id);
    expect(stored.map((p) => p.part)).toEqual([...Array(row.step_parts).keys()]);
    expect(stored.map((p) => (JSON.parse(p.steps) as unknown[]).length).reduce((a, b) => a + b)).toBe(count);
    expect(stored.map((p) => p.steps).join('\n')).not.toMatch(/secret-of-ops/);

    // The plan read back is the row's plan with the parts' steps, in order: the plan one text would hold.
    const revisions = createRevisionRepository(server.app.storage.db);
    const read = await revisions.read('1', id);
    const text = JSON.stringify({ ...(JSON.parse(row.plan) as Plan), steps: stored.flatMap((p) => JSON.parse(p.steps) as unknown[]) });
    expect(JSON.parse(text)).toEqual(read?.plan);
    expect(text).toBe(JSON.stringify(read?.plan));
    expect(read?.plan.steps.map((s) => s.name)).toEqual(planned.body.data.preview_steps.map((s: { name: string }) => s.name));

    // A GET digests the steps as read now: the digest stored when planned, and the answer planned.
    const got = await server.request('GET', `/v1/orgs/1/config/revisions/${id}`);
    expect(got.status).toBe(200);
    expect(got.body.data.digest).toBe(digest);
    expect(JSON.stringify(got.body.data)).toBe(JSON.stringify(planned.body.data));
    const listed = await server.request('GET', '/v1/orgs/1/config/revisions/?limit=1');
    expect(JSON.stringify(listed.body.data.items[0])).toBe(JSON.stringify(planned.body.data));

    const applied = await server.request('POST', `/v1/orgs/1/config/revisions/${id}/apply`, { digest });
    expect(applied.status).toBe(200);
    expect(applied.body.data.preview_steps).toEqual(planned.body.data.preview_steps);
    const state = (await server.request('GET', '/v1/orgs/1/config/state')).body.data;
    expect(state.actions).toHaveLength(12);
    expect(state.serial).toBe(1);
  });

  it('refuses to apply a plan whose part changed after it was stored, and writes nothing', async () => {
    const definition = definitionWith({ actions: ['p1', 'p2', 'p3', 'p4', 'p5'].map((v) => action(v)) });
    const planned = await server.request('POST', '/v1/orgs/1/config/revisions/', { definition });
    expect(planned.status).toBe(200);
    const { id } = planned.body.data as { id: string };
    const [first] = await parts(id);
    const steps = JSON.parse(first?.steps ?? '[]') as { name: string }[];
    await server.app.storage.db.updateTable('config_revision_steps').set({ steps: JSON.stringify(steps.slice(1)) })
      .where('revision_id', '=', id).where('part', '=', 0).execute();
    const serial = await stateSerial();
    // No reviewed digest is sent: the digest stored with the revision alone refuses it.
    const refused = await server.request('POST', `/v1/orgs/1/config/revisions/${id}/apply`);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].message).toMatch(/is not the plan that was stored/);
    expect(await stateSerial()).toBe(serial);
  });

  it('removes a pruned revision\'s parts with it', async () => {
    const definition = definitionWith({ actions: ['q1', 'q2', 'q3'].map((v) => action(v)) });
    const stale = (await server.request('POST', '/v1/orgs/1/config/revisions/', { definition })).body.data.id as string;
    expect((await parts(stale)).length).toBeGreaterThan(1);
    const next = (await server.request('POST', '/v1/orgs/1/config/revisions/', { definition })).body.data.id as string;
    expect((await server.request('POST', `/v1/orgs/1/config/revisions/${next}/apply`)).status).toBe(200);
    expect(await pruneRevisions(server.app.storage.db, '1', { keep: 0 }, new Date())).toBeGreaterThan(0);
    expect((await server.request('GET', `/v1/orgs/1/config/revisions/${stale}`)).status).toBe(404);
    expect(await parts(stale)).toEqual([]);
    expect((await parts(next)).length).toBeGreaterThan(1);
  });

  it('still reads and applies a revision stored as one text', async () => {
    const location = await databases.location(engine);
    const before = await startTestServer({ dbPath: location, logLevel: 'warn' });
    const planned = await before.request('POST', '/v1/orgs/1/config/revisions/', { definition: fullDefinition() });
    expect(planned.status).toBe(200);
    await before.close();
    await server.close();
    server = await startTestServer({ dbPath: location, logLevel: 'warn', stepsPerPart: PER_PART });
    const { id, digest } = planned.body.data as { id: string; digest: string };
    expect(await parts(id)).toEqual([]);
    const got = await server.request('GET', `/v1/orgs/1/config/revisions/${id}`);
    expect(JSON.stringify(got.body.data)).toBe(JSON.stringify(planned.body.data));
    const applied = await server.request('POST', `/v1/orgs/1/config/revisions/${id}/apply`, { digest });
    expect(applied.status).toBe(200);
    expect(applied.body.data.status).toBe('applied');
  });
}));
