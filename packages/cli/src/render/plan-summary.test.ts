// The sentences around every rendering of a plan: the breaking note and the apply summary.
import { describe, expect, test } from 'vitest';
import { appliedMessage, breakingNote, formatSeconds } from './plan-summary.js';

const summary = (breaking: number) => ({ create: 3, update: 1, delete: 2, unchanged: 4, breaking });

describe('breakingNote', () => {
  test('says nothing for a plan without breaking changes', () => {
    expect(breakingNote(summary(0))).toBeUndefined();
    expect(breakingNote(summary(0), true)).toBeUndefined();
  });

  test('says apply refuses them, or that they are applied once --allow-breaking was given', () => {
    expect(breakingNote(summary(1))).toBe('1 breaking schema change: apply refuses it unless --allow-breaking is given.');
    expect(breakingNote(summary(2))).toBe('2 breaking schema changes: apply refuses them unless --allow-breaking is given.');
    expect(breakingNote(summary(2), true)).toBe('2 breaking schema changes: allowed by --allow-breaking.');
  });
});

describe('formatSeconds', () => {
  test('reads milliseconds under a second and tenths of seconds above', () => {
    expect(formatSeconds(0)).toBe('0 ms');
    expect(formatSeconds(37.6)).toBe('38 ms');
    expect(formatSeconds(999.4)).toBe('999 ms');
    expect(formatSeconds(1000)).toBe('1.0s');
    expect(formatSeconds(12_345)).toBe('12.3s');
    expect(formatSeconds(-5)).toBe('0 ms');
  });

  test('the applied message carries the counts and the time', () => {
    expect(appliedMessage('17', summary(0), 42)).toBe('Applied revision 17: 3 created, 1 updated, 2 deleted in 42 ms');
  });
});
