// Masking what leaves the service: secret header values never show, and a frozen destination (one
// the read cache shares) is masked once, its copy shared, never another destination's.
import { describe, expect, test } from 'vitest';
import { deepFreeze } from '../storage/read-cache.js';
import { maskDestination } from './public-view.js';

const destination = (authorization: string) => ({
  id: 'd1',
  label: 'ops',
  config: { url: 'https://hooks.example.com/ops', headers: { authorization, 'x-team': 'ops' } },
});

describe('maskDestination', () => {
  test('masks secret header values in a new object and leaves the input as it was', () => {
    const input = destination('Bearer one');
    const masked = maskDestination(input);
    expect(masked.config.headers).toEqual({ authorization: '(sensitive)', 'x-team': 'ops' });
    expect(input.config.headers.authorization).toBe('Bearer one');
    expect(maskDestination(input)).not.toBe(masked);
  });

  test('a frozen destination is masked once: the same frozen copy answers again', () => {
    const input = deepFreeze(destination('Bearer one'));
    const masked = maskDestination(input);
    expect(masked.config.headers).toEqual({ authorization: '(sensitive)', 'x-team': 'ops' });
    expect(maskDestination(input)).toBe(masked);
    expect(Object.isFrozen(masked.config.headers)).toBe(true);
  });

  test('another frozen destination with the same id gets its own copy', () => {
    const before = deepFreeze(destination('Bearer one'));
    maskDestination(before);
    const after = deepFreeze({ ...destination('Bearer two'), label: 'renamed', config: { url: 'https://hooks.example.com/new', headers: { 'x-team': 'sre' } } });
    expect(maskDestination(after)).toEqual({ id: 'd1', label: 'renamed', config: { url: 'https://hooks.example.com/new', headers: { 'x-team': 'sre' } } });
  });
});
