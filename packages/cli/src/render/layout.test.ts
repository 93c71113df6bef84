import { describe, expect, it } from 'vitest';
import { layoutLine, truncateSegments, wrapText } from './layout.js';
import { plainPalette } from './palette.js';

describe('layout', () => {
  it('wraps at spaces and splits words longer than a line', () => {
    expect(wrapText('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('abcdefghij kl', 4)).toEqual(['abcd', 'efgh', 'ij', 'kl']);
    expect(wrapText('short', 10)).toEqual(['short']);
  });

  it('cuts segments with an ellipsis, keeping their styles', () => {
    const cut = truncateSegments(
      [
        { text: '~', styles: ['yellow'] },
        { text: ' action checkout', styles: [] },
      ],
      10,
    );
    expect(cut).toEqual([
      { text: '~', styles: ['yellow'] },
      { text: ' action …', styles: [] },
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
  });
});
