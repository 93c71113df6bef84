// Real-terminal tests of the plan window: the real binary in a pseudo-terminal read through a
// terminal emulator, at 60 and 120 columns. `plan` pages a plan taller than the screen (scroll,
// search, jump to the next delete or breaking change, q, Ctrl-C); `apply` shows the same window
// above its prompt. Every wait is on the screen showing what a key did; none is timed.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPCTL, Workspace } from './cli-fixture.js';
import { Terminal, type TerminalOptions } from './fixtures/terminal.js';

vi.setConfig({ testTimeout: 120_000 });

const ROWS = 24;
const STATUS = /^(line \d+ of \d+|all lines shown)/;
const DOWN = '\u001b[B';
const PAGE_DOWN = '\u001b[6~';
const END = '\u001b[F';
const HOME = '\u001b[H';

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

function capctl(args: readonly string[], options: Partial<TerminalOptions> = {}): Terminal {
  const term = new Terminal(process.execPath, [CAPCTL, ...args], { cwd: ws.dir, rows: ROWS, ...options });
  terminals.push(term);
  return term;
}

/** Forty new actions (a tall plan) around the quickstart, whose `scale-down` is dropped and `scale-up` made stricter. */
async function changedQuickstart(): Promise<string> {
  const dir = ws.withQuickstart();
  expect((await ws.run(['apply', dir, '--auto-approve'])).code).toBe(0);
  const file = ws.path(dir, 'capacity.yaml');
  const text = readFileSync(file, 'utf8');
  const fillers = Array.from({ length: 40 }, (_, i) => `  - variant: filler-${String(i).padStart(2, '0')}\n    schema: {type: object, required: [id], properties: {id: {type: string}}}\n`).join('');
  const dropped = text.replace(/ {2}- variant: scale-down\n[\s\S]*?(?=\n {2}- variant: drain-orders)/, '');
  const stricter = dropped.replace('required: [service, replicas]', 'required: [service, replicas, reason]');
  writeFileSync(file, stricter.replace('actions:\n', `actions:\n${fillers}`));
  return dir;
}

/** The window as the terminal shows it: the header (summary and notes) above a rule, the rows under it down to the status line. */
function windowOf(term: Terminal): { readonly body: string[]; readonly status: string; readonly header: string[] } {
  const rows = term.rows().slice(-ROWS);
  const statusAt = rows.findLastIndex((row) => STATUS.test(row));
  const ruleAt = rows.findLastIndex((row) => /^─+$/.test(row));
  const summaryAt = rows.findLastIndex((row, i) => i < ruleAt && row.startsWith('Plan: '));
  return { header: rows.slice(summaryAt, ruleAt), body: rows.slice(ruleAt + 1, statusAt), status: rows[statusAt] ?? '' };
}

/** The window reads keys and has counted the whole plan (while it counts, the total ends in `+`). */
const READY = /^(line \d+ of \d+|all lines shown) · .*(q quit|PgUp PgDn)/;

/** Waits until the window reads keys with the whole plan counted. */
async function ready(term: Terminal): Promise<void> {
  await term.waitForText(() => READY.test(windowOf(term).status), 'the window, listening, with the plan counted');
}

/** Presses `keys` and waits until the window's status line shows `status`. */
async function press(term: Terminal, keys: string, status: RegExp): Promise<ReturnType<typeof windowOf>> {
  term.type(keys);
  await term.waitForText(() => status.test(windowOf(term).status), `a status line matching ${status}`);
  return windowOf(term);
}

