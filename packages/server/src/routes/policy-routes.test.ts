// The org's policy set over real HTTP on both engines: push (admin keys only, versions 1 then 2,
// sets that do not compile refused at file:line:col), read (current, by version, 0, unknown) and
// org isolation. Every refusal is checked to have stored nothing. Each test has its own orgs.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { policySetDigest } from '@capctl/core';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';

const databases = useTestDatabases();
let server: TestServer;
let nextOrg = 301;

const BUDGET = `name: delete-budget
description: At most 10 deletes in one plan.
scope: plan
condition: plan.summary.delete > 10
message: too many deletes
enforcement: overridable
`;
const HOOKS = `name: webhook-https
description: Webhooks over TLS only.
scope: step
condition: step.kind == 'destination' && step.op != 'delete' && !step.after.config.url.startsWith('https://')
message: not https
enforcement: mandatory
`;
/** Line 4, column 12: the condition does not parse. */
const BROKEN = `name: broken
description: Does not compile.
scope: plan
condition: plan.summary.delete >
message: never
enforcement: advisory
`;

interface Org {
  readonly id: string;
  readonly keys: { readonly plan: string; readonly apply: string; readonly admin: string };
  put(body: unknown, key?: string): ReturnType<TestServer['request']>;
  get(query?: string, key?: string): ReturnType<TestServer['request']>;
}

async function newOrg(): Promise<Org> {
  const id = String(nextOrg++);
  const keys = {
    plan: await server.createKey(id, `planner-${id}`, 'plan'),
    apply: await server.createKey(id, `applier-${id}`, 'apply'),
    admin: await server.createKey(id, `owner-${id}`, 'admin'),
  };
  const path = `/v1/orgs/${id}/policies`;
  return {
    id, keys,
    put: (body, key = keys.admin) => server.request('PUT', path, body, { key }),
    get: (query = '', key = keys.plan) => server.request('GET', path + query, undefined, { key }),
  };
}

