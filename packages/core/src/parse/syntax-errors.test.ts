// Syntax errors are reported once each, with the errors that only follow from them folded in,
// and their messages quote at most a short piece of the offending token.
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from './format-diagnostic.js';
import { parseDefinition } from './parse-definition.js';
import { MAX_QUOTED, MAX_SYNTAX_ERRORS } from './syntax-errors.js';

/** `count` actions after a first one with a stray `}` on line 4. */
function strayBrace(count: number): string {
  const lines = ['actions:', '  - variant: a0', '    schema: {}', '}'];
  for (let i = 1; i < count; i++) lines.push(`  - variant: a${i}`, '    schema: {type: object}', `    description: "action ${i}"`);
  return `${lines.join('\n')}\n`;
}

describe('syntax errors', () => {
  it('reports a stray `}` in a 2,000-action file once, folding the thousands of errors that follow from it', () => {
    const { diagnostics } = parseDefinition([{ path: 'big.yaml', text: strayBrace(2_000) }]);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: 'yaml_syntax', line: 4, column: 1 });
    expect(diagnostics[0]?.message).toMatch(/^invalid YAML: unexpected `\}` here \(and \d{4,} more problems that follow from it\)$/);
  });

  it('still reports a second, independent error on its own line', () => {
    const text = `${strayBrace(20)}  - variant: last\n    schema: [1, 2\n  - variant: after\n`;
    const { diagnostics } = parseDefinition([{ path: 'two.yaml', text }]);
    // `yaml` finds the unclosed `[` of line 63 where the next item starts.
    expect(diagnostics.map((d) => d.line)).toEqual([4, 64]);
    expect(diagnostics[0]?.message).toContain('that follow from it');
  });

  it(`reports at most ${MAX_SYNTAX_ERRORS} errors of a file, the last one counting the rest`, () => {
    const text = Array.from({ length: 12 }, (_, i) => `k${i}: 1\nk${i}: 2\n`).join('');
    const { diagnostics } = parseDefinition([{ path: 'dup.yaml', text }]);
    expect(diagnostics).toHaveLength(MAX_SYNTAX_ERRORS);
    expect(diagnostics.at(-1)?.message).toMatch(/\(and 7 more problems after it; fix this one first\)$/);
  });

  it(`quotes at most ${MAX_QUOTED} characters of the offending token, never a whole line`, () => {
    const secret = 'ghp_0123456789abcdefghijklmnopqrstuvwxyz';
    const texts = [
      `[core]\n\tbare = false\n[remote "origin"]\n\turl = https://x:${secret}@github.com/a/b.git\n`,
      `a:\n  b: 1\n}\n  url: https://x:${secret}@github.com\n`,
      `a: !<tag:${secret}> 1\n`,
      `a: |-${secret}\n  x\n`,
      `a: "${secret}\n`,
      `}\n${secret}\n`,
    ];
    let checked = 0;
    for (const text of texts) {
      const { diagnostics } = parseDefinition([{ path: 'config', text }]);
      expect(diagnostics.length).toBeGreaterThan(0);
      for (const d of diagnostics) {
        checked++;
        const shown = formatDiagnostic(d);
        for (let i = 0; i + MAX_QUOTED + 1 <= secret.length; i++) expect(shown).not.toContain(secret.slice(i, i + MAX_QUOTED + 1));
      }
    }
    expect(checked).toBeGreaterThanOrEqual(texts.length);
  });
});