for (const columns of [60, 120]) {
  describe(`capctl plan in a ${columns}-column terminal`, () => {
    it('pages a plan taller than the screen: summary on top, scrolling, End and Home, q leaves the summary', async () => {
      const dir = await changedQuickstart();
      const term = capctl(['plan', dir, '--detailed-exitcode'], { columns });
      await ready(term);
      const first = windowOf(term);
      expect(first.header[0]).toBe('Plan: 40 to create, 1 to update, 1 to delete, 6 unchanged.');
      expect(first.body[0]).toBe('Actions');
      expect(first.status).toMatch(/^line 1 of \d+ · q quit/);
      expect(term.rows().slice(-ROWS).every((row) => [...row].length <= columns)).toBe(true);

      const down = await press(term, DOWN, /^line 2 of/);
      expect(down.body[0]).toBe(first.body[1]);
      const paged = await press(term, PAGE_DOWN, /^line (?!2 )\d+ of/);
      const pagedTop = Number(/^line (\d+)/.exec(paged.status)?.[1]);
      expect(pagedTop).toBeGreaterThan(first.body.length - 1);
      const end = await press(term, END, new RegExp(`^line (?!1 |${pagedTop} )\\d+ of`));
      expect(end.body.at(-1)).toMatch(/is given\.$/);
      expect(end.body.join('\n')).toContain('Plan: 40 to create');
      const home = await press(term, HOME, /^line 1 of/);
      expect(home.body).toEqual(first.body);

      term.type('q');
      expect(await term.exited()).toBe(3);
      const after = term.rows().map((row) => row.trimEnd()).filter((row) => row !== '');
      expect(after.at(-1)).toMatch(/is given\.$/);
      expect(after.some((row) => STATUS.test(row))).toBe(false);
    });

    it('searches with / and moves between matches with n and N; Esc leaves the search', async () => {
      const dir = await changedQuickstart();
      const term = capctl(['plan', dir], { columns });
      await ready(term);
      term.type('/');
      await term.waitForText(() => windowOf(term).status === '' && term.rows().slice(-ROWS).includes('/'), 'the search prompt');
      const found = await press(term, 'action filler-3\r', /match 1 of 10 for "action filler-3"/);
      expect(found.body[0]).toBe('  + action filler-30  v0 → v1');
      const second = await press(term, 'n', /match 2 of 10/);
      expect(second.body[0]).toBe('  + action filler-31  v0 → v1');
      const back = await press(term, 'N', /match 1 of 10/);
      expect(back.body[0]).toBe('  + action filler-30  v0 → v1');
      term.type('/zz');
      await term.waitForText(() => term.rows().slice(-ROWS).includes('/zz'), 'the typed search');
      const left = await press(term, '\u001b', /match 1 of 10/);
      expect(left.body[0]).toBe('  + action filler-30  v0 → v1');
      const none = await press(term, '/no-such-thing\r', /no match for "no-such-thing"/);
      expect(none.body[0]).toBe('  + action filler-30  v0 → v1');
      term.type('q');
      expect(await term.exited()).toBe(0);
    });

    it('jumps to each delete or breaking change with d, and back with D', async () => {
      const dir = await changedQuickstart();
      const term = capctl(['plan', dir], { columns });
      await ready(term);
      expect(windowOf(term).status).toContain('d deletes/breaking (2)');
      const breaking = await press(term, 'd', /delete or breaking change 1 of 2/);
      expect(breaking.body[0]).toMatch(/^ {2}~ action scale-up {2}v1 → v2 {2}BREAKING/);
      const deleted = await press(term, 'd', /delete or breaking change 2 of 2/);
      expect(deleted.body.join('\n')).toMatch(/^ {2}- action scale-down {2}v1 {2}DELETE$/m);
      const again = await press(term, 'D', /delete or breaking change 1 of 2/);
      expect(again.body[0]).toBe(breaking.body[0]);
      term.type('q');
      expect(await term.exited()).toBe(0);
    });

    it('ends on Ctrl-C in the window, as an interrupt, leaving what q leaves: the summary and notes, no window', async () => {
      const dir = await changedQuickstart();
      const quit = capctl(['plan', dir], { columns });
      await ready(quit);
      quit.type('q');
      expect(await quit.exited()).toBe(0);
      // Ctrl-C is handled apart (the process ends in the key's handler): its end must be the same.
      const term = capctl(['plan', dir], { columns });
      await ready(term);
      term.press('Ctrl-C');
      expect(await term.exited()).toBe(130);
      const left = endRows(term).filter((row) => row !== '');
      expect(left[0]).toBe('Plan: 40 to create, 1 to update, 1 to delete, 6 unchanged.');
      expect(left.at(-1)).toMatch(/is given\.$/);
      expect(left.some((row) => STATUS.test(row) || /^─+$/.test(row))).toBe(false);
      expect(left).toEqual(endRows(quit).filter((row) => row !== ''));
    });

    it('prints the whole plan and exits with --no-pager or CAPCTL_PAGER=0, as a script in a terminal needs', async () => {
      const dir = await changedQuickstart();
      for (const [args, env] of [[['--no-pager'], {}], [[], { CAPCTL_PAGER: '0' }]] as const) {
        // Through a shell that says the exit status and then waits for a line: the pseudo-terminal
        // stays open until the test has read all the plan (a program's last output can arrive after its exit).
        const command = `"${process.execPath}" "${CAPCTL}" plan ${dir} ${args.join(' ')}; echo "exit=$?"; read line`;
        const term = new Terminal('sh', ['-c', command], { cwd: ws.dir, rows: ROWS, columns, env });
        terminals.push(term);
        const screen = await term.waitForText(/exit=\d+/, 'the exit status');
        expect(screen).toContain('exit=0');
        expect(screen).toContain('filler-00');
        expect(screen).toMatch(/Plan: 40 to create, 1 to update, 1 to delete, 6 unchanged\.\n1 breaking schema change/);
        expect(screen).not.toMatch(new RegExp(STATUS.source, 'm'));
        term.press('Enter');
        expect(await term.exited()).toBe(0);
      }
    });
  });

  describe(`capctl apply in a ${columns}-column terminal`, () => {
    it('shows the window above the prompt: Tab jumps to the breaking change, letters go to the prompt, Ctrl-C changes nothing', async () => {
      const dir = await changedQuickstart();
      const term = capctl(['apply', dir, '--allow-breaking'], { columns });
      await ready(term);
      expect(term.rows().at(-1)?.trimEnd()).toBe('Type "yes" to apply:');
      const jumped = await press(term, '\t', /delete or breaking change 1 of 2/);
      expect(jumped.body[0]).toMatch(/^ {2}~ action scale-up {2}v1 → v2 {2}BREAKING/);
      term.type('ye');
      await term.waitForText(() => term.rows().at(-1)?.trimEnd() === 'Type "yes" to apply: ye', 'the typed letters at the prompt');
      expect(windowOf(term).body[0]).toBe(jumped.body[0]);
      term.press('Ctrl-C');
      await term.waitForText('Apply cancelled. Nothing was changed.', 'the cancellation');
      // An interrupt: a shell running capctl in a script or loop stops there too.
      expect(await term.exited()).toBe(130);
      const { plan } = await ws.planJson(dir);
      expect(plan.summary).toMatchObject({ create: 40, update: 1, delete: 1 });
    });
  });
}

