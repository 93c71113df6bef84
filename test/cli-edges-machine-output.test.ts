// Machine output is the same whatever fails: `plan --format json` on an invalid definition prints
// the failure object on stdout as `apply --format json` does; and cancelling an apply by typing
// "no" or by Ctrl-C at the prompt ends the same way, with the same message and exit status.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPCTL, Workspace } from './cli-fixture.js';
import { outputSchema } from './fixtures/output-schema.js';
import { Terminal } from './fixtures/terminal.js';

vi.setConfig({ testTimeout: 120_000 });

const validateApply = outputSchema('apply');

let ws: Workspace;
let terminals: Terminal[];
beforeEach(() => {
  ws = new Workspace();
  terminals = [];
});
afterEach(() => {
  for (const term of terminals) term.dispose();
  ws.remove();
});

describe('plan --format json on an invalid definition', () => {
  it('prints the failure object on stdout, as apply --format json does, and the error on stderr', async () => {
    ws.writeText('bad/capacity.yaml', 'actions:\n  - variant: scale-up\n    version: one\n');
    const planned = await ws.run(['plan', 'bad', '--format', 'json']);
    const applied = await ws.run(['apply', 'bad', '--format', 'json', '--auto-approve']);
    expect(planned.code).toBe(1);
    const report = JSON.parse(planned.stdout) as { status: string; error: { code: string; message: string } };
    expect(validateApply(report), JSON.stringify(validateApply.errors)).toBe(true);
    expect(report).toMatchObject({ status: 'failed', plan: null, error: { code: 'definition_invalid' } });
    expect(report).toEqual(JSON.parse(applied.stdout));
    expect(planned.stderr).toContain(`error: ${report.error.message}`);
  });
});

describe('cancelling an apply at the prompt', () => {
  it('ends alike for a typed "no" and for Ctrl-C: same last line, nothing applied; "no" exits 1, Ctrl-C as an interrupt (130)', async () => {
    const dir = ws.withQuickstart();
    const endings: { line: string; code: number | null }[] = [];
    const answers: readonly (readonly [string, 'Enter' | 'Ctrl-C'])[] = [['no', 'Enter'], ['', 'Ctrl-C']];
    for (const [typed, key] of answers) {
      const term = new Terminal(process.execPath, [CAPCTL, 'apply', dir], { cwd: ws.dir });
      terminals.push(term);
      await term.waitForText('Type "yes" to apply', 'the confirmation prompt');
      if (typed !== '') term.type(typed);
      term.press(key);
      const screen = await term.waitForText('Apply cancelled', 'the cancellation');
      endings.push({ line: screen.trimEnd().split('\n').at(-1) ?? '', code: await term.exited() });
    }
    expect(endings).toEqual([
      { line: 'Apply cancelled. Nothing was changed.', code: 1 },
      { line: 'Apply cancelled. Nothing was changed.', code: 130 },
    ]);
    const { plan } = await ws.planJson(dir);
    expect(plan.summary).toMatchObject({ create: 8, unchanged: 0 });
  });
});
