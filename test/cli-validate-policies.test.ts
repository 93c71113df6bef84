// End-to-end, with the built binary: `capctl validate` checks the policy files that `--policies
// DIR` or the root capctl.yaml's `policies:` names (every problem at file:line:column, in text and
// JSON, the JSON counting the policies checked), only inside the project when capctl.yaml names them.
import { cpSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOT, Workspace } from './cli-fixture.js';
import { outputSchema } from './fixtures/output-schema.js';

vi.setConfig({ testTimeout: 120_000 });

const validReport = outputSchema('validate');

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  ws.withQuickstart('capacity');
  cpSync(join(ROOT, 'examples/policies'), ws.path('policies'), { recursive: true });
});
afterEach(() => ws.remove());

const BROKEN = 'name: broken\nscope: step\ncondition: step.nope == 1\nmessage: never\nenforcement: mandatory\n';

interface Report { valid: boolean; diagnostics: { code: string; file?: string; line?: number; column?: number }[]; policies?: { path: string; files: string[]; checked: number } }

async function jsonReport(args: string[]): Promise<{ code: number | null; report: Report }> {
  const result = await ws.run(['validate', 'capacity', '--format', 'json', ...args]);
  const report = JSON.parse(result.stdout) as Report;
  expect(validReport(report), JSON.stringify(validReport.errors)).toBe(true);
  return { code: result.code, report };
}

describe('capctl validate with policies', () => {
  it('checks the directory --policies names, and counts its policies', async () => {
    const text = await ws.run(['validate', 'capacity', '--policies', 'policies']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('policies is valid: 5 policies in 4 files.\n');
    const { code, report } = await jsonReport(['--policies', 'policies']);
    expect(code).toBe(0);
    expect(report.policies).toEqual({
      path: 'policies', checked: 5,
      files: ['policies/delete-budget.yaml', 'policies/no-mode-weakening.yaml', 'policies/protected-deletes.yaml', 'policies/webhook-allow-list.yaml'],
    });
  });

  it('checks the directory capctl.yaml names, and reports a broken policy at file:line:column', async () => {
    ws.writeText('capctl.yaml', 'state: .capctl/state.db\npolicies: policies\n');
    ws.writeText('policies/broken.yaml', BROKEN);
    const text = await ws.run(['validate', 'capacity']);
    expect(text.code).toBe(1);
    expect(text.stderr).toContain('error: 1 problem in the policies of policies:\n');
    expect(text.stderr).toMatch(/^ {2}policies\/broken\.yaml:3:17: policy `broken`: condition: `step` has no field `nope`/m);
    expect(text.stdout).toBe('');
    const { code, report } = await jsonReport([]);
    expect(code).toBe(1);
    expect(report.valid).toBe(false);
    expect(report.diagnostics).toEqual([expect.objectContaining({ code: 'cel_unknown_field', file: 'policies/broken.yaml', line: 3, column: 17 })]);
    expect(report.policies?.checked).toBe(6);
  });

  it('takes --policies over capctl.yaml, and checks no policies when none is named', async () => {
    ws.writeText('capctl.yaml', 'state: .capctl/state.db\npolicies: broken\n');
    ws.writeText('broken/broken.yaml', BROKEN);
    const flag = await ws.run(['validate', 'capacity', '--policies', 'policies']);
    expect(flag.code, flag.stderr).toBe(0);
    ws.writeText('capctl.yaml', 'state: .capctl/state.db\n');
    const { code, report } = await jsonReport([]);
    expect(code).toBe(0);
    expect(report.policies).toBeUndefined();
  });

  it('reads a directory capctl.yaml names only inside the project, and says which directory holds no policies', async () => {
    // A pull request's capctl.yaml could name any directory: out of the project, by path or by a link, it is not read.
    symlinkSync(join(ROOT, 'examples/policies'), ws.path('linked'));
    for (const named of ['../elsewhere', 'linked', join(ROOT, 'examples/policies')]) {
      ws.writeText('capctl.yaml', `state: .capctl/state.db\npolicies: ${named}\n`);
      const outside = await ws.run(['validate', 'capacity']);
      expect(outside.code).toBe(1);
      expect(outside.stderr).toMatch(/^error: capctl\.yaml names policies: .*, which is outside the project/);
      expect(outside.stdout).toBe('');
    }
    ws.writeText('capctl.yaml', 'state: .capctl/state.db\npolicies: empty\n');
    ws.writeText('empty/README.md', 'policies go here\n');
    const empty = await ws.run(['validate', 'capacity']);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('error: empty holds no policy files\n');
  });

  it('refuses a mistyped key, suggesting policies', async () => {
    ws.writeText('capctl.yaml', 'state: .capctl/state.db\npolices: policies\n');
    const result = await ws.run(['validate', 'capacity']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('capctl.yaml:2:1: unknown key "polices"; did you mean `policies`?');
  });
});
