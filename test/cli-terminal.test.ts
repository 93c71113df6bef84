// Real-terminal tests: `capctl apply` in a pseudo-terminal (so Ink draws) read through a terminal
// emulator, typing `yes` or `no` at the prompt. Every wait polls the screen with a generous bound.
// The plan window itself (scrolling, search, jumps, Ctrl-C) is tested in cli-plan-window.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPCTL, Workspace, smallDefinition } from './cli-fixture.js';
import { Terminal, type TerminalOptions } from './fixtures/terminal.js';

// Each test starts several Node processes; a busy CI machine needs more than the default.
vi.setConfig({ testTimeout: 120_000 });

/** Palette indexes 1-6: red, green, yellow, blue, magenta, cyan (what the renderers colour with). */
const isColour = (cell: { foreground: number }) => cell.foreground >= 1 && cell.foreground <= 6;

let ws: Workspace;
let terminals: Terminal[];

/** `capctl ARGS` in a fresh terminal (120x40 unless given) in the workspace. */
function capctl(args: readonly string[], options: Partial<TerminalOptions> = {}): Terminal {
  return shell(process.execPath, [CAPCTL, ...args], options);
}

function shell(file: string, args: readonly string[], options: Partial<TerminalOptions> = {}): Terminal {
  const term = new Terminal(file, args, { cwd: ws.dir, ...options });
  terminals.push(term);
  return term;
}

beforeEach(() => {
  ws = new Workspace();
  terminals = [];
});
afterEach(() => {
  for (const term of terminals) term.dispose();
  ws.remove();
});

describe('capctl apply in a terminal', () => {
  it('shows the plan and the prompt, applies on `yes`, shows the summary and exits 0', async () => {
    const dir = ws.withQuickstart();
    // Tall enough for the whole plan in the window above the prompt.
    const term = capctl(['apply', dir], { rows: 150 });
    const prompt = await term.waitForText('Type "yes" to apply', 'the confirmation prompt');
    expect(prompt.split('\n').slice(0, 2)).toEqual(['Using the local state .capctl/state.db (org 1).', 'Planning 8 objects from quickstart…']);
    expect(prompt).toContain('scale-up');
    expect(prompt).toContain('ops-webhook');
    term.type('yes');
    term.press('Enter');
    const done = await term.waitForText(/Applied revision \S+/, 'the summary');
    expect(done).toMatch(/Applied revision \S+: 8 created, 0 updated, 0 deleted/);
    expect(await term.exited()).toBe(0);
    const { plan } = await ws.planJson(dir);
    expect(plan.steps).toEqual([]);
  });

  it('changes nothing when the answer is `no`', async () => {
    const dir = ws.withQuickstart();
    const term = capctl(['apply', dir]);
    await term.waitForText('Type "yes" to apply', 'the confirmation prompt');
    term.type('no');
    term.press('Enter');
    const screen = await term.waitForText('Apply cancelled', 'the cancellation');
    expect(screen).toContain('Nothing was changed.');
    expect(await term.exited()).toBe(1);
    const exported = await ws.run(['export']);
    expect(exported.code).toBe(0);
    expect(exported.stdout).not.toMatch(/variant:|label:|name:/);
    const { plan } = await ws.planJson(dir);
    expect(plan.summary).toMatchObject({ create: 8, unchanged: 0 });
  });

  it('draws the plan in colour, and without any colour when NO_COLOR is set', async () => {
    const dir = ws.withQuickstart();
    // Tall enough for the whole plan: it is printed as text and the command ends, no window.
    const term = capctl(['plan', dir], { rows: 150 });
    await term.waitForText('Plan: 8 to create', 'the plan');
    expect(await term.exited()).toBe(0);
    // A created step's `+` is drawn in green on the screen.
    expect(term.foregroundOf('+ action scale-up')).toBe(2);
    expect(term.colouredCells().filter(isColour).length).toBeGreaterThan(0);

    const plain = capctl(['plan', dir], { rows: 150, env: { NO_COLOR: '1' } });
    await plain.waitForText('Plan: 8 to create', 'the plan');
    expect(await plain.exited()).toBe(0);
    expect(plain.colouredCells()).toEqual([]);
    expect(plain.screen()).toContain('+ action scale-up');
  });

  it('applies a saved plan showing the stored revision, never the copy in the file', async () => {
    const dir = ws.withQuickstart();
    expect((await ws.run(['plan', dir, '--out', 'plan.json'])).code).toBe(0);
    // The masked copy in the file is for people reading it: editing it changes nothing shown.
    const saved = JSON.parse(ws.read('plan.json')) as { plan: { steps: { name: string }[] } };
    for (const step of saved.plan.steps) step.name = 'edited-in-the-file';
    ws.writeText('plan.json', JSON.stringify(saved));
    // From the definition's directory: the saved plan names its database, whatever the directory.
    const term = capctl(['apply', '../plan.json'], { cwd: ws.path(dir), rows: 150 });
    const prompt = await term.waitForText('Type "yes" to apply', 'the confirmation prompt');
    expect(prompt.split('\n')[0]).toBe(`Using the local state ${ws.path('.capctl/state.db')} (org 1).`);
    expect(prompt).toContain('scale-up');
    expect(prompt).not.toContain('edited-in-the-file');
    term.type('yes');
    term.press('Enter');
    await term.waitForText(/Applied revision \S+: 8 created/, 'the summary');
    expect(await term.exited()).toBe(0);
    expect((await ws.planJson(dir)).plan.steps).toEqual([]);
  });

  it('says which state it uses on the terminal for text plans only, never for JSON or Markdown', async () => {
    const dir = ws.withQuickstart();
    // The plan goes to files; the terminal shows only what capctl says besides the plan.
    const command = ['text', 'json', 'markdown'].map((f) => `node ${CAPCTL} plan ${dir} --format ${f} > plan.${f}; echo done-${f}`).join('; ');
    const term = shell('sh', ['-c', command]);
    const screen = await term.waitForText('done-markdown', 'the three plans');
    expect(screen.split('\n').filter((line) => line.trim() !== '')).toEqual([
      'Using the local state .capctl/state.db (org 1).',
      'Planning 8 objects from quickstart…',
      'done-text',
      'done-json',
      'done-markdown',
    ]);
    expect(ws.read('plan.json').startsWith('{')).toBe(true);
    expect(ws.read('plan.markdown').startsWith('<!-- capctl-plan -->')).toBe(true);
  });

  it('shows the plan first, then refuses a breaking change without asking', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
    ws.writeDefinition('defs/capacity.yaml', smallDefinition({ required: ['order_id', 'region'] }));
    const term = capctl(['apply', 'defs']);
    expect(await term.exited()).toBe(1);
    const screen = term.screen();
    const plan = screen.indexOf('~ action checkout');
    const refusal = screen.indexOf('error: the plan makes 1 breaking schema change:');
    expect(plan).toBeGreaterThanOrEqual(0);
    expect(refusal).toBeGreaterThan(plan);
    expect(screen).not.toContain('Type "yes" to apply');
    expect((await ws.planJson('defs')).plan.summary.breaking).toBe(1);
  });

  it('changes nothing on Ctrl-C before the confirmation', async () => {
    const dir = ws.withQuickstart();
    const term = capctl(['apply', dir]);
    await term.waitForText('Type "yes" to apply', 'the confirmation prompt');
    term.type('ye');
    term.press('Ctrl-C');
    expect(await term.exited()).not.toBe(0);
    const { plan } = await ws.planJson(dir);
    expect(plan.summary).toMatchObject({ create: 8, unchanged: 0 });
  });
});

