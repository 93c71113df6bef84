// The policy overrides of an apply as each object's last change records them, on both engines: an
// apply with overrides records them on every object it wrote; a later apply without overrides
// clears them on the objects it wrote and keeps them on the others; a direct write (what PATCH of a
// destination calls) replaces them with drift. The state the service keeps cached says the same
// as a fresh load.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Caller, ConfigService, LastChange, State } from '@capctl/core';
import { openServiceRoot, type ServiceRoot } from '../service-root.js';
import { TEST_ENGINES, TEST_SECRET_KEY, useTestDatabases } from '../testing/test-databases.js';
import { createConfigStateRepository } from './config-state-repository.js';

const databases = useTestDatabases();

/** Overridable, on the destination labelled `guarded` only. */
const GUARD = 'name: guard\ndescription: guard\nscope: step\ncondition: "step.kind == \'destination\' && step.name == \'guarded\'"\nmessage: guarded changes\nenforcement: overridable\n';

const hook = (label: string, path = label) => ({ label, type: 'webhook', config: { url: `https://hooks.example.com/${path}` } });
const definition = (...hooks: ReturnType<typeof hook>[]) => ({ resources: { destinations: hooks } });

const local: Caller = { keyId: null, keyName: null, userId: null, user: 'local-user', role: 'local' };

describe.each(TEST_ENGINES)('on %s', (engine) => {
  let root: ServiceRoot;
  let service: ConfigService;
  let applier: Caller;
  let nextOrg = 300;

  beforeAll(async () => {
    root = await openServiceRoot({ db: await databases.location(engine), secretKey: TEST_SECRET_KEY });
    service = root.configService;
    const userId = await root.repos.accounts.ensureUser('bob');
    applier = { keyId: 'k1', keyName: 'deployer', userId, user: 'bob', role: 'apply' };
  });
  afterAll(() => root?.storage.close());

  async function guardedOrg(): Promise<string> {
    const id = String(nextOrg++);
    await root.repos.accounts.ensureOrg(id);
    await service.pushPolicies(local, id, { files: [{ path: 'guard.yaml', text: GUARD }] });
    return id;
  }

  async function apply(orgId: string, def: unknown, reason?: string): Promise<string> {
    const planned = await service.planRevision(applier, orgId, { definition: def });
    if (planned.id === null) throw new Error('expected a stored revision');
    await service.applyRevision(applier, orgId, planned.id, reason === undefined ? {} : { overrides: [{ policy: 'guard', reason }] });
    return planned.id;
  }

  /** Each destination's last change, by label, as the service answers (its cached state). */
  const changes = (state: State): Record<string, LastChange | undefined> =>
    Object.fromEntries(state.destinations.map((d) => [d.label, d.last_change]));

  /** The service's answer, after checking that a fresh load (no cache) says the same. */
  async function lastChanges(orgId: string): Promise<Record<string, LastChange | undefined>> {
    const served = changes(await service.readState(orgId));
    expect(served).toEqual(changes(await createConfigStateRepository(root.storage.db, root.repos.secrets).load(orgId)));
    return served;
  }

  test('an apply with overrides records them on every object it wrote, with who applied it', async () => {
    const orgId = await guardedOrg();
    const reason = 'incident 42: the pager | $x$ <script>';
    const id = await apply(orgId, definition(hook('guarded'), hook('plain')), reason);
    const last = await lastChanges(orgId);
    for (const label of ['guarded', 'plain']) {
      expect(last[label]).toMatchObject({ origin: 'revision', revision_id: id, by: { key_name: 'deployer', user: 'bob' }, overrides: [{ policy: 'guard', reason }] });
    }
  });

  test('a later apply without overrides clears them on the objects it wrote and keeps them on the others', async () => {
    const orgId = await guardedOrg();
    const first = await apply(orgId, definition(hook('guarded'), hook('plain')), 'first');
    const second = await apply(orgId, definition(hook('guarded'), hook('plain', 'moved')));
    const last = await lastChanges(orgId);
    expect(last['guarded']).toMatchObject({ revision_id: first, overrides: [{ policy: 'guard', reason: 'first' }] });
    expect(last['plain']).toMatchObject({ revision_id: second });
    expect(last['plain']).not.toHaveProperty('overrides');
  });

  test('a direct write of the object replaces its overrides with drift', async () => {
    const orgId = await guardedOrg();
    await apply(orgId, definition(hook('guarded'), hook('plain')), 'first');
    const guarded = (await service.readState(orgId)).destinations.find((d) => d.label === 'guarded');
    if (guarded === undefined) throw new Error('guarded was not created');
    await root.repos.destinations.update(orgId, guarded.id, { config: { url: 'https://elsewhere.example.com/guarded' } });
    const last = await lastChanges(orgId);
    expect(last['guarded']).toMatchObject({ origin: 'api', revision_id: null });
    expect(last['guarded']).not.toHaveProperty('overrides');
    expect(last['plain']).toMatchObject({ overrides: [{ policy: 'guard', reason: 'first' }] });
    const state = await service.readState(orgId);
    expect(state.destinations.find((d) => d.label === 'guarded')?.drift?.fields).toEqual(['/config/url']);
  });
});
