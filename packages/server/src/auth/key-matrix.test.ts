// The keys matrix over every authenticated operation of schemas/openapi.yaml, against the real
// server on loopback: key org (same / other) × role (plan / apply / admin) × state (active /
// revoked / expired). The least role each operation needs is written out below, not asked of the code under
// test, and must name every operation of the document, so a new route fails here until it is placed.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openApiOperations, type OpenApiOperation } from '../http/openapi.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import type { KeyRole } from './roles.js';

const databases = useTestDatabases();

type KeyState = 'active' | 'revoked' | 'expired';
type Outcome = 'passes auth' | '401' | '403' | '404 org';

interface MatrixKey {
  readonly org: string;
  readonly role: KeyRole;
  readonly state: KeyState;
  readonly key: string;
}

/**
 * The least key role each operation of schemas/openapi.yaml needs: `plan` keys read their org and
 * plan-and-store revisions (a pull-request check); changing the org's policies needs `admin`;
 * every other write needs `apply`; `open` operations need no key. Written by hand from the
 * design, never derived from roles.ts.
 */
const LEAST_ROLE: Readonly<Record<string, KeyRole | 'open'>> = {
  putCapacityDomain: 'apply',
  listCapacityDomains: 'plan',
  getCapacityDomain: 'plan',
  listDestinations: 'plan',
  getDestination: 'plan',
  patchDestination: 'apply',
  createCredential: 'apply',
  listCredentials: 'plan',
  patchCredential: 'apply',
  deleteCredential: 'apply',
  createNotification: 'apply',
  listNotifications: 'plan',
  patchNotification: 'apply',
  getDomainSettings: 'plan',
  putDomainSettings: 'apply',
  getConfigState: 'plan',
  listActionVersions: 'plan',
  getActionVersion: 'plan',
  getSelf: 'plan',
  planRevision: 'plan',
  listRevisions: 'plan',
  getRevision: 'plan',
  pruneRevisions: 'apply',
  applyRevision: 'apply',
  pushPolicies: 'admin',
  readPolicies: 'plan',
  regenerateTotpBackupCodes: 'apply',
  verifyMfa: 'apply',
  enrolTotp: 'apply',
  confirmTotp: 'apply',
  getHealth: 'open',
  getReadiness: 'open',
  getOpenApi: 'open',
};

/** Whether a key of `role` is let through to `operationId`, by the table above. */
function tableAllows(role: KeyRole, operationId: string): boolean {
  const least = LEAST_ROLE[operationId];
  if (least === undefined) throw new Error(`${operationId} is not in LEAST_ROLE: add it with the least role it needs`);
  if (least === 'open') return false;
  const rank: Record<KeyRole, number> = { plan: 0, apply: 1, admin: 2 };
  return rank[role] >= rank[least];
}

test('the table names every operation of openapi.yaml, each once, and no other', () => {
  const documented = openApiOperations().map((op) => op.operationId);
  expect(documented.length).toBeGreaterThanOrEqual(27);
  expect([...new Set(documented)].sort()).toEqual(Object.keys(LEAST_ROLE).sort());
  // The open operations are exactly the ones the document says need no key.
  const open = openApiOperations().filter((op) => !op.authenticated).map((op) => op.operationId);
  expect(open.sort()).toEqual(Object.keys(LEAST_ROLE).filter((id) => LEAST_ROLE[id] === 'open').sort());
});

const TARGET_ORG = '1';
const OTHER_ORG = '2';
const HIDDEN_ORG = /^org \d+ was not found/;

let server: TestServer;
const keys: MatrixKey[] = [];

