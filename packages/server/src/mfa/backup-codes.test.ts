// Backup codes: format, uniqueness, and hashes that verify only the code they came from.
import { describe, expect, it } from 'vitest';
import { generateBackupCodes, hashBackupCode, verifyBackupCode } from './backup-codes.js';
import { afterFailure, afterSuccess, lockedMessage, lockedUntil, LOCKOUT_POLICY } from './lockout.js';

describe('backup codes', () => {
  it('are ten distinct codes of two groups of five', () => {
    const codes = generateBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  });

  it('hash with a fresh salt, never containing the code, and verify only their own code', async () => {
    const [a, b] = generateBackupCodes(2) as [string, string];
    const hashA1 = await hashBackupCode(a);
    const hashA2 = await hashBackupCode(a);
    expect(hashA1).not.toBe(hashA2);
    expect(hashA1).not.toContain(a.replace('-', ''));
    expect(await verifyBackupCode(a, hashA1)).toBe(true);
    expect(await verifyBackupCode(a.toUpperCase().replace('-', ' '), hashA2)).toBe(true);
    expect(await verifyBackupCode(b, hashA1)).toBe(false);
    expect(await verifyBackupCode(a, 'plain$text')).toBe(false);
  });
});

describe('lock-out policy', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it('locks on the fifth failure in a row for 15 minutes', () => {
    let counters = afterSuccess();
    for (let i = 1; i < LOCKOUT_POLICY.maxFailures; i++) {
      counters = afterFailure(counters, now);
      expect(lockedUntil(counters, now)).toBeUndefined();
    }
    counters = afterFailure(counters, now);
    expect(lockedUntil(counters, now)?.toISOString()).toBe('2026-01-01T00:15:00.000Z');
    expect(lockedUntil(counters, new Date('2026-01-01T00:15:00.001Z'))).toBeUndefined();
  });

  it('starts a fresh count once a lock has run out', () => {
    const expired = { failed_attempts: 5, locked_until: '2026-01-01T00:00:00.000Z' };
    expect(afterFailure(expired, new Date('2026-01-01T01:00:00Z'))).toEqual({ failed_attempts: 1, locked_until: null });
  });

  it('says why, until when and for how long', () => {
    expect(lockedMessage(new Date('2026-01-01T00:15:00Z'))).toBe(
      'this MFA device is locked after 5 wrong codes in a row; it accepts codes again at 2026-01-01T00:15:00.000Z (locks last 15 minutes)',
    );
  });
});
