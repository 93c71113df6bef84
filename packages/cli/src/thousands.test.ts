import { describe, expect, it } from 'vitest';
import { thousands } from './thousands.js';

describe('thousands', () => {
  it('writes whole numbers as toLocaleString("en-US") does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890, -1, -1234, -999_999, Number.MAX_SAFE_INTEGER]) {
      expect(thousands(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('falls back to toLocaleString for what is not a safe integer', () => {
    expect(thousands(1234.5)).toBe((1234.5).toLocaleString('en-US'));
  });
});
