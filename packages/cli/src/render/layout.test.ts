import { describe, expect, it } from 'vitest';
import { layoutLine, wrapSegments, wrapText } from './layout.js';
import { createPalette, plainPalette } from './palette.js';

describe('layout', () => {
  it('wraps at spaces and splits words longer than a line', () => {
    expect(wrapText('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('abcdefghij kl', 4)).toEqual(['abcd', 'efgh', 'ij', 'kl']);
    expect(wrapText('short', 10)).toEqual(['short']);
  });

  it('wraps segments at spaces instead of cutting them, keeping their styles', () => {
    const lines = wrapSegments(
      [
        { text: '~', styles: ['yellow'] },
        { text: ' action ', styles: [] },
        { text: 'checkout', styles: ['bold'] },
        { text: '  ', styles: [] },
        { text: 'schema equals v2, backward compatible', styles: ['dim'] },
      ],
      20,
    );
    expect(lines).toEqual([
      [{ text: '~', styles: ['yellow'] }, { text: ' action ', styles: [] }, { text: 'checkout', styles: ['bold'] }],
      [{ text: 'schema equals v2,', styles: ['dim'] }],
      [{ text: 'backward compatible', styles: ['dim'] }],
    ]);
    expect(wrapSegments([{ text: 'abcdefghij', styles: ['red'] }], 4)).toEqual([
      [{ text: 'abcd', styles: ['red'] }], [{ text: 'efgh', styles: ['red'] }], [{ text: 'ij', styles: ['red'] }],
    ]);
  });

  it('indents wrapped lines and treats very narrow widths as the minimum', () => {
    const lines = layoutLine({ overflow: 'wrap', indent: 6, text: 'a b c d e f g h i j k l m n o p', styles: [] }, plainPalette, 5);
    expect(lines).toEqual(['      a b c d e f g', '      h i j k l m n', '      o p']);
  });

  it('leaves lines whole when there is no width', () => {
    const text = 'x'.repeat(500);
    expect(layoutLine({ overflow: 'truncate', indent: 2, segments: [{ text, styles: [] }] }, plainPalette, undefined)).toEqual([
      `  ${text}`,
    ]);
    // Words and wide glyphs that any width would wrap, painted and indented as one row.
    const words = Array.from({ length: 60 }, (_, i) => `word${i} 界`).join(' ');
    const color = createPalette({ color: true });
    expect(layoutLine({ overflow: 'wrap', indent: 4, text: words, styles: ['dim'] }, color, undefined)).toEqual([`    ${color.dim(words)}`]);
    expect(layoutLine({ overflow: 'truncate', indent: 1, segments: [{ text: '~', styles: ['yellow'] }, { text: ` ${words}`, styles: [] }] }, color, undefined)).toEqual([
      ` ${color.yellow('~')} ${words}`,
    ]);
  });
});
