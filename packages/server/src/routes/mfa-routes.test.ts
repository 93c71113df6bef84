// MFA over real HTTP: enrol, confirm, verify (TOTP and backup codes), regenerate (endpoint 5),
// replay and lock-out, and what the database holds (no secret or backup code in clear). The
// server judges codes by a clock the test sets, so no code is made on one side of a 30 s step
// and checked on the other.
import { readFileSync, existsSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fieldProblems } from '../testing/test-fields.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { base32Decode } from '../mfa/base32.js';
import { hotp, timeStep } from '../mfa/totp.js';

const DEVICE_FIELDS = { id: 'string', user_id: 'string', name: 'string', device_type: 'string', updated_at: 'date-time' } as const;
const DEVICE_OPTIONAL = { confirmed_at: 'date-time', last_used_at: 'date-time', deleted_at: 'date-time' } as const;

const databases = useTestDatabases();
let server: TestServer;

/** 10 s into a 30 s time step: every test starts here, and time moves only when a test moves it. */
const START = Date.parse('2026-03-02T09:00:10.000Z');
let now = START;
const at = (ms: number) => new Date(ms).toISOString();

describe.each(TEST_ENGINES)('on %s', (engine) => {
  beforeAll(async () => {
    server = await startTestServer({ logLevel: 'warn', dbPath: await databases.location(engine), mfaClock: () => new Date(now) });
  });
  afterAll(async () => server?.close());
  beforeEach(() => {
    now = START;
  });

  interface Enrolled {
    readonly id: string;
    readonly secret: Buffer;
  }

  async function enrol(key?: string): Promise<Enrolled & { body: any }> {
    const response = await server.request('POST', '/v1/self/mfa/totp', { name: 'phone' }, key === undefined ? {} : { key });
    expect(response.status).toBe(200);
    return { id: response.body.data.device.id, secret: base32Decode(response.body.data.secret), body: response.body };
  }

  const codeAt = (secret: Buffer, offset = 0) => hotp(secret, timeStep(now) + offset);

  /** A 6-digit code that matches none of the steps the server accepts now (one step either side). */
  function wrongCode(secret: Buffer): string {
    const valid = new Set([-1, 0, 1].map((o) => codeAt(secret, o)));
    for (let n = 0; ; n++) {
      const candidate = String(n).padStart(6, '0');
      if (!valid.has(candidate)) return candidate;
    }
  }

  async function enrolConfirmed(key?: string): Promise<Enrolled> {
    const device = await enrol(key);
    const confirmed = await server.request('POST', '/v1/self/mfa/totp/confirm', { device_id: device.id, code: codeAt(device.secret) }, key === undefined ? {} : { key });
    expect(confirmed.status).toBe(200);
    return device;
  }

  /** Every byte the database holds: SQLite's file and write-ahead log; every row of every PostgreSQL table as text. */
  async function databaseBytes(): Promise<string> {
    if (engine === 'sqlite') {
      const parts = [server.dbPath, `${server.dbPath}-wal`].filter((p) => existsSync(p));
      return parts.map((p) => readFileSync(p).toString('latin1')).join('');
    }
    const db = server.app.storage.db;
    const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(db);
    const rows = await Promise.all(tables.rows.map(({ name }) => sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(db)));
    const text = rows.flatMap((r) => r.rows.map((x) => x.row)).join('\n');
    expect(text).toContain('mfa');
    return text;
  }

  describe('TOTP enrolment and confirmation', () => {
    it('enrols an unconfirmed device with a base32 secret and an otpauth URI, then confirms it', async () => {
      const device = await enrol();
      const data = device.body.data;
      expect(Object.keys(device.body).sort()).toEqual(['data', 'errors', 'warnings']);
      expect(fieldProblems(data.device, DEVICE_FIELDS, DEVICE_OPTIONAL)).toEqual([]);
      expect(data.device).toMatchObject({ name: 'phone', device_type: 'totp' });
      expect(data.device.confirmed_at).toBeUndefined();
      expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(data.otpauth_uri).toBe(`otpauth://totp/capctl:test-user?secret=${data.secret}&issuer=capctl&algorithm=SHA1&digits=6&period=30`);

      const confirmed = await server.request('POST', '/v1/self/mfa/totp/confirm', { device_id: device.id, code: codeAt(device.secret) });
      expect(confirmed.status).toBe(200);
      expect(fieldProblems(confirmed.body.data.device, DEVICE_FIELDS, DEVICE_OPTIONAL)).toEqual([]);
      expect(confirmed.body.data.device.confirmed_at).toBe(at(now));

      const again = await server.request('POST', '/v1/self/mfa/totp/confirm', { device_id: device.id, code: codeAt(device.secret, 1) });
      expect(again.status).toBe(409);
      expect(again.body.errors[0].message).toContain('already confirmed');
    });

    it('keeps the TOTP secret out of the database in clear', async () => {
      const device = await enrol();
      const bytes = await databaseBytes();
      expect(bytes).not.toContain(device.body.data.secret);
      expect(bytes).not.toContain(device.secret.toString('base64'));
      expect(bytes).not.toContain(device.secret.toString('hex'));
    });
  });

  describe('replay protection', () => {
    it('accepts each time step once: the confirming code cannot be used again, the next one can', async () => {
      const device = await enrol();
      const code = codeAt(device.secret);
      expect((await server.request('POST', '/v1/self/mfa/totp/confirm', { device_id: device.id, code })).status).toBe(200);
      const replay = await server.request('POST', '/v1/self/mfa/verify', { device_id: device.id, code });
      expect(replay.status).toBe(400);
      expect(replay.body.errors[0]).toEqual({
        code: 'invalid_request',
        message: '/code: this code was already used; wait for the next code from the authenticator app; 4 more wrong codes lock the device for 15 minutes',
        pointer: '/code',
      });
      now += 30_000;
      const next = await server.request('POST', '/v1/self/mfa/verify', { device_id: device.id, code: codeAt(device.secret) });
      expect(next.status).toBe(200);
      expect(next.body.data.method).toBe('totp');
      expect(next.body.data.device.last_used_at).toBe(at(now));
    });
  });

  describe('clock drift', () => {
    it('accepts a code one time step either side of the server\'s clock, not two', async () => {
      const device = await enrolConfirmed();
      // Steps before the confirming one are used up: drift is tried forward from there.
      now += 5 * 30_000;
      const verify = (offset: number) => server.request('POST', '/v1/self/mfa/verify', { device_id: device.id, code: codeAt(device.secret, offset) });
      expect((await verify(-2)).status).toBe(400);
      expect((await verify(-1)).status).toBe(200);
      expect((await verify(2)).status).toBe(400);
      expect((await verify(1)).status).toBe(200);
    });
  });

  describe('replay protection under concurrency', () => {
    it('lets exactly one of two simultaneous requests with the same code through', async () => {
      const device = await enrolConfirmed();
      const code = codeAt(device.secret, 1);
      const both = await Promise.all([0, 1].map(() => server.request('POST', '/v1/self/mfa/verify', { device_id: device.id, code })));
      expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    });
  });

  describe('lock-out', () => {
    it('locks the device for 15 minutes after 5 wrong codes, refusing even the right code', async () => {
      const device = await enrol();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await server.request('POST', '/v1/self/mfa/totp/confirm', { device_id: device.id, code: wrongCode(device.secret) });
        statuses.push(response.status);
        if (i === 4) expect(response.body.errors[0].message).toMatch(/locked after 5 wrong codes in a row; it accepts codes again at .* \(locks last 15 minutes\)/);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
      const right = await server.request('POST', '/v1/self/mfa/totp/confirm', { device_id: device.id, code: codeAt(device.secret) });
      expect(right.status).toBe(429);
      expect(right.body.errors[0].code).toBe('rate_limited');
      expect(right.body.errors[0].message).toContain(`it accepts codes again at ${at(now + 15 * 60_000)}`);

      now += 15 * 60_000 - 1;
      const stillLocked = await server.request('POST', '/v1/self/mfa/totp/confirm', { device_id: device.id, code: codeAt(device.secret) });
      expect(stillLocked.status).toBe(429);
      now += 1;
      const unlocked = await server.request('POST', '/v1/self/mfa/totp/confirm', { device_id: device.id, code: codeAt(device.secret) });
      expect(unlocked.status).toBe(200);
    });
  });

  describe('regenerate backup codes (endpoint 5)', () => {
    it('gives 10 single-use codes and a session limit 15 minutes ahead; the old set stops working', async () => {
      const device = await enrolConfirmed();
      const first = await server.request('POST', '/v1/self/mfa/regenerate/totp', { device_id: device.id });
      expect(first.status).toBe(200);
      expect(Object.keys(first.body.data).sort()).toEqual(['backup_codes', 'device', 'session_mfa_not_after']);
      expect(fieldProblems(first.body.data.device, DEVICE_FIELDS, DEVICE_OPTIONAL)).toEqual([]);
      const codes: string[] = first.body.data.backup_codes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      expect(first.body.data.session_mfa_not_after).toBe(at(now + 15 * 60_000));

      const used = await server.request('POST', '/v1/self/mfa/verify', { device_id: device.id, code: codes[0] });
      expect(used.status).toBe(200);
      expect(used.body.data.method).toBe('backup_code');
      const reused = await server.request('POST', '/v1/self/mfa/verify', { device_id: device.id, code: codes[0] });
      expect(reused.status).toBe(400);
      expect(reused.body.errors[0].message).toContain('does not match an unused code');

      const second = await server.request('POST', '/v1/self/mfa/regenerate/totp', { device_id: device.id });
      expect(second.status).toBe(200);
      const old = await server.request('POST', '/v1/self/mfa/verify', { device_id: device.id, code: codes[1] });
      expect(old.status).toBe(400);
      const fresh = await server.request('POST', '/v1/self/mfa/verify', { device_id: device.id, code: second.body.data.backup_codes[1] });
      expect(fresh.status).toBe(200);
    });

    it('never stores a backup code in clear: not in any row, not in the database file or its log', async () => {
      const device = await enrolConfirmed();
      const response = await server.request('POST', '/v1/self/mfa/regenerate/totp', { device_id: device.id });
      const codes: string[] = response.body.data.backup_codes;
      const rows = await server.app.storage.db.selectFrom('mfa_backup_codes').selectAll().where('device_id', '=', device.id).execute();
      expect(rows).toHaveLength(10);
      const dump = JSON.stringify(rows);
      const bytes = await databaseBytes();
      for (const code of codes) {
        for (const form of [code, code.replace('-', '')]) {
          expect(dump).not.toContain(form);
          expect(bytes).not.toContain(form);
        }
      }
      for (const row of rows) expect(row.code_hash).toMatch(/^scrypt\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    });

    it("answers 404 for another user's device and 409 for an unconfirmed one", async () => {
      const otherKey = await server.createKey(server.orgId, 'other-user');
      const theirs = await enrolConfirmed(otherKey);
      const foreign = await server.request('POST', '/v1/self/mfa/regenerate/totp', { device_id: theirs.id });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ data: null, errors: [{ code: 'not_found', message: `MFA device "${theirs.id}" was not found; check the id and the org it belongs to` }] });

      const unconfirmed = await enrol();
      const early = await server.request('POST', '/v1/self/mfa/regenerate/totp', { device_id: unconfirmed.id });
      expect(early.status).toBe(409);
      expect(early.body.errors[0].message).toContain('confirm it first');
    });
  });
});
