// A reader that closes the pipe early (`capctl plan ... | head -1`) ends the command with one
// `error:` line and its hint, exit 1, and no stack trace, in text and JSON plans and in apply (a
// Markdown comment is at most 65,536 characters: the pipe's buffer takes it whole).
import { spawn } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aDefinition, anAction, objectSchema } from '@capctl/core/testing';
import { CAPCTL, Workspace } from './cli-fixture.js';

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

/** Enough actions with schemas that the plan is many times the size of a pipe's buffer. */
function tallDefinition(): string {
  const properties = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`field_${i}`, { type: 'string', description: `field ${i} of the order` }]));
  const actions = Array.from({ length: 300 }, (_, i) => anAction(`action-${String(i).padStart(3, '0')}`, { schema: objectSchema(properties) }));
  return ws.writeDefinition('defs/capacity.yaml', aDefinition().withAction(...actions).build());
}

/** Runs the CLI with stdout read until its first bytes, then closed; resolves with its exit code and stderr. */
function runClosingStdout(args: readonly string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CAPCTL, ...args], { cwd: ws.dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    let stderr = '';
    child.stdout.once('data', () => child.stdout.destroy());
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stderr }));
  });
}

const CLOSED = [
  'error: could not write the plan to stdout: it was closed before the end',
  'hint: the command reading the output stopped early; what was planned or applied before is kept',
  '',
].join('\n');

describe('a closed stdout', () => {
  it('ends plan in each format with one error and its hint, exit 1', async () => {
    const defs = tallDefinition();
    for (const format of ['text', 'json']) {
      const r = await runClosingStdout(['plan', defs, '--format', format]);
      expect({ format, code: r.code, stderr: r.stderr }).toEqual({ format, code: 1, stderr: CLOSED });
    }
  });

  it('ends apply --auto-approve before anything is applied, and the plan then still applies', async () => {
    const defs = tallDefinition();
    const r = await runClosingStdout(['apply', defs, '--auto-approve']);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 1, stderr: CLOSED });
    const after = await ws.planJson(defs);
    expect(after.plan.summary.create).toBe(300);
  });
});
