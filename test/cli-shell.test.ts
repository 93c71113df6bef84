// End-to-end: the shell conventions of the built binary: `version`, `completion`, --no-color and
// FORCE_COLOR, --chdir, Terraform's one-dash spellings, and each `--format json` output checked
// against its JSON Schema in schemas/.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProgram } from '../packages/cli/src/program.js';
import { ROOT, Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

const schema = (name: string) => JSON.parse(readFileSync(join(ROOT, 'schemas', name), 'utf8')) as Record<string, unknown>;
const addFormats = ((formats as unknown as { default?: unknown }).default ?? formats) as unknown as typeof formats.default;
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
addFormats(ajv, ['date-time', 'uri']);
ajv.addSchema(schema('plan.schema.json'));
const validators = Object.fromEntries(['validate', 'apply', 'revisions', 'version'].map((n) => [n, ajv.compile(schema(`${n}.schema.json`))]));

/** Parses `text` as JSON and returns the schema errors of `name` (empty when valid). */
function schemaErrors(name: string, text: string): unknown[] {
  const validate = validators[name];
  if (!validate) throw new Error(`no schema ${name}`);
  return validate(JSON.parse(text)) ? [] : [...(validate.errors ?? [])];
}

const ESC = '\u001b[';
const { version: PACKAGE_VERSION } = JSON.parse(readFileSync(join(ROOT, 'packages/cli/package.json'), 'utf8')) as { version: string };

// A workspace per test: one test applies the quickstart, others expect it unapplied.
let ws: Workspace;

beforeEach(() => {
  ws = new Workspace();
  ws.withQuickstart('project/quickstart');
});

afterEach(() => {
  ws.remove();
});

describe('capctl version', () => {
  it('names capctl, Node, the platform and the embedded service, as text and as JSON', async () => {
    const text = await ws.run(['version']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toBe(`capctl ${PACKAGE_VERSION}\nnode ${process.version} (${process.platform} ${process.arch})\nservice ${PACKAGE_VERSION} (embedded)\n`);
    const json = await ws.run(['version', '--format', 'json']);
    expect(schemaErrors('version', json.stdout)).toEqual([]);
    expect(JSON.parse(json.stdout)).toEqual({
      format_version: 1, capctl: PACKAGE_VERSION, node: process.version, platform: process.platform, arch: process.arch,
      service: { mode: 'embedded', version: PACKAGE_VERSION },
    });
  });

  it("asks a running service for its version in HTTP mode, and fails when there is none", async () => {
    const service = await ws.serve('version.db');
    try {
      const { url } = service;
      const served = (await (await fetch(`${url}/openapi.json`)).json()) as { info: { version: string } };
      const r = await ws.run(['version', '--format', 'json'], { env: { CAPACITY_URL: url } });
      expect(r.code, r.stderr).toBe(0);
      expect(schemaErrors('version', r.stdout)).toEqual([]);
      expect(JSON.parse(r.stdout).service).toEqual({ mode: 'http', url, version: served.info.version });
    } finally {
      await service.stop();
    }
    const down = await ws.run(['version', '--url', 'http://127.0.0.1:1']);
    expect(down.code).toBe(1);
    expect(down.stdout).toMatch(/^service at http:\/\/127\.0\.0\.1:1: could not reach the service/m);
    expect(down.stderr).toContain('hint: check --url or CAPACITY_URL');
  });
});

describe('capctl completion', () => {
  /** Runs the generated bash completion for the words typed so far; returns its candidates. */
  async function complete(words: readonly string[]): Promise<string[]> {
    const script = (await ws.run(['completion', 'bash'])).stdout;
    const line = [
      script,
      `COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}`,
      '_capctl; printf "%s\\n" "${COMPREPLY[@]}"',
    ].join('\n');
    const r = spawnSync('bash', ['--norc', '--noprofile', '-c', line], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    return r.stdout.split('\n').filter(Boolean);
  }

  it('completes commands, subcommands and options in bash from the command tree', async () => {
    const commands = buildProgram().commands.map((c) => c.name());
    expect(commands).toEqual(expect.arrayContaining(['validate', 'plan', 'apply', 'revisions', 'version', 'completion']));
    expect(await complete(['capctl', ''])).toEqual(commands);
    expect(await complete(['capctl', 'pl'])).toEqual(['plan']);
    expect(await complete(['capctl', 'revisions', ''])).toEqual(['list', 'show', 'prune']);
    expect(await complete(['capctl', 'plan', 'dir', '--de'])).toEqual(['--detailed-exitcode']);
    expect(await complete(['capctl', '--chdir', 'x', 'apply', '--au'])).toEqual(['--auto-approve']);
    expect(await complete(['capctl', 'revisions', 'list', '--f'])).toEqual(['--format']);
    // After an option that takes a value, bash falls back to file names (no candidates here).
    expect(await complete(['capctl', 'plan', '--out', ''])).toEqual([]);
  });

  it('writes zsh and fish scripts that name every command and option', async () => {
    const zsh = await ws.run(['completion', 'zsh']);
    const fish = await ws.run(['completion', 'fish']);
    expect(zsh.stdout.startsWith('#compdef capctl\n')).toBe(true);
    for (const word of ['validate', 'revisions/list', 'completion']) expect(zsh.stdout).toContain(`capctl/${word}`);
    expect(zsh.stdout).toContain("'--detailed-exitcode:exit 0 for no changes");
    expect(fish.stdout).toContain("complete -c capctl -n '__capctl_at capctl/plan' -l detailed-exitcode");
    expect(fish.stdout).toContain("complete -c capctl -n '__capctl_at capctl/revisions' -f -a list");
    const bad = await ws.run(['completion', 'powershell']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('error: no completion for the shell "powershell"\nhint: use one of: bash, zsh, fish');
  });
});

describe('colour, --chdir and one-dash spellings', () => {
  it('colours without a terminal under FORCE_COLOR, and never with --no-color', async () => {
    const forced = await ws.run(['plan', 'project/quickstart'], { env: { FORCE_COLOR: '1' } });
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain(ESC);
    const off = await ws.run(['plan', 'project/quickstart', '--no-color'], { env: { FORCE_COLOR: '1' } });
    expect(off.code, off.stderr).toBe(0);
    expect(off.stdout).not.toContain(ESC);
    expect(off.stdout).toContain('Plan: 8 to create');
    const plain = await ws.run(['plan', 'project/quickstart']);
    expect(plain.stdout).not.toContain(ESC);
  });

  it('runs in the --chdir directory, before or after the command', async () => {
    const before = await ws.run(['--chdir', 'project', 'validate', 'quickstart']);
    expect(before.code, before.stderr).toBe(0);
    expect(before.stdout).toMatch(/^quickstart is valid: 3 actions/);
    const after = await ws.run(['validate', 'quickstart', '--chdir=project']);
    expect(after.stdout).toBe(before.stdout);
    const missing = await ws.run(['--chdir', 'nowhere', 'validate', 'quickstart']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('error: --chdir nowhere: no such directory');
  });

  it("answers Terraform's one-dash spellings with capctl's", async () => {
    const cases: [string[], string][] = [
      [['plan', 'project/quickstart', '-out=plan.json'], 'use --out=plan.json'],
      [['apply', 'project/quickstart', '-auto-approve'], 'use --auto-approve'],
      [['plan', 'project/quickstart', '-detailed-exitcode'], 'use --detailed-exitcode'],
      [['-no-color', 'plan', 'project/quickstart'], 'use --no-color'],
      [['-chdir=project', 'validate', 'quickstart'], 'use --chdir=project'],
    ];
    for (const [args, expected] of cases) {
      const r = await ws.run(args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stderr).toContain(`error: unknown option "${args.find((a) => /^-[a-z]/.test(a))}": ${expected}\n`);
      expect(r.stdout).toBe('');
    }
    expect(existsSync(ws.path('plan.json'))).toBe(false);
    // -var and -target too; a variable's value (maybe a secret) is never echoed.
    const variable = await ws.run(['plan', 'project/quickstart', '-var=token=hunter2-planted']);
    expect(variable.stderr).toContain('error: unknown option "-var=token=…": use --var=token=…\n');
    expect(variable.stderr).not.toContain('hunter2-planted');
    const target = await ws.run(['plan', 'project/quickstart', '-target=action/scale-up']);
    expect(target.stderr).toContain('error: unknown option "-target=action/scale-up": use --target=action/scale-up\n');
    // After `--`, nothing is an option.
    const r = await ws.run(['validate', '--', '-out']);
    expect(r.stderr).toContain('no such file or directory: -out');
  });
});

describe('--format json', () => {
  it('validate reports valid and invalid definitions in the schema', async () => {
    const valid = await ws.run(['validate', 'project/quickstart', '--format', 'json']);
    expect(valid.code, valid.stderr).toBe(0);
    expect(schemaErrors('validate', valid.stdout)).toEqual([]);
    expect(JSON.parse(valid.stdout)).toMatchObject({
      valid: true, files: ['project/quickstart/capacity.yaml'], diagnostics: [],
      counts: { actions: 3, destinations: 1, metrics: 1, queries: 2, sources: 1 },
    });
    ws.writeText('broken/a.yaml', 'actions:\n  - variant: checkout\n    schema: {type: object}\n    destinations: [nowhere]\n');
    const invalid = await ws.run(['validate', 'broken', '--format', 'json']);
    expect(invalid.code).toBe(1);
    expect(schemaErrors('validate', invalid.stdout)).toEqual([]);
    const report = JSON.parse(invalid.stdout) as { valid: boolean; diagnostics: { file: string; line: number; severity: string }[] };
    expect(report.valid).toBe(false);
    expect(report.diagnostics).toEqual([expect.objectContaining({ severity: 'error', file: 'broken/a.yaml', line: 4 })]);
    const missing = await ws.run(['validate', 'nowhere', '--format', 'json']);
    expect(schemaErrors('validate', missing.stdout)).toEqual([]);
    expect(JSON.parse(missing.stdout).error.code).toBe('definition_not_found');
  });

  it('apply and revisions report in their schemas', async () => {
    const own = new Workspace();
    try {
      await applyAndList(own);
    } finally {
      own.remove();
    }
  });
});

/** Applies the quickstart in a fresh state and checks apply's and revisions' JSON against their schemas. */
async function applyAndList(ws: Workspace): Promise<void> {
  ws.withQuickstart('project/quickstart');
  ws.writeText('broken/a.yaml', 'actions:\n  - variant: checkout\n    schema: {type: object}\n    destinations: [nowhere]\n');
  const refused = await ws.run(['apply', 'project/quickstart', '--format', 'json']);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('--auto-approve');
  const applied = await ws.run(['apply', 'project/quickstart', '--auto-approve', '--format', 'json']);
  expect(applied.code, applied.stderr).toBe(0);
  expect(schemaErrors('apply', applied.stdout)).toEqual([]);
  const report = JSON.parse(applied.stdout) as { status: string; revision_id: string; plan: { summary: { create: number } } };
  expect(report.status).toBe('applied');
  expect(report.plan.summary.create).toBe(8);
  const again = await ws.run(['apply', 'project/quickstart', '--auto-approve', '--format', 'json']);
  expect(schemaErrors('apply', again.stdout)).toEqual([]);
  expect(JSON.parse(again.stdout)).toMatchObject({ status: 'no_changes', revision_id: null });
  const failed = await ws.run(['apply', 'broken', '--auto-approve', '--format', 'json']);
  expect(failed.code).toBe(1);
  expect(schemaErrors('apply', failed.stdout)).toEqual([]);
  expect(JSON.parse(failed.stdout)).toMatchObject({ status: 'failed', error: { code: 'definition_invalid' } });

  const list = await ws.run(['revisions', 'list', '--format', 'json']);
  expect(schemaErrors('revisions', list.stdout)).toEqual([]);
  const items = (JSON.parse(list.stdout) as { items: { id: string; status: string }[] }).items;
  // The second apply had no changes: its plan was not stored.
  expect(items.map((i) => i.status)).toEqual(['applied']);
  const show = await ws.run(['revisions', 'show', report.revision_id, '--format', 'json']);
  expect(schemaErrors('revisions', show.stdout)).toEqual([]);
  expect(JSON.parse(show.stdout)).toMatchObject({ format_version: 1, id: report.revision_id, status: 'applied' });
  // The schemas can fail: a list item without its status does not validate.
  const broken = JSON.parse(list.stdout) as { items: Record<string, unknown>[] };
  delete broken.items[0]?.['status'];
  expect(schemaErrors('revisions', JSON.stringify(broken))).not.toEqual([]);
}
