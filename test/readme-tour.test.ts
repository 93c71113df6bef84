// The README's tour is run, not just read: every block marked `<!-- capctl-tour -->` is a
// transcript (`$ command`, then its output), replayed in order with the built binary in one temp
// project holding a copy of examples/, and each output compared with the README's.
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROOT, Workspace, type RunResult } from './cli-fixture.js';

// The tour runs the binary a dozen times; a busy CI machine needs more than the default.
vi.setConfig({ testTimeout: 300_000 });

const MARKER = '<!-- capctl-tour -->';

interface Step {
  readonly command: string;
  readonly expected: string;
}

/** The transcripts of the marked blocks, in README order. */
export function tourSteps(readme: string): Step[] {
  const lines = readme.split('\n');
  const steps: Step[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]?.trim() !== MARKER) continue;
    let j = i + 1;
    // The fence may be longer than three backticks, so that an output holding ``` fits inside.
    const fence = /^`{3,}/.exec(lines[j] ?? '')?.[0];
    if (fence === undefined) throw new Error(`README line ${j + 1}: a code block must follow ${MARKER}`);
    const block: string[] = [];
    for (j += 1; j < lines.length && lines[j]?.trimEnd() !== fence; j++) block.push(lines[j] ?? '');
    let current: { command: string; output: string[] } | undefined;
    const flush = () => {
      if (current) steps.push({ command: current.command, expected: current.output.join('\n').trimEnd() });
    };
    for (const line of block) {
      if (line.startsWith('$ ')) {
        flush();
        current = { command: line.slice(2), output: [] };
      } else current?.output.push(line);
    }
    flush();
    i = j;
  }
  return steps;
}

/** What truly varies between runs: durations and timestamps. */
function normalise(text: string): string {
  return text
    .replaceAll(/ in \d+(\.\d+)? ?m?s\b/g, ' in <duration>')
    .replaceAll(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trimEnd();
}

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const steps = tourSteps(readme);
let ws: Workspace;
let last: RunResult | undefined;

beforeAll(() => {
  ws = new Workspace();
  cpSync(join(ROOT, 'examples'), ws.path('examples'), { recursive: true });
});
afterAll(() => ws.remove());

describe('the README tour', () => {
  it('has transcripts to run', () => {
    expect(steps.length).toBeGreaterThanOrEqual(10);
    expect(steps.every((s) => s.command.startsWith('capctl ') || s.command === 'echo $?')).toBe(true);
  });

  it.each(steps.map((step, index) => [index + 1, step.command, step] as const))('step %i: %s', async (_index, _command, step) => {
    if (step.command === 'echo $?') {
      expect(String(last?.code)).toBe(step.expected);
      return;
    }
    last = await ws.run(step.command.slice('capctl '.length).split(' '));
    expect(normalise(last.stdout + last.stderr)).toBe(normalise(step.expected));
  });
});
