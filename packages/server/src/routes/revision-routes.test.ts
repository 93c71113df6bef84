// Config revisions over real HTTP: plan and store (endpoint 6), apply, idempotence, version
// bumps, stale and breaking refusals, invalid definitions, listing, and failure rollback.
import { applyPlan, validateDefinition, type Plan, type State } from '@capctl/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldProblems } from '../testing/test-fields.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { orgFactory, type TestOrg as Org } from '../testing/test-org.js';
import { action, definitionWith, fullDefinition, objectSchema, webhook } from '../testing/revision-fixtures.js';
import { defaultSerializerFactory } from '../http/default-compilers.js';
import { operationRoute } from '../http/openapi.js';
import { STEPS_PER_PIECE } from '../revisions/streamed-answer.js';

const databases = useTestDatabases();

const REVISION_FIELDS = { id: 'string', org_id: 'string', preview_steps: 'array', status: 'string', updated_at: 'date-time' } as const;
const REVISION_OPTIONAL = { error_message: 'string', applied_at: 'date-time', serial: 'integer', summary: 'object', diagnostics: 'array', lineage: 'string', digest: 'string',
  planned_by: 'object|null', applied_by: 'object|null', message: 'string|null', overrides: 'array', policy: 'object' } as const;

let server: TestServer;
/** The service's clock: the system's, or the time a test pins (the test then sets it back). */
let pinned: Date | undefined;

/** A fresh org with its own key, so tests do not see each other's state. */
const newOrg = orgFactory(() => server, 101);
const post = (o: Org, path: string, body?: unknown) => o.post(path, body);
const get = (o: Org, path: string) => o.get(path);
const planIt = (o: Org, definition: unknown) => post(o, '/config/revisions/', { definition });

async function planAndApply(o: Org, definition: unknown) {
  const planned = await planIt(o, definition);
  expect(planned.status).toBe(200);
  const applied = await post(o, `/config/revisions/${planned.body.data.id}/apply`);
  expect(applied.body.errors ?? null).toBeNull();
  expect(applied.status).toBe(200);
  return { planned: planned.body.data, applied: applied.body.data };
}

/** The stored plan, opened: at rest its secret header values are sealed. */
async function storedPlan(id: string): Promise<Plan> {
  const row = await server.app.storage.db.selectFrom('config_revisions').select(['plan', 'org_id']).where('id', '=', id).executeTakeFirstOrThrow();
  expect(row.plan).not.toMatch(/secret-of-ops|Bearer rotated/);
  return server.app.repos.secrets.openPlan(row.org_id, JSON.parse(row.plan) as Plan);
}

/** The stored state (secret header values unmasked), as the service plans against it. */
const storedState = (o: Org): Promise<State> => server.app.repos.configState.load(o.base.split('/').pop() as string);

/** A trigger that fails every insert of a source of `orgId`, in each engine's dialect. */
async function refuseSources(engine: string, orgId: string): Promise<void> {
  const { db } = server.app.storage;
  if (engine === 'sqlite') {
    await sql.raw(`create trigger refuse_sources before insert on sources when new.org_id = '${orgId}' begin select raise(abort, 'sources are refused'); end`).execute(db);
    return;
  }
  await sql.raw(`create or replace function refuse_sources() returns trigger language plpgsql as $$
    begin if new.org_id = '${orgId}' then raise exception 'sources are refused'; end if; return new; end $$`).execute(db);
  await sql.raw('create trigger refuse_sources before insert on sources for each row execute function refuse_sources()').execute(db);
}

const byId = <T extends { id: string }>(list: readonly T[]) => [...list].sort((a, b) => (a.id < b.id ? -1 : 1));
/** An operation's 200 serializer, compiled as fastify compiles it: what the whole answer would have been. */
function serializerOf(operationId: string): (payload: unknown) => string {
  const schema = (operationRoute(operationId).schema.response as Record<number, unknown>)[200];
  const factory = defaultSerializerFactory() as (external: unknown, options: unknown) => (route: { schema: unknown }) => (payload: unknown) => string;
  return factory({}, {})({ schema });
}

const normalise = (s: State) => ({
  ...s, actions: byId(s.actions), destinations: byId(s.destinations), metrics: byId(s.metrics), queries: byId(s.queries), sources: byId(s.sources),
});

