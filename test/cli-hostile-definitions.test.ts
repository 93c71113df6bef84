// End-to-end, with the built binary: what a pull request can put in a definition directory
// cannot read files outside the project, read CI's environment, or point the operator's key at
// another server. Files: symlinks out of the project (or into .git) are refused by name and never
// read; fmt never writes through a symlink. Secrets: `{env: NAME}` reads only allowed names and
// every format says where a secret comes from.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Workspace, type RunResult } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

const TOKEN = 'ghs_FAKEcheckoutTOKEN4f9a2c';
const SECRET = 'hook-secret-value-77b1e0';

/** What `actions/checkout` leaves in .git/config when credentials persist. */
const GIT_CONFIG = `[core]\n\trepositoryformatversion = 0\n[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${TOKEN}\n`;

const hook = (headers: string, url = 'https://hooks.example.com/orders') => `resources:
  destinations:
    - label: orders-hook
      type: webhook
      config:
        url: ${url}
        headers:
${headers}
`;

const UNFORMATTED = 'actions:\n    -   schema: {type: object}\n        variant: a\n';

let ws: Workspace;
let outside: string;
// A project and an outside directory per test: no test sees the links or files another made.
beforeEach(() => {
  ws = new Workspace();
  outside = mkdtempSync(join(tmpdir(), 'capctl-outside-'));
  writeFileSync(join(outside, 'secret.yaml'), `token: ${TOKEN}\n`);
  writeFileSync(join(outside, 'a.yaml'), UNFORMATTED);
  ws.writeText('.git/config', GIT_CONFIG);
});
afterEach(() => {
  ws.remove();
  rmSync(outside, { recursive: true, force: true });
});

const all = (r: RunResult) => r.stdout + r.stderr;

