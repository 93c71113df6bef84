// New objects in the built binary's text plan: a pipe gets every field and the whole schema; a
// real terminal (Ink, or plain text with CAPCTL_NO_INK=1) folds a large schema with a fold line.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aDefinition } from '@capctl/core/testing';
import { CAPCTL, Workspace } from './cli-fixture.js';
import { Terminal } from './fixtures/terminal.js';

// Each test starts Node processes; a busy CI machine needs more than the default.
vi.setConfig({ testTimeout: 120_000 });

const FOLD = /^ {6}… (\d+) more lines: capctl plan --format json \(or markdown\) shows them all$/m;
/** 40 optional properties: a schema of some 130 pretty-printed lines. */
const FIELDS = Array.from({ length: 40 }, (_, index) => `field_${String(index).padStart(2, '0')}`);

let ws: Workspace;
let terminals: Terminal[];

beforeEach(() => {
  ws = new Workspace();
  terminals = [];
  const schema = { type: 'object', required: ['id'], properties: Object.fromEntries(['id', ...FIELDS].map((name) => [name, { type: 'string' }])) };
  const definition = aDefinition()
    .withAction({ variant: 'bulk-import', destinations: ['ops-webhook'], schema })
    .withDestination('ops-webhook', { config: { url: 'https://hooks.example.com/capacity', headers: { 'content-type': 'application/json' } } })
    .build();
  ws.writeDefinition('capacity/capacity.yaml', definition);
});
afterEach(() => {
  for (const term of terminals) term.dispose();
  ws.remove();
});

function capctl(args: readonly string[], env: Record<string, string> = {}): Terminal {
  const term = new Terminal(process.execPath, [CAPCTL, ...args], { cwd: ws.dir, env });
  terminals.push(term);
  return term;
}

describe('capctl plan lists new objects', () => {
  it('in full when piped: every field, the whole schema, no fold line', async () => {
    const result = await ws.run(['plan', 'capacity']);
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines).toContain('      destinations: ["ops-webhook"]');
    expect(lines).toContain('      config.url: "https://hooks.example.com/capacity"');
    expect(lines).toContain('      config.headers.content-type: "application/json"');
    expect(lines).toContain('      schema:');
    for (const field of FIELDS) expect(lines).toContain(`            "${field}": {`);
    expect(result.stdout).not.toMatch(FOLD);
  });

  it.each([
    ['Ink', { CAPCTL_PAGER: '0' }],
    ['plain text', { CAPCTL_NO_INK: '1' }],
  ])('folded on a terminal (%s): the first lines of the schema, then how many more', async (_name, env) => {
    const term = capctl(['plan', 'capacity'], env);
    await term.waitForText('Plan: 2 to create', 'the plan');
    expect(await term.exited()).toBe(0);
    const screen = term.screen();
    expect(screen).toContain('      destinations: ["ops-webhook"]');
    expect(screen).toContain('      schema:');
    expect(screen).toMatch(FOLD);
    expect(Number(FOLD.exec(screen)?.[1])).toBeGreaterThan(100);
    expect(screen).not.toContain(`"${FIELDS.at(-1) ?? ''}"`);
  });
});
