// The org's policies enforced by the config service (the use cases both adapters call), on both
// engines: evaluated at plan-and-store (stored in the plan, part of its digest), evaluated again in
// the apply's transaction, each enforcement level, overrides checked and recorded, a policy that
// fails, a set changed between plan and apply, and no secret in a policy's message.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isServiceError, type Caller, type ConfigService, type Plan, type PolicyOverride, type Revision } from '@capctl/core';
import { openServiceRoot, type ServiceRoot } from '../service-root.js';
import { TEST_ENGINES, TEST_SECRET_KEY, useTestDatabases } from '../testing/test-databases.js';
import { revisionDigest, stepsDigest } from '../revisions/revision-digest.js';
import { checkApplyPolicies } from './apply-policy-check.js';
import { createPolicySetRepository } from './policy-set-repository.js';

const databases = useTestDatabases();

/** A policy file: one YAML document per policy. */
function policy(name: string, enforcement: string, condition: string, extra = ''): string {
  return `name: ${name}\ndescription: ${name}\nscope: step\ncondition: "${condition}"\nmessage: ${name} flags this\nenforcement: ${enforcement}\n${extra}`;
}

const onDestination = (label: string) => `step.kind == 'destination' && step.name == '${label}'`;

/** The set most tests use: each enforcement level on its own destination, and a policy that fails. */
const LEVELS = [
  policy('advise', 'advisory', onDestination('advised')),
  policy('forbid', 'mandatory', onDestination('forbidden')),
  policy('guard', 'overridable', onDestination('guarded')),
  policy('guard-other', 'overridable', onDestination('other')),
  // Division by zero at evaluation (destinations have no version): the policy cannot be evaluated.
  policy('boom', 'mandatory', `${onDestination('boom')} && 1 / step.final_version > 0`),
].join('---\n');

function definition(...labels: string[]) {
  return { resources: { destinations: labels.map((label) => ({ label, type: 'webhook', config: { url: `https://hooks.example.com/${label}` } })) } };
}

const local: Caller = { keyId: null, keyName: null, userId: null, user: 'local-user', role: 'local' };

