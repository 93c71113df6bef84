// The org's policies enforced over real HTTP on both engines: the plan's digest covers the policy
// report (and stays the steps' alone for an org without policies), an apply the policies refuse
// is 409 policy_violation in the envelope, a set changed since the plan is 409 conflict, and the
// revision stays planned. (The policy report and the overrides on the wire come with the policy
// endpoints' change; the set is pushed here through the service the routes call.)
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Caller } from '@capctl/core';
import { orgFactory, type TestOrg } from '../testing/test-org.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { stepsDigest } from '../revisions/revision-digest.js';

const databases = useTestDatabases();

const local: Caller = { keyId: null, keyName: null, userId: null, user: 'operator', role: 'local' };

function policy(name: string, enforcement: string, label: string): string {
  return `name: ${name}\ndescription: ${name}\nscope: step\ncondition: "step.kind == 'destination' && step.name == '${label}'"\nmessage: ${name} flags this\nenforcement: ${enforcement}\n`;
}

const definition = (label: string) => ({ resources: { destinations: [{ label, type: 'webhook', config: { url: `https://hooks.example.com/${label}` } }] } });

describe.each(TEST_ENGINES)('on %s', (engine) => {
  let server: TestServer;
  let newOrg: () => Promise<TestOrg>;
  beforeAll(async () => {
    server = await startTestServer({ dbPath: await databases.location(engine) });
    newOrg = orgFactory(() => server, 300);
  });
  afterAll(() => server?.close());

  async function withPolicies(...texts: string[]): Promise<TestOrg> {
    const org = await newOrg();
    if (texts.length > 0) await push(org, ...texts);
    return org;
  }

  const push = (org: TestOrg, ...texts: string[]) =>
    server.app.configService.pushPolicies(local, org.id, { files: texts.map((text, i) => ({ path: `p${i}.yaml`, text })) });

  async function planned(org: TestOrg, label: string): Promise<{ id: string; digest: string; steps: unknown[] }> {
    const answer = await org.post('/config/revisions/', { definition: definition(label) });
    expect(answer.status).toBe(200);
    return { id: answer.body.data.id, digest: answer.body.data.digest, steps: answer.body.data.preview_steps };
  }

  test('plans of an org without policies keep the digest of their steps; with policies the report is in it', async () => {
    const plain = await withPolicies();
    const before = await planned(plain, 'calm');
    expect(before.digest).toBe(stepsDigest(before.steps as never));
    const ruled = await withPolicies(policy('advise', 'advisory', 'calm'));
    const after = await planned(ruled, 'calm');
    expect(after.digest).not.toBe(stepsDigest(after.steps as never));
    expect((await ruled.get(`/config/revisions/${after.id}`)).body.data.digest).toBe(after.digest);
    expect((await ruled.post(`/config/revisions/${after.id}/apply`)).status).toBe(200);
  });

  test('a mandatory or an overridable violation is refused with 409 policy_violation, and the revision stays planned', async () => {
    const org = await withPolicies(policy('forbid', 'mandatory', 'forbidden'), policy('guard', 'overridable', 'guarded'));
    for (const [label, words] of [['forbidden', 'mandatory policy `forbid` on destination/forbidden'], ['guarded', 'capctl apply --override guard=REASON']] as const) {
      const { id } = await planned(org, label);
      const refused = await org.post(`/config/revisions/${id}/apply`);
      expect(refused.status).toBe(409);
      expect(refused.body.data).toBeNull();
      expect(refused.body.errors).toEqual([expect.objectContaining({ code: 'policy_violation', message: expect.stringContaining(words) })]);
      expect((await org.get(`/config/revisions/${id}`)).body.data.status).toBe('planned');
    }
    expect((await org.get('/config/state')).body.data).toMatchObject({ serial: 0, destinations: [] });
  });

  test('a set pushed since the plan that changes its results is 409 conflict', async () => {
    const org = await withPolicies(policy('advise', 'advisory', 'advised'));
    const { id } = await planned(org, 'advised');
    await push(org, policy('advise', 'mandatory', 'advised'));
    const refused = await org.post(`/config/revisions/${id}/apply`);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]).toMatchObject({ code: 'conflict', message: expect.stringContaining("the org's policies changed since this plan (version 1 → 2)") });
    expect((await org.get(`/config/revisions/${id}`)).body.data.status).toBe('planned');
  });
});
