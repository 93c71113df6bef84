// Target resolution: the project root's .capctl/state.db by default, wherever the command runs;
// flags win over the environment, which wins over capctl.yaml; a URL needs a key.
import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliError } from './errors.js';
import { findProjectRoot } from './project-root.js';
import { resolveTarget } from './target.js';

/** A temp directory tree; `files` maps relative paths to contents (a trailing / makes a directory). */
function tree(files: Record<string, string>): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'capctl-target-')));
  for (const [path, text] of Object.entries(files)) {
    if (path.endsWith('/')) mkdirSync(join(dir, path), { recursive: true });
    else {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
  }
  return dir;
}

describe('findProjectRoot', () => {
  it('is the nearest directory upward with capctl.yaml or .capctl/, from a file or a directory', () => {
    const dir = tree({ 'capctl.yaml': '', 'capacity/deep/a.yaml': '', 'other/.capctl/': '', 'other/sub/b.yaml': '' });
    expect(findProjectRoot(join(dir, 'capacity/deep/a.yaml'))).toEqual({ dir, reason: 'project-file' });
    expect(findProjectRoot(join(dir, 'capacity'))).toEqual({ dir, reason: 'project-file' });
    expect(findProjectRoot(join(dir, 'other/sub'))).toEqual({ dir: join(dir, 'other'), reason: 'state-dir' });
  });

  it('falls back to the git work tree root (.git as a directory or a file), then to the definition directory', () => {
    const dir = tree({ 'repo/.git/': '', 'repo/capacity/a.yaml': '', 'wt/.git': 'gitdir: ../repo/.git/worktrees/wt', 'wt/d/a.yaml': '', 'loose/a.yaml': '' });
    expect(findProjectRoot(join(dir, 'repo/capacity/a.yaml'))).toEqual({ dir: join(dir, 'repo'), reason: 'git' });
    expect(findProjectRoot(join(dir, 'wt/d'))).toEqual({ dir: join(dir, 'wt'), reason: 'git' });
    expect(findProjectRoot(join(dir, 'loose/a.yaml'))).toEqual({ dir: join(dir, 'loose'), reason: 'definition-dir' });
  });

  it('never takes a capctl.yaml in the definition directory for the root\'s, unless that directory is the root', () => {
    const dir = tree({ 'capctl.yaml': '', 'capacity/capctl.yaml': 'url: https://evil.example.com\n', 'capacity/a.yaml': '' });
    for (const path of [join(dir, 'capacity'), join(dir, 'capacity/a.yaml')]) {
      expect(() => findProjectRoot(path, { definition: true })).toThrow(`${join(dir, 'capacity/capctl.yaml')} is inside the definition path`);
    }
    // Without a root above, the definition directory is the root (`capctl plan .` in a project).
    const alone = tree({ 'capctl.yaml': 'org: 2\n', 'a.yaml': '' });
    expect(findProjectRoot(alone, { definition: true })).toEqual({ dir: alone, reason: 'definition-dir' });
    const outer = tree({ 'capctl.yaml': '', 'repo/.git/': '', 'repo/capctl.yaml': '', 'repo/a.yaml': '', 'repo/capacity/capctl.yaml': '', 'repo/capacity/b.yaml': '' });
    const repo = join(outer, 'repo');
    expect(findProjectRoot(repo, { definition: true })).toEqual({ dir: repo, reason: 'project-file' });
    const bare = tree({ 'capctl.yaml': '', 'repo/.git/': '', 'repo/a.yaml': '' });
    expect(findProjectRoot(join(bare, 'repo'), { definition: true })).toEqual({ dir: join(bare, 'repo'), reason: 'git' });
    expect(() => findProjectRoot(join(repo, 'capacity'), { definition: true })).toThrow('only the project root\'s capctl.yaml is read');
    // Commands without a definition work in the current directory's project, as before.
    expect(findProjectRoot(join(dir, 'capacity'))).toEqual({ dir: join(dir, 'capacity'), reason: 'project-file' });
  });
});

