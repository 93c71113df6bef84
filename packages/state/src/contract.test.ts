// The one contract both StateAdapters must keep, run against the embedded adapter (in-process
// service on a temp SQLite file) and the http adapter (a real server on 127.0.0.1, port 0, on a
// SQLite file and on a PostgreSQL database).
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiKey, serve } from '@capctl/server';
import { openEmbeddedAdapter } from './embedded-adapter.js';
import { StateError } from './errors.js';
import { handDefinition } from './handed-definition.js';
import { aDefinition } from '@capctl/core/testing';
import { action, SECRET_TOKEN, stored, tempDir, webhook } from './testing/fixtures.js';
import { createHttpAdapter } from './http-adapter.js';
import type { StateAdapter } from './state-adapter.js';
// Test support of the service package (not its public API): the PostgreSQL test server.
import { startTestPostgres, TEST_SECRET_KEY, type TestPostgres } from '@capctl/server/testing';

interface Harness {
  readonly adapter: StateAdapter;
  /** Where the state's files live. */
  readonly stateDir: string;
  /** A second adapter on the same state, as another user of the org would have. */
  readonly other: () => Promise<StateAdapter>;
  close(): Promise<void>;
}

async function embedded(): Promise<Harness> {
  const tmp = tempDir('capctl-embedded-');
  const dbPath = join(tmp.dir, '.capctl', 'state.db');
  const adapter = await openEmbeddedAdapter({ dbPath, orgId: '1' });
  const others: StateAdapter[] = [];
  return {
    adapter,
    stateDir: join(tmp.dir, '.capctl'),
    other: async () => {
      const o = await openEmbeddedAdapter({ dbPath, orgId: '1' });
      others.push(o);
      return o;
    },
    close: async () => {
      for (const o of others) await o.close();
      await adapter.close();
      tmp.remove();
    },
  };
}

/**
 * The http adapter against `capctl serve` on `db`, with a key of org 1 (role admin: it may do
 * everything the local user may, policies included); `tmp` goes with it.
 */
async function httpOn(db: string, tmp: ReturnType<typeof tempDir>, secretKey?: Buffer): Promise<Harness> {
  const { key } = await createApiKey({ db, org: '1', user: 'contract', role: 'admin' });
  const server = await serve({ port: 0, host: '127.0.0.1', db, logLevel: 'silent', ...(secretKey === undefined ? {} : { secretKey }) });
  const open = () => createHttpAdapter({ url: server.url, apiKey: key, orgId: '1' });
  const adapter = open();
  return {
    adapter,
    stateDir: tmp.dir,
    other: async () => open(),
    close: async () => {
      await adapter.close();
      await server.close();
      tmp.remove();
    },
  };
}

async function http(): Promise<Harness> {
  const tmp = tempDir('capctl-http-');
  return httpOn(join(tmp.dir, 'capacity.db'), tmp);
}

let postgres: Promise<TestPostgres> | undefined;
afterAll(async () => (await postgres?.catch(() => undefined))?.stop());

/** The http adapter against a service on PostgreSQL: a new database for each test. */
async function httpOnPostgres(): Promise<Harness> {
  postgres ??= startTestPostgres();
  const db = await (await postgres).createDatabase();
  return httpOn(db, tempDir('capctl-http-pg-'), TEST_SECRET_KEY);
}

async function rejection(promise: Promise<unknown>): Promise<StateError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(StateError);
  return error as StateError;
}

