// The lock-out policy for second-factor codes: after a run of wrong codes a device refuses every
// code, right or wrong, for a while, which caps guessing at a few tries per quarter hour.

export const LOCKOUT_POLICY = { maxFailures: 5, lockMinutes: 15 } as const;

export interface LockoutCounters {
  readonly failed_attempts: number;
  /** ISO time until which the device refuses codes, or null. */
  readonly locked_until: string | null;
}

/** The time until which the device is locked at `now`, or undefined when it accepts codes. */
export function lockedUntil(counters: LockoutCounters, now: Date): Date | undefined {
  if (counters.locked_until === null) return undefined;
  const until = new Date(counters.locked_until);
  return until.getTime() > now.getTime() ? until : undefined;
}

/** Counters after one more wrong code: the failure that reaches the limit starts the lock. */
export function afterFailure(counters: LockoutCounters, now: Date): LockoutCounters {
  // A lock that has run out starts a fresh count, so one stale failure does not re-lock at once.
  const expired = counters.locked_until !== null && lockedUntil(counters, now) === undefined;
  const failed = (expired ? 0 : counters.failed_attempts) + 1;
  if (failed < LOCKOUT_POLICY.maxFailures) return { failed_attempts: failed, locked_until: null };
  const until = new Date(now.getTime() + LOCKOUT_POLICY.lockMinutes * 60_000);
  return { failed_attempts: failed, locked_until: until.toISOString() };
}

/** Counters after an accepted code. */
export function afterSuccess(): LockoutCounters {
  return { failed_attempts: 0, locked_until: null };
}

/** The message a locked device answers with: why, until when, and what to do. */
export function lockedMessage(until: Date): string {
  return `this MFA device is locked after ${LOCKOUT_POLICY.maxFailures} wrong codes in a row; ` +
    `it accepts codes again at ${until.toISOString()} (locks last ${LOCKOUT_POLICY.lockMinutes} minutes)`;
}