describe('resolveTarget', () => {
  it('uses .capctl/state.db of the project root and org 1 by default, not the current directory', () => {
    const dir = tree({ 'capctl.yaml': '', 'capacity/a.yaml': '' });
    expect(resolveTarget({}, join(dir, 'capacity'), {})).toEqual({ kind: 'embedded', dbPath: join(dir, '.capctl/state.db'), orgId: '1' });
  });

  it('takes org, url and state defaults from capctl.yaml, a relative state relative to it', () => {
    const dir = tree({ 'capctl.yaml': 'org: 7\nstate: var/capacity.db\n', 'a.yaml': '' });
    expect(resolveTarget({}, dir, {})).toEqual({ kind: 'embedded', dbPath: join(dir, 'var/capacity.db'), orgId: '7' });
    const remote = tree({ 'capctl.yaml': 'url: https://cap.example.com\n' });
    // No org given over HTTP: the key's own is asked for when the adapter opens (settleOrg).
    expect(resolveTarget({}, remote, { CAPACITY_API_KEY: 'k' })).toEqual({ kind: 'http', url: 'https://cap.example.com', apiKey: 'k', orgId: '1', orgFromKey: true });
  });

  it('lets CAPCTL_STATE and --state override the project state, the flag first', () => {
    const dir = tree({ 'capctl.yaml': 'state: a.db\n' });
    expect(resolveTarget({}, dir, { CAPCTL_STATE: join(dir, 'env.db') })).toMatchObject({ dbPath: join(dir, 'env.db') });
    expect(resolveTarget({ state: join(dir, 'flag.db') }, dir, { CAPCTL_STATE: join(dir, 'env.db') })).toMatchObject({ dbPath: join(dir, 'flag.db') });
    expect(() => resolveTarget({ state: 'x.db', url: 'https://a.example.com' }, dir, {})).toThrow('both --url and --state are set');
  });

  it('talks HTTP with CAPACITY_URL and CAPACITY_API_KEY, org from CAPACITY_ORG', () => {
    const env = { CAPACITY_URL: 'https://cap.example.com', CAPACITY_API_KEY: 'k', CAPACITY_ORG: '12' };
    expect(resolveTarget({}, tree({}), env)).toEqual({ kind: 'http', url: 'https://cap.example.com', apiKey: 'k', orgId: '12' });
  });

  it('prefers --url and --org over the environment and capctl.yaml', () => {
    const dir = tree({ 'capctl.yaml': 'org: 5\nurl: https://c.example.com\n' });
    const env = { CAPACITY_URL: 'https://a.example.com', CAPACITY_API_KEY: 'k', CAPACITY_ORG: '12' };
    expect(resolveTarget({ url: 'https://b.example.com', org: '3' }, dir, env)).toMatchObject({ url: 'https://b.example.com', orgId: '3' });
    expect(resolveTarget({}, dir, env)).toMatchObject({ url: 'https://a.example.com', orgId: '12' });
  });

  it('refuses a URL without a key, saying which variable to set', () => {
    expect(() => resolveTarget({ url: 'https://a.example.com' }, tree({}), {})).toThrow(CliError);
    expect(() => resolveTarget({ url: 'https://a.example.com' }, tree({}), {})).toThrow('CAPACITY_API_KEY is not set');
  });

  it('refuses an org id that is not digits', () => {
    expect(() => resolveTarget({ org: 'acme' }, tree({}), {})).toThrow('--org must be digits, got "acme"');
  });

  it('never guesses: a key, an org or CI=true without a URL is refused unless local state is named', () => {
    const dir = tree({ 'capctl.yaml': '' });
    for (const [options, env, sign] of [
      [{}, { CAPACITY_API_KEY: 'k', CAPACITY_URL: '' }, 'CAPACITY_API_KEY is set but CAPACITY_URL is empty'],
      [{}, { CAPACITY_ORG: '4' }, 'CAPACITY_ORG is set but no service URL is given'],
      [{ org: '4' }, {}, '--org is set'],
      [{}, { CI: 'true' }, 'CI=true is set'],
    ] as const) {
      let caught: unknown;
      try {
        resolveTarget(options, dir, env);
      } catch (error) {
        caught = error;
      }
      expect((caught as CliError).code).toBe('target_ambiguous');
      expect((caught as CliError).message).toContain(sign);
      expect((caught as CliError).hint).toContain('--state, CAPCTL_STATE or `state:` in capctl.yaml');
    }
    const named = { kind: 'embedded', dbPath: join(dir, 'x.db'), orgId: '1' };
    expect(resolveTarget({ state: join(dir, 'x.db') }, dir, { CI: 'true', CAPACITY_API_KEY: 'k' })).toEqual(named);
    expect(resolveTarget({}, dir, { CI: 'true', CAPCTL_STATE: join(dir, 'x.db') })).toEqual(named);
    expect(resolveTarget({}, tree({ 'capctl.yaml': 'state: x.db\n' }), { CI: 'true' })).toMatchObject({ kind: 'embedded' });
    expect(resolveTarget({}, dir, { CI: 'false' })).toMatchObject({ kind: 'embedded' });
  });

  it('never reads a capctl.yaml that links out of the project or into its .git, naming the link', () => {
    const secret = 'url: https://evil.example.com  # token-3f9e\n';
    const outside = tree({ 'x.yaml': secret });
    for (const target of [join(outside, 'x.yaml'), '.git/config']) {
      const project = tree({ 'a.yaml': '', '.git/config': secret });
      symlinkSync(target, join(project, 'capctl.yaml'));
      let caught: unknown;
      try {
        resolveTarget({}, project, { CAPACITY_API_KEY: 'k' });
      } catch (error) {
        caught = error;
      }
      expect((caught as CliError).code).toBe('file_outside_project');
      expect((caught as CliError).message).toContain(`${join(project, 'capctl.yaml')}: link leaves the project`);
      expect(JSON.stringify(caught) + (caught as CliError).message).not.toContain('token-3f9e');
    }
  });

  it('refuses a capctl.yaml with an unknown key or a bad value, at file:line:column', () => {
    const dir = tree({ 'capctl.yaml': 'org: 2\nregion: eu\nurl: ftp://x\n' });
    const error = (() => {
      try {
        resolveTarget({}, dir, {});
      } catch (e) {
        return e as CliError;
      }
      return undefined;
    })();
    expect(error?.code).toBe('project_config_invalid');
    expect(error?.message).toBe(`2 problems in ${join(dir, 'capctl.yaml')}:`);
    expect(error?.details).toEqual([
      `${join(dir, 'capctl.yaml')}:2:1: unknown key "region"; capctl.yaml may hold org, url, state, compatibility, policies and secrets`,
      `${join(dir, 'capctl.yaml')}:3:6: url must be an http:// or https:// URL of the service`,
    ]);
  });
});

