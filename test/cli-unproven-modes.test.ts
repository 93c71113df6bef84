// End-to-end: a schema change the analysis examines and leaves unproven (a pattern narrowed from
// ^[a-z]+$ to ^[a-y]+$: neither containment is decided) counts as breaking in every mode that
// requires a direction, so apply refuses it without --allow-breaking and applies it with it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stringify } from 'yaml';
import { Workspace } from './cli-fixture.js';

// Each test runs the binary several times; a busy CI machine needs more than the default.
vi.setConfig({ testTimeout: 120_000 });

/** One action whose `code` must match `pattern`, under `mode`. */
const definition = (pattern: string, mode: string) => stringify({
  actions: [{
    variant: 'codes', compatibility: mode,
    schema: { type: 'object', required: ['code'], properties: { code: { type: 'string', pattern } } },
  }],
});

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

describe('a relation left unproven, through the binary', () => {
  it.each(['backward', 'backward_transitive', 'forward', 'forward_transitive', 'full', 'full_transitive'])('under %s: refused without --allow-breaking', async (mode) => {
    ws.writeText('defs/codes.yaml', definition('^[a-z]+$', mode));
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
    ws.writeText('defs/codes.yaml', definition('^[a-y]+$', mode));

    const plan = await ws.run(['plan', 'defs', '--detailed-exitcode']);
    expect(plan.code).toBe(3);
    expect(plan.stdout).toContain(`~ action codes  v1 → v2  BREAKING  breaks mode ${mode} against v1`);
    expect(plan.stdout).toMatch(/\? \S+ \((backward|forward) vs v1\): could not prove (backward|forward) compatibility/);

    const refused = await ws.run(['apply', 'defs', '--auto-approve']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('error: the plan makes 1 breaking schema change:');
    expect(refused.stderr).toContain(`action codes v1 → v2 (mode ${mode}):`);
    expect((await ws.run(['apply', 'defs', '--auto-approve', '--allow-breaking'])).code).toBe(0);
  });

  it('under none: shown, not refused', async () => {
    ws.writeText('defs/codes.yaml', definition('^[a-z]+$', 'none'));
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
    ws.writeText('defs/codes.yaml', definition('^[a-y]+$', 'none'));
    const plan = await ws.run(['plan', 'defs', '--detailed-exitcode']);
    expect(plan.code).toBe(2);
    expect(plan.stdout).toContain('keeps mode none');
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
  });
});