describe.each(TEST_ENGINES)('on %s', (engine) => {
  let org: Org;
  beforeAll(async () => {
    server = await startTestServer({ dbPath: await databases.location(engine) });
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    org = await newOrg();
  });

  test('an org that never pushed reads version 0: no files, no policies, the empty digest', async () => {
    const read = await org.get();
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({
      org_id: org.id, version: 0, digest: policySetDigest([]), files: [], policies: [], pushed_at: null, pushed_by: null, message: null,
    });
    expect((await org.get('?version=0')).body.data.version).toBe(0);
  });

  test('an admin key pushes version 1 then 2; each read answers what was pushed', async () => {
    const first = await org.put({ files: [{ path: 'budget.yaml', text: BUDGET }], message: 'the delete budget' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      org_id: org.id, version: 1, digest: policySetDigest([{ path: 'budget.yaml', text: BUDGET }]), message: 'the delete budget',
      files: [{ path: 'budget.yaml', text: BUDGET }],
      pushed_by: { user: `owner-${org.id}`, role: 'admin' },
    });
    expect(first.body.data.policies).toEqual([{
      name: 'delete-budget', description: 'At most 10 deletes in one plan.', scope: 'plan', condition: 'plan.summary.delete > 10',
      message: 'too many deletes', enforcement: 'overridable', source: { file: 'budget.yaml', document: 0, line: 1, column: 1 },
    }]);
    // Files come back sorted by path, policies by name, whatever order they were sent in.
    const second = await org.put({ files: [{ path: 'z/hooks.yaml', text: HOOKS }, { path: 'budget.yaml', text: BUDGET }] });
    expect(second.status).toBe(200);
    expect(second.body.data.version).toBe(2);
    expect(second.body.data.message).toBeNull();
    expect(second.body.data.files.map((f: { path: string }) => f.path)).toEqual(['budget.yaml', 'z/hooks.yaml']);
    expect(second.body.data.policies.map((p: { name: string }) => p.name)).toEqual(['delete-budget', 'webhook-https']);

    expect((await org.get()).body.data).toEqual(second.body.data);
    expect((await org.get('?version=1')).body.data).toEqual(first.body.data);
    expect((await org.get('?version=2', org.keys.apply)).body.data).toEqual(second.body.data);
  });

  test.each(['plan', 'apply'] as const)('the %s key may read the set but not push one: 403 naming the admin role, nothing stored', async (role) => {
    await org.put({ files: [{ path: 'budget.yaml', text: BUDGET }] });
    const refused = await org.put({ files: [] }, org.keys[role]);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe('forbidden');
    expect(refused.body.errors[0].message).toContain(`has the ${role} role`);
    expect(refused.body.errors[0].message).toContain('admin role');
    expect(refused.body.errors[0].message).not.toContain('use a key with the apply role');
    const read = await org.get('', org.keys[role]);
    expect(read.status).toBe(200);
    expect(read.body.data.version).toBe(1);
    expect(read.body.data.policies).toHaveLength(1);
  });

  test('the push use case refuses plan and apply callers itself, whoever calls it (not only the route\'s auth)', async () => {
    for (const role of ['plan', 'apply'] as const) {
      const caller = { keyId: null, keyName: null, userId: null, user: 'someone', role };
      const refused = await server.app.configService.pushPolicies(caller, org.id, { files: [] }).then(() => undefined, (e: unknown) => e);
      expect(refused).toMatchObject({ code: 'forbidden', message: expect.stringContaining('--role admin') });
    }
    expect((await org.get()).body.data.version).toBe(0);
  });

  test('a set that does not compile is refused with an entry at file:line:col, and nothing is stored', async () => {
    const refused = await org.put({ files: [{ path: 'budget.yaml', text: BUDGET }, { path: 'rules/broken.yaml', text: BROKEN }] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.length).toBeGreaterThanOrEqual(1);
    const [entry] = refused.body.errors;
    expect(entry.message).toMatch(/^rules\/broken\.yaml:4:\d+: /);
    expect(entry.pointer).toBe('/files/1/text');
    expect((await org.get()).body.data.version).toBe(0);
    expect((await org.get('?version=1')).status).toBe(404);
  });

  test('a malformed body is refused at its pointer, before anything is compiled or stored', async () => {
    const cases: [unknown, string][] = [
      [{ files: 'budget.yaml' }, '/files'],
      [{ files: [{ path: '', text: BUDGET }] }, '/files/0/path'],
      [{ files: [{ path: 'a.yaml', text: BUDGET }, { path: 'b.yaml', text: 7 }] }, '/files/1/text'],
      [{ files: [], message: 'x'.repeat(2001) }, '/message'],
      [{ files: [], signed_by: 'me' }, '/signed_by'],
      [{ files: [{ path: 'a.yaml', text: BUDGET }, { path: 'a.yaml', text: HOOKS }] }, '/files/1/path'],
      // Paths relative to the pushed directory only: no path of the pusher's machine is stored.
      [{ files: [{ path: '/home/alice/policies/a.yaml', text: BUDGET }] }, '/files/0/path'],
      [{ files: [{ path: 'a.yaml', text: BUDGET }, { path: '../secrets/b.yaml', text: HOOKS }] }, '/files/1/path'],
      [{ files: [{ path: 'C:\\Users\\alice\\a.yaml', text: BUDGET }] }, '/files/0/path'],
    ];
    for (const [body, pointer] of cases) {
      const refused = await org.put(body);
      expect([refused.status, refused.body.errors[0].code, refused.body.errors[0].pointer]).toEqual([400, 'invalid_request', pointer]);
    }
    expect((await org.get()).body.data.version).toBe(0);
  });

  test('an unknown version is 404; a version that is not a number is 400', async () => {
    await org.put({ files: [{ path: 'budget.yaml', text: BUDGET }] });
    const missing = await org.get('?version=2');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].code).toBe('not_found');
    expect((await org.get('?version=two')).status).toBe(400);
  });

  test('another org\'s key never sees or changes this org\'s set, whatever its role', async () => {
    await org.put({ files: [{ path: 'budget.yaml', text: BUDGET }] });
    await org.put({ files: [{ path: 'budget.yaml', text: BUDGET }], message: 'again' });
    const other = await newOrg();
    const path = `/v1/orgs/${org.id}/policies`;
    for (const key of Object.values(other.keys)) {
      const read = await server.request('GET', path, undefined, { key });
      expect([read.status, read.body.errors[0].code]).toEqual([404, 'not_found']);
      expect(read.text).not.toContain('delete-budget');
      const push = await server.request('PUT', path, { files: [{ path: 'hooks.yaml', text: HOOKS }] }, { key });
      expect([push.status, push.body.errors[0].code]).toEqual([404, 'not_found']);
    }
    // The other org's own push makes its own version 1 and leaves this org's set as it was;
    // neither reads the other's versions.
    expect((await other.put({ files: [{ path: 'hooks.yaml', text: HOOKS }] })).body.data.version).toBe(1);
    const theirs = (await other.get()).body.data;
    expect([theirs.org_id, theirs.version, theirs.policies.map((p: { name: string }) => p.name)]).toEqual([other.id, 1, ['webhook-https']]);
    expect((await other.get('?version=1')).body.data.policies.map((p: { name: string }) => p.name)).toEqual(['webhook-https']);
    expect((await other.get('?version=2')).status).toBe(404);
    const mine = (await org.get()).body.data;
    expect([mine.version, mine.message, mine.policies.map((p: { name: string }) => p.name)]).toEqual([2, 'again', ['delete-budget']]);
    expect((await org.get('?version=1')).body.data.policies.map((p: { name: string }) => p.name)).toEqual(['delete-budget']);
  });
});
