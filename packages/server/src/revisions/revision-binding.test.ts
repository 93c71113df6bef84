// What binds a saved plan to one stored revision: the database's lineage id (one per database,
// kept across restarts and added to old databases) and the digest of the unmasked steps, which
// apply checks so that a revision changed after planning is never applied.
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stableStringify, type JsonValue, type Plan } from '@capctl/core';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrations } from '../migrations/index.js';
import { openStorage } from '../open-storage.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { orgFactory, type TestOrg } from '../testing/test-org.js';
import { action, definitionWith, webhook } from '../testing/revision-fixtures.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const definition = definitionWith({ actions: [action('checkout', { destinations: ['ops'] })], destinations: [webhook('ops')] });

const databases = useTestDatabases();
let server: TestServer;
/** Each test's own org, so a plan applied by one test is never another's starting state. */
const newOrg = orgFactory(() => server, 101);
let o: TestOrg;

describe.each(TEST_ENGINES)('on %s', (engine) => {
  beforeAll(async () => {
    server = await startTestServer({ logLevel: 'warn', dbPath: await databases.location(engine) });
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    o = await newOrg();
  });

  async function plannedRevision(planning = definition) {
    const planned = await o.request('POST', '/config/revisions/', { definition: planning });
    expect(planned.status).toBe(200);
    return planned.body.data as { id: string; lineage: string; digest: string; preview_steps: JsonValue };
  }

  async function storedPlanText(id: string): Promise<string> {
    const row = await server.app.storage.db.selectFrom('config_revisions').select('plan').where('id', '=', id).executeTakeFirstOrThrow();
    return row.plan;
  }

  const serial = async () => (await o.request('GET', '/config/state')).body.data.serial as number;
  const apply = (id: string, body?: unknown) => o.request('POST', `/config/revisions/${id}/apply`, body);

  describe('lineage', () => {
    it('is one UUID per database, returned with the config state and every revision, and kept across a restart', async () => {
      const state = await o.request('GET', '/config/state');
      const lineage = state.body.data.lineage as string;
      expect(lineage).toMatch(UUID);
      const revision = await plannedRevision();
      expect(revision.lineage).toBe(lineage);
      const listed = await o.request('GET', '/config/revisions/');
      expect(listed.body.data.items.map((r: { lineage: string }) => r.lineage)).toContain(lineage);
      expect((await o.request('GET', `/config/revisions/${revision.id}`)).body.data.lineage).toBe(lineage);

      const other = await startTestServer({ logLevel: 'warn', dbPath: await databases.location(engine) });
      const again = await startTestServer({ logLevel: 'warn', dbPath: other.dbPath });
      try {
        const otherLineage = (await other.request('GET', `/v1/orgs/${other.orgId}/config/state`)).body.data.lineage as string;
        expect(otherLineage).toMatch(UUID);
        expect(otherLineage).not.toBe(lineage);
        await other.close();
        expect((await again.request('GET', `/v1/orgs/${again.orgId}/config/state`)).body.data.lineage).toBe(otherLineage);
      } finally {
        await again.close();
      }
    });

    it('is made for a database created before lineages existed, whose revisions get their digest', async () => {
      const path = join(mkdtempSync(join(tmpdir(), 'capctl-lineage-')), 'old.db');
      const old = await openStorage({ path, migrations: migrations.filter((m) => m.name < '0020') });
      const plan = { format_version: 1, serial: 0, steps: [{ kind: 'action', op: 'delete', name: 'gone', id: 'a1' }], summary: {}, diagnostics: [] };
      const db = old.db as unknown as Kysely<unknown>;
      await sql`insert into orgs (id, name, serial, created_at) values ('7', 'org 7', 0, '2026-01-01T00:00:00Z')`.execute(db);
      await sql`insert into config_revisions (id, seq, org_id, status, serial, plan, snapshot, created_at, updated_at)
                values ('1', 1, '7', 'planned', 0, ${JSON.stringify(plan)}, '{}', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`.execute(db);
      await old.close();

      const upgraded = await openStorage({ path });
      try {
        const rows = await sql<{ digest: string }>`select digest from config_revisions`.execute(upgraded.db);
        expect(rows.rows).toEqual([{ digest: sha256(stableStringify(plan.steps as JsonValue)) }]);
        const lineage = await sql<{ id: string }>`select id from service_lineage`.execute(upgraded.db);
        expect(lineage.rows).toHaveLength(1);
        expect(lineage.rows[0]?.id).toMatch(UUID);
      } finally {
        await upgraded.close();
      }
    });
  });

  describe('digest', () => {
    it('is the SHA-256 of the canonical JSON of the unmasked steps, not of the masked ones', async () => {
      const revision = await plannedRevision();
      // Stored sealed; the digest is of the steps as planned, so of the opened ones.
      const sealed = JSON.parse(await storedPlanText(revision.id)) as Plan;
      expect(JSON.stringify(sealed.steps)).not.toContain('Bearer secret-of-ops');
      const stored = server.app.repos.secrets.openPlan(o.id, sealed);
      expect(JSON.stringify(stored.steps)).toContain('Bearer secret-of-ops');
      expect(revision.digest).not.toBe(sha256(stableStringify(sealed.steps as unknown as JsonValue)));
      expect(JSON.stringify(revision.preview_steps)).not.toContain('Bearer secret-of-ops');
      expect(revision.digest).toBe(sha256(stableStringify(stored.steps as unknown as JsonValue)));
      expect(revision.digest).not.toBe(sha256(stableStringify(revision.preview_steps)));
    });

    it('refuses an apply whose reviewed digest differs, and applies with the right one', async () => {
      const revision = await plannedRevision();
      const before = await serial();
      const wrong = await apply(revision.id, { digest: 'f'.repeat(64) });
      expect(wrong.status).toBe(409);
      expect(wrong.body.errors[0].code).toBe('conflict');
      expect(wrong.body.errors[0].message).toContain(`the digest you reviewed is ${'f'.repeat(64)}, but its steps now digest to ${revision.digest}`);
      expect(await serial()).toBe(before);
      const malformed = await apply(revision.id, { digest: 'not-a-digest' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.errors[0].message).toContain('/digest');
      const right = await apply(revision.id, { digest: revision.digest });
      expect(right.status).toBe(200);
      expect(right.body.data.status).toBe('applied');
      expect(await serial()).toBe(before + 1);
    });

    it('follows a stored plan changed after planning, and apply refuses it even without a digest', async () => {
      const revision = await plannedRevision(definitionWith({ actions: [action('checkout')], destinations: [webhook('ops'), webhook('added')] }));
      const plan = JSON.parse(await storedPlanText(revision.id)) as Plan;
      const tampered = { ...plan, steps: plan.steps.filter((s) => s.name !== 'added') };
      expect(tampered.steps.length).toBeLessThan(plan.steps.length);
      await server.app.storage.db.updateTable('config_revisions').set({ plan: JSON.stringify(tampered) }).where('id', '=', revision.id).execute();
      const read = await o.request('GET', `/config/revisions/${revision.id}`);
      const opened = server.app.repos.secrets.openPlan(o.id, tampered);
      expect(read.body.data.digest).toBe(sha256(stableStringify(opened.steps as unknown as JsonValue)));
      expect(read.body.data.digest).not.toBe(revision.digest);
      const before = await serial();
      const refused = await apply(revision.id);
      expect(refused.status).toBe(409);
      expect(refused.body.errors[0].message).toContain(`not to ${revision.digest}`);
      expect(await serial()).toBe(before);
    });
  });
});
