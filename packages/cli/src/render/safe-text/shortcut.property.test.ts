// The safe-text functions return most text untouched after one cheap test: for any string
// (C0 and C1 controls, ESC sequences, bidi, lone surrogates, `::` after any white space, `##[`),
// the shortcut gives exactly what the full escaping gives.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileString, HOSTILE_TOKENS } from '../../testing/hostile-plan.js';
import { escapeLogLine, logLine } from './log-text.js';
import { escapeTerminalText, terminalText } from './terminal-text.js';

/** Pieces near each shortcut's edge: colons and hashes alone and together, and the white space the runner trims. */
const EDGE_TOKENS = [':', '::', ':::', '#', '##', '##[', '#[', '[', ' ', '\t', '\u0085', '\u180e', '\u00a0', '\u3000', 'a', 'é', '\u{1f600}', '\ud800', '\udc00'];

const text: fc.Arbitrary<string> = fc.oneof(
  hostileString,
  fc.array(fc.oneof(fc.constantFrom(...EDGE_TOKENS, ...HOSTILE_TOKENS), fc.string({ unit: 'binary', maxLength: 4 })), { maxLength: 12 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
  // A line that starts with white space and colons: where a command would begin.
  fc.tuple(fc.array(fc.constantFrom(' ', '\t', '\u0085', '\u180e', '\u00a0', '\u2028'), { maxLength: 3 }), fc.constantFrom(':', '::', ': :'), hostileString)
    .map(([space, colons, rest]) => `${space.join('')}${colons}${rest}`),
);

describe('the safe-text shortcuts', () => {
  it('logLine gives what both replaces give, for any line', () => {
    const seen = { escaped: 0, colonsKept: 0, untouched: 0 };
    fc.assert(
      fc.property(text, (line) => {
        const full = escapeLogLine(line);
        expect(logLine(line)).toBe(full);
        if (full !== line) seen.escaped += 1;
        else if (line.includes('::')) seen.colonsKept += 1;
        else seen.untouched += 1;
      }),
      { numRuns: 3000 },
    );
    // Each way through: escaped, `::` that starts nothing, and nothing to look at.
    expect(seen.escaped).toBeGreaterThan(150);
    expect(seen.colonsKept).toBeGreaterThan(50);
    expect(seen.untouched).toBeGreaterThan(300);
  });

  it('terminalText gives what the replace gives, for any text', () => {
    const seen = { escaped: 0, untouched: 0 };
    fc.assert(
      fc.property(text, (data) => {
        const full = escapeTerminalText(data);
        expect(terminalText(data)).toBe(full);
        seen[full === data ? 'untouched' : 'escaped'] += 1;
      }),
      { numRuns: 3000 },
    );
    expect(seen.escaped).toBeGreaterThan(300);
    expect(seen.untouched).toBeGreaterThan(300);
  });

  it('escape the lines a shortcut could get wrong', () => {
    expect(logLine('\u0085\u180e ::add-mask::x')).toBe('\u0085\u180e \\x3a:add-mask::x');
    expect(logLine('a::b')).toBe('a::b');
    expect(logLine('x ##[error]')).toBe('x #\\x23[error]');
    expect(terminalText('ok \u001b[2K')).toBe('ok \\x1b[2K');
    expect(terminalText('\u{e0041}')).toBe('\\u{e0041}');
    // Called twice in a row on unsafe text: the test keeps no position between calls.
    expect(terminalText('\u202e')).toBe('\\u202e');
    expect(terminalText('\u202e')).toBe('\\u202e');
  });
});