describe.each(TEST_ENGINES)('on %s', (engine) => {
  let root: ServiceRoot;
  let service: ConfigService;
  let applier: Caller;
  let nextOrg = 100;

  beforeAll(async () => {
    root = await openServiceRoot({ db: await databases.location(engine), secretKey: TEST_SECRET_KEY });
    service = root.configService;
    const userId = await root.repos.accounts.ensureUser('bob');
    applier = { keyId: 'k1', keyName: 'deployer', userId, user: 'bob', role: 'apply' };
  });
  afterAll(() => root?.storage.close());

  /** A fresh org, with `files` pushed as its policy set when given. */
  async function org(...files: string[]): Promise<string> {
    const id = String(nextOrg++);
    await root.repos.accounts.ensureOrg(id);
    if (files.length > 0) await service.pushPolicies(local, id, { files: files.map((text, i) => ({ path: `p${i}.yaml`, text })) });
    return id;
  }

  async function plan(orgId: string, ...labels: string[]): Promise<Revision> {
    const planned = await service.planRevision(applier, orgId, { definition: definition(...labels) });
    if (planned.id === null) throw new Error('expected a stored revision');
    return planned;
  }

  /** The error an apply is refused with. */
  async function refusal(orgId: string, id: string, overrides?: readonly PolicyOverride[]) {
    const error: unknown = await service.applyRevision(applier, orgId, id, overrides === undefined ? {} : { overrides }).then(() => undefined, (e: unknown) => e);
    if (!isServiceError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
    return error;
  }

  /** The stored plan as written in the database, opened. */
  async function storedPlan(id: string): Promise<{ text: string; plan: Plan; digest: string | null }> {
    const row = await root.storage.db.selectFrom('config_revisions').select(['plan', 'digest', 'org_id']).where('id', '=', id).executeTakeFirstOrThrow();
    return { text: row.plan, plan: root.repos.secrets.openPlan(row.org_id, JSON.parse(row.plan) as Plan), digest: row.digest };
  }

  /** Nothing was written: the org's serial is where it was and no destination exists. */
  async function expectNothingWritten(orgId: string, serial: number) {
    const state = await service.readState(orgId);
    expect(state.serial).toBe(serial);
    expect(state.destinations).toEqual([]);
  }

  test('an org without policies stores and answers plans as before: no policy member, the digest of the steps alone', async () => {
    const orgId = await org();
    const planned = await plan(orgId, 'advised');
    expect(planned.plan).not.toHaveProperty('policy');
    const stored = await storedPlan(planned.id);
    expect(stored.text).not.toContain('"policy"');
    expect(stored.digest).toBe(stepsDigest(stored.plan.steps));
    expect(planned.digest).toBe(stepsDigest(stored.plan.steps));
    expect((await service.getRevision(orgId, planned.id)).digest).toBe(stored.digest);
    const applied = await service.applyRevision(applier, orgId, planned.id);
    expect(applied.overrides).toEqual([]);
    const refused = await refusal(orgId, (await plan(orgId, 'advised', 'x')).id, [{ policy: 'advise', reason: 'why not' }]);
    expect(refused).toMatchObject({ code: 'invalid_request', pointer: '/overrides/0/policy' });
  });

  test('an advisory result is stored with the plan, part of its digest, and applies', async () => {
    const orgId = await org(LEVELS);
    const { version, digest: setDigest } = await service.readPolicies(orgId);
    const planned = await plan(orgId, 'advised');
    const report = {
      set: { version, digest: setDigest },
      results: [{ policy: 'advise', enforcement: 'advisory', scope: 'step', subject: 'destination/advised', message: 'advise flags this' }],
      errors: [],
    };
    expect(planned.plan.policy).toEqual(report);
    const stored = await storedPlan(planned.id);
    expect(stored.plan.policy).toEqual(report);
    // The digest covers the report: not the steps' alone, and what apply checks it against.
    expect(planned.digest).not.toBe(stepsDigest(stored.plan.steps));
    expect(planned.digest).toBe(revisionDigest(stored.plan));
    expect(stored.digest).toBe(planned.digest);
    expect((await service.getRevision(orgId, planned.id)).plan.policy).toEqual(report);
    const applied = await service.applyRevision(applier, orgId, planned.id);
    expect(applied.status).toBe('applied');
    expect(applied.overrides).toEqual([]);
  });

  test('a mandatory violation refuses the apply, writes nothing and leaves the revision planned; it cannot be overridden', async () => {
    const orgId = await org(LEVELS);
    const planned = await plan(orgId, 'forbidden', 'advised');
    expect(planned.plan.policy?.results.map((r) => r.policy)).toEqual(['advise', 'forbid']);
    const refused = await refusal(orgId, planned.id);
    expect(refused.code).toBe('policy_violation');
    expect(refused.status).toBe(409);
    expect(refused.message).toContain('mandatory policy `forbid` on destination/forbidden: forbid flags this');
    expect(refused.message).toContain('a mandatory policy cannot be overridden');
    expect(refused.message).not.toContain('advise');
    expect(refused.message).not.toContain('--override');
    const overridden = await refusal(orgId, planned.id, [{ policy: 'forbid', reason: 'the release needs it' }]);
    expect(overridden).toMatchObject({ code: 'invalid_request', pointer: '/overrides/0/policy' });
    expect(overridden.message).toContain('`forbid` is mandatory and cannot be overridden');
    expect((await service.getRevision(orgId, planned.id)).status).toBe('planned');
    await expectNothingWritten(orgId, planned.plan.serial);
  });

  test('an overridable violation applies only with an override that names it and gives a reason, which is recorded', async () => {
    const orgId = await org(LEVELS);
    const planned = await plan(orgId, 'guarded');
    const refused = await refusal(orgId, planned.id);
    expect(refused.code).toBe('policy_violation');
    expect(refused.message).toContain('overridable policy `guard` on destination/guarded: guard flags this');
    expect(refused.message).toContain('capctl apply --override guard=REASON');
    // Another policy's name (one the plan does not flag), an empty reason, or the right one twice.
    expect(await refusal(orgId, planned.id, [{ policy: 'guard-other', reason: 'unrelated' }])).toMatchObject({ code: 'invalid_request', pointer: '/overrides/0/policy' });
    expect(await refusal(orgId, planned.id, [{ policy: 'guard', reason: '  ' }])).toMatchObject({ code: 'invalid_request', pointer: '/overrides/0/reason' });
    expect(await refusal(orgId, planned.id, [{ policy: 'guard', reason: 'a' }, { policy: 'guard', reason: 'b' }]))
      .toMatchObject({ code: 'invalid_request', pointer: '/overrides/1/policy' });
    expect((await service.getRevision(orgId, planned.id)).status).toBe('planned');
    await expectNothingWritten(orgId, planned.plan.serial);

    const reason = 'incident 42: the hook is needed tonight';
    const applied = await service.applyRevision(applier, orgId, planned.id, { overrides: [{ policy: 'guard', reason }] });
    expect(applied.status).toBe('applied');
    expect(applied.overrides).toEqual([{ policy: 'guard', reason }]);
    const read = await service.getRevision(orgId, planned.id);
    expect(read.overrides).toEqual([{ policy: 'guard', reason }]);
    expect(read.applied_by).toMatchObject({ user: 'bob', key_name: 'deployer', role: 'apply' });
    expect((await service.listRevisions(orgId)).items[0]).toMatchObject({ id: planned.id, overrides: [{ policy: 'guard', reason }] });
  });

  test('a policy that cannot be evaluated is stored as an error and refuses the apply', async () => {
    const orgId = await org(LEVELS);
    const planned = await plan(orgId, 'boom');
    expect(planned.plan.policy?.results).toEqual([]);
    expect(planned.plan.policy?.errors).toEqual([expect.objectContaining({ policy: 'boom', subject: 'destination/boom', code: 'policy_eval_error' })]);
    const refused = await refusal(orgId, planned.id);
    expect(refused.code).toBe('policy_violation');
    expect(refused.message).toContain('policy `boom` could not be evaluated');
    expect(refused.message).toContain('fix the policy, push it and plan again');
    await expectNothingWritten(orgId, planned.plan.serial);
  });

  test('a set pushed between plan and apply that changes the results refuses the apply (conflict); one that does not, applies', async () => {
    const orgId = await org(LEVELS);
    const planned = await plan(orgId, 'advised');
    // Version 2 makes `advise` mandatory: the stored results no longer hold.
    await service.pushPolicies(local, orgId, { files: [{ path: 'p.yaml', text: policy('advise', 'mandatory', onDestination('advised')) }] });
    const refused = await refusal(orgId, planned.id);
    expect(refused.code).toBe('conflict');
    expect(refused.message).toContain("the org's policies changed since this plan (version 1 → 2)");
    expect(refused.message).toContain('now flags mandatory policy `advise` on destination/advised');
    expect(refused.message).toContain('no longer flags advisory policy `advise` on destination/advised');
    expect((await service.getRevision(orgId, planned.id)).status).toBe('planned');
    await expectNothingWritten(orgId, planned.plan.serial);

    // Version 3 adds a policy that flags nothing: another set, the same results, so a plan of
    // version 2 passes the check (and meets the verdict), and one that flags nothing applies.
    const flagged = await plan(orgId, 'advised');
    const calm = await plan(orgId, 'calm');
    const version3 = [policy('advise', 'mandatory', onDestination('advised')), policy('quiet', 'mandatory', 'false')].join('---\n');
    await service.pushPolicies(local, orgId, { files: [{ path: 'p.yaml', text: version3 }] });
    expect((await refusal(orgId, flagged.id)).code).toBe('policy_violation');
    const applied = await service.applyRevision(applier, orgId, calm.id);
    expect(applied.status).toBe('applied');
    expect(applied.plan.policy?.set.version).toBe(2);
  });

  test('policies pushed to an org after its plan: the same (empty) results apply, a violation now refuses', async () => {
    const orgId = await org();
    const quiet = await plan(orgId, 'calm');
    const flagged = await plan(orgId, 'forbidden');
    await service.pushPolicies(local, orgId, { files: [{ path: 'p.yaml', text: LEVELS }] });
    const refused = await refusal(orgId, flagged.id);
    expect(refused.code).toBe('conflict');
    expect(refused.message).toContain('(version 0 → 1)');
    expect((await service.applyRevision(applier, orgId, quiet.id)).status).toBe('applied');
  });

  test('a stored report altered in the database is refused by the digest', async () => {
    const orgId = await org(LEVELS);
    const planned = await plan(orgId, 'forbidden');
    const stored = await storedPlan(planned.id);
    const forged = { ...JSON.parse(stored.text), policy: { ...stored.plan.policy, results: [] } };
    await root.storage.db.updateTable('config_revisions').set({ plan: JSON.stringify(forged) }).where('id', '=', planned.id).execute();
    const refused = await refusal(orgId, planned.id);
    expect(refused.code).toBe('conflict');
    expect(refused.message).toContain('is not the plan that was stored');
  });

  test('a plan with no changes is not stored but answers what the policies flag', async () => {
    const orgId = await org(policy('hooks', 'advisory', 'true').replace('scope: step', 'scope: object'));
    const first = await plan(orgId, 'calm');
    await service.applyRevision(applier, orgId, first.id);
    const unchanged = await service.planRevision(applier, orgId, { definition: definition('calm') });
    expect(unchanged).toMatchObject({ id: null, status: 'no_changes' });
    expect(unchanged.plan.policy?.results).toEqual([expect.objectContaining({ policy: 'hooks', subject: 'destination/calm' })]);
    expect(unchanged.digest).toBe(revisionDigest({ steps: [], policy: unchanged.plan.policy }));
  });

  test('policies see sensitive header values masked: no secret reaches a message, the stored plan or an answer', async () => {
    const quote = [
      policy('quote-step', 'advisory', "step.kind == 'destination'",
        "messageExpression: \"'auth=' + string(step.after.config.headers.Authorization) + ' sig=' + string(step.after.config.headers['X-Sig'])\"\n"),
      policy('quote-object', 'advisory', "object.kind == 'destination'",
        "messageExpression: \"'auth=' + string(object.fields.config.headers.Authorization)\"\n").replace('scope: step', 'scope: object'),
    ].join('---\n');
    const orgId = await org(quote);
    const secretDefinition = {
      resources: {
        destinations: [{
          label: 'secret-hook', type: 'webhook',
          config: { url: 'https://hooks.example.com/s', headers: { Authorization: 'Bearer TOPSECRET1', 'X-Sig': 'TOPSECRET2' }, sensitive_headers: ['X-Sig'] },
        }],
      },
    };
    const planned = await service.planRevision(applier, orgId, { definition: secretDefinition });
    if (planned.id === null) throw new Error('expected a stored revision');
    expect(planned.plan.policy?.results.map((r) => r.message)).toEqual(['auth=(sensitive)', 'auth=(sensitive) sig=(sensitive)']);
    const stored = await storedPlan(planned.id);
    expect(stored.text).not.toContain('TOPSECRET');
    expect(JSON.stringify(stored.plan.policy)).not.toMatch(/TOPSECRET|sealed:/);
    expect(JSON.stringify(await service.getRevision(orgId, planned.id))).not.toContain('TOPSECRET');
    // At apply the same report is made from the opened plan and state: it applies.
    expect((await service.applyRevision(applier, orgId, planned.id)).status).toBe('applied');
  });

  test('a stored set that no longer compiles is an error in the report, and refuses the apply', async () => {
    const orgId = await org();
    // Stored without the push's check, as a set pushed before the engine changed would be.
    const files = [{ path: 'old.yaml', text: policy('legacy', 'advisory', 'step.no_such_field == 1') }];
    await createPolicySetRepository(root.storage.db).push(orgId, { digest: 'e'.repeat(64), files, pushedBy: null, message: null }, new Date().toISOString());
    const planned = await plan(orgId, 'calm');
    expect(planned.plan.policy?.errors).toEqual([expect.objectContaining({
      policy: 'policy set version 1', subject: 'plan', code: 'policy_eval_error',
      message: expect.stringMatching(/^the org's policy set version 1 does not compile: old\.yaml:\d+:\d+: /),
    })]);
    const refused = await refusal(orgId, planned.id);
    expect(refused.code).toBe('policy_violation');
    expect(refused.message).toContain("could not be evaluated: the org's policy set version 1 does not compile");
  });

  test('without a state read before the lock, the check reads it with the transaction (a set pushed after that read)', async () => {
    const orgId = await org(LEVELS);
    const planned = await plan(orgId, 'forbidden');
    const { plan: stored } = await storedPlan(planned.id);
    const ctx = { db: root.storage.db, configState: root.repos.configState, secrets: root.repos.secrets };
    const input = { orgId, revisionId: planned.id, plan: stored, serial: stored.serial, state: undefined, overrides: [] };
    // On SQLite the pool has one connection, held by this transaction: a read outside it would never return.
    const check = await root.storage.db.transaction().execute((trx) => checkApplyPolicies(ctx, trx, input));
    expect(check).toMatchObject({ kind: 'refused', error: { code: 'policy_violation' } });
    const calm = await plan(orgId, 'calm');
    const calmPlan = (await storedPlan(calm.id)).plan;
    const passed = await root.storage.db.transaction().execute((trx) =>
      checkApplyPolicies(ctx, trx, { ...input, revisionId: calm.id, plan: calmPlan, serial: calmPlan.serial }));
    expect(passed).toEqual({ kind: 'pass', overrides: [] });
  });
});
