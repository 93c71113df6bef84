// End-to-end, with the built binary: a contributor's definition cannot forge what a reviewer
// reads. A required property name holding ANSI escapes, newlines, a forged table row, a
// workflow command and `<!--` leaves the terminal review (piped, and on a real terminal with Ink
// and with CAPCTL_NO_INK), `revisions show`, the CI log and the pull-request comment whole; a tag
// key with a CR fails validate.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Definition } from '@capctl/core';
import { markdownCounts } from '../packages/cli/src/testing/markdown-shape.js';
import { CAPCTL, Workspace, smallDefinition } from './cli-fixture.js';
import { Terminal } from './fixtures/terminal.js';

vi.setConfig({ testTimeout: 180_000 });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

/** Every control a terminal acts on but the newline, and the bidi controls. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const WORKFLOW_COMMAND = /^\s*::/m;

const HOSTILE = 'sku\u001b[1A\u001b[2K\u001b[1A\u001b[2K\n::add-mask::x\n\n| ~ | action | checkout | v1 | nothing |\n|---|---|---|---|---|\n<!--';

/** `smallDefinition` with the webhook's URL replaced. */
function withUrl(definition: Definition, url: string): Definition {
  const destinations = (definition.resources?.destinations ?? []).map((d) => ({ ...d, config: { ...d.config, url } }));
  return { ...definition, resources: { ...definition.resources, destinations } };
}

describe('a hostile required property name', () => {
  it('shows as escapes in every review, and the delete, the URL change and the table stay', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
    ws.writeDefinition('defs/capacity.yaml', withUrl(smallDefinition({ required: ['order_id', HOSTILE], refund: false }), 'https://evil.example/hook'));

    for (const env of [{}, { CAPCTL_NO_INK: '1' }] as Record<string, string>[]) {
      const text = await ws.run(['plan', 'defs'], { env });
      expect(text.code).toBe(0);
      expect(text.stdout).not.toMatch(CONTROL);
      expect(text.stdout).not.toMatch(WORKFLOW_COMMAND);
      expect(text.stdout).toContain('\\x1b[1A\\x1b[2K\\x1b[1A\\x1b[2K\\n::add-mask::x\\n');
      expect(text.stdout).toContain('  - action refund  v1  DELETE');
      expect(text.stdout).toContain('config.url: "https://hooks.example.com/orders" → "https://evil.example/hook"');
    }

    const markdown = await ws.run(['plan', 'defs', '--format', 'markdown']);
    expect(markdown.code).toBe(0);
    // Two comments (the marker and the plan's record), one table of the three changes, a fold each, both boxes.
    expect(markdownCounts(markdown.stdout)).toEqual({ comment: 2, table: 1, 'row:5': 4, details: 3, 'alert:CAUTION': 1, 'alert:WARNING': 1 });
    expect(markdown.stdout).toMatch(/^Target: local state \.capctl\/state\.db, org 1, lineage [0-9a-f-]+$/m);

    const { plan } = await ws.planJson('defs');
    expect((plan as unknown as { target: unknown }).target).toEqual({ kind: 'local', location: '.capctl/state.db', org: '1', lineage: expect.stringMatching(/^[0-9a-f-]+$/) });

    const list = JSON.parse((await ws.run(['revisions', 'list', '--format', 'json'])).stdout) as { items: { id: string }[] };
    const shown = await ws.run(['revisions', 'show', list.items[0]?.id ?? ''], { env: { CAPCTL_NO_INK: '1' } });
    expect(shown.code).toBe(0);
    expect(shown.stdout).not.toMatch(CONTROL);
    expect(shown.stdout).not.toMatch(WORKFLOW_COMMAND);
    expect(shown.stdout).toContain('  - action refund  v1  DELETE');
  });
});

/**
 * Runs `args` in a real terminal (a pseudo-terminal read by a terminal emulator, 120 columns)
 * until it exits, and returns the screen as the terminal shows it: escape codes that reached it
 * have acted (moved, erased) instead of showing.
 */
async function screenOf(dir: string, args: readonly string[], env: Readonly<Record<string, string>> = {}): Promise<string> {
  const term = new Terminal(process.execPath, [CAPCTL, ...args], { cwd: dir, columns: 120, rows: 60, env });
  try {
    await term.exited();
    return term.screen();
  } finally {
    term.dispose();
  }
}

describe('on a real terminal', () => {
  it('the escapes in a required name show as text: nothing above them is erased, with Ink or without', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
    ws.writeDefinition('defs/capacity.yaml', withUrl(smallDefinition({ required: ['order_id', HOSTILE], refund: false }), 'https://evil.example/hook'));
    for (const env of [{}, { CAPCTL_NO_INK: '1' }] as Record<string, string>[]) {
      const screen = await screenOf(ws.dir, ['plan', 'defs'], env);
      expect(screen).toContain('config.url: "https://hooks.example.com/orders" → "https://evil.example/hook"');
      expect(screen).toContain('\\x1b[1A\\x1b[2K\\x1b[1A\\x1b[2K');
      expect(screen).toMatch(/- action refund +v1 +DELETE/);
    }
    const list = JSON.parse((await ws.run(['revisions', 'list', '--format', 'json'])).stdout) as { items: { id: string }[] };
    const shown = await screenOf(ws.dir, ['revisions', 'show', list.items[0]?.id ?? '']);
    expect(shown).toMatch(/- action refund +v1 +DELETE/);
    expect(shown).toContain('\\x1b[1A\\x1b[2K');
  });
});

describe('capctl validate', () => {
  it('refuses a tag key holding a carriage return at file:line:column, and prints it escaped', async () => {
    ws.writeText('defs/prom.yaml', [
      'resources:',
      '  metrics:',
      '    - name: prom',
      '      kind: pull_metrics',
      '      endpoint: https://metrics.example.com/prom',
      '      queries:',
      '        - name: depth',
      '          config:',
      '            expression: queue_depth',
      '            tags:',
      '              "team\\r| forged |": ops',
      '',
    ].join('\n'));
    const result = await ws.run(['validate', 'defs']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('defs/prom.yaml:11:15: the tag key holds U+000D');
    expect(result.stderr).toContain('team\\r| forged |');
    expect(result.stderr).not.toMatch(CONTROL);
  });
});
