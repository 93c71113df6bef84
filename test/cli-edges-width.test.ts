// What capctl prints fits the screen it is printed on: an error wraps at words in a 60-column
// terminal, continuation rows indented; tables and the plan measure wide characters (CJK) by display width.
import { cpSync } from 'node:fs';
import stringWidth from 'string-width';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stringify } from 'yaml';
import { CAPCTL, ROOT, Workspace } from './cli-fixture.js';
import { Terminal } from './fixtures/terminal.js';

vi.setConfig({ testTimeout: 120_000 });

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

describe('an error in a 60-column terminal', () => {
  it('wraps the breaking-change refusal at words, each continuation indented under its text', async () => {
    const dir = ws.withQuickstart();
    expect((await ws.run(['apply', dir, '--auto-approve'])).code).toBe(0);
    cpSync(`${ROOT}/examples/quickstart-changed`, ws.path(dir), { recursive: true });
    const term = new Terminal(process.execPath, [CAPCTL, 'apply', dir, '--auto-approve'], { cwd: ws.dir, columns: 60 });
    terminals.push(term);
    expect(await term.exited()).toBe(1);
    const screen = term.screen();
    const block = screen.slice(screen.indexOf('error: the plan makes')).trimEnd().split('\n');
    // The screen joins rows the terminal wrapped itself: a row cut mid-word would be a line over 60.
    expect(block.filter((line) => stringWidth(line) > 60)).toEqual([]);
    // The whole reason is there, word for word, and its rows after the first sit deeper than it.
    const reason = block.findIndex((line) => line.startsWith('    /required'));
    const hint = block.findIndex((line) => line.startsWith('hint:'));
    expect(block.slice(reason, hint).join(' ').replace(/\s+/g, ' ').trim()).toBe(
      '/required (backward vs v1): `priority` is now required (required_added); e.g. {"order_id":""} was valid before and is rejected now');
    expect(hint - reason).toBeGreaterThan(1);
    for (const row of block.slice(reason + 1, hint)) expect(row).toMatch(/^ {6}\S/);
    for (const row of block.slice(hint + 1)) expect(row).toMatch(/^ {6}\S/);
  });
});

describe('keys list', () => {
  it('stays aligned with a user named 田中', async () => {
    expect((await ws.run(['keys', 'create', '--create', '--db', 'k.db', '--org', '1', '--user', '田中', '--name', 'ci'])).code).toBe(0);
    expect((await ws.run(['keys', 'create', '--db', 'k.db', '--org', '1', '--user', 'admin', '--role', 'plan'])).code).toBe(0);
    const listed = await ws.run(['keys', 'list', '--db', 'k.db']);
    expect(listed.code, listed.stderr).toBe(0);
    const [header = '', ...rows] = listed.stdout.trimEnd().split('\n');
    // The ROLE column starts at one display column on every row.
    const column = (line: string, word: string) => stringWidth(line.slice(0, line.indexOf(word)));
    expect(rows.map((row) => column(row, row.includes('田中') ? 'apply' : 'plan'))).toEqual([column(header, 'ROLE'), column(header, 'ROLE')]);
  });
});

describe('a plan in a 40-column terminal', () => {
  it('wraps lines holding wide characters by display width, never past the edge (plain text)', async () => {
    const description = '注文キューの深さが閾値を超えたときに発火するスケーリングの入力ペイロード';
    ws.writeText('defs/capacity.yaml', stringify({ actions: [{ variant: 'scale-up', schema: { type: 'object', description } }] }));
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
    ws.writeText('defs/capacity.yaml', stringify({ actions: [{ variant: 'scale-up', schema: { type: 'object', description: `${description}（改訂）` } }] }));
    // The plain-text plan on a terminal (no Ink, which wraps its boxes itself): capctl's own layout at the terminal's width.
    const term = new Terminal(process.execPath, [CAPCTL, 'plan', 'defs'], { cwd: ws.dir, columns: 40, env: { CAPCTL_NO_INK: '1' } });
    terminals.push(term);
    expect(await term.exited()).toBe(0);
    const screen = term.screen();
    expect(screen).toContain('（改訂）');
    // The screen joins rows the terminal wrapped itself: a row drawn past the edge is a line over 40.
    expect(screen.split('\n').filter((line) => stringWidth(line) > 40)).toEqual([]);
    // capctl broke them itself, each row in the diff's indent; none left to the terminal's own wrapping.
    const wide = screen.split('\n').filter((line) => /[\u3000-\u9fff]/.test(line));
    expect(wide.length).toBeGreaterThan(2);
    expect(wide.filter((line) => !/^ {6,}\S/.test(line))).toEqual([]);
  });
});

describe('a note and a warning in a 60-column terminal', () => {
  it('wrap at words, each continuation indented under the text, and say every word', async () => {
    // validate without values notes what it checked without them; an allowance that a plan of creates
    // does not need is warned about.
    const note = new Terminal(process.execPath, [CAPCTL, 'validate', `${ROOT}/examples/environments/definition`], { cwd: ws.dir, columns: 60 });
    terminals.push(note);
    const dir = ws.withQuickstart();
    const warning = new Terminal(process.execPath, [CAPCTL, 'apply', dir, '--auto-approve', '--allow-breaking=no-such-action-anywhere'], { cwd: ws.dir, columns: 60 });
    terminals.push(warning);
    for (const [term, prefix, indent] of [[note, 'note: ', 6], [warning, 'warning: ', 9]] as const) {
      expect(await term.exited()).toBe(0);
      const screen = term.screen();
      const rows = screen.slice(screen.indexOf(prefix)).trimEnd().split('\n');
      const end = rows.findIndex((row, i) => i > 0 && !row.startsWith(' '.repeat(indent)));
      const block = end === -1 ? rows : rows.slice(0, end);
      // More than one row, none past the edge, every continuation in the indent, no word cut.
      expect(block.length).toBeGreaterThan(1);
      expect(block.filter((row) => stringWidth(row) > 60)).toEqual([]);
      for (const row of block.slice(1)) expect(row).toMatch(new RegExp(`^ {${indent}}\\S`));
      expect(block.map((row) => row.trim()).join(' ')).toMatch(
        prefix === 'note: '
          ? /^note: checked without values: .* \(plan and apply need them: --var, --var-file or CAPCTL_VAR_NAME\)$/
          : /^warning: --allow-breaking=no-such-action-anywhere: this plan has no breaking change of an action no-such-action-anywhere$/);
    }
  });
});
