// The state an apply carries forward into the state cache is exactly the state a reload reads:
// random definitions planned and applied in turn, with direct writes between them (drift) and,
// in orgs with a policy set, overrides recorded on the objects an apply writes; on both engines.
// After every apply the cached state, read back through the repository, equals a load by a
// repository without a cache, byte for byte as JSON (collection order and key order too).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller, Definition, PolicyOverride, State, Step } from '@capctl/core';
import { aDestination, definitionWith } from '@capctl/core/testing';
import { definitionArb } from '@capctl/core/testing/arbitraries';
import { createRepositories, type Repositories } from '../repositories.js';
import { createSecretBox } from '../crypto/secret-box.js';
import { ServiceError } from '../http/errors.js';
import { openStorage, type Storage } from '../open-storage.js';
import { TEST_ENGINES, TEST_SECRET_KEY, useTestDatabases } from '../testing/test-databases.js';
import { applyRevision } from '../revisions/apply-revision.js';
import { createCachedConfigState } from './cached-config-state.js';
import { bumpSerial, createConfigStateRepository } from './config-state-repository.js';
import { planRevision, type RevisionContext } from '../revisions/plan-revision.js';
import { createStateCache, type StateCache } from './state-cache.js';
import { createPolicyCases } from '../use-cases/policy-cases.js';

const databases = useTestDatabases();

/** What the planner sees of a state, as text: the serial, every collection in order, every key in order. */
const asText = (state: State): string => JSON.stringify(state);

/** Every destination a plan writes violates it: an apply that writes one overrides it, with a reason. */
const GUARD = 'name: guard\ndescription: guard\nscope: step\ncondition: "step.kind == \'destination\'"\nmessage: a destination changes\nenforcement: overridable\n';
const LOCAL: Caller = { keyId: null, keyName: null, userId: null, user: 'local-user', role: 'local' };

/** Reasons as an operator might type them, hostile ones too: stored and read back as they are. */
const reasonArb = fc.oneof(fc.constant('incident 42'), fc.string({ minLength: 1, maxLength: 20 }).map((s) => `r ${s}`), fc.constant('a | b $x$ <script>\n\u001b[2J'));

interface Org {
  readonly id: string;
  readonly ctx: RevisionContext;
  readonly cache: StateCache;
  /** The same database read without a cache: what a reload returns. */
  readonly reload: () => Promise<State>;
}