function contract(name: string, start: () => Promise<Harness>): void {
  describe(`${name} StateAdapter contract`, () => {
    /** A failure's HTTP status: over HTTP only; local failures are the service's errors, told by their code. */
    const httpStatus = (status: number) => (name === 'embedded' ? undefined : status);
    let h: Harness;
    beforeEach(async () => {
      h = await start();
    });
    afterEach(async () => {
      await h.close();
    });

    it('reads the empty state of a new org', async () => {
      if (name === 'embedded') expect(readFileSync(join(h.stateDir, '.gitignore'), 'utf8')).toMatch(/^\*$/m);
      const state = await h.adapter.readState();
      expect(state).toMatchObject({ org_id: '1', serial: 0, actions: [], destinations: [], metrics: [], queries: [], sources: [] });
    });

    it('plans and stores a revision whose preview steps are the plan', async () => {
      const definition = aDefinition().withDestination(webhook('pager')).withAction(action('checkout', ['id'], ['pager'])).build();
      const revision = await stored(h.adapter.planRevision({ definition }));
      const { plan } = revision;
      expect(revision.status).toBe('planned');
      expect(revision.org_id).toBe('1');
      expect(plan.steps.map((s) => `${s.op} ${s.kind} ${s.name}`)).toEqual(['create destination pager', 'create action checkout']);
      expect(plan.summary).toEqual({ create: 2, update: 0, delete: 0, unchanged: 0, breaking: 0 });
      expect(plan.serial).toBe(0);
      // The stored revision carries the same plan, whole: nothing rebuilt or defaulted on the way.
      expect(await h.adapter.getRevision(revision.id)).toMatchObject({ id: revision.id, status: 'planned', plan });
    });

    it('plans a handed definition as the definition itself, and lets go of it', async () => {
      const definition = aDefinition().withDestination(webhook('pager')).withAction(action('checkout', ['id'], ['pager'])).build();
      const handed = handDefinition(definition);
      const revision = await stored(h.adapter.planRevision({ definition: handed }));
      expect(revision.plan.steps.map((s) => `${s.op} ${s.kind} ${s.name}`)).toEqual(['create destination pager', 'create action checkout']);
      expect(() => handed.value).toThrow(/was let go/);
    });

    it('applies a revision: the state holds the objects and planning again gives no steps', async () => {
      const definition = aDefinition().withDestination(webhook('pager')).withAction(action('checkout', ['id'], ['pager'])).build();
      const revision = await stored(h.adapter.planRevision({ definition }));
      const applied = await h.adapter.applyRevision(revision.id);
      expect(applied).toMatchObject({ id: revision.id, status: 'applied' });
      expect(typeof applied.applied_at).toBe('string');
      const state = await h.adapter.readState();
      expect(state.serial).toBe(1);
      expect(state.actions.map((a) => [a.variant, a.version, a.destinations])).toEqual([['checkout', 1, ['pager']]]);
      expect(state.destinations.map((d) => d.label)).toEqual(['pager']);
      const again = await h.adapter.planRevision({ definition });
      expect(again.plan.steps).toEqual([]);
      expect(again.plan.summary.unchanged).toBe(2);
    });

    it('records who planned and applied a revision, its message, and each object\'s last change', async () => {
      // The http harness's key belongs to user `contract`; embedded mode acts as the local user.
      const user = name === 'embedded' ? userInfo().username : 'contract';
      const keyed = name !== 'embedded';
      const definition = aDefinition().withDestination(webhook('pager')).build();
      const planned = await stored(h.adapter.planRevision({ definition, message: 'Add the pager (#7)' }));
      // Local mode records its user as admin, as the key of the http harness is.
      expect(planned).toMatchObject({ message: 'Add the pager (#7)', applied_by: null, planned_by: { user, role: 'admin' }, overrides: [] });
      expect(planned.planned_by?.key_id === null).toBe(!keyed);
      const applied = await h.adapter.applyRevision(planned.id);
      expect(applied.applied_by).toMatchObject({ user, role: 'admin', at: applied.applied_at });
      expect(applied.overrides).toEqual([]);
      const listed = (await h.adapter.listRevisions()).items[0];
      expect(listed).toMatchObject({ id: planned.id, message: 'Add the pager (#7)', applied_by: { user } });
      const [pager] = (await h.adapter.readState()).destinations;
      expect(pager?.last_change).toMatchObject({ origin: 'revision', revision_id: planned.id, by: { user } });
      expect(pager).not.toHaveProperty('drift');
    });

    it('answers a plan with no changes without storing it, and lists what matters by status', async () => {
      const definition = aDefinition().withDestination(webhook('pager')).build();
      const applied = await h.adapter.applyRevision((await stored(h.adapter.planRevision({ definition }))).id);
      const stale = await stored(h.adapter.planRevision({ definition: aDefinition().withDestination(webhook('pager', {}, 2000)).build() }));
      await h.adapter.applyRevision((await stored(h.adapter.planRevision({ definition: aDefinition().withDestination(webhook('pager', {}, 3000)).build() }))).id);
      const applicable = await stored(h.adapter.planRevision({ definition }));
      const state = await h.adapter.readState();
      const unchanged = await h.adapter.planRevision({ definition: aDefinition().withDestination(webhook('pager', {}, 3000)).build() });
      expect(unchanged).toMatchObject({ id: null, status: 'no_changes', org_id: '1', lineage: state.lineage });
      expect(unchanged.plan).toMatchObject({ steps: [], serial: state.serial, summary: { create: 0, update: 0, delete: 0, unchanged: 1, breaking: 0 } });
      const every = await h.adapter.listRevisions();
      expect(every.items.map((r) => [r.id, r.status])).toEqual([
        [applicable.id, 'planned'], [expect.any(String), 'applied'], [stale.id, 'stale'], [applied.id, 'applied'],
      ]);
      const matters = await h.adapter.listRevisions({ statuses: ['applied', 'planned'] });
      expect(matters.items.map((r) => r.status)).toEqual(['planned', 'applied', 'applied']);
      expect((await h.adapter.listRevisions({ statuses: ['stale'] })).items.map((r) => r.id)).toEqual([stale.id]);
    });

    it('lists revisions newest first, a page at a time', async () => {
      const ids: string[] = [];
      for (const variant of ['a1', 'a2', 'a3']) {
        ids.push((await stored(h.adapter.planRevision({ definition: aDefinition().withAction(action(variant)).build() }))).id);
      }
      const first = await h.adapter.listRevisions({ limit: 2 });
      expect(first.items.map((r) => r.id)).toEqual([ids[2], ids[1]]);
      expect(first.next_cursor).toEqual(expect.any(String));
      const second = await h.adapter.listRevisions({ limit: 2, cursor: first.next_cursor ?? '' });
      expect(second.items.map((r) => r.id)).toEqual([ids[0]]);
      expect(second.next_cursor).toBeNull();
    });

    it('gives the lineage with the state and every revision, and applies only the digest it was given', async () => {
      const state = await h.adapter.readState();
      expect(state.lineage).toMatch(/^[0-9a-f-]{36}$/);
      const revision = await stored(h.adapter.planRevision({ definition: aDefinition().withDestination(webhook('pager')).build() }));
      expect(revision.lineage).toBe(state.lineage);
      expect(revision.digest).toMatch(/^[0-9a-f]{64}$/);
      const fetched = await h.adapter.getRevision(revision.id);
      expect([fetched.lineage, fetched.digest]).toEqual([state.lineage, revision.digest]);
      const malformed = await rejection(h.adapter.applyRevision(revision.id, { digest: 'not-a-digest' }));
      expect([malformed.code, malformed.status, malformed.entries[0]?.pointer]).toEqual(['invalid_request', httpStatus(400), '/digest']);
      const error = await rejection(h.adapter.applyRevision(revision.id, { digest: '0'.repeat(64) }));
      expect(error.code).toBe('conflict');
      expect(error.message).toContain(revision.digest);
      expect((await h.adapter.readState()).serial).toBe(0);
      const applied = await h.adapter.applyRevision(revision.id, { digest: revision.digest });
      expect(applied).toMatchObject({ status: 'applied', lineage: state.lineage, digest: revision.digest });
    });

    it('plans only the targets and what they depend on, where the state is, and refuses a target that names nothing', async () => {
      const first = aDefinition().withDestination(webhook('pager')).withAction(action('checkout', ['id'], ['pager'])).withAction(action('refund')).build();
      await h.adapter.applyRevision((await stored(h.adapter.planRevision({ definition: first }))).id);
      // Three changes; the target (checkout) brings only its destination's.
      const changed = aDefinition().withDestination(webhook('pager', {}, 2000)).withAction(action('checkout', ['id'], ['pager']))
        .withAction(action('refund', ['id', 'size'])).withAction(action('ship')).build();
      const partial = await stored(h.adapter.planRevision({ definition: changed, targets: [{ kind: 'action', name: 'checkout' }] }));
      expect(partial.plan.steps.map((s) => `${s.op} ${s.kind} ${s.name}`)).toEqual(['update destination pager']);
      expect(partial.plan).toMatchObject({ partial: true, targets: ['action/checkout'], summary: { create: 0, update: 1, delete: 0, unchanged: 1 } });
      expect((await h.adapter.getRevision(partial.id)).plan).toEqual(partial.plan);
      await h.adapter.applyRevision(partial.id);
      const state = await h.adapter.readState();
      expect(state.actions.map((a) => [a.variant, a.version])).toEqual([['checkout', 1], ['refund', 1]]);
      // The whole plan still has the others to do.
      const whole = await h.adapter.planRevision({ definition: changed });
      expect(whole.plan.steps.map((s) => `${s.op} ${s.kind} ${s.name}`).sort()).toEqual(['create action ship', 'update action refund']);
      expect(whole.plan.partial).toBeUndefined();

      const error = await rejection(h.adapter.planRevision({ definition: changed, targets: [{ kind: 'action', name: 'ship' }, { kind: 'action', name: 'refnud' }] }));
      expect([error.code, error.status]).toEqual(['invalid_request', httpStatus(400)]);
      expect(error.entries).toEqual([{
        code: 'unknown_target', pointer: '/targets/1',
        message: 'action/refnud: no action of that name in the definition or the state', hint: 'did you mean action/refund, action/checkout, action/ship?',
      }]);
    });

    it('answers not_found for an unknown revision', async () => {
      const error = await rejection(h.adapter.getRevision('999999'));
      expect(error.code).toBe('not_found');
      expect(error.status).toBe(httpStatus(404));
      expect(error.message).toMatch(/^revision 999999 was not found at /);
      expect(error.hint).toContain('capctl revisions list');
    });

    it('refuses a stale revision, naming what changed since it was planned', async () => {
      await h.adapter.applyRevision((await stored(h.adapter.planRevision({ definition: aDefinition().withDestination(webhook('pager')).build() }))).id);
      const stale = await stored(h.adapter.planRevision({ definition: aDefinition().withDestination(webhook('pager')).withAction(action('checkout')).build() }));
      const other = await h.other();
      await other.applyRevision((await stored(other.planRevision({ definition: aDefinition().withDestination(webhook('pager', {}, 2500)).build() }))).id);

      const error = await rejection(h.adapter.applyRevision(stale.id));
      expect(error.code).toBe('revision_stale');
      expect(error.status).toBe(httpStatus(409));
      expect(error.message).toContain('pager');
      expect(error.hint).toContain('capctl plan');
      expect((await h.adapter.readState()).actions).toEqual([]);
    });

    it('refuses a breaking schema change unless allowed', async () => {
      await h.adapter.applyRevision((await stored(h.adapter.planRevision({ definition: aDefinition().withAction(action('checkout', ['id'])).build() }))).id);
      const breaking = await stored(h.adapter.planRevision({ definition: aDefinition().withAction(action('checkout', ['id', 'size'])).build() }));
      expect(breaking.plan.summary.breaking).toBe(1);
      const error = await rejection(h.adapter.applyRevision(breaking.id));
      expect(error.code).toBe('breaking_change');
      expect(error.message).toContain('checkout');
      const applied = await h.adapter.applyRevision(breaking.id, { allowBreaking: true });
      expect(applied.status).toBe('applied');
      expect((await h.adapter.readState()).actions[0]?.version).toBe(2);
    });

    it('refuses a weakened compatibility mode unless the action is named, even when every break is allowed', async () => {
      await h.adapter.applyRevision((await stored(h.adapter.planRevision({ definition: aDefinition().withAction(action('checkout', ['id'])).build() }))).id);
      const weakened = await stored(h.adapter.planRevision({ definition: aDefinition().withAction({ ...action('checkout', ['id', 'size']), compatibility: 'none' }).build() }));
      // The schema change is still checked under the stored mode, so the break shows.
      expect(weakened.plan.steps[0]).toMatchObject({ compatibility: 'breaking', mode: 'backward', weakened_mode: { from: 'backward', to: 'none' } });
      const error = await rejection(h.adapter.applyRevision(weakened.id, { allowBreaking: true }));
      expect(error.code).toBe('breaking_change');
      expect(error.message).toContain('weakens the compatibility mode of checkout');
      expect((await h.adapter.readState()).actions[0]).toMatchObject({ version: 1, compatibility: 'backward' });
      const applied = await h.adapter.applyRevision(weakened.id, { allowBreakingVariants: ['checkout'] });
      expect(applied.status).toBe('applied');
      expect((await h.adapter.readState()).actions[0]).toMatchObject({ version: 2, compatibility: 'none' });
    });

    it('keeps every version of an action schema with the revision that made it, under its mode', async () => {
      const mode = (required: string[]) => aDefinition().withAction({ ...action('checkout', required), compatibility: 'forward_transitive' }).build();
      const first = await stored(h.adapter.planRevision({ definition: mode(['id']) }));
      await h.adapter.applyRevision(first.id);
      // Forward: a new required field only narrows what producers send, so it keeps the mode.
      const second = await stored(h.adapter.planRevision({ definition: mode(['id', 'size']) }));
      expect(second.plan.steps[0]).toMatchObject({ compatibility: 'compatible', mode: 'forward_transitive', checked_versions: [1] });
      await h.adapter.applyRevision(second.id);
      const history = await h.adapter.listActionVersions('checkout');
      expect(history.variant).toBe('checkout');
      expect(history.items.map((v) => [v.version, v.revision_id, (v.schema as { required: string[] }).required])).toEqual([
        [1, first.id, ['id']], [2, second.id, ['id', 'size']],
      ]);
      expect(await h.adapter.getActionVersion('checkout', 2)).toEqual(history.items[1]);
      expect((await h.adapter.readState()).actions[0]?.compatibility).toBe('forward_transitive');
      // Back to v1's schema: against v2 that widens, which forward refuses.
      const back = await h.adapter.planRevision({ definition: mode(['id']) });
      expect(back.plan.steps[0]).toMatchObject({ compatibility: 'breaking', checked_versions: [1, 2], failed_versions: [2] });
      expect((await rejection(h.adapter.getActionVersion('checkout', 7))).code).toBe('not_found');
      expect((await rejection(h.adapter.listActionVersions('nope'))).code).toBe('not_found');
    });

    it('masks secret header values in the plan and the stored revision', async () => {
      const definition = aDefinition().withDestination(webhook('pager', { authorization: `Bearer ${SECRET_TOKEN}`, 'x-team': 'core' })).build();
      const revision = await stored(h.adapter.planRevision({ definition }));
      const text = JSON.stringify({ revision, again: await h.adapter.getRevision(revision.id) });
      expect(text).not.toContain(SECRET_TOKEN);
      expect(text).toContain('(sensitive)');
      expect(text).toContain('core');
    });

    it('refuses an invalid definition with every problem and stores nothing', async () => {
      const error = await rejection(h.adapter.planRevision({ definition: { actions: [{ variant: 'Bad Name', schema: {}, destinations: ['nowhere'] }] } }));
      expect(error.code).toBe('invalid_request');
      expect(error.status).toBe(httpStatus(400));
      expect(error.details.length).toBeGreaterThanOrEqual(2);
      expect((await h.adapter.listRevisions()).items).toEqual([]);
    });

    it('creates, lists and updates credentials, never returning the secret', async () => {
      const created = await h.adapter.createCredential({ label: 'hooks', type: 'token', provider: 'webhook', metadata: { a: 1 }, secret: { T: 'contract-secret-1' } });
      expect(created).toMatchObject({ label: 'hooks', org_id: '1', version: 1, metadata: { a: 1 } });
      const updated = await h.adapter.updateCredential(created.id, { secret: { T: 'contract-secret-2' }, metadata: { a: null, b: 2 } });
      expect(updated).toMatchObject({ id: created.id, version: 2, metadata: { b: 2 } });
      const listed = await h.adapter.listCredentials();
      expect(listed.map((c) => [c.label, c.version])).toEqual([['hooks', 2]]);
      expect(JSON.stringify([created, updated, listed])).not.toContain('contract-secret');
      const missing = await rejection(h.adapter.updateCredential('nope', { label: 'x' }));
      expect(missing.code).toBe('not_found');
      expect(missing.hint).toContain('capctl credentials list');
      const empty = await rejection(h.adapter.createCredential({ label: '', type: 't', provider: 'p' }));
      expect([empty.code, empty.message, empty.entries[0]?.pointer]).toEqual(['invalid_request', 'the service refused the request: body /label must NOT have fewer than 1 characters; correct it', '/label']);
      const long = await rejection(h.adapter.updateCredential(created.id, { label: 'x'.repeat(201) }));
      expect(long.message).toBe('the service refused the request: body /label must NOT have more than 200 characters; correct it');
      const taken = await rejection(h.adapter.createCredential({ label: 'hooks', type: 't', provider: 'p' }));
      expect([taken.code, taken.hint]).toEqual(['conflict', 'choose another --label, or change that one with `capctl credentials update hooks`']);
    });

    it('deletes a credential no object uses, frees its label, and refuses one in use, naming the user', async () => {
      const spare = await h.adapter.createCredential({ label: 'spare', type: 'token', provider: 'webhook', secret: { T: 'x' } });
      const deleted = await h.adapter.deleteCredential(spare.id);
      expect(deleted).toMatchObject({ id: spare.id, label: 'spare' });
      expect(deleted.deleted_at).toEqual(expect.any(String));
      expect((await h.adapter.listCredentials()).map((c) => c.label)).not.toContain('spare');
      expect((await rejection(h.adapter.deleteCredential(spare.id))).code).toBe('not_found');
      await h.adapter.createCredential({ label: 'spare', type: 'token', provider: 'webhook' });

      const used = await h.adapter.createCredential({ label: 'hooks-key', type: 'token', provider: 'webhook', secret: { T: 'y' } });
      const definition = aDefinition().withDestination('orders-hook', { credential: 'hooks-key' }).build();
      const revision = await stored(h.adapter.planRevision({ definition }));
      await h.adapter.applyRevision(revision.id);
      const refused = await rejection(h.adapter.deleteCredential(used.id));
      expect([refused.code, refused.status]).toEqual(['conflict', httpStatus(409)]);
      expect(refused.message).toContain('destination orders-hook');
      expect((await h.adapter.listCredentials()).map((c) => c.label)).toContain('hooks-key');
    });

    it('pushes versions of the policy set, reads the one in force, any version and version 0, and refuses a set that does not compile', async () => {
      const user = name === 'embedded' ? userInfo().username : 'contract';
      const empty = await h.adapter.readPolicies();
      expect(empty).toMatchObject({ org_id: '1', version: 0, files: [], policies: [], pushed_at: null, pushed_by: null, message: null });
      const budget = { path: 'budget.yaml', text: POLICY_TEXT };
      const first = await h.adapter.pushPolicies({ files: [budget], message: 'a delete budget' });
      expect(first).toMatchObject({ org_id: '1', version: 1, message: 'a delete budget', files: [budget], pushed_by: { user, role: 'admin' } });
      expect(first.policies.map((p) => [p.name, p.enforcement, p.source?.file, p.source?.line])).toEqual([['delete-budget', 'overridable', 'budget.yaml', 1]]);
      const second = await h.adapter.pushPolicies({ files: [] });
      expect([second.version, second.message, second.policies]).toEqual([2, null, []]);
      expect(await h.adapter.readPolicies()).toEqual(second);
      expect(await h.adapter.readPolicies(1)).toEqual(first);
      expect((await h.adapter.readPolicies(0)).digest).toBe(empty.digest);
      const unknown = await rejection(h.adapter.readPolicies(3));
      expect([unknown.code, unknown.status]).toEqual(['not_found', httpStatus(404)]);
      expect(unknown.hint).toContain('capctl policies list');
      const broken = await rejection(h.adapter.pushPolicies({ files: [budget, { path: 'x/broken.yaml', text: POLICY_TEXT.replace('> 10', '>').replace('delete-budget', 'broken') }] }));
      expect([broken.code, broken.status]).toEqual(['invalid_request', httpStatus(400)]);
      expect(broken.entries[0]).toMatchObject({ pointer: '/files/1/text', message: expect.stringMatching(/^x\/broken\.yaml:4:\d+: /) });
      expect(broken.hint).toContain('capctl policies validate');
      expect((await h.adapter.readPolicies()).version).toBe(2);
    });
  });
}

const POLICY_TEXT = 'name: delete-budget\ndescription: At most 10 deletes.\nscope: plan\ncondition: plan.summary.delete > 10\nmessage: too many\nenforcement: overridable\n';

contract('embedded', embedded);
contract('http', http);
contract('http on PostgreSQL', httpOnPostgres);