describe('the service URL', () => {
  const env = { CAPACITY_API_KEY: 'k' };
  it.each([
    ['not a url at all', /CAPACITY_URL is not a valid URL: "not a url at all"/],
    ['ftp://files.example.com', /CAPACITY_URL must be an http or https URL, got "ftp:"/],
    ['http://user:hunter2pw@127.0.0.1:8080', /CAPACITY_URL must not carry a user name or password: "http:\/\/\*\*\*@127.0.0.1:8080"/],
    ['http://[::1:8080', /CAPACITY_URL is not a valid URL: "http:\/\/\[::1:8080"/],
    ['http://us:hunter2pw@[::1', /CAPACITY_URL is not a valid URL: "http:\/\/\*\*\*@\[::1"/],
  ])('refuses %s as a usage error that echoes no password', (url, message) => {
    let caught: unknown;
    try {
      resolveTarget({}, tmpdir(), { ...env, CAPACITY_URL: url });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CliError);
    expect((caught as CliError).code).toBe('usage');
    expect((caught as CliError).message).toMatch(message);
    expect((caught as CliError).message).not.toContain('hunter2pw');
  });

  it('names --url when the flag gave it', () => {
    expect(() => resolveTarget({ url: 'gopher://x' }, tmpdir(), env)).toThrow('--url must be an http or https URL');
  });
});
