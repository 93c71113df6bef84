import { describe, expect, it } from 'vitest';
import { closest, didYouMean, editDistance } from './suggest.js';

describe('suggestions', () => {
  it('measures edit distance, giving up past the limit', () => {
    expect(editDistance('destinaton', 'destinations', 5)).toBe(2);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('suggests the closest name only when it is a likely typo', () => {
    expect(closest('hooks-ue', ['hooks-eu', 'metrics', 'hooks-us-east'])).toBe('hooks-eu');
    expect(closest('queue', ['variant', 'schema'])).toBeUndefined();
    expect(closest('ab', ['ax', 'ay'])).toBe('ax');
    expect(didYouMean('scema', ['schema'])).toBe('; did you mean `schema`?');
    expect(didYouMean('zzz', [])).toBe('');
  });
});