describe.each(TEST_ENGINES)('on %s', (engine) => {
  let storage: Storage;
  let repos: Repositories;
  let orgs = 0;

  beforeAll(async () => {
    storage = await openStorage({ path: await databases.location(engine) });
    repos = createRepositories(storage.db, createSecretBox(TEST_SECRET_KEY));
  });
  afterAll(() => storage.close());

  async function newOrg(): Promise<Org> {
    const id = `org-${++orgs}`;
    await repos.accounts.ensureOrg(id);
    await repos.credentials.create(id, { label: 'hooks', type: 'cloud', provider: 'aws' });
    const cache = createStateCache();
    return {
      id,
      cache,
      ctx: { db: storage.db, configState: createCachedConfigState(createConfigStateRepository(storage.db, repos.secrets), cache), secrets: repos.secrets },
      reload: () => createConfigStateRepository(storage.db, repos.secrets).load(id),
    };
  }

  /** An org whose policy set makes every apply that writes a destination override `guard`. */
  async function guardedOrg(): Promise<Org> {
    const org = await newOrg();
    await createPolicyCases(storage.db, () => new Date()).pushPolicies(LOCAL, org.id, { files: [{ path: 'guard.yaml', text: GUARD }] });
    return org;
  }

  /** Applies that overrode a policy, over every run: the property must have seen some. */
  let overridden = 0;

  /**
   * Plans and applies, overriding with `reason` each overridable policy the plan violates; false
   * when the definition does not plan (a protected delete, say).
   */
  async function planAndApply(org: Org, definition: Definition, reason = 'incident 42'): Promise<boolean> {
    let revision: string | undefined;
    let overrides: PolicyOverride[] = [];
    try {
      const planned = await planRevision(org.ctx, org.id, definition, null);
      revision = planned.row?.id;
      const violated = (planned.plan.policy?.results ?? []).filter((r) => r.enforcement === 'overridable').map((r) => r.policy);
      overrides = [...new Set(violated)].map((policy) => ({ policy, reason }));
    } catch (error) {
      if (error instanceof ServiceError && error.code === 'invalid_request') return false;
      throw error;
    }
    // A plan with no changes is not stored: there is nothing to apply.
    if (revision !== undefined) await applyRevision(org.ctx, org.id, revision, { allowBreaking: true, overrides });
    if (revision !== undefined && overrides.length > 0) overridden += 1;
    return true;
  }

  /** After an apply: the new serial is cached without a reload, and it is what a reload reads. */
  async function expectCarried(org: Org): Promise<void> {
    const cold = await org.reload();
    expect(org.cache.get(org.id, cold.serial)).toBeDefined();
    const warm = await org.ctx.configState.load(org.id);
    expect(asText(warm)).toBe(asText(cold));
  }

  it('after every apply, the state kept in the cache is the state a reload reads', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(fc.tuple(definitionArb, fc.constantFrom('none', 'changed', 'changed back'), reasonArb), { minLength: 2, maxLength: 5 }),
        async (guarded, turns) => {
          const org = guarded ? await guardedOrg() : await newOrg();
          for (const [definition, write, reason] of turns) {
            if (await planAndApply(org, definition, reason)) await expectCarried(org);
            // A direct write moves the serial (so the next plan reloads) and leaves drift. Changed
            // back, the object equals its definition: the next apply does not touch it, and must
            // carry its drift forward as it is.
            const live = (await org.reload()).destinations.find((d) => d.deleted_at === null);
            if (write === 'none' || live === undefined) continue;
            await repos.destinations.update(org.id, live.id, { config: { ...live.config, response_time_sla_ms: 999 } });
            if (write === 'changed back') await repos.destinations.update(org.id, live.id, { config: live.config });
          }
        },
      ),
      { numRuns: engine === 'sqlite' ? 40 : 15 },
    );
    expect(overridden).toBeGreaterThan(0);
  });

  it('carries the overrides of the objects an apply wrote, and keeps those of the objects it did not', async () => {
    const org = await guardedOrg();
    const hook = (label: string, sla: number) => ({ label, type: 'webhook' as const, config: { url: `https://hooks.example.com/${label}`, response_time_sla_ms: sla } });
    expect(await planAndApply(org, definitionWith({ destinations: [hook('ops', 100), hook('pager', 100)] }), 'first')).toBe(true);
    await expectCarried(org);
    expect(await planAndApply(org, definitionWith({ destinations: [hook('ops', 100), hook('pager', 250)] }), 'second')).toBe(true);
    await expectCarried(org);
    const carried = await org.ctx.configState.load(org.id);
    expect(carried.destinations.map((d) => [d.label, d.last_change?.overrides])).toEqual([
      ['ops', [{ policy: 'guard', reason: 'first' }]],
      ['pager', [{ policy: 'guard', reason: 'second' }]],
    ]);
  });

  it('carries the drift of an object the apply does not touch', async () => {
    const org = await newOrg();
    const hook = (label: string, sla: number) => ({ label, type: 'webhook' as const, config: { url: `https://hooks.example.com/${label}`, response_time_sla_ms: sla } });
    expect(await planAndApply(org, definitionWith({ destinations: [hook('ops', 100), hook('pager', 100)] }))).toBe(true);
    const ops = (await org.reload()).destinations.find((d) => d.label === 'ops');
    if (ops === undefined) throw new Error('ops was not created');
    // Changed outside capctl and back: equal to its definition, so no step touches it, but drifted.
    await repos.destinations.update(org.id, ops.id, { config: { ...ops.config, response_time_sla_ms: 999 } });
    await repos.destinations.update(org.id, ops.id, { config: ops.config });
    expect(await planAndApply(org, definitionWith({ destinations: [hook('ops', 100), hook('pager', 250)] }))).toBe(true);
    await expectCarried(org);
    const carried = await org.ctx.configState.load(org.id);
    expect(carried.destinations.map((d) => [d.label, d.drift?.fields])).toEqual([['ops', ['/config/response_time_sla_ms']], ['pager', undefined]]);
  });

  it('carries a renamed metrics source into the queries that follow it', async () => {
    const org = await newOrg();
    const query = (name: string) => ({ name, config: { expression: `rate(${name})` } });
    const metrics = (name: string, aliases: string[] = []) => ({ name, kind: 'pull_metrics' as const, endpoint: 'https://m.example.com', aliases, queries: [query('q0'), query('q1')] });
    expect(await planAndApply(org, definitionWith({ metrics: [metrics('old')] }))).toBe(true);
    expect(await planAndApply(org, definitionWith({ metrics: [metrics('new', ['old'])] }))).toBe(true);
    await expectCarried(org);
    expect((await org.ctx.configState.load(org.id)).queries.map((q) => `${q.metrics}/${q.name}`)).toEqual(['new/q0', 'new/q1']);
  });

  it('reads back the queries of a metrics source a step wrote, though no step names them', async () => {
    const org = await newOrg();
    const metrics = { name: 'old', kind: 'pull_metrics' as const, endpoint: 'https://m.example.com', queries: [{ name: 'q0', config: { expression: 'rate(q0)' } }] };
    expect(await planAndApply(org, definitionWith({ metrics: [metrics] }))).toBe(true);
    const before = await org.ctx.configState.load(org.id);
    const source = before.metrics[0];
    if (source === undefined) throw new Error('the metrics source was not created');
    // A write of the metrics row alone: each query's state takes its name from that row.
    const keep = await storage.db.transaction().execute(async (trx) => {
      await trx.updateTable('metrics').set({ name: 'new' }).where('id', '=', source.id).execute();
      const serial = await bumpSerial(trx, org.id);
      const step = { kind: 'metrics', op: 'update', name: 'new', id: source.id } as Step;
      return org.ctx.configState.carryForward(trx, org.id, before.serial, serial, [step]);
    });
    keep?.();
    await expectCarried(org);
    expect((await org.ctx.configState.load(org.id)).queries.map((q) => q.metrics)).toEqual(['new']);
  });

  it('carries nothing forward when the state before the apply was not cached', async () => {
    const org = await newOrg();
    const revision = (await planRevision(org.ctx, org.id, definitionWith({ destinations: [aDestination('ops')] }), null)).row?.id ?? '';
    const otherCache = createStateCache();
    const other: RevisionContext = { ...org.ctx, configState: createCachedConfigState(createConfigStateRepository(storage.db, repos.secrets), otherCache) };
    await applyRevision(other, org.id, revision);
    const cold = await org.reload();
    expect(cold.destinations).toHaveLength(1);
    expect(otherCache.get(org.id, cold.serial)).toBeUndefined();
    expect(org.cache.get(org.id, cold.serial)).toBeUndefined();
  });

  it('leaves a large apply to the next plan\'s reload rather than reading it back under the write lock', async () => {
    const org = await newOrg();
    const many = (n: number) => definitionWith({ destinations: Array.from({ length: n }, (_, i) => aDestination(`hook-${String(i).padStart(4, '0')}`)) });
    expect(await planAndApply(org, many(1_001))).toBe(true);
    const cold = await org.reload();
    expect(cold.destinations).toHaveLength(1_001);
    expect(org.cache.get(org.id, cold.serial)).toBeUndefined();
    // Up to 1,000 written objects are read back whatever the state's size.
    for (const size of [2_001, 3_001, 4_001, 4_405]) {
      expect(await planAndApply(org, many(size))).toBe(true);
      await expectCarried(org);
    }
    // More than 1,000, but at most a quarter of the state: read back too.
    expect(await planAndApply(org, many(5_506))).toBe(true);
    await expectCarried(org);
    expect((await org.reload()).destinations).toHaveLength(5_506);
  });
});
