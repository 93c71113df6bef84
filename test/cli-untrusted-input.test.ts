// End-to-end with the built binary: definitions an attacker could put in a pull request are
// refused by `validate` and `plan` with one located error each (file:line:column), exit code 1,
// no stack overflow, no crash report and nothing planned or stored.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

// A workspace (and local state) per test, so each case shows that it stored nothing.
let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  ws.writeText('capctl.yaml', 'org: "1"\nstate: .capctl/state.db\n');
});
afterEach(() => ws.remove());

function deepJson(levels: number): string {
  let schema = '{}';
  for (let i = 1; i < levels; i++) schema = `{"not":${schema}}`;
  return `{"actions":[{"variant":"deep","schema":${schema}}]}`;
}

// About 750 bytes; expanded, 9^9 values.
const BOMB = ['actions:', '  - variant: bomb', '    schema:', '      type: object',
  '      x0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]',
  ...Array.from({ length: 9 }, (_, i) => `      x${i + 1}: &a${i + 1} [${Array(9).fill(`*a${i}`).join(', ')}]`), ''].join('\n');

function strayBrace(): string {
  const items = Array.from({ length: 20_000 }, (_, i) => `{"variant":"v${i}","schema":{"type":"object"}}`);
  items[9_999] += '}';
  return `{"actions":[\n${items.join(',\n')}\n]}\n`;
}

const CASES = [
  { name: 'a JSON definition nested 5,000 levels', file: 'deep/d.json', text: deepJson(5000), where: `deep/d.json:1:${'{"actions":[{"variant":"deep","schema":'.length + '{"not":'.repeat(125).length + 1}`, says: 'nested more than 128 levels deep' },
  { name: 'a 750-byte alias bomb in an action schema', file: 'bomb/b.yaml', text: BOMB, where: /bomb\/b\.yaml:1[01]:\d+/, says: 'aliases here expand the document past 100,000 values' },
  { name: 'one stray } in a 20,000-action file', file: 'stray/s.json', text: strayBrace(), where: `stray/s.json:10001:${'{"variant":"v9999","schema":{"type":"object"}}'.length + 1}`, says: 'invalid JSON: unexpected `}`; expected `,` or `]` (/actions/9999)' },
  { name: '1e400 in JSON', file: 'num/n.json', text: '{"actions":[{"variant":"n","schema":{"type":"number","maximum":1e400}}]}', where: 'num/n.json:1:64', says: 'is a number too large to represent' },
  { name: 'a lone surrogate in YAML', file: 'sur/s.yaml', text: 'actions:\n  - variant: s\n    schema:\n      title: "\\ud800"\n', where: 'sur/s.yaml:4:14', says: 'lone UTF-16 surrogate' },
  { name: 'type: strnig and pattern: "([" in an action schema', file: 'meta/m.yaml', text: 'actions:\n  - variant: m\n    schema:\n      type: strnig\n      pattern: "(["\n', where: 'meta/m.yaml:4:13', says: 'is not a JSON Schema type' },
] as const;

describe('untrusted definitions', () => {
  for (const c of CASES) {
    it(`refuses ${c.name} with a located error, and stores nothing`, async () => {
      ws.writeText(c.file, c.text);
      const dir = c.file.split('/')[0] as string;
      for (const command of ['validate', 'plan']) {
        const r = await ws.run([command, dir]);
        expect(r.code, r.stderr).toBe(1);
        expect(r.stdout).toBe('');
        expect(r.stderr).not.toMatch(/call stack|unexpected failure|at .*\.mjs:\d+/);
        const line = r.stderr.split('\n').find((l) => l.includes(c.says)) ?? '';
        expect(line, r.stderr).not.toBe('');
        if (typeof c.where === 'string') expect(line.trim().startsWith(`${c.where}: `), line).toBe(true);
        else expect(line).toMatch(c.where);
      }
      // Nothing stored, not even a state (revisions list reads, and says there is none).
      const revisions = await ws.run(['revisions', 'list', '--all', '--format', 'json']);
      expect(revisions.code).toBe(1);
      expect(revisions.stderr).toContain('error: there is no local state at ');
    });
  }
});
