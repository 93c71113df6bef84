// The GitHub Action's `allow-breaking` input as the apply step turns it into flags: `true` allows
// every breaking change, variants (comma-separated) only theirs, `false` or empty none.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ROOT } from './cli-fixture.js';

interface ActionStep { readonly id?: string; readonly run?: string }

/** The apply step's line that reads CAPCTL_ALLOW_BREAKING, as action.yml has it. */
function allowLine(): string {
  const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { runs: { steps: ActionStep[] } };
  const run = action.runs.steps.find((s) => s.id === 'apply')?.run ?? '';
  const line = run.split('\n').find((l) => l.includes('"$CAPCTL_ALLOW_BREAKING"'));
  expect(line).toBeDefined();
  return line as string;
}

function flagsFor(input: string): string[] {
  const script = `flags=(); ${allowLine()}\nprintf '%s\\n' "\${flags[@]}"`;
  const result = spawnSync('bash', ['-c', script], { env: { CAPCTL_ALLOW_BREAKING: input }, encoding: 'utf8' });
  expect(result.status).toBe(0);
  return result.stdout.split('\n').filter((l) => l !== '');
}

describe("the action's allow-breaking input", () => {
  it('passes true, variants and nothing through as capctl takes them', () => {
    expect(flagsFor('true')).toEqual(['--allow-breaking']);
    expect(flagsFor('checkout,refund')).toEqual(['--allow-breaking=checkout,refund']);
    expect(flagsFor('false')).toEqual([]);
    expect(flagsFor('')).toEqual([]);
  });
});