describe('capctl in a narrow terminal and at the prompt', () => {
  it('wraps long lines at 60 columns instead of cutting verdicts', async () => {
    ws.writeDefinition('definitions/capacity.yaml', smallDefinition());
    expect((await ws.run(['apply', 'definitions', '--auto-approve'])).code).toBe(0);
    ws.writeDefinition('definitions/capacity.yaml', smallDefinition({ required: ['order_id', 'region'] }));
    expect((await ws.run(['apply', 'definitions', '--auto-approve', '--allow-breaking'])).code).toBe(0);
    ws.writeDefinition('definitions/capacity.yaml', smallDefinition());
    const term = capctl(['plan', 'definitions'], { columns: 60 });
    await term.waitForText('Plan: 0 to create', 'the plan');
    expect(await term.exited()).toBe(0);
    const rows = term.rows();
    // capctl wrapped every long line itself: the terminal had no row to wrap (its wrapped rows would join in screen()).
    expect(term.screen().split('\n')).toEqual(rows);
    // The only row that ends in an ellipsis is the one written that way.
    expect(rows.filter((row) => row.endsWith('…'))).toEqual(['Planning 3 objects from definitions…']);
    expect(rows).toContain('Using the local state .capctl/state.db (org 1).');
    const at = rows.findIndex((row) => row.startsWith('  ~ action checkout  v2 → v3  schema equals v1,'));
    expect(at).toBeGreaterThan(-1);
    expect(rows.slice(at, at + 3).map((row) => row.trim()).join(' ')).toContain('schema equals v1, keeps mode backward');
  });

  it('leaves the typed answer on screen after `yes`', async () => {
    const dir = ws.withQuickstart();
    const term = capctl(['apply', dir]);
    await term.waitForText('Type "yes" to apply', 'the confirmation prompt');
    term.type('yes');
    term.press('Enter');
    const done = await term.waitForText(/Applied revision \S+/, 'the summary');
    expect(done).toMatch(/Type "yes" to apply: yes\nApplied revision \S+: 8 created/);
    expect(await term.exited()).toBe(0);
  });

  for (const [name, key] of [['Ctrl-D', 'Ctrl-D'], ['Esc', 'Escape']] as const) {
    it(`cancels on ${name} at the prompt, like Ctrl-C, and changes nothing, status 1`, async () => {
      const dir = ws.withQuickstart();
      const term = capctl(['apply', dir]);
      await term.waitForText('Type "yes" to apply', 'the confirmation prompt');
      term.type('ye');
      term.press(key);
      const screen = await term.waitForText('Apply cancelled', 'the cancellation');
      expect(screen).toContain('Type "yes" to apply: ye\nApply cancelled. Nothing was changed.');
      expect(await term.exited()).toBe(1);
      const { plan } = await ws.planJson(dir);
      expect(plan.summary).toMatchObject({ create: 8, unchanged: 0 });
    });
  }

  it('colours the error: and hint: prefixes on a terminal, and not with NO_COLOR', async () => {
    const term = capctl(['validate', 'missing-dir']);
    expect(await term.exited()).toBe(1);
    // Red and cyan, as the emulator holds each prefix's first character.
    expect(term.foregroundOf('error:')).toBe(1);
    expect(term.foregroundOf('hint:')).toBe(6);

    const plain = capctl(['validate', 'missing-dir'], { env: { NO_COLOR: '1' } });
    expect(await plain.exited()).toBe(1);
    expect(plain.colouredCells()).toEqual([]);
    expect(plain.screen()).toContain('error: no such file or directory: missing-dir');
  });
});
