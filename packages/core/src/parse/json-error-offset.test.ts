import { describe, expect, it } from 'vitest';
import { jsonErrorOffset } from './json-error-offset.js';

describe('jsonErrorOffset', () => {
  it('accepts valid JSON', () => {
    expect(jsonErrorOffset('{"a": [1, -2.5e3, true, null, "x\\"y"], "b": {}}')).toBeUndefined();
    expect(jsonErrorOffset(' [ ] ')).toBeUndefined();
  });

  it('finds the first offending character', () => {
    expect(jsonErrorOffset('{"a": 1,}')).toBe(8);
    expect(jsonErrorOffset("{'a': 1}")).toBe(1);
    expect(jsonErrorOffset('{"a": tru}')).toBe(6);
    expect(jsonErrorOffset('[1 2]')).toBe(3);
    expect(jsonErrorOffset('{"a": 1} x')).toBe(9);
    expect(jsonErrorOffset('{"a": "open')).toBe(11);
    expect(jsonErrorOffset('{"a": 1 # note\n}')).toBe(8);
  });
});
