// Every definition file is read: a directory at any depth, in path order, following symlinks;
// dot-directories and node_modules are left out; a symlink loop or an unreadable entry is an
// error naming the path, and a name defined in two files is an error naming both.
import { mkdirSync, symlinkSync } from 'node:fs';
import { stringify } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Workspace } from './cli-fixture.js';

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

const actionFile = (...variants: string[]) => stringify({ actions: variants.map((variant) => ({ variant, schema: { type: 'object' } })) });

describe('reading a definition directory', () => {
  it('reads nested and symlinked files and directories, and says how many files it read', async () => {
    ws.writeText('defs/top.yaml', actionFile('top'));
    ws.writeText('defs/teams/payments/actions.yml', actionFile('nested'));
    ws.writeText('defs/teams/search.json', JSON.stringify({ actions: [{ variant: 'from-json', schema: { type: 'object' } }] }));
    ws.writeText('shared/linked.yaml', actionFile('linked-file'));
    ws.writeText('library/more.yaml', actionFile('linked-dir'));
    symlinkSync(ws.path('shared/linked.yaml'), ws.path('defs/linked.yaml'));
    symlinkSync(ws.path('library'), ws.path('defs/library'));
    // Left out: dot-directories (state, editors) and node_modules.
    ws.writeText('defs/.hidden/ignored.yaml', 'not: [valid');
    ws.writeText('defs/node_modules/pkg/ignored.yaml', 'not: [valid');

    const validated = await ws.run(['validate', 'defs']);
    expect(validated.stderr).toBe('');
    expect(validated.stdout).toBe('defs is valid: 5 actions, 0 destinations, 0 metrics sources, 0 queries, 0 sources in 5 files.\n');
    const planned = await ws.planJson('defs');
    expect(planned.plan.steps.map((s) => s.name).sort()).toEqual(['from-json', 'linked-dir', 'linked-file', 'nested', 'top']);
  });

  it('reads files in path order: problems are reported in that order, nested ones with their path', async () => {
    ws.writeText('defs/b.yaml', 'actions: [');
    ws.writeText('defs/a/z.yaml', 'actions: [');
    ws.writeText('defs/a-b.yaml', 'actions: [');
    const r = await ws.run(['validate', 'defs']);
    expect(r.code).toBe(1);
    const files = [...r.stderr.matchAll(/^ {2}(\S+?):\d+:\d+:/gm)].map((m) => m[1]);
    expect(files).toEqual(['defs/a/z.yaml', 'defs/a-b.yaml', 'defs/b.yaml']);
  });

  it('names both files when a nested file defines a name again', async () => {
    ws.writeText('defs/actions.yaml', actionFile('checkout'));
    ws.writeText('defs/deep/er/again.yaml', actionFile('checkout'));
    const r = await ws.run(['validate', 'defs']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('defs/deep/er/again.yaml:');
    expect(r.stderr).toContain('defs/actions.yaml:');
  });

  it('refuses a symlink loop, naming the path, and plans nothing', async () => {
    ws.writeText('defs/a.yaml', actionFile('a'));
    mkdirSync(ws.path('defs/sub'));
    symlinkSync(ws.path('defs'), ws.path('defs/sub/back'));
    const r = await ws.run(['plan', 'defs']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error: symlink loop at defs/sub/back: it leads back to defs\n');
    expect(r.stdout).toBe('');
    // Not even a state was made (revisions list reads, and says there is none).
    expect((await ws.run(['revisions', 'list', '--format', 'json'])).stderr).toContain('error: there is no local state at ');
  });

  it('refuses an entry it cannot read (a symlink to nothing), naming the path', async () => {
    ws.writeText('defs/a.yaml', actionFile('a'));
    symlinkSync(ws.path('missing.yaml'), ws.path('defs/dangling.yaml'));
    const r = await ws.run(['validate', 'defs']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error: cannot read defs/dangling.yaml: it is a symlink to nothing\n');
  });
});