describe('files outside the project', () => {
  it('a definition that links to .git/config is refused by name, and the token is never shown', async () => {
    ws.writeText('q/capacity.yaml', hook('          accept: application/json'));
    symlinkSync('../.git/config', ws.path('q/git.yaml'));
    for (const args of [['validate', 'q'], ['plan', 'q'], ['plan', 'q', '--format', 'markdown'], ['fmt', 'q'], ['validate', 'q/git.yaml']]) {
      const r = await ws.run(args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stderr).toContain('error: q/git.yaml: link leaves the project');
      expect(all(r)).not.toContain(TOKEN);
      expect(all(r)).not.toContain('extraheader');
    }
    expect(ws.read('.git/config')).toBe(GIT_CONFIG);
  });

  it('a file or directory link out of the root is refused by name, before anything there is read', async () => {
    ws.writeText('out/capacity.yaml', hook('          accept: application/json'));
    symlinkSync(join(outside, 'secret.yaml'), ws.path('out/secret.yaml'));
    const file = await ws.run(['validate', 'out']);
    expect(file.stderr).toContain('error: out/secret.yaml: link leaves the project');
    expect(all(file)).not.toContain(TOKEN);
    ws.writeText('outdir/capacity.yaml', hook('          accept: application/json'));
    symlinkSync(outside, ws.path('outdir/shared'));
    for (const args of [['validate', 'outdir'], ['fmt', 'outdir']]) {
      const r = await ws.run(args);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('error: outdir/shared: link leaves the project');
      expect(all(r)).not.toContain(TOKEN);
    }
    expect(readFileSync(join(outside, 'a.yaml'), 'utf8')).toBe(UNFORMATTED);
  });

  it("a directory link to exactly the project's parent is refused as leaving, before anything there is read", async () => {
    // The project is outer/project (its .capctl marks the root); the link `up` resolves to outer.
    ws.writeText('outer/secret.yaml', `token: ${TOKEN}\n`);
    mkdirSync(ws.path('outer/project/.capctl'), { recursive: true });
    ws.writeText('outer/project/defs/capacity.yaml', hook('          accept: application/json'));
    symlinkSync('../..', ws.path('outer/project/defs/up'));
    for (const args of [['validate', 'outer/project/defs'], ['plan', 'outer/project/defs']]) {
      const r = await ws.run(args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stderr).toContain('error: outer/project/defs/up: link leaves the project');
      expect(all(r)).not.toContain(TOKEN);
    }
  });

  it('a directory whose name starts with two dots is inside the project', async () => {
    // `..data` at the root: its path from the root starts with `..`, and it is no parent.
    ws.writeText('..data/hook.yaml', hook('          accept: application/json'));
    mkdirSync(ws.path('dots/defs'), { recursive: true });
    symlinkSync('../../..data/hook.yaml', ws.path('dots/defs/hook.yaml'));
    const r = await ws.run(['validate', 'dots/defs']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('dots/defs is valid: 0 actions, 1 destination');
  });

  it('links that stay inside the project keep working', async () => {
    ws.writeText('common/hook.yaml', hook('          accept: application/json'));
    mkdirSync(ws.path('inside'));
    symlinkSync('../common/hook.yaml', ws.path('inside/hook.yaml'));
    const r = await ws.run(['validate', 'inside']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('inside is valid: 0 actions, 1 destination');
  });

  it('fmt never writes through a file or directory symlink, even inside the project', async () => {
    ws.writeText('real/a.yaml', UNFORMATTED);
    mkdirSync(ws.path('viadir'));
    symlinkSync('../real', ws.path('viadir/linked'));
    mkdirSync(ws.path('viafile'));
    symlinkSync('../real/a.yaml', ws.path('viafile/a.yaml'));
    for (const [dir, file] of [['viadir', 'viadir/linked/a.yaml'], ['viafile', 'viafile/a.yaml']] as const) {
      const r = await ws.run(['fmt', dir]);
      expect(r.code, dir).toBe(1);
      expect(r.stderr).toContain(`1 file not rewritten: reached through a symlink, and fmt never writes through one:\n  ${file}\n`);
      expect(ws.read('real/a.yaml')).toBe(UNFORMATTED);
    }
    // --check still reads through the link and reports the file.
    const check = await ws.run(['fmt', '--check', 'viadir']);
    expect(check.stderr).toContain('viadir/linked/a.yaml');
    // The file itself is formatted where it lives.
    expect((await ws.run(['fmt', 'real'])).code).toBe(0);
    expect(ws.read('real/a.yaml')).toBe('actions:\n  - variant: a\n    schema: {type: object}\n');
  });
});

describe('secrets from the environment', () => {
  it.each([
    ['CAPACITY_API_KEY', 8, 26],
    ['GITHUB_TOKEN', 8, 26],
    ['ACTIONS_RUNTIME_TOKEN', 8, 26],
  ])('{env: %s} is refused at its place, whatever the allow-list says, and the value is never read', async (name, line, column) => {
    ws.writeText(`refused-${name}/hook.yaml`, hook(`          authorization: {env: ${name}}`));
    const env = { [name]: SECRET, CAPACITY_URL: undefined };
    const prefix = `${name.slice(0, name.indexOf('_') + 1)}*`;
    for (const args of [['plan', `refused-${name}`, '--format', 'json'], ['validate', `refused-${name}`]]) {
      const r = await ws.run(args, { env });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`refused-${name}/hook.yaml:${line}:${column}: header \`authorization\` reads environment variable ${name}, which capctl never reads`);
      expect(all(r)).not.toContain(SECRET);
    }
    // Allowing it by name or by pattern is refused before anything is read.
    for (const entry of [name, prefix]) {
      const r = await ws.run(['plan', `refused-${name}`, '--allow-env', entry], { env });
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/^error: --allow-env: \S+ (is never readable|is a pattern)/);
      expect(all(r)).not.toContain(SECRET);
    }
  });

  it('a name that is not allowed is refused, saying how to allow it', async () => {
    ws.writeText('notallowed/hook.yaml', hook('          authorization: {env: HOOK_TOKEN}'));
    const r = await ws.run(['plan', 'notallowed'], { env: { HOOK_TOKEN: SECRET } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('notallowed/hook.yaml:8:26: header `authorization` reads environment variable HOOK_TOKEN, which is not allowed');
    expect(r.stderr).toContain('`secrets: {env: [HOOK_TOKEN]}`) or with --allow-env HOOK_TOKEN');
    expect(all(r)).not.toContain(SECRET);
  });

  it('an allowed name is shown as (sensitive, env NAME) in text, Markdown, JSON and the saved plan', async () => {
    ws.writeText('allowed/hook.yaml', hook('          authorization: {env: CAPCTL_SECRET_HOOK}\n          x-relay: {env: HOOK_TOKEN}'));
    const env = { CAPCTL_SECRET_HOOK: SECRET, CAPCTL_SECRET_NEXT: `${SECRET}-3`, HOOK_TOKEN: `${SECRET}-2` };
    const markdown = await ws.run(['plan', 'allowed', '--allow-env', 'HOOK_TOKEN', '--format', 'markdown'], { env });
    expect(markdown.code, markdown.stderr).toBe(0);
    expect(markdown.stdout).toContain('"authorization": "(sensitive, env CAPCTL_SECRET_HOOK)"');
    expect(markdown.stdout).toContain('"x-relay": "(sensitive, env HOOK_TOKEN)"');
    const json = await ws.run(['plan', 'allowed', '--format', 'json', '--out', 'allowed.plan.json'], { env: { ...env, CAPCTL_ALLOW_ENV: 'OTHER, HOOK_TOKEN' } });
    const plan = JSON.parse(json.stdout) as { steps: { after?: { config?: { headers?: Record<string, string> } } }[] };
    expect(plan.steps[0]?.after?.config?.headers).toEqual({ authorization: '(sensitive, env CAPCTL_SECRET_HOOK)', 'x-relay': '(sensitive, env HOOK_TOKEN)' });
    expect(ws.read('allowed.plan.json')).toContain('(sensitive, env HOOK_TOKEN)');
    expect(ws.read('allowed.plan.json')).not.toContain(SECRET);
    // The text format shows header values in updates: switch the header to another variable.
    expect((await ws.run(['apply', 'allowed', '--allow-env', 'HOOK_TOKEN', '--auto-approve'], { env })).code).toBe(0);
    ws.writeText('allowed/hook.yaml', hook('          authorization: {env: CAPCTL_SECRET_NEXT}\n          x-relay: {env: HOOK_TOKEN}'));
    const text = await ws.run(['plan', 'allowed', '--allow-env', 'HOOK_TOKEN'], { env });
    expect(text.stdout).toContain('config.headers.authorization: "(sensitive)" → "(sensitive, env CAPCTL_SECRET_NEXT)"');
    for (const r of [text, markdown, json]) expect(all(r)).not.toContain(SECRET);
  });

  it('validate checks the references without needing their values', async () => {
    ws.writeText('unset/hook.yaml', hook('          authorization: {env: CAPCTL_SECRET_UNSET}'));
    const r = await ws.run(['validate', 'unset'], { env: { CAPCTL_SECRET_UNSET: undefined } });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const plan = await ws.run(['plan', 'unset'], { env: { CAPCTL_SECRET_UNSET: undefined } });
    expect(plan.code).toBe(1);
    expect(plan.stderr).toContain('unset/hook.yaml:8:26: header `authorization` reads environment variable CAPCTL_SECRET_UNSET, which is not set');
  });

  it('a javascript: webhook URL is refused at file:line:column', async () => {
    ws.writeText('js/hook.yaml', hook('          accept: application/json', '"javascript:alert(1)"'));
    const r = await ws.run(['validate', 'js']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('js/hook.yaml:6:14: `url` must be an http:// or https:// URL such as `https://example.com/path`, found a string "javascript:alert(1)"');
  });
});
