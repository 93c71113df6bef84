// An action's schema history over real HTTP (list, get; 401, 404, org isolation) and the modes
// the service plans and applies under: a transitive mode compares with versions read from storage.
import { schemaHash, type JsonValue, type Plan } from '@capctl/core';
import { stepsDigest } from '../revisions/revision-digest.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { orgFactory, type TestOrg } from '../testing/test-org.js';
import { action, definitionWith, objectSchema } from '../testing/revision-fixtures.js';

const databases = useTestDatabases();
let server: TestServer;
const newOrg = orgFactory(() => server, 301);

const v1 = objectSchema(['id']);
/** A required field added: breaks backward against v1. */
const v2 = objectSchema(['id', 'amount']);
/** v2 with `id` also null: backward against v2, still not against v1. */
const v3: JsonValue = { type: 'object', required: ['id', 'amount'], properties: { id: { type: ['string', 'null'] }, amount: { type: 'integer' } } };

async function plan(o: TestOrg, schema: JsonValue, compatibility?: string) {
  const response = await o.post('/config/revisions/', { definition: definitionWith({ actions: [action('pay', { schema, ...(compatibility ? { compatibility } : {}) } as never)] }) });
  expect(response.status).toBe(200);
  return response.body.data;
}

async function applied(o: TestOrg, schema: JsonValue, compatibility?: string, allow: Record<string, unknown> = {}) {
  const revision = await plan(o, schema, compatibility);
  const response = await o.post(`/config/revisions/${revision.id}/apply`, allow);
  expect(response.body.errors ?? null).toBeNull();
  return revision.id as string;
}

describe.each(TEST_ENGINES)('on %s', (engine) => {
  beforeAll(async () => {
    server = await startTestServer({ dbPath: await databases.location(engine), logLevel: 'warn' });
  });
  afterAll(async () => server.close());

  it('lists and gets every version with its schema, hash and the revision that made it', async () => {
    const o = await newOrg();
    // Weakening backward to none is allowed only by naming the action.
    const ids = [await applied(o, v1), await applied(o, v2, 'none', { allow_breaking_variants: ['pay'] }), await applied(o, v3, 'none')];
    const list = await o.get('/actions/pay/versions');
    expect(list.status).toBe(200);
    expect(list.body.errors).toBeNull();
    expect(list.body.data.variant).toBe('pay');
    expect(list.body.data.items.map((v: { version: number; schema: JsonValue; schema_hash: string; revision_id: string }) =>
      [v.version, v.schema, v.schema_hash, v.revision_id])).toEqual([[1, v1, schemaHash(v1), ids[0]], [2, v2, schemaHash(v2), ids[1]], [3, v3, schemaHash(v3), ids[2]]]);
    const one = await o.get('/actions/pay/versions/2');
    expect(one.body.data).toEqual(list.body.data.items[1]);
    expect(one.body.data.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('answers 404 for an unknown variant or version and for another org, 400 for a bad version, 401 without a key', async () => {
    const o = await newOrg();
    await applied(o, v1);
    const other = await newOrg();
    expect((await o.get('/actions/nope/versions')).body.errors[0].code).toBe('not_found');
    const missing = await o.get('/actions/pay/versions/9');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].message).toContain('action pay version "9" was not found');
    expect((await other.get('/actions/pay/versions')).status).toBe(404);
    expect((await o.get('/actions/pay/versions/0')).status).toBe(400);
    expect((await server.request('GET', `${o.base}/actions/pay/versions`, undefined, { key: null })).status).toBe(401);
  });

  it('plans a transitive mode against every stored version, refuses the break and applies it when allowed by variant', async () => {
    const o = await newOrg();
    await applied(o, v1, 'backward_transitive');
    await applied(o, v2, 'backward_transitive', { allow_breaking_variants: ['pay'] });
    const revision = await plan(o, v3, 'backward_transitive');
    const step = revision.preview_steps[0];
    expect(step).toMatchObject({ compatibility: 'breaking', mode: 'backward_transitive', checked_versions: [1, 2], failed_versions: [1] });
    expect(step.reasons.every((r: { direction: string; version: number }) => r.direction === 'backward' && r.version === 1)).toBe(true);
    // Compared with v1's stored schema, not counted unproven for want of it.
    expect(step.reasons.map((r: { rule: string }) => r.rule)).toContain('required_added');
    const refused = await o.post(`/config/revisions/${revision.id}/apply`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].code).toBe('breaking_change');
    expect((await o.post(`/config/revisions/${revision.id}/apply`, { allow_breaking_variants: ['pay'] })).status).toBe(200);
    // Under the plain mode (set first, allowed by name: it weakens the mode) the same change
    // compares with the current version only; in the plan that weakens it, under the old mode.
    expect((await plan(o, v2, 'backward')).preview_steps[0]).toMatchObject({ mode: 'backward_transitive', checked_versions: [1, 2, 3] });
    await applied(o, v3, 'backward', { allow_breaking_variants: ['pay'] });
    const plain = await plan(o, v2, 'backward');
    expect(plain.preview_steps[0]).toMatchObject({ checked_versions: [3] });
  });

  it('stores a mode change as an update of the action without a new version', async () => {
    const o = await newOrg();
    await applied(o, v1);
    await applied(o, v1, 'full');
    const state = await o.get('/config/state');
    expect(state.body.data.actions[0]).toMatchObject({ variant: 'pay', version: 1, compatibility: 'full' });
    expect((await o.get('/actions/pay/versions')).body.data.items).toHaveLength(1);
  });

  it('applies a revision planned before modes (plan format 1): its compatible step said backward, its fields no mode', async () => {
    const o = await newOrg();
    await applied(o, v1);
    const revision = await plan(o, { ...(v1 as object), description: 'same payloads' });
    const { db } = server.app.storage;
    const row = await db.selectFrom('config_revisions').select(['plan']).where('id', '=', revision.id).executeTakeFirstOrThrow();
    const stored = JSON.parse(row.plan) as Plan;
    const old = {
      ...stored, format_version: 1,
      steps: stored.steps.map((step) => {
        const { mode: _m, checked_versions: _c, failed_versions: _f, ...rest } = step as unknown as Record<string, unknown>;
        const { compatibility: _mode, ...after } = step.after ?? {};
        return { ...rest, compatibility: 'backward', after };
      }),
    };
    await db.updateTable('config_revisions').set({ plan: JSON.stringify(old), digest: stepsDigest(old.steps as unknown as Plan['steps']) }).where('id', '=', revision.id).execute();
    const shown = await o.get(`/config/revisions/${revision.id}`);
    expect(shown.body.data.preview_steps[0]).toMatchObject({ compatibility: 'backward' });
    expect(shown.body.data.preview_steps[0].mode).toBeUndefined();
    expect((await o.post(`/config/revisions/${revision.id}/apply`, {})).status).toBe(200);
    const state = await o.get('/config/state');
    expect(state.body.data.actions[0]).toMatchObject({ version: 2, compatibility: 'backward' });
  });
});
