// Real-terminal tests: `capctl apply` inside tmux (a real pseudo-terminal, so Ink draws), typing
// `yes` or `no` at the prompt. Each test uses its own tmux server socket and polls with a deadline.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPCTL, Workspace, smallDefinition } from './cli-fixture.js';

const DEADLINE_MS = 30_000;
// Each test starts several Node processes; a busy CI machine needs more than the default.
vi.setConfig({ testTimeout: 120_000 });
const hasTmux = spawnSync('tmux', ['-V']).status === 0;

class Tmux {
  readonly socket = `capctl-test-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;

  tmux(...args: string[]): string {
    const r = spawnSync('tmux', ['-L', this.socket, '-f', '/dev/null', ...args], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`tmux ${args[0]} failed: ${r.stderr}`);
    return r.stdout;
  }

  /** Runs `command` in a 120x40 terminal; the shell stays so the screen can still be read after it exits. */
  start(cwd: string, command: string, width = 120): void {
    const clean = 'env -u CAPACITY_URL -u CAPACITY_API_KEY -u CAPACITY_ORG -u NO_COLOR -u CAPCTL_NO_INK';
    this.tmux('new-session', '-d', '-x', String(width), '-y', '40', '-c', cwd, `${clean} ${command}; echo $? > exit-code; exec sleep 600`);
  }

  screen(): string {
    return this.tmux('capture-pane', '-p', '-J', '-S', '-200');
  }

  /** The screen's rows as the terminal shows them, lines the terminal wrapped itself not joined. */
  rows(): string[] {
    return this.tmux('capture-pane', '-p', '-S', '-200').split('\n').map((row) => row.trimEnd());
  }

  /** The screen with its colour escape codes. */
  styledScreen(): string {
    return this.tmux('capture-pane', '-p', '-e', '-J', '-S', '-200');
  }

  async waitFor(test: (screen: string) => boolean, what: string): Promise<string> {
    const until = Date.now() + DEADLINE_MS;
    let last = '';
    while (Date.now() < until) {
      last = this.screen();
      if (test(last)) return last;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`timed out waiting for ${what}; the screen shows:\n${last}`);
  }

  type(text: string): void {
    this.tmux('send-keys', '-t', '0', '-l', text);
    this.tmux('send-keys', '-t', '0', 'Enter');
  }

  kill(): void {
    spawnSync('tmux', ['-L', this.socket, 'kill-server']);
  }
}

async function exitCode(ws: Workspace): Promise<string> {
  const until = Date.now() + DEADLINE_MS;
  while (Date.now() < until) {
    if (existsSync(ws.path('exit-code'))) {
      const text = readFileSync(ws.path('exit-code'), 'utf8').trim();
      if (text !== '') return text;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('capctl did not exit');
}

let ws: Workspace;
let term: Tmux;
beforeEach(() => {
  ws = new Workspace();
  term = new Tmux();
});
afterEach(() => {
  term.kill();
  ws.remove();
});

describe.runIf(hasTmux)('capctl apply in a terminal', () => {
  it('shows the plan and the prompt, applies on `yes`, shows the summary and exits 0', async () => {
    const dir = ws.withQuickstart();
    term.start(ws.dir, `node ${CAPCTL} apply ${dir}`);
    const prompt = await term.waitFor((s) => s.includes('Type "yes" to apply'), 'the confirmation prompt');
    expect(prompt.split('\n').slice(0, 2)).toEqual(['Using the local state .capctl/state.db (org 1).', 'Planning 8 objects from quickstart…']);
    expect(prompt).toContain('scale-up');
    expect(prompt).toContain('ops-webhook');
    term.type('yes');
    const done = await term.waitFor((s) => /Applied revision \S+/.test(s), 'the summary');
    expect(done).toMatch(/Applied revision \S+: 8 created, 0 updated, 0 deleted/);
    expect(await exitCode(ws)).toBe('0');
    const { plan } = await ws.planJson(dir);
    expect(plan.steps).toEqual([]);
  });

  it('changes nothing when the answer is `no`', async () => {
    const dir = ws.withQuickstart();
    term.start(ws.dir, `node ${CAPCTL} apply ${dir}`);
    await term.waitFor((s) => s.includes('Type "yes" to apply'), 'the confirmation prompt');
    term.type('no');
    const screen = await term.waitFor((s) => s.includes('Apply cancelled'), 'the cancellation');
    expect(screen).toContain('Nothing was changed.');
    expect(await exitCode(ws)).toBe('1');
    const exported = await ws.run(['export']);
    expect(exported.code).toBe(0);
    expect(exported.stdout).not.toMatch(/variant:|label:|name:/);
    const { plan } = await ws.planJson(dir);
    expect(plan.summary).toMatchObject({ create: 8, unchanged: 0 });
  });

  it('draws the plan in colour, and without any colour when NO_COLOR is set', async () => {
    const dir = ws.withQuickstart();
    term.start(ws.dir, `node ${CAPCTL} plan ${dir}`);
    await term.waitFor((s) => s.includes('Plan: 8 to create'), 'the plan');
    expect(term.styledScreen()).toMatch(/\u001b\[[0-9;]*3[1-6]m/);
    term.kill();

    const plain = new Tmux();
    term = plain;
    plain.start(ws.dir, `NO_COLOR=1 node ${CAPCTL} plan ${dir}`);
    await plain.waitFor((s) => s.includes('Plan: 8 to create'), 'the plan');
    expect(plain.styledScreen()).not.toMatch(/\u001b\[[0-9;]*3[1-6]m/);
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
    term.start(ws.dir, `sh -c 'cd ${dir} && exec node ${CAPCTL} apply ../plan.json'`);
    const prompt = await term.waitFor((s) => s.includes('Type "yes" to apply'), 'the confirmation prompt');
    expect(prompt.split('\n')[0]).toBe(`Using the local state ${ws.path('.capctl/state.db')} (org 1).`);
    expect(prompt).toContain('scale-up');
    expect(prompt).not.toContain('edited-in-the-file');
    term.type('yes');
    await term.waitFor((s) => /Applied revision \S+: 8 created/.test(s), 'the summary');
    expect(await exitCode(ws)).toBe('0');
    expect((await ws.planJson(dir)).plan.steps).toEqual([]);
  });

  it('says which state it uses on the terminal for text plans only, never for JSON or Markdown', async () => {
    const dir = ws.withQuickstart();
    // The plan goes to files; the terminal shows only what capctl says besides the plan.
    const command = ['text', 'json', 'markdown'].map((f) => `node ${CAPCTL} plan ${dir} --format ${f} > plan.${f}; echo done-${f}`).join('; ');
    term.start(ws.dir, `sh -c '${command}'`);
    const screen = await term.waitFor((s) => s.includes('done-markdown'), 'the three plans');
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
    term.start(ws.dir, `node ${CAPCTL} apply defs`);
    expect(await exitCode(ws)).toBe('1');
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
    term.start(ws.dir, `node ${CAPCTL} apply ${dir}`);
    await term.waitFor((s) => s.includes('Type "yes" to apply'), 'the confirmation prompt');
    term.tmux('send-keys', '-t', '0', '-l', 'ye');
    term.tmux('send-keys', '-t', '0', 'C-c');
    expect(await exitCode(ws)).not.toBe('0');
    const { plan } = await ws.planJson(dir);
    expect(plan.summary).toMatchObject({ create: 8, unchanged: 0 });
  });
});

describe.runIf(hasTmux)('capctl in a narrow terminal and at the prompt', () => {
  it('wraps long lines at 60 columns instead of cutting verdicts', async () => {
    ws.writeDefinition('definitions/capacity.yaml', smallDefinition());
    expect((await ws.run(['apply', 'definitions', '--auto-approve'])).code).toBe(0);
    ws.writeDefinition('definitions/capacity.yaml', smallDefinition({ required: ['order_id', 'region'] }));
    expect((await ws.run(['apply', 'definitions', '--auto-approve', '--allow-breaking'])).code).toBe(0);
    ws.writeDefinition('definitions/capacity.yaml', smallDefinition());
    term.start(ws.dir, `node ${CAPCTL} plan definitions`, 60);
    await term.waitFor((s) => s.includes('Plan: 0 to create'), 'the plan');
    const rows = term.rows();
    expect(rows.filter((row) => [...row].length > 60)).toEqual([]);
    // The only row that ends in an ellipsis is the one written that way.
    expect(rows.filter((row) => row.endsWith('…'))).toEqual(['Planning 3 objects from definitions…']);
    expect(rows).toContain('Using the local state .capctl/state.db (org 1).');
    const at = rows.findIndex((row) => row.startsWith('  ~ action checkout  v2 → v3  schema equals v1,'));
    expect(at).toBeGreaterThan(-1);
    expect(rows.slice(at, at + 3).map((row) => row.trim()).join(' ')).toContain('schema equals v1, keeps mode backward (checked v2)');
  });

  it('leaves the typed answer on screen after `yes`', async () => {
    const dir = ws.withQuickstart();
    term.start(ws.dir, `node ${CAPCTL} apply ${dir}`);
    await term.waitFor((s) => s.includes('Type "yes" to apply'), 'the confirmation prompt');
    term.type('yes');
    const done = await term.waitFor((s) => /Applied revision \S+/.test(s), 'the summary');
    expect(done).toMatch(/Type "yes" to apply: yes\nApplied revision \S+: 8 created/);
    expect(await exitCode(ws)).toBe('0');
  });

  for (const [name, key] of [['Ctrl-D', 'C-d'], ['Esc', 'Escape']] as const) {
    it(`cancels on ${name} at the prompt, like Ctrl-C, and changes nothing`, async () => {
      const dir = ws.withQuickstart();
      term.start(ws.dir, `node ${CAPCTL} apply ${dir}`);
      await term.waitFor((s) => s.includes('Type "yes" to apply'), 'the confirmation prompt');
      term.tmux('send-keys', '-t', '0', '-l', 'ye');
      term.tmux('send-keys', '-t', '0', key);
      const screen = await term.waitFor((s) => s.includes('Apply cancelled'), 'the cancellation');
      expect(screen).toContain('Type "yes" to apply: ye\nApply cancelled. Nothing was changed.');
      expect(await exitCode(ws)).toBe('1');
      const { plan } = await ws.planJson(dir);
      expect(plan.summary).toMatchObject({ create: 8, unchanged: 0 });
    });
  }

  it('colours the error: and hint: prefixes on a terminal, and not with NO_COLOR', async () => {
    term.start(ws.dir, `node ${CAPCTL} validate missing-dir`);
    await term.waitFor((s) => s.includes('hint:'), 'the error');
    const styled = term.styledScreen();
    expect(styled).toMatch(/\u001b\[[0-9;]*31m[^\n]*error:/);
    expect(styled).toMatch(/\u001b\[[0-9;]*36m[^\n]*hint:/);
    term.kill();

    const plain = new Tmux();
    term = plain;
    plain.start(ws.dir, `NO_COLOR=1 node ${CAPCTL} validate missing-dir`);
    await plain.waitFor((s) => s.includes('hint:'), 'the error');
    expect(plain.styledScreen()).not.toMatch(/\u001b\[[0-9;]*3[1-6]m/);
    expect(plain.screen()).toContain('error: no such file or directory: missing-dir');
  });
});