describe.each(TEST_ENGINES)('on %s', (engine) => {
  beforeAll(async () => {
    server = await startTestServer({ dbPath: await databases.location(engine), logLevel: 'warn', clock: () => pinned ?? new Date() });
  });
  afterAll(async () => server.close());

  describe('plan, apply, plan again', () => {
    it('stores a planned revision in a data-and-errors envelope, applies it, and then plans no steps', async () => {
      const o = await newOrg();
      const planned = await planIt(o, fullDefinition());
      expect(planned.status).toBe(200);
      expect(Object.keys(planned.body).sort()).toEqual(['data', 'errors']);
      expect(planned.body.errors).toBeNull();
      const revision = planned.body.data;
      expect(fieldProblems(revision, REVISION_FIELDS, REVISION_OPTIONAL)).toEqual([]);
      expect(revision).toMatchObject({ org_id: o.id, status: 'planned', serial: 0, summary: { create: 6, update: 0, delete: 0 } });
      expect(revision.preview_steps.map((s: { kind: string; name: string }) => `${s.kind}:${s.name}`)).toEqual([
        'metrics:queue', 'query:queue/depth', 'destination:ops', 'action:checkout', 'action:refund', 'source:orders',
      ]);
      for (const step of revision.preview_steps) expect(step.id).toMatch(/^[0-9a-f-]{36}$/);
      const checkout = revision.preview_steps.find((s: { name: string }) => s.name === 'checkout');
      expect(checkout).toMatchObject({ op: 'create', variant: 'checkout', current_version: 0, final_version: 1, destination: { by: 'label', value: 'ops' } });
      expect(planned.text).not.toContain('secret-of-ops');
      expect(planned.text).toContain('(sensitive)');

      const before = await storedState(o);
      pinned = new Date('2026-05-06T07:08:09.123Z');
      const applied = await post(o, `/config/revisions/${revision.id}/apply`).finally(() => { pinned = undefined; });
      expect(applied.status).toBe(200);
      expect(applied.body.data.status).toBe('applied');
      expect(applied.body.data.applied_at).toBe('2026-05-06T07:08:09.123Z');

      const after = await storedState(o);
      expect(after.serial).toBe(1);
      expect(JSON.stringify((await get(o, '/config/state')).body)).not.toContain('secret-of-ops');
      const by = applied.body.data.applied_by;
      const expected = applyPlan(before, await storedPlan(revision.id), { now: applied.body.data.applied_at, revision: { id: revision.id, by } });
      expect(normalise(after)).toEqual(normalise(expected));

      const again = await planIt(o, fullDefinition());
      expect(again.body.data.preview_steps).toEqual([]);
      expect(again.body.data.summary).toMatchObject({ create: 0, update: 0, delete: 0, unchanged: 6 });
    });

    it('writes what core\'s applyPlan computes through renames, deletes and revivals', async () => {
      const o = await newOrg();
      await planAndApply(o, fullDefinition());
      const changed = definitionWith({
        actions: [action('checkout', { destinations: ['ops'] }), action('refund-v2', { aliases: ['refund'], schema: objectSchema([]) })],
        destinations: [webhook('ops', { config: { url: 'https://hooks.example.com/new', headers: { authorization: 'Bearer rotated' } } })],
      });
      for (const definition of [changed, fullDefinition()]) {
        const before = await storedState(o);
        const { planned, applied } = await planAndApply(o, definition);
        const after = await storedState(o);
        const now = applied.applied_at;
        expect(normalise(after)).toEqual(normalise(applyPlan(before, await storedPlan(planned.id), { now, revision: { id: planned.id, by: applied.applied_by } })));
        expect((await planIt(o, definition)).body.data.preview_steps).toEqual([]);
      }
      const state = (await get(o, '/config/state')).body.data as State;
      expect(state.actions.map((a) => `${a.variant}@${a.version}${a.deleted_at === null ? '' : ' deleted'}`).sort()).toEqual(['checkout@1', 'refund-v2@2 deleted', 'refund@1']);
    });

    it('a destination\'s tags go from the definition to the API\'s destination and back, and changing them is an update', async () => {
      const o = await newOrg();
      await planAndApply(o, definitionWith({ destinations: [webhook('ops', { tags: { team: 'checkout', tier: '1' } })] }));
      const state = await get(o, '/config/state');
      const stored = state.body.data.destinations[0];
      expect(stored.tags).toEqual({ team: 'checkout', tier: '1' });
      expect((await get(o, `/destinations/${stored.id}`)).body.data.tags).toEqual({ team: 'checkout', tier: '1' });
      const retagged = await planIt(o, definitionWith({ destinations: [webhook('ops', { tags: { team: 'search' } })] }));
      expect(retagged.body.data.preview_steps.map((s: { op: string; kind: string }) => `${s.op} ${s.kind}`)).toEqual(['update destination']);
      expect(retagged.body.data.preview_steps[0].patch).toEqual(expect.arrayContaining([expect.objectContaining({ path: '/tags/team', value: 'search' })]));
    });

    it('notifies operators with a markdown summary of the steps', async () => {
      const o = await newOrg();
      const { planned } = await planAndApply(o, definitionWith({ actions: [action('checkout')] }));
      const list = await get(o, '/notifications/');
      expect(list.status).toBe(200);
      expect(list.body.data).toHaveLength(1);
      expect(list.body.data[0]).toMatchObject({ variant: 'general', type: 'internal', channel: 'operator', acknowledged: false });
      expect(list.body.data[0].body).toEqual({
        content_type: 'markdown',
        content: [
          `### Config revision ${planned.id} applied`, '', '1 steps: 1 created, 0 updated, 0 deleted. State serial is now 1.', '',
          '| | kind | name | version |', '|---|---|---|---|', '| + | action | checkout | v0 → v1 |',
        ].join('\n'),
      });
    });

    it('bumps the version when the schema changes, and keeps the history', async () => {
      const o = await newOrg();
      await planAndApply(o, definitionWith({ actions: [action('checkout')] }));
      const changed = definitionWith({ actions: [action('checkout', { schema: objectSchema([]) })] });
      const { planned } = await planAndApply(o, changed);
      expect(planned.preview_steps).toHaveLength(1);
      expect(planned.preview_steps[0]).toMatchObject({ op: 'update', current_version: 1, final_version: 2, compatibility: 'compatible', mode: 'backward' });
      const state = (await get(o, '/config/state')).body.data as State;
      expect(state.actions[0]).toMatchObject({ variant: 'checkout', version: 2, schema: objectSchema([]) });
      expect(state.actions[0]?.history.map((h) => h.version)).toEqual([1, 2]);
    });

    it('refuses to apply an applied revision again', async () => {
      const o = await newOrg();
      const { planned } = await planAndApply(o, definitionWith({ actions: [action('checkout')] }));
      const again = await post(o, `/config/revisions/${planned.id}/apply`);
      expect(again.status).toBe(409);
      expect(again.body.errors[0]).toEqual({ code: 'conflict', message: `revision ${planned.id} is applied and cannot be applied again; plan the definition again to get a new revision` });
    });
  });

  describe('stale revisions', () => {
    it('refuses a revision planned against an older serial, names what changed, and marks it stale for good', async () => {
      const o = await newOrg();
      const first = await planIt(o, definitionWith({ actions: [action('checkout')], destinations: [webhook('ops')] }));
      const second = await planIt(o, definitionWith({ actions: [action('refund')] }));
      expect((await post(o, `/config/revisions/${first.body.data.id}/apply`)).status).toBe(200);
      expect((await get(o, `/config/revisions/${second.body.data.id}`)).body.data.status).toBe('stale');
      const stale = await post(o, `/config/revisions/${second.body.data.id}/apply`);
      expect(stale.status).toBe(409);
      expect(stale.body.errors).toEqual([{
        code: 'revision_stale',
        message: `revision ${second.body.data.id} was planned against serial 0 but the org's config state is at serial 1; ` +
          'changed since the plan: action checkout (created), destination ops (created). Plan the definition again and apply the new revision',
      }]);
      expect((await get(o, `/config/revisions/${second.body.data.id}`)).body.data.status).toBe('stale');
      const again = await post(o, `/config/revisions/${second.body.data.id}/apply`);
      expect(again.status).toBe(409);
      expect(again.body.errors[0].code).toBe('conflict');
    });

    it('sees out-of-band writes: a PATCHed destination makes a planned revision stale and is named', async () => {
      const o = await newOrg();
      await planAndApply(o, definitionWith({ destinations: [webhook('ops')] }));
      const planned = await planIt(o, definitionWith({ destinations: [webhook('ops'), webhook('billing')] }));
      const state = (await get(o, '/config/state')).body.data as State;
      const patched = await server.request('PATCH', `${o.base}/destinations/${state.destinations[0]?.id}`, { config: { response_time_sla_ms: 900 } }, { key: o.key });
      expect(patched.status).toBe(200);
      const stale = await post(o, `/config/revisions/${planned.body.data.id}/apply`);
      expect(stale.status).toBe(409);
      expect(stale.body.errors[0].message).toContain('changed since the plan: destination ops (updated)');
      const replanned = await planIt(o, definitionWith({ destinations: [webhook('ops'), webhook('billing')] }));
      expect(replanned.body.data.preview_steps.map((s: { op: string; name: string }) => `${s.op} ${s.name}`)).toEqual(['create billing', 'update ops']);
    });
  });

  describe('breaking changes', () => {
    it('refuses breaking steps without allow_breaking, naming the variants, and applies them with it', async () => {
      const o = await newOrg();
      await planAndApply(o, definitionWith({ actions: [action('checkout'), action('refund')] }));
      const planned = await planIt(o, definitionWith({ actions: [action('checkout', { schema: objectSchema(['id', 'amount']) }), action('refund')] }));
      expect(planned.body.data.preview_steps[0]).toMatchObject({ variant: 'checkout', compatibility: 'breaking' });
      const refused = await post(o, `/config/revisions/${planned.body.data.id}/apply`);
      expect(refused.status).toBe(409);
      expect(refused.body.errors[0].code).toBe('breaking_change');
      expect(refused.body.errors[0].message).toMatch(/^revision [0-9a-f-]{36} changes the schema of checkout in a breaking way; apply it with allow_breaking=true/);
      expect((await get(o, `/config/revisions/${planned.body.data.id}`)).body.data.status).toBe('planned');
      expect((await post(o, `/config/revisions/${planned.body.data.id}/apply`, { allow_breaking: false })).body.errors[0].code).toBe('breaking_change');
      expect((await post(o, `/config/revisions/${planned.body.data.id}/apply`, { allow_breaking: 'yes' })).status).toBe(400);
      const allowed = await post(o, `/config/revisions/${planned.body.data.id}/apply?allow_breaking=true`);
      expect(allowed.status).toBe(200);
      expect(((await get(o, '/config/state')).body.data as State).actions.find((a) => a.variant === 'checkout')?.version).toBe(2);
    });

    it('applies only when allow_breaking_variants names every breaking variant', async () => {
      const o = await newOrg();
      await planAndApply(o, definitionWith({ actions: [action('checkout'), action('refund')] }));
      const breakBoth = [action('checkout', { schema: objectSchema(['id', 'amount']) }), action('refund', { schema: objectSchema(['id', 'reason']) })];
      const planned = await planIt(o, definitionWith({ actions: breakBoth }));
      const id = planned.body.data.id;
      const partial = await post(o, `/config/revisions/${id}/apply`, { allow_breaking_variants: ['checkout'] });
      expect(partial.status).toBe(409);
      expect(partial.body.errors[0].message).toMatch(/^revision \S+ changes the schema of refund in a breaking way;/);
      expect((await get(o, `/config/revisions/${id}`)).body.data.status).toBe('planned');
      expect((await post(o, `/config/revisions/${id}/apply`, { allow_breaking_variants: 'checkout' })).status).toBe(400);
      expect((await post(o, `/config/revisions/${id}/apply`, { allow_breaking_variants: [''] })).status).toBe(400);
      const allowed = await post(o, `/config/revisions/${id}/apply`, { allow_breaking_variants: ['checkout', 'refund'] });
      expect(allowed.status).toBe(200);
      expect(allowed.body.data.status).toBe('applied');
    });
  });

  describe('definitions that cannot be planned', () => {
    const revisionCount = async () => Number((await sql<{ n: number }>`select count(*) as n from config_revisions`.execute(server.app.storage.db)).rows[0]?.n);

    it('answers 400 with one structured error per diagnostic (code, message, pointer into the body), and stores nothing', async () => {
      const o = await newOrg();
      const count = await revisionCount();
      const definition = { actions: [{ variant: 'Bad Name', schema: {} }, { schema: {} }], resources: { destinations: [{ label: 'x', type: 'carrier-pigeon', config: { url: 'https://x' } }] } };
      const response = await planIt(o, definition);
      expect(response.status).toBe(400);
      expect(response.body.data).toBeNull();
      expect(response.body.errors.length).toBeGreaterThanOrEqual(3);
      // The entry is the diagnostic as core made it: nothing to parse out of the message.
      const expected = validateDefinition(definition).map((d) => ({ code: d.code, message: d.message, pointer: `/definition${d.pointer}` }));
      expect(response.body.errors).toEqual(expected);
      for (const error of response.body.errors) expect(Object.keys(error).sort()).toEqual(['code', 'message', 'pointer']);
      const pointers = response.body.errors.map((e: { pointer: string }) => e.pointer);
      expect(pointers).toEqual(expect.arrayContaining(['/definition/actions/0/variant', '/definition/actions/1', '/definition/resources/destinations/0/type']));
      expect(await revisionCount()).toBe(count);
      expect((await get(o, '/config/revisions/')).body.data.items).toEqual([]);
    });

    it('answers 400 for plan errors (a protected delete, an unknown credential) and stores nothing', async () => {
      const o = await newOrg();
      await planAndApply(o, definitionWith({ actions: [action('checkout', { protect: true })] }));
      const count = await revisionCount();
      const response = await planIt(o, definitionWith({ destinations: [webhook('ops', { credential: 'no-such-credential' })] }));
      expect(response.status).toBe(400);
      const errors = response.body.errors as { code: string; message: string; pointer: string }[];
      expect(errors.map((e) => [e.code, e.pointer])).toEqual([['protected_delete', '/definition/actions'], ['unresolved_credential', '/definition/resources/destinations/0/credential']]);
      expect(errors[1]?.message).toMatch(/^credential "no-such-credential"/);
      expect(errors[0]?.message).toMatch(/checkout.*protect/);
      expect(await revisionCount()).toBe(count);
    });
  });

  describe('listing and getting revisions', () => {
    it('lists newest first in pages with an opaque cursor', async () => {
      const o = await newOrg();
      const ids: string[] = [];
      for (const variant of ['a1', 'a2', 'a3', 'a4', 'a5']) ids.push((await planIt(o, definitionWith({ actions: [action(variant)] }))).body.data.id);
      const first = await get(o, '/config/revisions/?limit=2');
      expect(first.body.data.items.map((r: { id: string }) => r.id)).toEqual([ids[4], ids[3]]);
      const second = await get(o, `/config/revisions/?limit=2&cursor=${first.body.data.next_cursor}`);
      expect(second.body.data.items.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1]]);
      const last = await get(o, `/config/revisions/?limit=2&cursor=${second.body.data.next_cursor}`);
      expect(last.body.data).toMatchObject({ next_cursor: null });
      expect(last.body.data.items.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
      expect((await get(o, '/config/revisions/')).body.data.items).toHaveLength(5);
    });

    it('gives ids and cursors that say nothing of other orgs\' plans', async () => {
      const mine = await newOrg();
      const theirs = await newOrg();
      const before = (await planIt(mine, definitionWith({ actions: [action('a1')] }))).body.data.id as string;
      for (const variant of ['b1', 'b2', 'b3']) await planIt(theirs, definitionWith({ actions: [action(variant)] }));
      const after = (await planIt(mine, definitionWith({ actions: [action('a2')] }))).body.data.id as string;
      for (const id of [before, after]) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const page = (await get(mine, '/config/revisions/?limit=1')).body.data;
      expect(page.items.map((r: { id: string }) => r.id)).toEqual([after]);
      // The cursor carries the last id seen, nothing countable.
      expect(Buffer.from(page.next_cursor, 'base64url').toString('utf8')).toBe(`rev:${after}`);
      expect((await get(theirs, `/config/revisions/?cursor=${page.next_cursor}`)).status).toBe(400);
    });

    it('refuses bad limits and cursors, and hides other orgs\' revisions', async () => {
      const o = await newOrg();
      const planned = await planIt(o, definitionWith({ actions: [action('a1')] }));
      expect((await get(o, '/config/revisions/?limit=0')).body.errors[0].message).toBe('/limit: must be an integer from 1 to 100');
      expect((await get(o, '/config/revisions/?limit=101')).status).toBe(400);
      expect((await get(o, '/config/revisions/?cursor=bogus')).status).toBe(400);
      const other = await newOrg();
      expect((await get(other, `/config/revisions/${planned.body.data.id}`)).status).toBe(404);
      expect((await post(other, `/config/revisions/${planned.body.data.id}/apply`)).status).toBe(404);
    });
  });

  describe('a failing apply', () => {
    it('rolls back every write, keeps the serial, and marks the revision failed without SQL in the message', async () => {
      const o = await newOrg();
      await planAndApply(o, definitionWith({ actions: [action('checkout')] }));
      const before = (await get(o, '/config/state')).body.data as State;
      const planned = await planIt(o, fullDefinition());
      // Sources are written last: a trigger that refuses them fails the apply after other writes.
      await refuseSources(engine, o.id);
      try {
        const response = await post(o, `/config/revisions/${planned.body.data.id}/apply`);
        expect(response.status).toBe(500);
        const revision = (await get(o, `/config/revisions/${planned.body.data.id}`)).body.data;
        expect(revision.status).toBe('failed');
        const code = engine === 'sqlite' ? 'SQLITE_CONSTRAINT_TRIGGER' : 'P0001';
        expect(revision.error_message).toBe(`the steps could not be written to storage (${code}); nothing was changed. Plan the definition again and apply the new revision`);
        expect(response.body.errors[0].message).toContain(revision.error_message);
        expect(response.text).not.toMatch(/insert into|select |stack/i);
        expect((await get(o, '/config/state')).body.data).toEqual(before);
        expect((await post(o, `/config/revisions/${planned.body.data.id}/apply`)).status).toBe(409);
      } finally {
        await sql.raw(engine === 'sqlite' ? 'drop trigger refuse_sources' : 'drop trigger refuse_sources on sources').execute(server.app.storage.db);
      }
    });
  });

  describe('body limits', () => {
    it('accepts a definition larger than the 1 MiB limit of other bodies', async () => {
      const o = await newOrg();
      const description = 'x'.repeat(2000);
      const actions = Array.from({ length: 1500 }, (_, i) =>
        action(`bulk-${String(i).padStart(4, '0')}`, { schema: { type: 'object', description } }),
      );
      const definition = definitionWith({ actions });
      expect(JSON.stringify({ definition }).length).toBeGreaterThan(2 * 1024 * 1024);
      const planned = await planIt(o, definition);
      expect(planned.status).toBe(200);
      expect(planned.body.data.preview_steps).toHaveLength(1500);
    });

    it('still refuses a notification body over 1 MiB', async () => {
      const o = await newOrg();
      const body = { variant: 'general', type: 'internal', body: { content_type: 'markdown', content: 'x'.repeat(1100 * 1024) } };
      const created = await post(o, '/notifications/', body);
      expect(created.status).toBe(413);
      expect(created.body.errors[0].code).toBe('payload_too_large');
    });
  });

  describe('answers with many steps', () => {
    it('are sent in pieces, each the route serializer\'s, and read as the whole answer', async () => {
      const o = await newOrg();
      const count = STEPS_PER_PIECE * 2 + 7;
      const actions = Array.from({ length: count }, (_, i) => action(`many-${i}`, { schema: { type: 'object', description: `"q" \\ ${i} 😀\u2028` } }));
      const planned = await planIt(o, definitionWith({ actions, destinations: [webhook('ops')] }));
      expect(planned.status).toBe(200);
      expect(planned.body.data.preview_steps).toHaveLength(count + 1);
      // Streamed (no length up front), and the bytes the route's serializer gives the whole answer.
      expect(planned.headers.get('transfer-encoding')).toBe('chunked');
      expect(planned.headers.get('content-length')).toBeNull();
      expect(planned.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(planned.text).toBe(serializerOf('planRevision')(planned.body));
      expect(planned.text).not.toContain('secret-of-ops');

      const applied = await post(o, `/config/revisions/${planned.body.data.id}/apply`);
      expect(applied.status).toBe(200);
      expect(applied.headers.get('transfer-encoding')).toBe('chunked');
      expect(applied.text).toBe(serializerOf('applyRevision')(applied.body));
      expect(applied.body.data.preview_steps).toEqual(planned.body.data.preview_steps);
      expect(applied.body.data.digest).toBe(planned.body.data.digest);

      // A GET (capctl apply FILE reads the revision first) is sent in pieces too.
      const read = await get(o, `/config/revisions/${planned.body.data.id}`);
      expect(read.status).toBe(200);
      expect(read.headers.get('transfer-encoding')).toBe('chunked');
      expect(read.headers.get('content-length')).toBeNull();
      expect(read.text).toBe(serializerOf('getRevision')(read.body));
      expect(JSON.stringify(read.body.data)).toBe(JSON.stringify(applied.body.data));
    });
  });
});