describe.each(TEST_ENGINES)('on %s', (engine) => {
  beforeAll(async () => {
    keys.length = 0;
    server = await startTestServer({ dbPath: await databases.location(engine), orgId: TARGET_ORG });
    for (const org of [TARGET_ORG, OTHER_ORG]) {
      for (const role of ['plan', 'apply', 'admin'] as const) {
        for (const state of ['active', 'revoked', 'expired'] as const) {
          const { db } = server.app.storage;
          const user = `${role}-${state}-${org}`;
          const key = await server.createKey(org, user, role);
          const row = await db.selectFrom('api_keys as k').innerJoin('users as u', 'u.id', 'k.user_id').select('k.id').where('u.name', '=', user).executeTakeFirstOrThrow();
          if (state === 'revoked') await db.updateTable('api_keys').set({ revoked_at: new Date().toISOString() }).where('id', '=', row.id).execute();
          if (state === 'expired') await db.updateTable('api_keys').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', row.id).execute();
          keys.push({ org, role, state, key });
        }
      }
    }
  });
  afterAll(() => server.close());

  /** What the matrix expects: state first (401), then org (404, only for org routes), then role (403). */
  function expected(op: OpenApiOperation, key: MatrixKey): Outcome {
    if (key.state !== 'active') return '401';
    if (op.path.includes('{org_id}') && key.org !== TARGET_ORG) return '404 org';
    return tableAllows(key.role, op.operationId) ? 'passes auth' : '403';
  }

  function observed(status: number, body: { errors?: { code: string; message: string }[] | null } | undefined): string {
    const error = body?.errors?.[0];
    if (status === 401 && error?.code === 'unauthenticated') return '401';
    if (status === 403 && error?.code === 'forbidden') return '403';
    if (status === 404 && error?.code === 'not_found' && HIDDEN_ORG.test(error.message)) return '404 org';
    if (![401, 403, 429].includes(status)) return 'passes auth';
    return `unexpected ${status} ${JSON.stringify(body)}`;
  }

  describe('keys matrix', () => {
    test('every operation answers each key by its org, role and state', async () => {
      const operations = openApiOperations().filter((op) => op.authenticated);
      expect(operations.length).toBeGreaterThanOrEqual(23);
      const counts: Record<string, number> = {};
      const mismatches: string[] = [];
      for (const op of operations) {
        const path = op.path.replace('{org_id}', TARGET_ORG).replace('{id}', 'some-id');
        for (const key of keys) {
          // An empty object for writes: validation may refuse it, but only after auth let it through.
          const response = await server.request(op.method, path, op.method === 'GET' ? undefined : {}, { key: key.key });
          const want = expected(op, key);
          const got = observed(response.status, response.body);
          counts[want] = (counts[want] ?? 0) + 1;
          if (got !== want) mismatches.push(`${op.operationId} with ${key.role}/${key.state} key of org ${key.org}: want ${want}, got ${got}`);
        }
      }
      expect(mismatches).toEqual([]);
      // Every outcome occurs, so the matrix cannot pass by answering everything the same way.
      expect(Object.keys(counts).sort()).toEqual(['401', '403', '404 org', 'passes auth']);
      expect(counts['403']).toBeGreaterThanOrEqual(10);
    });

    test('a plan key may plan-and-store a revision of its org, and nothing else that writes', async () => {
      const plan = keys.find((k) => k.org === TARGET_ORG && k.role === 'plan' && k.state === 'active');
      const base = `/v1/orgs/${TARGET_ORG}`;
      // A plan that changes something: one with no changes is not stored, so there is nothing to apply.
      const definition = { actions: [{ variant: 'key-matrix', schema: { type: 'object' } }], resources: {} };
      const planned = await server.request('POST', `${base}/config/revisions/`, { definition }, { key: plan?.key ?? null });
      expect(planned.status).toBe(200);
      const apply = await server.request('POST', `${base}/config/revisions/${planned.body.data.id}/apply`, { allow_breaking: false }, { key: plan?.key ?? null });
      expect(apply.status).toBe(403);
      expect(apply.body.errors[0].message).toContain('use a key with the apply role');
      const applyKey = keys.find((k) => k.org === TARGET_ORG && k.role === 'apply' && k.state === 'active');
      const applied = await server.request('POST', `${base}/config/revisions/${planned.body.data.id}/apply`, { allow_breaking: false }, { key: applyKey?.key ?? null });
      expect(applied.status).toBe(200);
      expect(applied.body.data.status).toBe('applied');
    });

    test('only an admin key may push policies, and the refusal names the admin role, not the apply role', async () => {
      const path = `/v1/orgs/${TARGET_ORG}/policies`;
      const keyOf = (role: KeyRole) => keys.find((k) => k.org === TARGET_ORG && k.role === role && k.state === 'active')?.key ?? null;
      for (const role of ['plan', 'apply'] as const) {
        const refused = await server.request('PUT', path, { files: [] }, { key: keyOf(role) });
        expect(refused.status).toBe(403);
        expect(refused.body.errors[0].message).toContain('use a key with the admin role');
        expect(refused.body.errors[0].message).not.toContain('use a key with the apply role');
      }
      const pushed = await server.request('PUT', path, { files: [] }, { key: keyOf('admin') });
      expect([pushed.status, pushed.body.data.version]).toEqual([200, 1]);
      const self = await server.request('GET', '/v1/self', undefined, { key: keyOf('admin') });
      expect(self.body.data).toMatchObject({ org_id: TARGET_ORG, role: 'admin' });
    });

    test('an admin key may apply and write like an apply key', async () => {
      const admin = keys.find((k) => k.org === TARGET_ORG && k.role === 'admin' && k.state === 'active');
      const base = `/v1/orgs/${TARGET_ORG}`;
      const definition = { actions: [{ variant: 'key-matrix-admin', schema: { type: 'object' } }], resources: {} };
      const planned = await server.request('POST', `${base}/config/revisions/`, { definition }, { key: admin?.key ?? null });
      expect(planned.status).toBe(200);
      const applied = await server.request('POST', `${base}/config/revisions/${planned.body.data.id}/apply`, {}, { key: admin?.key ?? null });
      expect([applied.status, applied.body.data.status, applied.body.data.applied_by.role]).toEqual([200, 'applied', 'admin']);
    });
  });
});
