// Durations of `keys create --expires-in`: units s m h d w, alone or summed; nothing else.
import { describe, expect, it } from 'vitest';
import { parseDuration } from './duration.js';

describe('parseDuration', () => {
  it.each([
    ['90s', 90_000],
    ['15m', 900_000],
    ['12h', 43_200_000],
    ['30d', 2_592_000_000],
    ['1w', 604_800_000],
    ['1d12h', 129_600_000],
  ])('%s is %d ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each(['', '0d', '30', 'd', '1.5h', '-1d', '1y', '1d 2h', `${'9'.repeat(30)}w`])('refuses %j', (text) => {
    expect(parseDuration(text)).toBeUndefined();
  });
});
