// MFA use cases: enrol and confirm a TOTP device, verify a code (TOTP or backup code) and
// regenerate backup codes. Every code check goes through the lock-out and replay rules.
import { randomBytes } from 'node:crypto';
import { ServiceError, invalidField, notFound } from '../http/errors.js';
import type { SecretBox } from '../crypto/secret-box.js';
import type { Db } from '../tables/database.js';
import { newId } from '../storage/rows.js';
import { BACKUP_CODE_COUNT, generateBackupCodes, hashBackupCode, verifyBackupCode } from './backup-codes.js';
import { base32Encode } from './base32.js';
import { afterFailure, lockedMessage, lockedUntil, LOCKOUT_POLICY } from './lockout.js';
import { toMfaDevice, type MfaDevice } from './mfa-device.js';
import { createMfaRepository, type DeviceRow } from './mfa-repository.js';
import { matchTotp, otpauthUri } from './totp.js';
import { plural } from '@capctl/core';

/** How long a session counts as MFA-verified after a code or a regeneration. */
export const SESSION_MFA_MINUTES = 15;
const SECRET_BYTES = 20;

export interface MfaServiceOptions {
  readonly db: Db;
  readonly secretBox: SecretBox;
  /** Shown by authenticator apps beside the account. */
  readonly issuer?: string;
  readonly clock?: () => Date;
}

export interface Enrolment {
  readonly device: MfaDevice;
  readonly secret: string;
  readonly otpauth_uri: string;
}

export interface Regeneration {
  readonly device: MfaDevice;
  readonly backup_codes: readonly string[];
  readonly session_mfa_not_after: string;
}

export interface Verification {
  readonly device: MfaDevice;
  readonly method: 'totp' | 'backup_code';
  readonly session_mfa_not_after: string;
}

export interface MfaService {
  enrol(user: { readonly id: string; readonly name: string }, name: string): Promise<Enrolment>;
  confirm(userId: string, deviceId: string, code: string): Promise<{ device: MfaDevice }>;
  verify(userId: string, deviceId: string, code: string): Promise<Verification>;
  regenerate(userId: string, deviceId: string): Promise<Regeneration>;
}

/** What a device's secret is sealed to (the AES-GCM additional data). */
export const mfaSecretContext = (deviceId: string): string => `mfa_device:${deviceId}`;
const sessionLimit = (now: Date) => new Date(now.getTime() + SESSION_MFA_MINUTES * 60_000).toISOString();

export function createMfaService(options: MfaServiceOptions): MfaService {
  const repo = createMfaRepository(options.db);
  const clock = options.clock ?? (() => new Date());
  const issuer = options.issuer ?? 'capctl';

  async function device(userId: string, deviceId: string, state: 'confirmed' | 'unconfirmed'): Promise<DeviceRow> {
    const row = await repo.findDevice(userId, deviceId);
    if (row === undefined) throw notFound('MFA device', deviceId);
    if (state === 'confirmed' && row.confirmed_at === null) {
      throw new ServiceError('conflict', `MFA device ${deviceId} is not confirmed yet; confirm it first with POST /v1/self/mfa/totp/confirm`);
    }
    if (state === 'unconfirmed' && row.confirmed_at !== null) {
      throw new ServiceError('conflict', `MFA device ${deviceId} was already confirmed at ${row.confirmed_at}; enrol a new device to start over`);
    }
    const until = lockedUntil(row, clock());
    if (until !== undefined) throw new ServiceError('rate_limited', lockedMessage(until));
    return row;
  }

  // Counts one wrong (or replayed) code in a transaction, so concurrent failures all count.
  async function fail(row: DeviceRow, problem: string): Promise<never> {
    const now = clock();
    const counters = await options.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('mfa_devices').select(['failed_attempts', 'locked_until']).where('id', '=', row.id).executeTakeFirstOrThrow();
      const next = afterFailure(current, now);
      await trx.updateTable('mfa_devices').set({ ...next, updated_at: now.toISOString() }).where('id', '=', row.id).execute();
      return next;
    });
    const until = lockedUntil(counters, now);
    if (until !== undefined) throw new ServiceError('rate_limited', `${problem}; ${lockedMessage(until)}`);
    const left = LOCKOUT_POLICY.maxFailures - counters.failed_attempts;
    throw invalidField('/code', `${problem}; ${plural(left, 'more wrong code')} lock the device for ${LOCKOUT_POLICY.lockMinutes} minutes`);
  }

  function secretOf(row: DeviceRow): Buffer {
    const text = options.secretBox.open({ ciphertext: row.secret_ciphertext, iv: row.secret_iv, tag: row.secret_tag }, mfaSecretContext(row.id));
    return Buffer.from(text, 'base64');
  }

  /** Accepts a TOTP code once (a replayed step is refused), or throws 400 (wrong) / 429 (locked). */
  async function checkTotp(row: DeviceRow, code: string, confirm: boolean): Promise<void> {
    const now = clock();
    const step = matchTotp(secretOf(row), code, now.getTime());
    if (step === undefined) return fail(row, 'the code does not match this device (check the device clock)');
    if (!(await repo.acceptStep(row.id, step, now.toISOString(), confirm))) {
      return fail(row, 'this code was already used; wait for the next code from the authenticator app');
    }
  }

  async function checkBackupCode(row: DeviceRow, code: string): Promise<boolean> {
    const unused = await repo.unusedBackupCodes(row.id);
    // scrypt runs on the libuv pool: checking the hashes side by side costs about one check.
    const matches = await Promise.all(unused.map((stored) => verifyBackupCode(code, stored.code_hash)));
    const match = unused[matches.indexOf(true)];
    return match !== undefined && repo.useBackupCode(match.id, row.id, clock().toISOString());
  }

  const reload = async (userId: string, deviceId: string) => toMfaDevice((await repo.findDevice(userId, deviceId)) as DeviceRow);

  return {
    async enrol(user, name) {
      const id = newId();
      const secret = randomBytes(SECRET_BYTES);
      const sealed = options.secretBox.seal(secret.toString('base64'), mfaSecretContext(id));
      const row = await repo.createDevice({ id, userId: user.id, name, sealed }, clock().toISOString());
      return { device: toMfaDevice(row), secret: base32Encode(secret), otpauth_uri: otpauthUri({ secret, issuer, account: user.name }) };
    },
    async confirm(userId, deviceId, code) {
      const row = await device(userId, deviceId, 'unconfirmed');
      await checkTotp(row, code, true);
      return { device: await reload(userId, deviceId) };
    },
    async verify(userId, deviceId, code) {
      const row = await device(userId, deviceId, 'confirmed');
      let method: Verification['method'] = 'totp';
      if (/^[0-9]{6}$/.test(code)) await checkTotp(row, code, false);
      else if (await checkBackupCode(row, code)) method = 'backup_code';
      else await fail(row, 'the backup code does not match an unused code of this device');
      return { device: await reload(userId, deviceId), method, session_mfa_not_after: sessionLimit(clock()) };
    },
    async regenerate(userId, deviceId) {
      await device(userId, deviceId, 'confirmed');
      const codes = generateBackupCodes(BACKUP_CODE_COUNT);
      const hashes = await Promise.all(codes.map(hashBackupCode));
      const now = clock();
      await repo.replaceBackupCodes(deviceId, hashes, now.toISOString());
      return { device: await reload(userId, deviceId), backup_codes: codes, session_mfa_not_after: sessionLimit(now) };
    },
  };
}
