// Data cannot issue a GitHub Actions workflow command: in plain plan text (any width, so wrapped
// lines count too) and in error reports on stderr, no line starts with `::` (after white space
// either, which the runner skips) and none holds the legacy `##[` prefix.
import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CliError, reportError } from '../../errors.js';
import { hostileString, hostileStrings, planWith } from '../../testing/hostile-plan.js';
import { PlanBuilder } from '../../testing/plan-fixture.js';
import { plainPalette } from '../palette.js';
import { renderPlanText } from '../text.js';
import { logLine } from './log-text.js';

/** What the runner reads as a command: `::` after any white space .NET trims, or `##[` anywhere. */
const COMMAND = /^[\s\u0085\u180e]*::|##\[/mu;

function stderrOf(error: unknown): string {
  const stream = new PassThrough();
  reportError(error, stream, {});
  return (stream.read() as Buffer | null)?.toString('utf8') ?? '';
}

describe('logLine and the plain outputs, for any strings in any field', () => {
  it('leave no line of the plan text that starts a workflow command, wrapped or not', () => {
    const seen = { command: 0, wrapped: 0 };
    fc.assert(
      fc.property(hostileStrings, fc.option(fc.integer({ min: 1, max: 80 })), (texts, width) => {
        const text = renderPlanText(planWith(texts), { palette: plainPalette, width: width ?? undefined });
        expect(text).not.toMatch(COMMAND);
        if (texts.some((t) => t.includes('::'))) seen.command += 1;
        if (width !== null) seen.wrapped += 1;
      }),
      { numRuns: 200 },
    );
    expect(seen.command).toBeGreaterThan(50);
    expect(seen.wrapped).toBeGreaterThan(50);
  });

  it('leave no line of an error report that starts a workflow command', () => {
    let command = 0;
    fc.assert(
      fc.property(hostileString, fc.array(hostileString, { maxLength: 5 }), hostileString, (message, details, hint) => {
        expect(stderrOf(new CliError('definition_invalid', message, { details, hint }))).not.toMatch(COMMAND);
        if ([message, hint, ...details].some((t) => t.includes('::'))) command += 1;
      }),
      { numRuns: 300 },
    );
    expect(command).toBeGreaterThan(30);
  });
});

describe('the attacks a pull request could make on a CI log', () => {
  it('a tag key that wraps to the start of a line cannot mask a secret or stop commands', () => {
    const plan = new PlanBuilder()
      .updateResource('query', 'prom/p95', { name: 'p95', tags: {} }, { name: 'p95', tags: { [`${'x'.repeat(40)} ::add-mask::hunter2 ::stop-commands::t`]: 'v' } })
      .build();
    const text = renderPlanText(plan, { palette: plainPalette, width: 40 });
    expect(text).not.toMatch(COMMAND);
    expect(text).toContain('\n      \\x3a:stop-commands::t: (none) → "v"');
  });

  it('a file named like a command cannot start an error line on stderr', () => {
    const error = new CliError('definition_invalid', '1 problem in defs:', { details: ['::error file=x::forged', '\u00a0::warning::y', 'a ##[error]z'] });
    const lines = stderrOf(error).split('\n');
    expect(lines.slice(1, 4)).toEqual(['  \\x3a:error file=x::forged', '  \u00a0\\x3a:warning::y', '  a #\\x23[error]z']);
  });

  it('leaves every other line as it is', () => {
    expect(logLine('  ~ action cart  v1 → v2  a::b')).toBe('  ~ action cart  v1 → v2  a::b');
  });
});
