// Every field core's kind modules list is stored and read back by its kind's table spec: an object
// of each kind with every field set goes step → row → state through a real SQLite file, whole and
// by id; and every column of a kind's table is a field of its kind (or named here as service-only).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byKind, KIND_MODULES, KINDS, kindModule, type State, type StateObject, type Step, type StepKind } from '@capctl/core';
import { everyFieldObjects } from '@capctl/core/testing';
import { createAccountRepository } from '../auth/account-repository.js';
import { UNSEALED } from '../crypto/header-seal.js';
import { createSecretBox } from '../crypto/secret-box.js';
import { createCredentialRepository } from '../credentials/credential-repository.js';
import { openStorage, type Storage } from '../open-storage.js';
import { readObjects } from './state-reader.js';
import { writeSteps } from './state-writer.js';
import { TABLE_SPECS } from './table-spec.js';

/** Columns a kind's table has that are no field of its state: the service's own. */
const SERVICE_ONLY: Partial<Record<StepKind, readonly string[]>> = {};
const BOOKKEEPING = ['org_id', 'updated_at'];

/** The create step a plan makes for `o`: its compared fields as `after`. */
function createStep(kind: StepKind, o: StateObject): Step {
  const module = kindModule(kind);
  const base = { kind, op: 'create' as const, id: o.id, name: module.nameOf(o), after: module.current(o) };
  if (kind !== 'action') return base as Step;
  const version = (o as unknown as { version: number }).version;
  return { ...base, kind: 'action', variant: module.nameOf(o), current_version: 0, final_version: version, destination: { by: 'label', value: 'hook' } };
}

describe('table specs', () => {
  let dir: string;
  let storage: Storage;
  let credentialId: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'capctl-table-spec-'));
    storage = await openStorage({ path: join(dir, 'service.db') });
    await createAccountRepository(storage.db).ensureOrg('1');
    credentialId = (await createCredentialRepository(storage.db, createSecretBox(Buffer.alloc(32, 7))).create('1', { label: 'c', type: 'cloud', provider: 'aws' })).id;
  });
  afterAll(async () => {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores and reads back every field of every kind, whole and by id', async () => {
    const objects = everyFieldObjects(credentialId);
    const steps = KINDS.flatMap((kind) => kindModule(kind).objects(objects as State).map((o) => createStep(kind, o)));
    await storage.db.transaction().execute((trx) => writeSteps(trx, '1', steps, '2026-01-01T00:00:00.000Z'));
    const whole = await readObjects(storage.db, '1', UNSEALED);
    const byId = await readObjects(storage.db, '1', UNSEALED, byKind((kind) => kindModule(kind).objects(objects as State).map((o) => o.id)));
    let checked = 0;
    for (const module of KIND_MODULES) {
      const [expected] = module.objects(objects as State) as unknown as Record<string, unknown>[];
      for (const loaded of [whole, byId]) {
        const [read] = module.objects(loaded as State) as unknown as Record<string, unknown>[];
        // The state's keys in the order a reload gives, which the cache's carried state must match.
        expect(Object.keys(read ?? {}), module.kind).toEqual(['id', ...module.fields.map((f) => f.name), 'deleted_at']);
        for (const field of module.fields) {
          expect(read?.[field.name], `${module.kind}.${field.name}`).toEqual(expected?.[field.name]);
          checked += 1;
        }
      }
    }
    expect(checked).toBe(2 * KIND_MODULES.reduce((n, k) => n + k.fields.length, 0));
    expect(checked).toBeGreaterThanOrEqual(2 * 30);
  });

  it('reads every column of each kind\'s table but the service\'s own', async () => {
    let columns = 0;
    for (const kind of KINDS) {
      const spec = TABLE_SPECS[kind];
      const info = await sql<{ name: string }>`select name from pragma_table_info(${spec.table})`.execute(storage.db);
      const unread = info.rows.map((r) => r.name).filter((c) => !spec.columns.includes(c) && !BOOKKEEPING.includes(c) && !SERVICE_ONLY[kind]?.includes(c));
      expect(unread, `${spec.table} columns no field of ${kind} stores`).toEqual([]);
      columns += info.rows.length;
    }
    expect(columns).toBeGreaterThan(40);
  });
});
