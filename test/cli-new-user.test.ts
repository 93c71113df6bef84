// End-to-end checks of what a new user meets on a first run of the built binary: one message
// per syntax error in a file of any size, the key's own org, credentials that say what they
// hold, TLS mismatches named, and hints wrapped at words.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Workspace } from './cli-fixture.js';

// Each test runs the binary on large files or against a real server; a busy CI machine needs more.
vi.setConfig({ testTimeout: 180_000 });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

/** A definition of `count` actions with a stray `}` on line 3. */
function strayBrace(count: number): string {
  const lines = ['actions:', '  - variant: a0', '}'];
  for (let i = 1; i < count; i++) lines.push(`  - variant: a${i}`, '    schema: {type: object}', `    description: "action ${i}"`);
  return `${lines.join('\n')}\n`;
}

describe('a syntax error', () => {
  it('is one message, even in a file of 20,000 actions, with the problems that follow from it folded in', async () => {
    ws.writeText('big.yaml', strayBrace(20_000));
    const result = await ws.run(['validate', 'big.yaml']);
    expect(result.code).toBe(1);
    expect(result.stderr).not.toContain('unexpected failure');
    const problems = result.stderr.split('\n').filter((line) => line.startsWith('  big.yaml:'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^ {2}big\.yaml:3:1: invalid YAML: unexpected `\}` here \(and \d{6,} more problems that follow from it\)/);
  });
});
