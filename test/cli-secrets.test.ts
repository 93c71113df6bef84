// End-to-end: a secret destination header value never appears in any output of the binary:
// text, Markdown and JSON plans, apply output, saved plan files and stored revisions.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Workspace, smallDefinition } from './cli-fixture.js';

// Each test runs the binary several times; a busy CI machine needs more than the default.
vi.setConfig({ testTimeout: 120_000 });

const SECRET = 'sk-live-7f3a9c1e55d04b2b';

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  ws.writeDefinition('defs/capacity.yaml', smallDefinition({
    headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}`, 'x-api-token': SECRET },
  }));
});
afterEach(() => ws.remove());

describe('secret header values', () => {
  it('are masked in every plan format and in the saved plan file', async () => {
    for (const format of ['text', 'markdown', 'json']) {
      const r = await ws.run(['plan', 'defs', '--format', format, '--out', `plan-${format}.json`]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain('orders-hook');
      if (format !== 'text') expect(r.stdout).toContain('(sensitive)');
      expect(r.stdout + r.stderr).not.toContain(SECRET);
      expect(ws.read(`plan-${format}.json`)).not.toContain(SECRET);
      expect(ws.read(`plan-${format}.json`)).toContain('(sensitive)');
    }
  });

  it('are masked in apply output, revisions and a later update plan', async () => {
    const applied = await ws.run(['apply', 'defs', '--auto-approve']);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toContain('orders-hook');
    expect(applied.stdout + applied.stderr).not.toContain(SECRET);

    const list = await ws.run(['revisions', 'list', '--format', 'json']);
    expect(list.code).toBe(0);
    expect(list.stdout).not.toContain(SECRET);
    const newest = (JSON.parse(list.stdout) as { items: { id: string }[] }).items[0]?.id ?? '';
    const show = await ws.run(['revisions', 'show', newest]);
    expect(show.code).toBe(0);
    expect(show.stdout).toContain('orders-hook');
    expect(show.stdout).not.toContain(SECRET);

    ws.writeDefinition('defs/capacity.yaml', smallDefinition({ headers: { authorization: `Bearer ${SECRET}-rotated` } }));
    for (const format of ['text', 'markdown', 'json']) {
      const r = await ws.run(['plan', 'defs', '--format', format]);
      expect(r.code, r.stderr).toBe(0);
      // The update shows the changed header, masked on both sides.
      expect(r.stdout).toContain('authorization');
      expect(r.stdout).not.toContain(SECRET);
    }
  });
});