/** A definition of many small actions: its window is still counting the plan when it first shows. */
function bulkDefinition(actions: number): string {
  const listed = Array.from({ length: actions }, (_, i) => `  - variant: bulk-${i}\n    schema: {type: object, properties: {id: {type: string}}}\n`).join('');
  ws.writeText('big/capacity.yaml', `actions:\n${listed}`);
  return 'big';
}

const CANCELLED = 'Apply cancelled. Nothing was changed.';

/** The rows from the last summary on the screen to its end: what an ended apply leaves above the shell's prompt. */
function endRows(term: Terminal): string[] {
  const rows = term.rows().map((row) => row.trimEnd());
  return rows.slice(rows.findLastIndex((row) => row.startsWith('Plan: ')));
}

/** The last line on the screen once the apply has ended, and its exit status. */
async function ending(term: Terminal): Promise<{ line: string; code: number }> {
  await term.waitForText('Apply cancelled', 'the cancellation');
  const code = await term.exited();
  return { line: term.rows().at(-1)?.trimEnd() ?? '', code };
}

for (const columns of [60, 120]) {
  describe(`cancelling a large apply in a ${columns}-column terminal`, () => {
    it('ends alike for Ctrl-C while the window is drawn and counted, Ctrl-C at the prompt, and a typed "no" (Ctrl-C as an interrupt)', async () => {
      const dir = bulkDefinition(2000);
      // Ctrl-C as soon as the window and its prompt are on screen: the plan is still being counted.
      const drawing = capctl(['apply', dir], { columns });
      await drawing.waitForText(() => drawing.rows().at(-1)?.trimEnd() === 'Type "yes" to apply:', 'the window and the prompt');
      drawing.press('Ctrl-C');
      const whileDrawing = await ending(drawing);
      // Ctrl-C at the prompt, once the whole plan is counted.
      const prompt = capctl(['apply', dir], { columns });
      await ready(prompt);
      prompt.press('Ctrl-C');
      const atPrompt = await ending(prompt);
      // A typed "no".
      const typed = capctl(['apply', dir], { columns });
      await ready(typed);
      typed.type('no\r');
      const no = await ending(typed);
      expect(no).toEqual({ line: 'Apply cancelled. Nothing was changed.', code: 1 });
      expect(whileDrawing).toEqual({ ...no, code: 130 });
      expect(atPrompt).toEqual({ ...no, code: 130 });
      // The window gave way to the summary: the rows above the answer are the summary, not plan rows.
      expect(typed.rows().slice(-3).map((row) => row.trimEnd())).toEqual([
        'Plan: 2000 to create, 0 to update, 0 to delete, 0 unchanged.',
        'Type "yes" to apply: no',
        'Apply cancelled. Nothing was changed.',
      ]);
      const { plan } = await ws.planJson(dir);
      expect(plan.summary).toMatchObject({ create: 2000 });
    });

    it('leaves the end a typed answer leaves when Ctrl-C follows the same letters: the summary, the answer, the message, no window', async () => {
      const dir = bulkDefinition(2000);
      const typed = capctl(['apply', dir], { columns });
      await ready(typed);
      typed.type('ye\r');
      expect(await ending(typed)).toEqual({ line: CANCELLED, code: 1 });
      // Ctrl-C is handled apart (the process ends in the key's handler): its end must be the same, colours too.
      const cancelled = capctl(['apply', dir], { columns });
      await ready(cancelled);
      cancelled.type('ye');
      await cancelled.waitForText(() => cancelled.rows().at(-1)?.trimEnd() === 'Type "yes" to apply: ye', 'the typed letters at the prompt');
      cancelled.press('Ctrl-C');
      expect(await ending(cancelled)).toEqual({ line: CANCELLED, code: 130 });
      expect(endRows(cancelled)).toEqual(['Plan: 2000 to create, 0 to update, 0 to delete, 0 unchanged.', 'Type "yes" to apply: ye', CANCELLED]);
      expect(endRows(cancelled)).toEqual(endRows(typed));
      expect(cancelled.foregroundOf(CANCELLED)).toBe(typed.foregroundOf(CANCELLED));
      expect(cancelled.foregroundOf(CANCELLED)).not.toBe('default');
      // The window is gone from the screen, not left above the end.
      for (const term of [typed, cancelled]) expect(term.rows().filter((row) => STATUS.test(row) || /^─+$/.test(row))).toEqual([]);
      const { plan } = await ws.planJson(dir);
      expect(plan.summary).toMatchObject({ create: 2000 });
    });

    it('lists the keys in the status line from the first frame drawn, in the pager and above the apply prompt', async () => {
      const dir = bulkDefinition(2000);
      for (const [command, help] of [['plan', 'q quit'], ['apply', 'PgUp PgDn']] as const) {
        const term = capctl([command, dir], { columns });
        await term.waitForText(help, 'the window');
        // Every status line written, frames since redrawn included: none without the keys (no second frame adds them).
        // eslint-disable-next-line no-control-regex
        const written = term.output().replaceAll(/\u001b\[[?\d;]*[a-zA-Z]/g, '');
        const statuses = written.split(/\r?\n/).filter((line) => /^(line \d+ of \d+\+?|all lines shown)/.test(line));
        expect(statuses.length).toBeGreaterThan(0);
        for (const status of statuses) expect(status).toContain(` · ${command === 'plan' ? 'q quit' : ''}`);
        term.press('Ctrl-C');
        expect(await term.exited()).toBe(130);
      }
    });

    it('ends the pager on Ctrl-C while the window counts the plan, as an interrupt', async () => {
      const term = capctl(['plan', bulkDefinition(2000)], { columns });
      await term.waitForText('q quit', 'the window, reading keys');
      term.press('Ctrl-C');
      expect(await term.exited()).toBe(130);
    });
  });
}

describe('Ctrl-C while the plan is made and drawn', () => {
  it('ends the process while planning a large definition, before any window', async () => {
    const actions = Array.from({ length: 3000 }, (_, i) => `  - variant: bulk-${i}\n    schema: {type: object, properties: {id: {type: string}}}\n`).join('');
    ws.writeText('big/capacity.yaml', `actions:\n${actions}`);
    const term = capctl(['plan', 'big']);
    await term.waitForText('Planning 3,000 objects', 'the planning line');
    term.press('Ctrl-C');
    expect(await term.exited()).toBe(130);
  });
});
