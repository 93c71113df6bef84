// Migration 0050 on a database written before sealing: the plaintext header secrets in
// destination rows and in stored plans (planned and applied) are sealed in place, the service
// still reads the real values, and the file is no longer readable by others.
// SQLite only: it writes a database as an old release left it on disk and checks the file's mode.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { buildServer } from '../build-server.js';
import { migrations } from './index.js';
import { openStorage } from '../open-storage.js';
import { SqliteDatabase } from '../storage/sqlite-driver.js';

const NAMED = 'Bearer legacy-named-3f9a1c';
const LISTED = 'legacy-listed-8b2d4e';
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'capctl-seal-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const config = JSON.stringify({ url: 'https://hooks.example.com/a', headers: { authorization: NAMED, 'X-Sig': LISTED, accept: 'json' }, sensitive_headers: ['X-Sig'] });
const after = { label: 'hook', type: 'webhook', config: JSON.parse(config), credential_id: null, protect: false };
const plan = JSON.stringify({ format_version: 1, serial: 0, steps: [{ kind: 'destination', op: 'create', name: 'hook', id: 'd1', after }], summary: { create: 1, update: 0, delete: 0, unchanged: 0, breaking: 0 }, diagnostics: [] });

test('seals plaintext header values left by an older database (0644 made 0600), and the service still reads them', async () => {
  const db = join(dir, 'service.db');
  const old = await openStorage({ path: db, migrations: migrations.filter((m) => !m.name.startsWith('005')) });
  const now = new Date().toISOString();
  await old.db.insertInto('orgs').values({ id: '1', name: 'one', serial: 1, created_at: now }).execute();
  await old.db.insertInto('destinations').values({ id: 'd1', org_id: '1', label: 'hook', type: 'webhook', config, credential_id: null, tags: '{}', protect: 0, updated_at: now, deleted_at: null }).execute();
  for (const [id, status] of [['1', 'applied'], ['2', 'planned']] as const) {
    const snapshot = JSON.stringify({ serial: 0, objects: [['destination', 'd1', 'hook', 'plainsha1print'], ['action', 'a1', 'a', 'kept']] });
    await old.db.insertInto('config_revisions').values({ id, seq: Number(id), org_id: '1', status, serial: 0, plan, snapshot, error_message: null, created_by: null, created_at: now, updated_at: now, applied_at: null }).execute();
  }
  await old.close();
  expect(readFileSync(db).toString('latin1')).toContain(LISTED);
  chmodSync(db, 0o644);

  const app = await buildServer({ db, secretKey: randomBytes(32), rateLimit: false });
  try {
    const sqlite = new SqliteDatabase(db, { readonly: true });
    const dump = ['destinations', 'config_revisions'].map((t) => JSON.stringify(sqlite.prepare(`select * from ${t}`).all())).join('\n');
    sqlite.close();
    expect(dump).not.toContain(LISTED);
    expect(dump).not.toContain('legacy-named');
    expect(dump.match(/sealed:v1:/g)?.length).toBe(6);
    expect(dump).toContain('"accept\\":\\"json\\"');
    // Unkeyed fingerprints of destinations are gone from the snapshots; others are kept.
    expect(dump).not.toContain('plainsha1print');
    expect(dump).toContain('kept');
    // The service opens them where it needs the real values.
    expect((await app.repos.destinations.get('1', 'd1'))?.config.headers).toEqual({ authorization: NAMED, 'X-Sig': LISTED, accept: 'json' });
    const state = await app.repos.configState.load('1');
    expect(state.destinations[0]?.config.headers).toMatchObject({ 'X-Sig': LISTED });
    expect(statSync(db).mode & 0o777).toBe(0o600);
  } finally {
    await app.close();
  }
});
