import { describe, expect, it } from 'vitest';
import { createPalette, paintWith, plainPalette, shouldUseColor } from './palette.js';

describe('palette', () => {
  it('colours only on a terminal with NO_COLOR unset or empty', () => {
    expect(shouldUseColor({ isTTY: true }, {})).toBe(true);
    expect(shouldUseColor({ isTTY: true }, { NO_COLOR: '' })).toBe(true);
    expect(shouldUseColor({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(shouldUseColor({ isTTY: false }, {})).toBe(false);
    expect(shouldUseColor({}, {})).toBe(false);
  });

  it('lets FORCE_COLOR decide first: 0 or false never, anything else always', () => {
    expect(shouldUseColor({ isTTY: false }, { FORCE_COLOR: '1' })).toBe(true);
    expect(shouldUseColor({ isTTY: false }, { FORCE_COLOR: '3', NO_COLOR: '1' })).toBe(true);
    expect(shouldUseColor({ isTTY: true }, { FORCE_COLOR: '0' })).toBe(false);
    expect(shouldUseColor({ isTTY: true }, { FORCE_COLOR: 'false' })).toBe(false);
    expect(shouldUseColor({ isTTY: true }, { FORCE_COLOR: '' })).toBe(true);
  });

  it('returns text unchanged from the plain palette', () => {
    expect(plainPalette.colors).toBe(false);
    expect([plainPalette.bold('a'), plainPalette.red('b'), plainPalette.dim('c')]).toEqual(['a', 'b', 'c']);
  });

  it('wraps text in open and close codes that nest', () => {
    const palette = createPalette({ color: true });
    expect(palette.green('ok')).toBe('\u001b[32mok\u001b[39m');
    expect(paintWith(palette, ['red', 'bold'], 'x')).toBe('\u001b[1m\u001b[31mx\u001b[39m\u001b[22m');
    expect(palette.cyan('')).toBe('');
  });
});
